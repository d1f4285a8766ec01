import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@erapor/shared/auth/auth.schemas';
import {
  dataSetsBodySchema,
  koneksiDapodikSchema,
  previewResponseSchema,
  saveKoneksiBodySchema,
  syncRunSchema,
  tesKoneksiResponseSchema,
} from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import type { Jobs } from '../../plugins/jobs';
import {
  getRun,
  koneksi,
  listRuns,
  preview,
  saveKoneksi,
  startPull,
  testConnection,
} from './sinkronisasi.usecases';

const administrator = { access: { subject: 'Administrator' as const } };

export const sinkronisasiRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; jobs: Jobs }> = async (
  app,
  { ctx, jobs },
) => {
  app.get(
    '/sinkronisasi/dapodik/koneksi',
    { config: administrator, schema: { response: { 200: koneksiDapodikSchema } } },
    async (request) => koneksi(ctx, requireSession(request).sekolahId),
  );

  app.put(
    '/sinkronisasi/dapodik/koneksi',
    {
      config: administrator,
      schema: { body: saveKoneksiBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await saveKoneksi(
        ctx,
        requireSession(request).sekolahId,
        request.body.url,
        request.body.token,
      );
      return { message: 'Pengaturan Web Service Dapodik disimpan.' };
    },
  );

  app.post(
    '/sinkronisasi/dapodik/tes-koneksi',
    { config: administrator, schema: { response: { 200: tesKoneksiResponseSchema } } },
    async (request) => {
      const session = requireSession(request);
      return testConnection(ctx, session.sekolahId, session.semesterId);
    },
  );

  app.post(
    '/sinkronisasi/dapodik/pratinjau',
    {
      config: administrator,
      schema: { body: dataSetsBodySchema.optional(), response: { 200: previewResponseSchema } },
    },
    async (request) => {
      const session = requireSession(request);
      return preview(ctx, session.sekolahId, session.semesterId, request.body?.data_sets);
    },
  );

  app.post(
    '/sinkronisasi/dapodik/tarik',
    {
      config: administrator,
      schema: { body: dataSetsBodySchema.optional(), response: { 200: syncRunSchema } },
    },
    async (request) => {
      const session = requireSession(request);
      return startPull(
        { ...ctx, jobs },
        session.sekolahId,
        session.semesterId,
        session.userId,
        request.body?.data_sets,
      );
    },
  );

  app.get(
    '/sinkronisasi/dapodik/riwayat',
    {
      config: administrator,
      schema: { response: { 200: z.object({ runs: z.array(syncRunSchema) }) } },
    },
    async (request) => ({ runs: await listRuns(ctx, requireSession(request).sekolahId) }),
  );

  app.get(
    '/sinkronisasi/dapodik/riwayat/:id',
    {
      config: administrator,
      schema: {
        params: z.object({ id: z.uuid({ message: 'Id riwayat tidak valid.' }) }),
        response: { 200: syncRunSchema },
      },
    },
    async (request) => getRun(ctx, requireSession(request).sekolahId, request.params.id),
  );
};
