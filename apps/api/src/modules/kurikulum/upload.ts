import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';

function fileError(status: number, code: string, message: string) {
  return new AppError(status, code, message, { file: message });
}

/**
 * The one file of a multipart upload and the text fields sent before it. A missing file is 422,
 * a file over the limit 413, both with a message naming the file; `tooLargeAdvice` follows the
 * limit in the 413's message and says what to do with a file of this kind.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeAdvice = 'Pecah data menjadi beberapa berkas.',
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const missing = 'Pilih berkas Excel (.xlsx) untuk diunggah.';
  if (!request.isMultipart()) throw fileError(422, 'kurikulum.import_file', missing);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw fileError(422, 'kurikulum.import_file', missing);
  const bytes = await file.toBuffer().catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(
        413,
        'kurikulum.import_terlalu_besar',
        `Ukuran berkas paling besar ${Math.round(maxBytes / 1024 / 1024)} MB. ${tooLargeAdvice}`,
      );
    }
    throw error;
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part && part.type === 'field' && typeof part.value === 'string') fields[name] = part.value;
  }
  return { bytes, fields };
}
