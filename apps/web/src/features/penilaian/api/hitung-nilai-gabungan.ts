import type { NilaiGabunganResult } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient } from '../../../lib/api-client';

/** Parent subject: stores the combined final from its own and its sub-subjects' finals. */
export function hitungNilaiGabungan(pembelajaranId: string) {
  return apiClient.post<NilaiGabunganResult>('penilaian/nilai-akhir/gabungan', {
    pembelajaran_id: pembelajaranId,
  });
}
