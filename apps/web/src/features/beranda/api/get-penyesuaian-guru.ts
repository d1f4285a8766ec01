import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PenyesuaianGuruDaftar } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/**
 * The teacher's own remedials and adjustments of the semester with the Waka's decisions: the
 * refused ones not changed again first.
 */
export const penyesuaianGuruQuery = () =>
  queryOptions({
    queryKey: ['beranda', 'penilaian', 'penyesuaian-saya', getSelectedSemesterId()],
    queryFn: async () =>
      unwrap(await apiClient.get<PenyesuaianGuruDaftar>('beranda/penyesuaian-nilai/saya')),
  });

export function usePenyesuaianGuru() {
  return useQuery(penyesuaianGuruQuery());
}
