import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gridKehadiranSchema, gridWriteSchema } from '@erapor/shared/penilaian/grid.schemas';
import {
  batasPenilaianBodySchema,
  batasPtsBodySchema,
  gridKindParamSchema,
  pembelajaranGuruSchema,
  pembelajaranQuerySchema,
  riwayatLembarQuerySchema,
  riwayatQuerySchema,
  statusPenilaianBodySchema,
  statusPenilaianSchema,
} from '@erapor/shared/penilaian/penilaian.schemas';
import { isMapelAkademik } from '@erapor/shared/penilaian/mapel-khusus';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { conflictBody } from './grid-conflict';
import { getGrid, GridConflictError, writeGrid } from './grid.usecases';
import { hadirDiGrid, tinggalkanGrid } from './kehadiran.usecases';
import { pembelajaranOfGuru } from './penilaian.repository';
import { riwayatLembar, riwayatSel } from './riwayat.usecases';
import {
  aturBatasPenilaian,
  aturBatasPts,
  aturStatusPenilaian,
  statusPenilaian,
} from './status-penilaian.usecases';
import { guruIdOfUser } from '../referensi/peserta-didik.repository';

const guru = { access: { subject: 'Guru' as const } };

/** Grade grids of the teacher, their history, and the school-wide grading switch and deadline. */
export const penilaianRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/penilaian/pembelajaran',
    { config: guru, schema: { response: { 200: z.array(pembelajaranGuruSchema) } } },
    async (request) => {
      const session = requireSession(request);
      const guruId = await guruIdOfUser(ctx.db, session.userId);
      if (!guruId) return [];
      const rows = await pembelajaranOfGuru(ctx.db, session, guruId);
      return rows
        .filter((row) => isMapelAkademik(row.mataPelajaranId))
        .map((row) => ({
          pembelajaran_id: row.pembelajaranId,
          nama_mata_pelajaran: row.namaMataPelajaran,
          mata_pelajaran_id: row.mataPelajaranId,
          rombongan_belajar_id: row.rombonganBelajarId,
          rombel: row.rombel,
          tingkat: row.tingkat,
          jenis_rombel: row.jenisRombel,
          merdeka: row.merdeka,
          kunci_nilai: row.kunciNilai,
          siap_dinilai: row.kelompokId !== null && row.noUrut !== null,
        }));
    },
  );

  // Read by its teachers, and read-only by the wali of its class, the Waka and the administrator.
  app.get(
    '/penilaian/grid/:kind',
    {
      config: { access: { subject: 'Web' } },
      schema: { params: gridKindParamSchema, querystring: pembelajaranQuerySchema },
    },
    async (request) =>
      getGrid(ctx, requireSession(request), request.params.kind, request.query.pembelajaran_id),
  );

  app.put(
    '/penilaian/grid/:kind',
    { config: guru, schema: { params: gridKindParamSchema, body: gridWriteSchema } },
    async (request, reply) => {
      try {
        return await writeGrid(
          ctx,
          requireSession(request),
          request.params.kind,
          request.body.pembelajaran_id,
          request.body.cells,
        );
      } catch (error) {
        if (!(error instanceof GridConflictError)) throw error;
        return reply
          .code(409)
          .send(conflictBody(error.conflicts, 'periksa nilai terbaru lalu simpan lagi.'));
      }
    },
  );

  // Presence: who else has this pembelajaran open, changes by others, the lock (peers.md M3).
  app.put(
    '/penilaian/grid/:kind/kehadiran',
    { config: guru, schema: { params: gridKindParamSchema, body: gridKehadiranSchema } },
    async (request) =>
      hadirDiGrid(
        ctx,
        requireSession(request),
        request.params.kind,
        request.body.pembelajaran_id,
        request.body.kolom,
        request.body.milik,
      ),
  );

  app.delete(
    '/penilaian/grid/:kind/kehadiran',
    { config: guru, schema: { params: gridKindParamSchema, querystring: pembelajaranQuerySchema } },
    async (request, reply) => {
      await tinggalkanGrid(
        ctx,
        requireSession(request),
        request.params.kind,
        request.query.pembelajaran_id,
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/penilaian/riwayat',
    { config: { access: { subject: 'Web' } }, schema: { querystring: riwayatQuerySchema } },
    async (request) => riwayatSel(ctx, requireSession(request), request.query),
  );

  app.get(
    '/penilaian/riwayat-lembar',
    { config: { access: { subject: 'Web' } }, schema: { querystring: riwayatLembarQuerySchema } },
    async (request) => riwayatLembar(ctx, requireSession(request), request.query),
  );

  app.get(
    '/penilaian/status',
    {
      config: { access: { subject: 'Web' } },
      schema: { response: { 200: statusPenilaianSchema } },
    },
    async (request) => statusPenilaian(ctx, requireSession(request)),
  );

  app.put(
    '/penilaian/status',
    {
      config: { access: { subject: 'Administrator' } },
      schema: { body: statusPenilaianBodySchema, response: { 200: statusPenilaianSchema } },
    },
    async (request) => aturStatusPenilaian(ctx, requireSession(request), request.body),
  );

  // The time grading closes by itself (null clears it).
  app.put(
    '/penilaian/batas',
    {
      config: { access: { subject: 'Administrator' } },
      schema: { body: batasPenilaianBodySchema, response: { 200: statusPenilaianSchema } },
    },
    async (request) => aturBatasPenilaian(ctx, requireSession(request), request.body.batas),
  );

  // The time entering Nilai Tengah Semester closes by itself (null clears it; reopening after it
  // passed takes a reason).
  app.put(
    '/penilaian/batas-pts',
    {
      config: { access: { subject: 'Administrator' } },
      schema: { body: batasPtsBodySchema, response: { 200: statusPenilaianSchema } },
    },
    async (request) => aturBatasPts(ctx, requireSession(request), request.body),
  );
};
