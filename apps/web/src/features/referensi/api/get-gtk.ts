import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GtkDetail, GtkItem, JenisGtk } from '@erapor/shared/referensi/gtk.schemas';
import type { Option, Page } from '@erapor/shared/referensi/list.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export const gtkKeys = {
  all: ['referensi', 'gtk'] as const,
  list: (jenis: JenisGtk, query: string) => [...gtkKeys.all, 'list', jenis, query] as const,
  detail: (id: string) => [...gtkKeys.all, 'detail', id] as const,
};

export function useGtkList(jenis: JenisGtk, queryString: string) {
  return useQuery({
    queryKey: gtkKeys.list(jenis, queryString),
    queryFn: async () =>
      unwrap(await apiClient.get<Page<GtkItem>>(`referensi/gtk?jenis=${jenis}&${queryString}`)),
    placeholderData: keepPreviousData,
  });
}

export const gtkDetailQuery = (id: string) =>
  queryOptions({
    queryKey: gtkKeys.detail(id),
    queryFn: async () => unwrap(await apiClient.get<GtkDetail>(`referensi/gtk/${id}`)),
  });

export function useGtkDetail(id: string | null) {
  return useQuery({ ...gtkDetailQuery(id ?? ''), enabled: id !== null });
}

export function useDudiOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['referensi', 'dudi-pilihan'],
    queryFn: async () =>
      unwrap(await apiClient.get<{ data: Option[] }>('referensi/dudi-pilihan')).data,
    enabled,
  });
}
