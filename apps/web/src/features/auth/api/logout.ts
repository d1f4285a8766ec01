import { apiClient } from '../../../lib/api-client';
import { clearSession, forgetEndedSession, getRefreshToken } from '../../../lib/storage';

let pending: Promise<void> | null = null;

async function revokeAndClear(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken) await apiClient.post('jwt/logout', { refreshToken });
  clearSession();
  forgetEndedSession();
}

/** Revokes the refresh token on the server (best effort) and forgets the session locally. */
export function logout(): Promise<void> {
  pending ??= revokeAndClear().finally(() => {
    pending = null;
  });
  return pending;
}
