import type { GridWriteResult } from '@erapor/shared/penilaian/grid.schemas';
import type { PenyesuaianNilaiAkhir } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient } from '../../../lib/api-client';

/** One student's final after a remedial test or adjusted, with its reason. */
export function sesuaikanNilaiAkhir(body: PenyesuaianNilaiAkhir) {
  return apiClient.put<GridWriteResult>('penilaian/nilai-akhir/penyesuaian', body);
}
