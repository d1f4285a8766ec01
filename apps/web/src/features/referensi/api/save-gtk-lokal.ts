import type { GtkLokalBody, JenisGtkLokal } from '@erapor/shared/referensi/gtk.schemas';
import { apiClient } from '../../../lib/api-client';

export function createGtkLokal(jenis: JenisGtkLokal, body: GtkLokalBody) {
  return apiClient.post<{ message: string; guru_id: string }>(`referensi/gtk-lokal/${jenis}`, body);
}

export function updateGtkLokal(jenis: JenisGtkLokal, id: string, body: GtkLokalBody) {
  return apiClient.put<{ message: string }>(`referensi/gtk-lokal/${jenis}/${id}`, body);
}

export function deleteGtkLokal(jenis: JenisGtkLokal, id: string) {
  return apiClient.delete<{ message: string }>(`referensi/gtk-lokal/${jenis}/${id}`);
}
