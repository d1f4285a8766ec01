import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

export const versionQuery = () =>
  queryOptions({
    queryKey: ['system', 'version'],
    queryFn: async () => unwrap(await apiClient.get<{ version: string }>('system/version')),
    staleTime: Infinity,
  });

export function useAppVersion() {
  return useQuery(versionQuery());
}
