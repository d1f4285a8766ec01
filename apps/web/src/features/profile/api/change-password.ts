import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface ChangePasswordBody {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function changePassword(body: ChangePasswordBody): Promise<ApiResult<{ message: string }>> {
  return apiClient.put<{ message: string }>('profile/password', body);
}
