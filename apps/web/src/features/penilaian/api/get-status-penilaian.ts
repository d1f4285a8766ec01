import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/**
 * Whether grading is open school-wide and its deadline. Under the Beranda's keys, so that what
 * refreshes the Beranda's grading data refreshes this too.
 */
export const statusPenilaianQuery = () =>
  queryOptions({
    queryKey: ['beranda', 'penilaian', 'status', getSelectedSemesterId()],
    queryFn: async () => unwrap(await apiClient.get<StatusPenilaian>('penilaian/status')),
  });

export function useStatusPenilaian() {
  return useQuery(statusPenilaianQuery());
}
