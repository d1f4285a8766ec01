import type { SetujuiPenyesuaianHasil } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient } from '../../../lib/api-client';

/** The Waka approves remedials and adjustments of finals (their history entries). */
export function setujuiPenyesuaian(ids: readonly number[]) {
  return apiClient.post<SetujuiPenyesuaianHasil>('beranda/penyesuaian-nilai/setujui', { ids });
}
