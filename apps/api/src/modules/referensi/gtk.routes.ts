import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@erapor/shared/auth/auth.schemas';
import {
  dudiOptionsSchema,
  GTK_IMPORT_MAX_BYTES,
  gtkDetailSchema,
  gtkListQuerySchema,
  gtkLokalBodySchema,
  gtkPageSchema,
  importConfirmBodySchema,
  importPreviewSchema,
  importResultSchema,
  jenisLokalParamSchema,
} from '@erapor/shared/referensi/gtk.schemas';
import { uuidParamSchema } from '@erapor/shared/referensi/list.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { dudiOptions } from './gtk.repository';
import { importTemplate, readImportRows } from './gtk-import.xlsx';
import {
  confirmImport,
  createLocalGtk,
  deleteLocalGtk,
  gtkDetail,
  listGtkPage,
  updateLocalGtk,
  validateImportRows,
} from './gtk.usecases';
import { XLSX_MIME } from '../../lib/workbook';

const access = { access: { subject: 'Ref_Guru' as const } };
const lokalItemParams = jenisLokalParamSchema.extend(uuidParamSchema.shape);

function label(jenis: 'instruktur' | 'asesor'): string {
  return jenis === 'asesor' ? 'Asesor' : 'Instruktur';
}

export const gtkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/referensi/gtk',
    {
      config: access,
      schema: { querystring: gtkListQuerySchema, response: { 200: gtkPageSchema } },
    },
    async (request) => listGtkPage(ctx, requireSession(request), request.query),
  );

  app.get(
    '/referensi/gtk/:id',
    { config: access, schema: { params: uuidParamSchema, response: { 200: gtkDetailSchema } } },
    async (request) => gtkDetail(ctx, requireSession(request), request.params.id),
  );

  app.get(
    '/referensi/dudi-pilihan',
    { config: access, schema: { response: { 200: dudiOptionsSchema } } },
    async (request) => ({ data: await dudiOptions(ctx.db, requireSession(request).sekolahId) }),
  );

  app.post(
    '/referensi/gtk-lokal/:jenis',
    {
      config: access,
      schema: {
        params: jenisLokalParamSchema,
        body: gtkLokalBodySchema,
        response: { 200: messageResponseSchema.extend({ guru_id: z.string() }) },
      },
    },
    async (request) => {
      const { jenis } = request.params;
      const guruId = await createLocalGtk(ctx, requireSession(request), jenis, request.body);
      return { message: `${label(jenis)} berhasil ditambahkan.`, guru_id: guruId };
    },
  );

  app.put(
    '/referensi/gtk-lokal/:jenis/:id',
    {
      config: access,
      schema: {
        params: lokalItemParams,
        body: gtkLokalBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { jenis, id } = request.params;
      await updateLocalGtk(ctx, requireSession(request), jenis, id, request.body);
      return { message: `Data ${label(jenis).toLowerCase()} berhasil disimpan.` };
    },
  );

  app.delete(
    '/referensi/gtk-lokal/:jenis/:id',
    {
      config: access,
      schema: { params: lokalItemParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { jenis, id } = request.params;
      await deleteLocalGtk(ctx, requireSession(request), jenis, id);
      return { message: `${label(jenis)} berhasil dihapus.` };
    },
  );

  app.get(
    '/referensi/gtk-lokal/:jenis/templat',
    { config: access, schema: { params: jenisLokalParamSchema } },
    async (request, reply) => {
      const { jenis } = request.params;
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="templat-${jenis}.xlsx"`)
        .send(await importTemplate(jenis));
    },
  );

  app.post(
    '/referensi/gtk-lokal/:jenis/impor/pratinjau',
    {
      config: access,
      schema: { params: jenisLokalParamSchema, response: { 200: importPreviewSchema } },
    },
    async (request) => {
      const session = requireSession(request);
      const file = await request.file({ limits: { fileSize: GTK_IMPORT_MAX_BYTES, files: 1 } });
      if (!file) {
        const message = 'Pilih berkas Excel (.xlsx) untuk diunggah.';
        throw new AppError(422, 'referensi.import_file', message, { file: message });
      }
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          const message = 'Ukuran berkas paling besar 1 MB.';
          throw new AppError(413, 'referensi.import_too_large', message, { file: message });
        }
        throw error;
      });
      const rows = await readImportRows(bytes);
      return (await validateImportRows(ctx, session, rows)).preview;
    },
  );

  app.post(
    '/referensi/gtk-lokal/:jenis/impor',
    {
      config: access,
      schema: {
        params: jenisLokalParamSchema,
        body: importConfirmBodySchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const { jenis } = request.params;
      const result = await confirmImport(ctx, requireSession(request), jenis, request.body.rows);
      const skipped = result.skipped ? `, ${result.skipped} baris dilewati` : '';
      return {
        message: `${result.saved} ${label(jenis).toLowerCase()} berhasil disimpan${skipped}.`,
        ...result,
      };
    },
  );
};
