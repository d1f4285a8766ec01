import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PembelajaranProgres } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/** One teacher's subjects with their progress, for the school summary's detail. */
export const penilaianGuruQuery = (guruId: string) =>
  queryOptions({
    queryKey: ['beranda', 'penilaian', 'guru', getSelectedSemesterId(), guruId],
    queryFn: async () =>
      unwrap(
        await apiClient.get<PembelajaranProgres[]>(`beranda/penilaian-sekolah/guru/${guruId}`),
      ),
  });

export function usePenilaianGuru(guruId: string | null) {
  return useQuery({ ...penilaianGuruQuery(guruId ?? ''), enabled: guruId !== null });
}
