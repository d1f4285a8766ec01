import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PenyesuaianSekolahDaftar } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/**
 * The finals and TP scores of the semester set after a remedial test or adjusted, with their
 * counts (administrator, Waka).
 */
export const penyesuaianSekolahQuery = () =>
  queryOptions({
    queryKey: ['beranda', 'penilaian', 'penyesuaian', getSelectedSemesterId()],
    queryFn: async () =>
      unwrap(await apiClient.get<PenyesuaianSekolahDaftar>('beranda/penyesuaian-nilai')),
  });

export function usePenyesuaianSekolah() {
  return useQuery(penyesuaianSekolahQuery());
}
