import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@erapor/shared/auth/auth.schemas';
import { uuidParamSchema } from '@erapor/shared/referensi/list.schemas';
import {
  anggotaListSchema,
  pembelajaranFormSchema,
  rombelListQuerySchema,
  rombelPageSchema,
  savePembelajaranBodySchema,
} from '@erapor/shared/referensi/rombel.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import {
  anggotaList,
  listRombelPage,
  pembelajaranForm,
  removeAnggota,
  savePembelajaran,
} from './rombel.usecases';

const access = { access: { subject: 'Rombel' as const } };
const KELAS = [1, 16] as const;

export const rombelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/referensi/rombongan-belajar',
    {
      config: access,
      schema: { querystring: rombelListQuerySchema, response: { 200: rombelPageSchema } },
    },
    async (request) => listRombelPage(ctx, requireSession(request), request.query),
  );

  app.get(
    '/referensi/rombongan-belajar/:id/anggota',
    { config: access, schema: { params: uuidParamSchema, response: { 200: anggotaListSchema } } },
    async (request) => anggotaList(ctx, requireSession(request), request.params.id, KELAS),
  );

  app.delete(
    '/referensi/anggota-rombel/:id',
    {
      config: access,
      schema: { params: uuidParamSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await removeAnggota(ctx, requireSession(request), request.params.id);
      return { message: 'Peserta didik dikeluarkan dari rombongan belajar.' };
    },
  );

  app.get(
    '/referensi/rombongan-belajar/:id/pembelajaran',
    {
      config: access,
      schema: { params: uuidParamSchema, response: { 200: pembelajaranFormSchema } },
    },
    async (request) => pembelajaranForm(ctx, requireSession(request), request.params.id),
  );

  app.put(
    '/referensi/rombongan-belajar/:id/pembelajaran',
    {
      config: access,
      schema: {
        params: uuidParamSchema,
        body: savePembelajaranBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await savePembelajaran(ctx, requireSession(request), request.params.id, request.body);
      return { message: 'Pembelajaran berhasil disimpan.' };
    },
  );
};
