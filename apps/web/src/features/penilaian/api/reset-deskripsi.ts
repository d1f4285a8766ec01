import type { ResetDeskripsiResult } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient } from '../../../lib/api-client';

/** Clears every description of the pembelajaran (the history keeps the old texts). */
export function resetDeskripsi(pembelajaranId: string) {
  return apiClient.post<ResetDeskripsiResult>('penilaian/capaian-kompetensi/reset', {
    pembelajaran_id: pembelajaranId,
  });
}
