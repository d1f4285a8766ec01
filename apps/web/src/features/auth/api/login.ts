import type { LoginBody, SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { saveSession } from '../../../lib/storage';

/** Signs in; on success the whole session is stored (tokens, userData, userAbilities, semester). */
export async function login(body: LoginBody): Promise<ApiResult<SessionResponse>> {
  const result = await apiClient.post<SessionResponse>('jwt/login', body);
  if (result.ok) saveSession(result.data);
  return result;
}
