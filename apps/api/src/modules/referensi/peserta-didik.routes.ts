import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@erapor/shared/auth/auth.schemas';
import { uuidParamSchema } from '@erapor/shared/referensi/list.schemas';
import {
  passwordPdPageSchema,
  passwordPdQuerySchema,
  pdDetailSchema,
  pdFilterOptionsSchema,
  pdListQuerySchema,
  pdPageSchema,
  pdUpdateBodySchema,
} from '@erapor/shared/referensi/peserta-didik.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { accountsWorkbook, listAccounts } from './password-pd.usecases';
import { listPd, pdDetail, pdFilterOptions, updatePd } from './peserta-didik.usecases';
import { XLSX_MIME } from '../../lib/workbook';

const aktif = { access: { subject: 'Ref_Siswa' as const } };
const keluar = { access: { subject: 'Ref_Siswa_Keluar' as const } };
/** Admin or wali, decided in the usecase (no single subject covers exactly both). */
const signedIn = { access: { subject: 'Web' as const } };

export const pesertaDidikRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/referensi/peserta-didik/aktif',
    { config: aktif, schema: { querystring: pdListQuerySchema, response: { 200: pdPageSchema } } },
    async (request) => listPd(ctx, requireSession(request), 'aktif', request.query),
  );

  app.get(
    '/referensi/peserta-didik/keluar',
    { config: keluar, schema: { querystring: pdListQuerySchema, response: { 200: pdPageSchema } } },
    async (request) => listPd(ctx, requireSession(request), 'keluar', request.query),
  );

  app.get(
    '/referensi/peserta-didik/pilihan',
    { config: aktif, schema: { response: { 200: pdFilterOptionsSchema } } },
    async (request) => pdFilterOptions(ctx, requireSession(request)),
  );

  app.get(
    '/referensi/peserta-didik/:id',
    { config: aktif, schema: { params: uuidParamSchema, response: { 200: pdDetailSchema } } },
    async (request) => pdDetail(ctx, requireSession(request), request.params.id),
  );

  app.put(
    '/referensi/peserta-didik/:id',
    {
      config: aktif,
      schema: {
        params: uuidParamSchema,
        body: pdUpdateBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await updatePd(ctx, requireSession(request), request.params.id, request.body);
      return { message: 'Data peserta didik berhasil disimpan.' };
    },
  );

  app.get(
    '/referensi/password-pd',
    {
      config: signedIn,
      schema: { querystring: passwordPdQuerySchema, response: { 200: passwordPdPageSchema } },
    },
    async (request) => listAccounts(ctx, requireSession(request), request.query),
  );

  app.get(
    '/referensi/password-pd/unduh',
    { config: signedIn, schema: { querystring: passwordPdQuerySchema } },
    async (request, reply) => {
      const workbook = await accountsWorkbook(ctx, requireSession(request), request.query);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', 'attachment; filename="password-peserta-didik.xlsx"')
        .header('cache-control', 'private, no-store')
        .send(workbook);
    },
  );
};
