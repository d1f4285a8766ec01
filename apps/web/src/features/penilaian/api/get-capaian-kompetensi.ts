import { useQuery } from '@tanstack/react-query';
import type { CapaianKompetensiData } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export const capaianKompetensiKey = (pembelajaranId: string) =>
  ['penilaian', 'capaian-kompetensi', pembelajaranId] as const;

/** Per student the final, the saved description, the proposal and the warnings. */
export function useCapaianKompetensi(pembelajaranId: string) {
  return useQuery({
    queryKey: capaianKompetensiKey(pembelajaranId),
    queryFn: async () =>
      unwrap(
        await apiClient.get<CapaianKompetensiData>(
          `penilaian/capaian-kompetensi?pembelajaran_id=${encodeURIComponent(pembelajaranId)}`,
        ),
      ),
  });
}
