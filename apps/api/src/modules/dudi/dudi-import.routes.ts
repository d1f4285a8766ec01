import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DUDI_IMPORT_MAX_BYTES,
  dudiImportConfirmBodySchema,
  dudiImportPreviewSchema,
  dudiImportResultSchema,
} from '@erapor/shared/dudi/dudi-import.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { confirmDudiImport, validateDudiImport } from './dudi-import.usecases';
import { dudiImportTemplate, readDudiImportRows } from './dudi-import.xlsx';
import { XLSX_MIME } from '../../lib/workbook';

const config = { access: { subject: 'Administrator' as const } };
const MAX_MB = DUDI_IMPORT_MAX_BYTES / 1024 / 1024;

function fileError(status: number, code: string, message: string) {
  return new AppError(status, code, message, { file: message });
}

/** Excel import of partners with agreement, activity, supervisors and participants. */
export const dudiImportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get('/referensi/dudi-impor/templat', { config }, async (_request, reply) =>
    reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', 'attachment; filename="templat-dudi.xlsx"')
      .send(await dudiImportTemplate()),
  );

  app.post(
    '/referensi/dudi-impor/pratinjau',
    { config, schema: { response: { 200: dudiImportPreviewSchema } } },
    async (request) => {
      const session = requireSession(request);
      if (!request.isMultipart()) {
        throw fileError(422, 'dudi.import_file', 'Pilih berkas Excel (.xlsx) untuk diunggah.');
      }
      const file = await request.file({ limits: { fileSize: DUDI_IMPORT_MAX_BYTES, files: 1 } });
      if (!file)
        throw fileError(422, 'dudi.import_file', 'Pilih berkas Excel (.xlsx) untuk diunggah.');
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fileError(
            413,
            'dudi.import_too_large',
            `Ukuran berkas paling besar ${MAX_MB} MB. Pecah data menjadi beberapa berkas.`,
          );
        }
        throw error;
      });
      const rows = await readDudiImportRows(bytes);
      return (await validateDudiImport(ctx, session, rows)).preview;
    },
  );

  app.post(
    '/referensi/dudi-impor',
    {
      config,
      schema: { body: dudiImportConfirmBodySchema, response: { 200: dudiImportResultSchema } },
    },
    async (request) => {
      const result = await confirmDudiImport(ctx, requireSession(request), request.body.rows);
      const skipped = result.skipped ? `, ${result.skipped} baris dilewati` : '';
      return {
        message: `${result.saved} baris berhasil disimpan (${result.dudi_baru} DUDI baru, ${result.mou_baru} MoU baru, ${result.peserta_baru} peserta baru)${skipped}.`,
        ...result,
      };
    },
  );
};
