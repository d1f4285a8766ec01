import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@erapor/shared/auth/auth.schemas';
import {
  calonPesertaQuerySchema,
  calonPesertaSchema,
  dudiBodySchema,
  dudiDetailSchema,
  dudiListQuerySchema,
  dudiPageSchema,
  kegiatanBodySchema,
  kegiatanDetailSchema,
  mouBodySchema,
  optionListSchema,
  pembimbingBodySchema,
  pesertaBodySchema,
} from '@erapor/shared/dudi/dudi.schemas';
import { uuidParamSchema } from '@erapor/shared/referensi/list.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import {
  calonPembimbing,
  calonPeserta,
  hapusPembimbing,
  hapusPeserta,
  kegiatanDetail,
  kelasPilihan,
  tambahPembimbing,
  tambahPeserta,
} from './dudi-anggota.usecases';
import { dudiImportRoutes } from './dudi-import.routes';
import {
  createDudi,
  createKegiatan,
  createMou,
  deleteDudi,
  deleteKegiatan,
  deleteMou,
  dudiDetail,
  editDudi,
  editKegiatan,
  editMou,
  listDudiPage,
} from './dudi.usecases';

const config = { access: { subject: 'Administrator' as const } };
const params = uuidParamSchema;
const ok = { 200: messageResponseSchema };
const created = { 200: messageResponseSchema.extend({ id: z.string() }) };

/** Partners (DUDI), their agreements, activities, supervisors and participants; admin only. */
export const dudiRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const session = requireSession;

  app.get(
    '/referensi/dudi',
    { config, schema: { querystring: dudiListQuerySchema, response: { 200: dudiPageSchema } } },
    async (request) => listDudiPage(ctx, session(request), request.query),
  );
  app.get(
    '/referensi/dudi/:id',
    { config, schema: { params, response: { 200: dudiDetailSchema } } },
    async (request) => dudiDetail(ctx, session(request), request.params.id),
  );
  app.post(
    '/referensi/dudi',
    { config, schema: { body: dudiBodySchema, response: created } },
    async (request) => ({
      id: await createDudi(ctx, session(request), request.body),
      message: `DUDI ${request.body.nama} berhasil ditambahkan.`,
    }),
  );
  app.put(
    '/referensi/dudi/:id',
    { config, schema: { params, body: dudiBodySchema, response: ok } },
    async (request) => {
      await editDudi(ctx, session(request), request.params.id, request.body);
      return { message: 'Data DUDI berhasil disimpan.' };
    },
  );
  app.delete(
    '/referensi/dudi/:id',
    { config, schema: { params, response: ok } },
    async (request) => {
      await deleteDudi(ctx, session(request), request.params.id);
      return { message: 'DUDI berhasil dihapus.' };
    },
  );

  app.post(
    '/referensi/dudi/:id/mou',
    { config, schema: { params, body: mouBodySchema, response: created } },
    async (request) => ({
      id: await createMou(ctx, session(request), request.params.id, request.body),
      message: 'MoU berhasil ditambahkan.',
    }),
  );
  app.put(
    '/referensi/dudi-mou/:id',
    { config, schema: { params, body: mouBodySchema, response: ok } },
    async (request) => {
      await editMou(ctx, session(request), request.params.id, request.body);
      return { message: 'MoU berhasil disimpan.' };
    },
  );
  app.delete(
    '/referensi/dudi-mou/:id',
    { config, schema: { params, response: ok } },
    async (request) => {
      await deleteMou(ctx, session(request), request.params.id);
      return { message: 'MoU berhasil dihapus.' };
    },
  );

  app.post(
    '/referensi/dudi-mou/:id/kegiatan',
    { config, schema: { params, body: kegiatanBodySchema, response: created } },
    async (request) => ({
      id: await createKegiatan(ctx, session(request), request.params.id, request.body),
      message: 'Kegiatan berhasil ditambahkan.',
    }),
  );
  app.get(
    '/referensi/dudi-kegiatan/:id',
    { config, schema: { params, response: { 200: kegiatanDetailSchema } } },
    async (request) => kegiatanDetail(ctx, session(request), request.params.id),
  );
  app.put(
    '/referensi/dudi-kegiatan/:id',
    { config, schema: { params, body: kegiatanBodySchema, response: ok } },
    async (request) => {
      await editKegiatan(ctx, session(request), request.params.id, request.body);
      return { message: 'Kegiatan berhasil disimpan.' };
    },
  );
  app.delete(
    '/referensi/dudi-kegiatan/:id',
    { config, schema: { params, response: ok } },
    async (request) => {
      await deleteKegiatan(ctx, session(request), request.params.id);
      return { message: 'Kegiatan berhasil dihapus.' };
    },
  );

  app.get(
    '/referensi/dudi-kegiatan/:id/calon-pembimbing',
    { config, schema: { params, response: { 200: optionListSchema } } },
    async (request) => ({ data: await calonPembimbing(ctx, session(request), request.params.id) }),
  );
  app.post(
    '/referensi/dudi-kegiatan/:id/pembimbing',
    { config, schema: { params, body: pembimbingBodySchema, response: ok } },
    async (request) => {
      const nama = await tambahPembimbing(
        ctx,
        session(request),
        request.params.id,
        request.body.guru_id,
      );
      return { message: `${nama} ditambahkan sebagai pembimbing.` };
    },
  );
  app.delete(
    '/referensi/dudi-pembimbing/:id',
    { config, schema: { params, response: ok } },
    async (request) => {
      await hapusPembimbing(ctx, session(request), request.params.id);
      return { message: 'Pembimbing berhasil dihapus.' };
    },
  );

  app.get(
    '/referensi/dudi-kelas',
    { config, schema: { response: { 200: optionListSchema } } },
    async (request) => ({ data: await kelasPilihan(ctx, session(request)) }),
  );
  app.get(
    '/referensi/dudi-kegiatan/:id/calon-peserta',
    {
      config,
      schema: {
        params,
        querystring: calonPesertaQuerySchema,
        response: { 200: calonPesertaSchema },
      },
    },
    async (request) => ({
      data: await calonPeserta(ctx, session(request), request.params.id, request.query),
    }),
  );
  app.post(
    '/referensi/dudi-kegiatan/:id/peserta',
    { config, schema: { params, body: pesertaBodySchema, response: ok } },
    async (request) => {
      const added = await tambahPeserta(
        ctx,
        session(request),
        request.params.id,
        request.body.peserta_didik_ids,
      );
      return { message: `${added} peserta didik ditambahkan.` };
    },
  );
  app.delete(
    '/referensi/dudi-peserta/:id',
    { config, schema: { params, response: ok } },
    async (request) => {
      await hapusPeserta(ctx, session(request), request.params.id);
      return { message: 'Peserta berhasil dihapus dari kegiatan.' };
    },
  );

  await app.register(dudiImportRoutes, { ctx });
};
