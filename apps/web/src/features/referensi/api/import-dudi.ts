import type {
  DudiImportPreview,
  DudiImportResult,
  DudiImportRow,
} from '@erapor/shared/dudi/dudi-import.schemas';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from './download-file';

/** Sends the workbook for checking; nothing is saved yet. */
export function previewDudiImport(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiClient.request<DudiImportPreview>('referensi/dudi-impor/pratinjau', {
    method: 'POST',
    formData,
  });
}

export function confirmDudiImport(rows: DudiImportRow[]) {
  return apiClient.post<DudiImportResult>('referensi/dudi-impor', { rows });
}

export function downloadDudiTemplate() {
  return downloadFile('referensi/dudi-impor/templat', 'templat-dudi.xlsx');
}
