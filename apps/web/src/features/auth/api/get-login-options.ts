import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginOptions } from '@erapor/shared/auth/auth.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export async function getLoginOptions(): Promise<LoginOptions> {
  return unwrap(await apiClient.get<LoginOptions>('jwt/login-options'));
}

export const loginOptionsQuery = () =>
  queryOptions({
    queryKey: ['auth', 'login-options'],
    queryFn: getLoginOptions,
    staleTime: 300_000,
  });

export function useLoginOptions() {
  return useQuery(loginOptionsQuery());
}
