import type {
  TerapkanUsulan,
  TerapkanUsulanResult,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient } from '../../../lib/api-client';

/** Saves the proposed descriptions (chosen students, or all without a description). */
export function terapkanUsulan(body: TerapkanUsulan) {
  return apiClient.post<TerapkanUsulanResult>('penilaian/capaian-kompetensi/terapkan-usulan', body);
}
