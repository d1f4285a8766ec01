import { useQuery } from '@tanstack/react-query';
import type { NilaiAsesmenData } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export const nilaiAsesmenKey = (pembelajaranId: string) =>
  ['penilaian', 'nilai-asesmen', pembelajaranId] as const;

/** Per student the computed Nilai Asesmen, what it lacks, and the stored final with its version. */
export function useNilaiAsesmen(pembelajaranId: string) {
  return useQuery({
    queryKey: nilaiAsesmenKey(pembelajaranId),
    queryFn: async () =>
      unwrap(
        await apiClient.get<NilaiAsesmenData>(
          `penilaian/nilai-akhir?pembelajaran_id=${encodeURIComponent(pembelajaranId)}`,
        ),
      ),
  });
}
