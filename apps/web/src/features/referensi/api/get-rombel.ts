import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type {
  AnggotaList,
  EkskulItem,
  MapelItem,
  PembelajaranForm,
  RombelItem,
  SavePembelajaranBody,
} from '@erapor/shared/referensi/rombel.schemas';
import type { Option } from '@erapor/shared/referensi/list.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export const rombelKeys = {
  all: ['referensi', 'rombel'] as const,
  anggota: (path: string) => [...rombelKeys.all, 'anggota', path] as const,
  pembelajaran: (id: string) => [...rombelKeys.all, 'pembelajaran', id] as const,
};

export function useRombelList(jenis: '1' | '16', queryString: string) {
  return useQuery({
    queryKey: [...rombelKeys.all, 'list', jenis, queryString],
    queryFn: async () =>
      unwrap(
        await apiClient.get<Page<RombelItem>>(
          `referensi/rombongan-belajar?jenis=${jenis}&${queryString}`,
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Members of a class (`rombongan-belajar/<id>`) or of an extracurricular (`ekstrakurikuler/<id>`). */
export function useAnggota(path: string | null) {
  return useQuery({
    queryKey: rombelKeys.anggota(path ?? ''),
    queryFn: async () => unwrap(await apiClient.get<AnggotaList>(`referensi/${path}/anggota`)),
    enabled: path !== null,
  });
}

export function removeAnggota(anggotaRombelId: string) {
  return apiClient.delete<{ message: string }>(`referensi/anggota-rombel/${anggotaRombelId}`);
}

export function usePembelajaranForm(id: string | null) {
  return useQuery({
    queryKey: rombelKeys.pembelajaran(id ?? ''),
    queryFn: async () =>
      unwrap(
        await apiClient.get<PembelajaranForm>(`referensi/rombongan-belajar/${id}/pembelajaran`),
      ),
    enabled: id !== null,
  });
}

export function savePembelajaran(id: string, body: SavePembelajaranBody) {
  return apiClient.put<{ message: string }>(`referensi/rombongan-belajar/${id}/pembelajaran`, body);
}

export function useMapelList(queryString: string) {
  return useQuery({
    queryKey: ['referensi', 'mata-pelajaran', queryString],
    queryFn: async () =>
      unwrap(
        await apiClient.get<Page<MapelItem> & { rombel: Option[] }>(
          `referensi/mata-pelajaran?${queryString}`,
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEkskulList(queryString: string) {
  return useQuery({
    queryKey: ['referensi', 'ekstrakurikuler', queryString],
    queryFn: async () =>
      unwrap(await apiClient.get<Page<EkskulItem>>(`referensi/ekstrakurikuler?${queryString}`)),
    placeholderData: keepPreviousData,
  });
}
