import type { z } from 'zod';
import type { statusPenilaianSchema } from '@erapor/shared/penilaian/penilaian.schemas';
import { apiClient } from '../../../lib/api-client';

/** Opens (with a reason) or closes grading for the whole school (administrator). */
export function setStatusPenilaian(dibuka: boolean, alasan?: string) {
  return apiClient.put<z.infer<typeof statusPenilaianSchema>>('penilaian/status', {
    dibuka,
    ...(alasan ? { alasan } : {}),
  });
}
