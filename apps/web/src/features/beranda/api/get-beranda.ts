import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Beranda } from '@erapor/shared/auth/profile.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

export const berandaQuery = () =>
  queryOptions({
    queryKey: ['beranda', getSelectedSemesterId()],
    queryFn: async () => unwrap(await apiClient.get<Beranda>('beranda')),
  });

export function useBeranda() {
  return useQuery(berandaQuery());
}
