import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import { apiClient } from '../../../lib/api-client';

/** Sets the time grading closes by itself (ISO-8601) or clears it (null); administrator. */
export function setBatasPenilaian(batas: string | null) {
  return apiClient.put<StatusPenilaian>('penilaian/batas', { batas });
}
