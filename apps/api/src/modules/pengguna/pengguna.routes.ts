import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@erapor/shared/auth/auth.schemas';
import {
  addPeranBodySchema,
  generatePenggunaResponseSchema,
  listPenggunaQuerySchema,
  penggunaDetailSchema,
  penggunaIdParamsSchema,
  penggunaPageSchema,
  removePeranParamsSchema,
  resetPasswordResponseSchema,
} from '@erapor/shared/pengguna/pengguna.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import {
  accountDetail,
  addManualRole,
  generateAccounts,
  listAccounts,
  removeRole,
  resetPassword,
} from './pengguna-akses.usecases';
import { accountsWorkbook } from './pengguna.xlsx';
import { XLSX_MIME } from '../../lib/workbook';

const administrator = { access: { subject: 'Administrator' as const } };

export const penggunaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pengguna',
    {
      config: administrator,
      schema: { querystring: listPenggunaQuerySchema, response: { 200: penggunaPageSchema } },
    },
    async (request) => listAccounts(ctx, requireSession(request), request.query),
  );

  app.get('/pengguna/export.xlsx', { config: administrator }, async (request, reply) => {
    const workbook = await accountsWorkbook(ctx, requireSession(request));
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', 'attachment; filename="akun-pengguna.xlsx"')
      .header('cache-control', 'private, no-store')
      .send(workbook);
  });

  app.post(
    '/pengguna/generate',
    { config: administrator, schema: { response: { 200: generatePenggunaResponseSchema } } },
    async (request) => generateAccounts(ctx, requireSession(request)),
  );

  app.get(
    '/pengguna/:id',
    {
      config: administrator,
      schema: { params: penggunaIdParamsSchema, response: { 200: penggunaDetailSchema } },
    },
    async (request) => accountDetail(ctx, requireSession(request), request.params.id),
  );

  app.post(
    '/pengguna/:id/peran',
    {
      config: administrator,
      schema: {
        params: penggunaIdParamsSchema,
        body: addPeranBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await addManualRole(
        ctx,
        requireSession(request),
        request.params.id,
        request.body.role,
      ),
    }),
  );

  app.delete(
    '/pengguna/:id/peran/:role',
    {
      config: administrator,
      schema: { params: removePeranParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => ({
      message: await removeRole(
        ctx,
        requireSession(request),
        request.params.id,
        request.params.role,
      ),
    }),
  );

  app.post(
    '/pengguna/:id/reset-password',
    {
      config: administrator,
      schema: { params: penggunaIdParamsSchema, response: { 200: resetPasswordResponseSchema } },
    },
    async (request) => resetPassword(ctx, requireSession(request), request.params.id),
  );
};
