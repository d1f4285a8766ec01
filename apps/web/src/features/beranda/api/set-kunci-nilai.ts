import type { KunciNilaiResponse } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { apiClient } from '../../../lib/api-client';

/** The wali locks, or unlocks with a reason, the grades of his class. */
export function setKunciNilai(rombonganBelajarId: string, kunci: boolean, alasan?: string) {
  return apiClient.put<KunciNilaiResponse>('penilaian/kunci-nilai', {
    rombongan_belajar_id: rombonganBelajarId,
    kunci,
    ...(alasan ? { alasan } : {}),
  });
}
