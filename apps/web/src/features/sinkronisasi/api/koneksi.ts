import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiResult } from '../../../lib/api-client';

export interface KoneksiDapodik {
  url: string | null;
  token_set: boolean;
  npsn: string;
}

export const koneksiQuery = () =>
  queryOptions({
    queryKey: ['sinkronisasi', 'koneksi'],
    queryFn: async () =>
      unwrap(await apiClient.get<KoneksiDapodik>('sinkronisasi/dapodik/koneksi')),
  });

export function useKoneksi() {
  return useQuery(koneksiQuery());
}

/** The token is sent only when a new one was typed; otherwise the stored one is kept. */
export function saveKoneksi(body: { url: string; token?: string }) {
  return apiClient.put<{ message: string }>('sinkronisasi/dapodik/koneksi', body);
}

export function testKoneksi(): Promise<
  ApiResult<{ message: string; sekolah: { nama: string; npsn: string } }>
> {
  return apiClient.post('sinkronisasi/dapodik/tes-koneksi');
}
