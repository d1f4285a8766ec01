import type {
  GunakanNilaiAsesmen,
  GunakanNilaiAsesmenResult,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient } from '../../../lib/api-client';

/** Writes the computed grades as finals (incomplete ones only when listed as accepted). */
export function gunakanNilaiAsesmen(body: GunakanNilaiAsesmen) {
  return apiClient.post<GunakanNilaiAsesmenResult>(
    'penilaian/nilai-akhir/gunakan-nilai-asesmen',
    body,
  );
}
