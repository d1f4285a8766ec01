import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PenyesuaianSekolah } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/** The finals of the semester set after a remedial test or adjusted (administrator, Waka). */
export const penyesuaianSekolahQuery = () =>
  queryOptions({
    queryKey: ['beranda', 'penilaian', 'penyesuaian', getSelectedSemesterId()],
    queryFn: async () =>
      unwrap(await apiClient.get<PenyesuaianSekolah[]>('beranda/penyesuaian-nilai')),
  });

export function usePenyesuaianSekolah() {
  return useQuery(penyesuaianSekolahQuery());
}
