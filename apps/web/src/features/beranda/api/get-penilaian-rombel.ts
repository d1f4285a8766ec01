import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PembelajaranProgres } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/** The subjects of one class with their progress, for the school summary's detail. */
export const penilaianRombelQuery = (rombonganBelajarId: string) =>
  queryOptions({
    queryKey: ['beranda', 'penilaian', 'rombel', getSelectedSemesterId(), rombonganBelajarId],
    queryFn: async () =>
      unwrap(
        await apiClient.get<PembelajaranProgres[]>(
          `beranda/penilaian-sekolah/${rombonganBelajarId}`,
        ),
      ),
  });

export function usePenilaianRombel(rombonganBelajarId: string | null) {
  return useQuery({
    ...penilaianRombelQuery(rombonganBelajarId ?? ''),
    enabled: rombonganBelajarId !== null,
  });
}
