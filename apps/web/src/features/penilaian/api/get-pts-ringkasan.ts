import { useQuery } from '@tanstack/react-query';
import type { PtsRingkasan } from '@erapor/shared/penilaian/template.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export const ptsRingkasanKey = ['penilaian', 'pts', 'ringkasan'] as const;

/** The teacher's pembelajaran with how many students have a mid-semester score. */
export function usePtsRingkasan() {
  return useQuery({
    queryKey: ptsRingkasanKey,
    queryFn: async () => unwrap(await apiClient.get<PtsRingkasan[]>('penilaian/pts/ringkasan')),
  });
}
