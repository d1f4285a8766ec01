import type {
  ImportPreview,
  ImportResult,
  ImportRow,
  JenisGtkLokal,
} from '@erapor/shared/referensi/gtk.schemas';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from './download-file';

/** Sends the workbook for checking; nothing is saved yet. */
export function previewImport(jenis: JenisGtkLokal, file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiClient.request<ImportPreview>(`referensi/gtk-lokal/${jenis}/impor/pratinjau`, {
    method: 'POST',
    formData,
  });
}

export function confirmImport(jenis: JenisGtkLokal, rows: ImportRow[]) {
  return apiClient.post<ImportResult>(`referensi/gtk-lokal/${jenis}/impor`, { rows });
}

export function downloadTemplate(jenis: JenisGtkLokal) {
  return downloadFile(`referensi/gtk-lokal/${jenis}/templat`, `templat-${jenis}.xlsx`);
}
