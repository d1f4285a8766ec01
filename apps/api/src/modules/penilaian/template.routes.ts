import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pembelajaranQuerySchema } from '@erapor/shared/penilaian/penilaian.schemas';
import {
  ptsRingkasanSchema,
  TEMPLATE_MAX_BYTES,
  templateKindParamSchema,
  templatePreviewSchema,
} from '@erapor/shared/penilaian/template.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { previewTemplate } from './template-preview.usecases';
import { downloadTemplate, ptsRingkasan } from './template.usecases';
import { XLSX_MIME } from '../../lib/workbook';

const guru = { access: { subject: 'Guru' as const } };
/**
 * A download reads a grid and no more: whoever may read the grid may have it as a file (its
 * teachers, and the wali of its class, the Waka and the administrator, whom getGrid lets look);
 * uploading stays the teachers'.
 */
const gridReader = { access: { subject: 'Web' as const } };
const MAX_MB = TEMPLATE_MAX_BYTES / 1024 / 1024;
const PICK_FILE = 'Pilih berkas templat Excel (.xlsx) untuk diunggah.';

function fileError(status: number, code: string, message: string) {
  return new AppError(status, code, message, { file: message });
}

/**
 * Excel templates of the grade grids (download with the current values; upload answers a
 * preview and saves nothing), and the counts of the Nilai Tengah Semester screen.
 */
export const templateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/penilaian/template/:kind',
    {
      config: gridReader,
      schema: { params: templateKindParamSchema, querystring: pembelajaranQuerySchema },
    },
    async (request, reply) => {
      const { filename, bytes } = await downloadTemplate(
        ctx,
        requireSession(request),
        request.params.kind,
        request.query.pembelajaran_id,
      );
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.post(
    '/penilaian/template/:kind',
    {
      config: guru,
      schema: { params: templateKindParamSchema, response: { 200: templatePreviewSchema } },
    },
    async (request) => {
      const session = requireSession(request);
      if (!request.isMultipart()) throw fileError(422, 'penilaian.templat_berkas', PICK_FILE);
      let bytes: Buffer | null = null;
      let pembelajaranId = '';
      try {
        for await (const part of request.parts({
          limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1, fields: 5 },
        })) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'file') bytes = data;
          } else if (part.fieldname === 'pembelajaran_id') {
            pembelajaranId = String(part.value);
          }
        }
      } catch (error) {
        const code = error instanceof Error && 'code' in error ? error.code : null;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fileError(
            413,
            'penilaian.templat_terlalu_besar',
            `Ukuran berkas paling besar ${MAX_MB} MB, padahal templat nilai hanya puluhan KB. Pastikan yang dipilih adalah templat yang diunduh dari layar ini.`,
          );
        }
        if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
          throw fileError(422, 'penilaian.templat_berkas', 'Unggah satu berkas templat saja.');
        throw error;
      }
      const id = z.uuid().safeParse(pembelajaranId.trim());
      if (!id.success) {
        const message = 'Pilih mata pelajaran yang akan diisi nilainya.';
        throw new AppError(422, 'request.invalid', message, { pembelajaran_id: message });
      }
      if (!bytes) throw fileError(422, 'penilaian.templat_berkas', PICK_FILE);
      return previewTemplate(ctx, session, request.params.kind, id.data, bytes);
    },
  );

  app.get(
    '/penilaian/pts/ringkasan',
    { config: guru, schema: { response: { 200: z.array(ptsRingkasanSchema) } } },
    async (request) => ptsRingkasan(ctx, requireSession(request)),
  );
};
