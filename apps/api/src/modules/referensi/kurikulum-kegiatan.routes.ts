import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParamSchema } from '@erapor/shared/referensi/list.schemas';
import {
  anggotaListSchema,
  ekskulListQuerySchema,
  ekskulPageSchema,
  mapelListQuerySchema,
  mapelPageSchema,
} from '@erapor/shared/referensi/rombel.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { namaLengkap } from './gtk.usecases';
import { classesWithSubjects, listEkskul, listMapel } from './kurikulum-kegiatan.repository';
import { anggotaList } from './rombel.usecases';

const access = { access: { subject: 'Administrator' as const } };

/** Read-only lists of the semester's subjects (pembelajaran) and extracurriculars. */
export const kurikulumKegiatanRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/referensi/mata-pelajaran',
    {
      config: access,
      schema: { querystring: mapelListQuerySchema, response: { 200: mapelPageSchema } },
    },
    async (request) => {
      const { sekolahId, semesterId } = requireSession(request);
      const query = request.query;
      const [{ rows, total }, rombel] = await Promise.all([
        listMapel(ctx.db, sekolahId, semesterId, query),
        classesWithSubjects(ctx.db, sekolahId, semesterId),
      ]);
      return {
        data: rows.map((row) => ({
          pembelajaran_id: row.pembelajaranId,
          rombongan_belajar_id: row.rombonganBelajarId,
          kelas: row.kelas,
          mata_pelajaran_id: row.mataPelajaranId,
          mata_pelajaran: row.mataPelajaran,
          nama_mata_pelajaran: row.namaMataPelajaran,
          guru: row.guru,
          siap_dinilai: row.kelompokId !== null && row.noUrut !== null,
        })),
        total,
        page: query.page,
        per_page: query.per_page,
        rombel,
      };
    },
  );

  app.get(
    '/referensi/ekstrakurikuler',
    {
      config: access,
      schema: { querystring: ekskulListQuerySchema, response: { 200: ekskulPageSchema } },
    },
    async (request) => {
      const { sekolahId, semesterId } = requireSession(request);
      const query = request.query;
      const { rows, total } = await listEkskul(ctx.db, sekolahId, semesterId, query);
      return {
        data: rows.map((row) => ({
          ekstrakurikuler_id: row.ekstrakurikulerId,
          nama_ekskul: row.namaEkskul,
          pembina: row.pembina
            ? namaLengkap({
                nama: row.pembina,
                gelarDepan: row.pembinaGelarDepan,
                gelarBelakang: row.pembinaGelarBelakang,
              })
            : null,
          ruang: row.ruang,
          rombongan_belajar_id: row.rombonganBelajarId,
          anggota: row.anggota,
        })),
        total,
        page: query.page,
        per_page: query.per_page,
      };
    },
  );

  app.get(
    '/referensi/ekstrakurikuler/:id/anggota',
    { config: access, schema: { params: uuidParamSchema, response: { 200: anggotaListSchema } } },
    async (request) => anggotaList(ctx, requireSession(request), request.params.id, [51]),
  );
};
