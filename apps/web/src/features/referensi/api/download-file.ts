import { apiClient, type ApiResult } from '../../../lib/api-client';

/** Fetches a file with the session's token and hands it to the browser as a download. */
export async function downloadFile(path: string, filename: string): Promise<ApiResult<Blob>> {
  const result = await apiClient.request<Blob>(path, { responseType: 'blob' });
  if (!result.ok) return result;
  const url = URL.createObjectURL(result.data);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return result;
}
