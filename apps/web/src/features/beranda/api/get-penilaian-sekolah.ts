import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BerandaSekolah } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/** School-wide grading counts (administrator, Waka). */
export const penilaianSekolahQuery = () =>
  queryOptions({
    queryKey: ['beranda', 'penilaian', 'sekolah', getSelectedSemesterId()],
    queryFn: async () => unwrap(await apiClient.get<BerandaSekolah>('beranda/penilaian-sekolah')),
  });

export function usePenilaianSekolah() {
  return useQuery(penilaianSekolahQuery());
}
