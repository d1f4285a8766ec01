import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { pembelajaranQuerySchema } from '@erapor/shared/penilaian/penilaian.schemas';
import {
  gunakanNilaiAsesmenSchema,
  penyesuaianNilaiAkhirSchema,
  remedialSasSchema,
  remedialTpSchema,
  resetDeskripsiSchema,
  terapkanUsulanSchema,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { remedial } from './remedial.usecases';
import {
  getCapaianKompetensi,
  resetDeskripsi,
  terapkanUsulan,
} from './capaian-kompetensi.usecases';
import { conflictBody } from './grid-conflict';
import { GridConflictError } from './grid.usecases';
import {
  generateNilaiGabungan,
  getNilaiAsesmen,
  gunakanNilaiAsesmen,
  sesuaikanNilaiAkhir,
} from './nilai-akhir.usecases';

const guru = { access: { subject: 'Guru' as const } };

/** A stale write answers 409 with the current cells, exactly as the grid's PUT does. */
async function orConflict<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GridConflictError)) throw error;
    return reply.code(409).send(conflictBody(error.conflicts, 'muat ulang lalu coba lagi.'));
  }
}

/** Nilai Akhir (computed Nilai Asesmen, parent subject) and Capaian Kompetensi (proposals). */
export const nilaiAkhirRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/penilaian/nilai-akhir',
    { config: guru, schema: { querystring: pembelajaranQuerySchema } },
    async (request) => getNilaiAsesmen(ctx, requireSession(request), request.query.pembelajaran_id),
  );

  app.post(
    '/penilaian/nilai-akhir/gunakan-nilai-asesmen',
    { config: guru, schema: { body: gunakanNilaiAsesmenSchema } },
    async (request, reply) =>
      orConflict(reply, () => gunakanNilaiAsesmen(ctx, requireSession(request), request.body)),
  );

  // One student's final after a remedial test or adjusted, with its reason (peers.md M4).
  app.put(
    '/penilaian/nilai-akhir/penyesuaian',
    { config: guru, schema: { body: penyesuaianNilaiAkhirSchema } },
    async (request, reply) =>
      orConflict(reply, () => sesuaikanNilaiAkhir(ctx, requireSession(request), request.body)),
  );

  // A TP score, or a SAS part, after the student's remedial test, with its reason (the first
  // stays in the history).
  app.put(
    '/penilaian/grid/slm/remedial',
    { config: guru, schema: { body: remedialTpSchema } },
    async (request, reply) =>
      orConflict(reply, () => remedial(ctx, requireSession(request), 'slm', request.body)),
  );
  app.put(
    '/penilaian/grid/sas/remedial',
    { config: guru, schema: { body: remedialSasSchema } },
    async (request, reply) =>
      orConflict(reply, () => remedial(ctx, requireSession(request), 'sas', request.body)),
  );

  app.post(
    '/penilaian/nilai-akhir/gabungan',
    { config: guru, schema: { body: pembelajaranQuerySchema } },
    async (request) =>
      generateNilaiGabungan(ctx, requireSession(request), request.body.pembelajaran_id),
  );

  app.get(
    '/penilaian/capaian-kompetensi',
    { config: guru, schema: { querystring: pembelajaranQuerySchema } },
    async (request) =>
      getCapaianKompetensi(ctx, requireSession(request), request.query.pembelajaran_id),
  );

  app.post(
    '/penilaian/capaian-kompetensi/terapkan-usulan',
    { config: guru, schema: { body: terapkanUsulanSchema } },
    async (request, reply) =>
      orConflict(reply, () => terapkanUsulan(ctx, requireSession(request), request.body)),
  );

  app.post(
    '/penilaian/capaian-kompetensi/reset',
    { config: guru, schema: { body: resetDeskripsiSchema } },
    async (request, reply) =>
      orConflict(reply, () => resetDeskripsi(ctx, requireSession(request), request.body)),
  );
};
