import { apiClient, type ApiResult } from '../../../lib/api-client';

export function forgotPassword(email: string): Promise<ApiResult<{ message: string }>> {
  return apiClient.post<{ message: string }>('jwt/forgot-password', { email });
}
