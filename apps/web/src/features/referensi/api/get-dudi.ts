import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CalonPeserta,
  DudiDetail,
  DudiItem,
  KegiatanDetail,
} from '@erapor/shared/dudi/dudi.schemas';
import type { Option, Page } from '@erapor/shared/referensi/list.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export const dudiKeys = {
  all: ['referensi', 'dudi'] as const,
  list: (query: string) => [...dudiKeys.all, 'list', query] as const,
  detail: (id: string) => [...dudiKeys.all, 'detail', id] as const,
  kegiatan: (id: string) => [...dudiKeys.all, 'kegiatan', id] as const,
  calonPembimbing: (id: string) => [...dudiKeys.all, 'calon-pembimbing', id] as const,
  calonPeserta: (id: string, query: string) =>
    [...dudiKeys.all, 'calon-peserta', id, query] as const,
  kelas: ['referensi', 'dudi-kelas'] as const,
};

export function useDudiList(queryString: string) {
  return useQuery({
    queryKey: dudiKeys.list(queryString),
    queryFn: async () =>
      unwrap(await apiClient.get<Page<DudiItem>>(`referensi/dudi?${queryString}`)),
    placeholderData: keepPreviousData,
  });
}

export function useDudiDetail(id: string | null) {
  return useQuery({
    queryKey: dudiKeys.detail(id ?? ''),
    queryFn: async () => unwrap(await apiClient.get<DudiDetail>(`referensi/dudi/${id}`)),
    enabled: id !== null,
  });
}

export function useKegiatanDetail(id: string | null) {
  return useQuery({
    queryKey: dudiKeys.kegiatan(id ?? ''),
    queryFn: async () =>
      unwrap(await apiClient.get<KegiatanDetail>(`referensi/dudi-kegiatan/${id}`)),
    enabled: id !== null,
  });
}

export function useCalonPembimbing(kegiatanId: string) {
  return useQuery({
    queryKey: dudiKeys.calonPembimbing(kegiatanId),
    queryFn: async () =>
      unwrap(
        await apiClient.get<{ data: Option[] }>(
          `referensi/dudi-kegiatan/${kegiatanId}/calon-pembimbing`,
        ),
      ).data,
  });
}

export function useDudiKelas(enabled: boolean) {
  return useQuery({
    queryKey: dudiKeys.kelas,
    queryFn: async () =>
      unwrap(await apiClient.get<{ data: Option[] }>('referensi/dudi-kelas')).data,
    enabled,
  });
}

export function useCalonPeserta(
  kegiatanId: string,
  rombelId: string | null,
  q: string,
  enabled: boolean,
) {
  const params = new URLSearchParams();
  if (rombelId) params.set('rombongan_belajar_id', rombelId);
  if (q) params.set('q', q);
  const query = params.toString();
  return useQuery({
    queryKey: dudiKeys.calonPeserta(kegiatanId, query),
    queryFn: async () =>
      unwrap(
        await apiClient.get<{ data: CalonPeserta[] }>(
          `referensi/dudi-kegiatan/${kegiatanId}/calon-peserta?${query}`,
        ),
      ).data,
    enabled: enabled && (rombelId !== null || q.length >= 2),
    placeholderData: keepPreviousData,
  });
}
