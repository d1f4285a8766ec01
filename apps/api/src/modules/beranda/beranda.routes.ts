import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_DISPLAY_NAMES } from '@erapor/shared/abilities/roles';
import { berandaSchema } from '@erapor/shared/auth/profile.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import { findSekolah, rolesOf } from '../auth/auth.repository';
import { findSemester } from '../semester/semester.repository';

export const berandaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/beranda',
    { config: { access: { subject: 'Web' } }, schema: { response: { 200: berandaSchema } } },
    async (request) => {
      const session = requireSession(request);
      const [school, semesterRow, roles] = await Promise.all([
        findSekolah(ctx.db, session.sekolahId),
        findSemester(ctx.db, session.semesterId),
        rolesOf(ctx.db, session.userId, session.semesterId),
      ]);
      if (!school || !semesterRow) throw notFound('Data sekolah');
      return {
        sekolah: {
          sekolah_id: school.sekolahId,
          npsn: school.npsn,
          nama: school.nama,
          alamat: school.alamat,
          is_demo: school.isDemo,
        },
        semester: {
          semester_id: semesterRow.semesterId,
          nama: semesterRow.nama,
          periode_aktif: semesterRow.semesterId === school.semesterId,
        },
        roles: roles.map((name) => ({ name, display_name: ROLE_DISPLAY_NAMES[name] })),
      };
    },
  );
};
