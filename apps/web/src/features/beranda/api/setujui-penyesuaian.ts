import type {
  BatalkanKeputusanHasil,
  SetujuiPenyesuaianHasil,
  TolakPenyesuaianHasil,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient } from '../../../lib/api-client';

/** The Waka approves remedials and adjustments (their history entries). */
export function setujuiPenyesuaian(ids: readonly number[]) {
  return apiClient.post<SetujuiPenyesuaianHasil>('beranda/penyesuaian-nilai/setujui', { ids });
}

/** The Waka refuses remedials and adjustments, with a note to the teachers. */
export function tolakPenyesuaian(ids: readonly number[], catatan: string) {
  return apiClient.post<TolakPenyesuaianHasil>('beranda/penyesuaian-nilai/tolak', {
    ids,
    catatan,
  });
}

/** The Waka takes his decisions back: the changes wait for a decision again. */
export function batalkanKeputusan(ids: readonly number[]) {
  return apiClient.post<BatalkanKeputusanHasil>('beranda/penyesuaian-nilai/batal', { ids });
}
