import { useQuery } from '@tanstack/react-query';
import type { PembelajaranGuru } from '@erapor/shared/penilaian/penilaian.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export const pembelajaranGuruKey = ['penilaian', 'pembelajaran'] as const;

/** The pembelajaran the signed-in teacher grades this semester (mapped or not). */
export function usePembelajaranGuru() {
  return useQuery({
    queryKey: pembelajaranGuruKey,
    queryFn: async () => unwrap(await apiClient.get<PembelajaranGuru[]>('penilaian/pembelajaran')),
    staleTime: 60_000,
  });
}
