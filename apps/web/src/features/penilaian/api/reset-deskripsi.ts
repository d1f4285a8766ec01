import type {
  ResetDeskripsi,
  ResetDeskripsiResult,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient } from '../../../lib/api-client';

/**
 * Clears every description of the pembelajaran (the history keeps the old texts), each at the
 * version shown: one changed since answers 409 with the current texts and nothing is cleared.
 */
export function resetDeskripsi(body: ResetDeskripsi) {
  return apiClient.post<ResetDeskripsiResult>('penilaian/capaian-kompetensi/reset', body);
}
