import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  berandaGuruSchema,
  berandaSekolahSchema,
  berandaWaliSchema,
  kunciLogPageSchema,
  kunciLogQuerySchema,
  kunciNilaiResponseSchema,
  monitoringPenilaianSchema,
  pembelajaranProgresSchema,
  pengajarParamSchema,
  rombelParamSchema,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import {
  batalkanKeputusanSchema,
  setujuiPenyesuaianSchema,
  tolakPenyesuaianSchema,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { kunciNilaiBodySchema } from '@erapor/shared/penilaian/penilaian.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import {
  berandaGuru,
  berandaSekolah,
  berandaSekolahGuru,
  berandaSekolahRombel,
  kelasWali,
  kunciNilai,
  monitoringPenilaian,
} from './beranda-penilaian.usecases';
import {
  penyesuaianGuru,
  penyesuaianSekolah,
  penyesuaianWorkbook,
} from './penyesuaian-sekolah.usecases';
import {
  batalkanKeputusan,
  setujuiPenyesuaian,
  tolakPenyesuaian,
} from './penyesuaian-keputusan.usecases';
import { XLSX_MIME } from '../../lib/workbook';
import { kunciLogLengkap } from './kunci-log.usecases';

/**
 * Grading on the home page: the teacher's pembelajaran with progress, the wali's classes with
 * their lock, and the school-wide counts for the administrator and the Waka.
 */
export const berandaPenilaianRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/beranda/pembelajaran',
    {
      config: { access: { subject: 'Guru' } },
      schema: { response: { 200: berandaGuruSchema } },
    },
    async (request) => berandaGuru(ctx, requireSession(request)),
  );

  // Administrator and Waka (checked in the usecase: two roles, one route).
  app.get(
    '/beranda/penilaian-sekolah',
    {
      config: { access: { subject: 'Web' } },
      schema: { response: { 200: berandaSekolahSchema } },
    },
    async (request) => berandaSekolah(ctx, requireSession(request)),
  );

  // Administrator and Waka: the finals set after a remedial test or adjusted, with the reasons.
  app.get(
    '/beranda/penyesuaian-nilai',
    { config: { access: { subject: 'Web' } } },
    async (request) => penyesuaianSekolah(ctx, requireSession(request)),
  );

  // A teacher's own: those of the pembelajaran he teaches, refused ones not acted on first.
  app.get(
    '/beranda/penyesuaian-nilai/saya',
    { config: { access: { subject: 'Guru' } } },
    async (request) => penyesuaianGuru(ctx, requireSession(request)),
  );

  // The same list as a spreadsheet, all of it (administrator and Waka).
  app.get(
    '/beranda/penyesuaian-nilai.xlsx',
    { config: { access: { subject: 'Web' } } },
    async (request, reply) => {
      const workbook = await penyesuaianWorkbook(ctx, requireSession(request));
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', 'attachment; filename="remedial-dan-penyesuaian.xlsx"')
        .header('cache-control', 'private, no-store')
        .send(workbook);
    },
  );

  // The Waka approves remedials and adjustments (checked in the usecase) …
  app.post(
    '/beranda/penyesuaian-nilai/setujui',
    {
      config: { access: { subject: 'Web' } },
      schema: { body: setujuiPenyesuaianSchema },
    },
    async (request) => setujuiPenyesuaian(ctx, requireSession(request), request.body),
  );
  // … or refuses them, with a note to the teachers.
  app.post(
    '/beranda/penyesuaian-nilai/tolak',
    {
      config: { access: { subject: 'Web' } },
      schema: { body: tolakPenyesuaianSchema },
    },
    async (request) => tolakPenyesuaian(ctx, requireSession(request), request.body),
  );
  // … and takes his decisions back, which leaves the changes waiting for one again.
  app.post(
    '/beranda/penyesuaian-nilai/batal',
    {
      config: { access: { subject: 'Web' } },
      schema: { body: batalkanKeputusanSchema },
    },
    async (request) => batalkanKeputusan(ctx, requireSession(request), request.body),
  );

  app.get(
    '/progress/penilaian',
    {
      config: { access: { subject: 'Waka' } },
      schema: { response: { 200: monitoringPenilaianSchema } },
    },
    async (request) => monitoringPenilaian(ctx, requireSession(request)),
  );

  app.get(
    '/beranda/penilaian-sekolah/:rombongan_belajar_id',
    {
      config: { access: { subject: 'Web' } },
      schema: { params: rombelParamSchema, response: { 200: z.array(pembelajaranProgresSchema) } },
    },
    async (request) =>
      berandaSekolahRombel(ctx, requireSession(request), request.params.rombongan_belajar_id),
  );

  app.get(
    '/beranda/penilaian-sekolah/guru/:pengajar_id',
    {
      config: { access: { subject: 'Web' } },
      schema: {
        params: pengajarParamSchema,
        response: { 200: z.array(pembelajaranProgresSchema) },
      },
    },
    async (request) => berandaSekolahGuru(ctx, requireSession(request), request.params.pengajar_id),
  );

  app.get(
    '/wali/kelas',
    {
      // the wali of a regular class (Wali) or of an elective class (Pilihan): the usecase lists
      // the classes of which the signed-in teacher is the wali, none for anyone else
      config: { access: { subject: 'Web' } },
      schema: { response: { 200: berandaWaliSchema } },
    },
    async (request) => kelasWali(ctx, requireSession(request)),
  );

  app.get(
    '/beranda/kunci-log',
    {
      // a class's whole lock log for its wali and the administrator, the school's for the
      // administrator and the Waka, checked in the usecase
      config: { access: { subject: 'Web' } },
      schema: { querystring: kunciLogQuerySchema, response: { 200: kunciLogPageSchema } },
    },
    async (request) => kunciLogLengkap(ctx, requireSession(request), request.query),
  );

  app.put(
    '/penilaian/kunci-nilai',
    {
      // the class's own wali (regular or elective) or the administrator, checked in the usecase
      config: { access: { subject: 'Web' } },
      schema: { body: kunciNilaiBodySchema, response: { 200: kunciNilaiResponseSchema } },
    },
    async (request) => kunciNilai(ctx, requireSession(request), request.body),
  );
};
