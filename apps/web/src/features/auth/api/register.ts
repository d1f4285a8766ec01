import type { RegisterBody, SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { saveSession } from '../../../lib/storage';

export async function register(body: RegisterBody): Promise<ApiResult<SessionResponse>> {
  const result = await apiClient.post<SessionResponse>('jwt/register', body);
  if (result.ok) saveSession(result.data);
  return result;
}
