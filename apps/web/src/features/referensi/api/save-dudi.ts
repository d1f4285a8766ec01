import type { DudiBody, KegiatanBody, MouBody } from '@erapor/shared/dudi/dudi.schemas';
import { apiClient } from '../../../lib/api-client';

type Message = { message: string };
type Created = Message & { id: string };

export function saveDudi(id: string | null, body: DudiBody) {
  return id
    ? apiClient.put<Message>(`referensi/dudi/${id}`, body)
    : apiClient.post<Created>('referensi/dudi', body);
}

export function deleteDudi(id: string) {
  return apiClient.delete<Message>(`referensi/dudi/${id}`);
}

/** Adds an agreement to a partner (dudiId) or edits one (mouId). */
export function saveMou(target: { dudiId: string } | { mouId: string }, body: MouBody) {
  return 'mouId' in target
    ? apiClient.put<Message>(`referensi/dudi-mou/${target.mouId}`, body)
    : apiClient.post<Created>(`referensi/dudi/${target.dudiId}/mou`, body);
}

export function deleteMou(id: string) {
  return apiClient.delete<Message>(`referensi/dudi-mou/${id}`);
}

export function saveKegiatan(
  target: { mouId: string } | { kegiatanId: string },
  body: KegiatanBody,
) {
  return 'kegiatanId' in target
    ? apiClient.put<Message>(`referensi/dudi-kegiatan/${target.kegiatanId}`, body)
    : apiClient.post<Created>(`referensi/dudi-mou/${target.mouId}/kegiatan`, body);
}

export function deleteKegiatan(id: string) {
  return apiClient.delete<Message>(`referensi/dudi-kegiatan/${id}`);
}

export function addPembimbing(kegiatanId: string, guruId: string) {
  return apiClient.post<Message>(`referensi/dudi-kegiatan/${kegiatanId}/pembimbing`, {
    guru_id: guruId,
  });
}

export function removePembimbing(id: string) {
  return apiClient.delete<Message>(`referensi/dudi-pembimbing/${id}`);
}

export function addPeserta(kegiatanId: string, ids: string[]) {
  return apiClient.post<Message>(`referensi/dudi-kegiatan/${kegiatanId}/peserta`, {
    peserta_didik_ids: ids,
  });
}

export function removePeserta(id: string) {
  return apiClient.delete<Message>(`referensi/dudi-peserta/${id}`);
}
