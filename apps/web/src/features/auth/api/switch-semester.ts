import type { SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { getRefreshToken, saveSession } from '../../../lib/storage';

/** New tokens and rules for another semester; the body is rebuilt if the request is replayed. */
export async function switchSemester(semesterId: string): Promise<ApiResult<SessionResponse>> {
  const result = await apiClient.post<SessionResponse>('jwt/switch-semester', () => ({
    semester_id: semesterId,
    refreshToken: getRefreshToken(),
  }));
  if (result.ok) saveSession(result.data);
  return result;
}
