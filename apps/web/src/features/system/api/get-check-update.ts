import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckUpdateResponse } from '@erapor/shared/system/system.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export const checkUpdateQuery = () =>
  queryOptions({
    queryKey: ['system', 'check-update'],
    queryFn: async () => unwrap(await apiClient.get<CheckUpdateResponse>('system/check-update')),
    staleTime: 0,
  });

export function useCheckUpdate() {
  return useQuery(checkUpdateQuery());
}
