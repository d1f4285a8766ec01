import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KunciLogPage } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/**
 * One page of the whole lock log: a class's (`rombonganBelajarId`), or the school's (null). Under
 * the grading key, so that a lock, an opening or a deadline set refreshes it with the home page.
 */
export const kunciLogQuery = (rombonganBelajarId: string | null, page: number) =>
  queryOptions({
    queryKey: [
      'beranda',
      'penilaian',
      'kunci-log',
      getSelectedSemesterId(),
      rombonganBelajarId ?? '',
      page,
    ],
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page) });
      if (rombonganBelajarId !== null) query.set('rombongan_belajar_id', rombonganBelajarId);
      return unwrap(await apiClient.get<KunciLogPage>(`beranda/kunci-log?${query.toString()}`));
    },
  });

/** Asked only while the list is open (`enabled`); the page shown stays until the next arrives. */
export function useKunciLog(rombonganBelajarId: string | null, page: number, enabled: boolean) {
  return useQuery({
    ...kunciLogQuery(rombonganBelajarId, page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
