import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BerandaGuru } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/** The signed-in teacher's pembelajaran with their grading progress. */
export const pembelajaranGuruQuery = () =>
  queryOptions({
    queryKey: ['beranda', 'penilaian', 'guru', getSelectedSemesterId()],
    queryFn: async () => unwrap(await apiClient.get<BerandaGuru>('beranda/pembelajaran')),
  });

export function usePembelajaranGuru() {
  return useQuery(pembelajaranGuruQuery());
}
