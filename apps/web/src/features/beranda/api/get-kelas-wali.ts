import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BerandaWali } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/** The wali's classes with the progress of their subjects and the grade lock. */
export const kelasWaliQuery = () =>
  queryOptions({
    queryKey: ['beranda', 'penilaian', 'wali', getSelectedSemesterId()],
    queryFn: async () => unwrap(await apiClient.get<BerandaWali>('wali/kelas')),
  });

export function useKelasWali() {
  return useQuery(kelasWaliQuery());
}
