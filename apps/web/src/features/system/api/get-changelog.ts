import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

export const changelogQuery = () =>
  queryOptions({
    queryKey: ['system', 'changelog'],
    queryFn: async () => unwrap(await apiClient.get<{ markdown: string }>('system/changelog')),
  });

export function useChangelog() {
  return useQuery(changelogQuery());
}
