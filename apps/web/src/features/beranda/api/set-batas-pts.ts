import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import { apiClient } from '../../../lib/api-client';

/**
 * Sets the time entering Nilai Tengah Semester closes by itself (ISO-8601) or clears it (null);
 * administrator. Once it has passed, changing it opens mid-semester entry again and takes a reason.
 */
export function setBatasPts(batas: string | null, alasan?: string) {
  return apiClient.put<StatusPenilaian>('penilaian/batas-pts', {
    batas,
    ...(alasan ? { alasan } : {}),
  });
}
