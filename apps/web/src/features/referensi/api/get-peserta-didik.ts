import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type {
  PasswordPdItem,
  PdDetail,
  PdFilterOptions,
  PdItem,
  PdUpdateBody,
} from '@erapor/shared/referensi/peserta-didik.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { downloadFile } from './download-file';

export type PdStatus = 'aktif' | 'keluar';

export const pdKeys = {
  all: ['referensi', 'peserta-didik'] as const,
  detail: (id: string) => [...pdKeys.all, 'detail', id] as const,
};

export function usePdList(status: PdStatus, queryString: string) {
  return useQuery({
    queryKey: [...pdKeys.all, status, queryString],
    queryFn: async () =>
      unwrap(await apiClient.get<Page<PdItem>>(`referensi/peserta-didik/${status}?${queryString}`)),
    placeholderData: keepPreviousData,
  });
}

export function usePdOptions() {
  return useQuery({
    queryKey: [...pdKeys.all, 'pilihan'],
    queryFn: async () =>
      unwrap(await apiClient.get<PdFilterOptions>('referensi/peserta-didik/pilihan')),
  });
}

export function usePdDetail(id: string | null) {
  return useQuery({
    queryKey: pdKeys.detail(id ?? ''),
    queryFn: async () => unwrap(await apiClient.get<PdDetail>(`referensi/peserta-didik/${id}`)),
    enabled: id !== null,
  });
}

export function updatePd(id: string, body: PdUpdateBody) {
  return apiClient.put<{ message: string }>(`referensi/peserta-didik/${id}`, body);
}

export type PasswordPdPage = Page<PasswordPdItem> & { sekolah: string };

export function usePasswordPd(queryString: string) {
  return useQuery({
    queryKey: [...pdKeys.all, 'password', queryString],
    queryFn: async () =>
      unwrap(await apiClient.get<PasswordPdPage>(`referensi/password-pd?${queryString}`)),
    placeholderData: keepPreviousData,
  });
}

export function downloadPasswordPd(queryString: string) {
  return downloadFile(`referensi/password-pd/unduh?${queryString}`, 'password-peserta-didik.xlsx');
}
