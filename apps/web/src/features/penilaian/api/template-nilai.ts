import type { TemplateKind, TemplatePreview } from '@erapor/shared/penilaian/template.schemas';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../referensi/api/download-file';

/** The grid of a pembelajaran as an Excel template with the current values. */
export function downloadTemplateNilai(kind: TemplateKind, pembelajaranId: string, name: string) {
  return downloadFile(
    `penilaian/template/${kind}?pembelajaran_id=${encodeURIComponent(pembelajaranId)}`,
    name,
  );
}

/** Sends a filled template for checking; the answer is a preview, nothing is saved. */
export function previewTemplateNilai(kind: TemplateKind, pembelajaranId: string, file: File) {
  const formData = new FormData();
  formData.append('pembelajaran_id', pembelajaranId);
  formData.append('file', file);
  return apiClient.request<TemplatePreview>(`penilaian/template/${kind}`, {
    method: 'POST',
    formData,
  });
}
