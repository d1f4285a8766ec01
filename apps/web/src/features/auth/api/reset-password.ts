import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiResult } from '../../../lib/api-client';

export interface ResetPasswordBody {
  token: string;
  password: string;
  password_confirmation: string;
}

export const resetEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-password', token],
    queryFn: async () =>
      unwrap(
        await apiClient.get<{ email: string }>(`jwt/reset-password/${encodeURIComponent(token)}`),
      ),
    retry: false,
  });

export function useResetEmail(token: string) {
  return useQuery(resetEmailQuery(token));
}

export function resetPassword(body: ResetPasswordBody): Promise<ApiResult<{ message: string }>> {
  return apiClient.post<{ message: string }>('jwt/reset-password', body);
}
