import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { semesterIdSchema, semesterSchema } from '@erapor/shared/auth/auth.schemas';
import { semesterListSchema } from '@erapor/shared/semester/semester.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { findSekolah } from '../auth/auth.repository';
import { listSemesters } from './semester.repository';
import { activateSemester, addNextSemester } from './semester.usecases';

const administrator = { access: { subject: 'Administrator' as const } };

export const semesterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  async function semestersOf(sekolahId: string) {
    const [rows, school] = await Promise.all([
      listSemesters(ctx.db),
      findSekolah(ctx.db, sekolahId),
    ]);
    return rows.map((row) => ({
      semester_id: row.semesterId,
      tahun_ajaran_id: row.tahunAjaranId,
      nama: row.nama,
      semester: row.semester,
      periode_aktif: row.semesterId === school?.semesterId,
    }));
  }

  app.get(
    '/semester',
    { config: administrator, schema: { response: { 200: semesterListSchema } } },
    async (request) => ({ semesters: await semestersOf(requireSession(request).sekolahId) }),
  );

  app.post(
    '/semester/next',
    {
      config: administrator,
      schema: { response: { 200: z.object({ semester: semesterSchema }) } },
    },
    async (request) => {
      const row = await addNextSemester(ctx.db);
      const all = await semestersOf(requireSession(request).sekolahId);
      const semester = all.find((item) => item.semester_id === row.semesterId);
      if (!semester) throw new Error('new semester missing from the list');
      return { semester };
    },
  );

  app.put(
    '/semester/active',
    {
      config: administrator,
      schema: {
        body: z.object({ semester_id: semesterIdSchema }),
        response: { 200: semesterListSchema },
      },
    },
    async (request) => {
      const { sekolahId } = requireSession(request);
      await activateSemester(ctx.db, sekolahId, request.body.semester_id);
      return { semesters: await semestersOf(sekolahId) };
    },
  );
};
