import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface UpdateProfileBody {
  name: string;
  email: string;
}

export function updateProfile(body: UpdateProfileBody): Promise<ApiResult<{ message: string }>> {
  return apiClient.put<{ message: string }>('profile', body);
}
