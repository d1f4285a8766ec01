import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginOptionsSchema,
  logoutBodySchema,
  messageResponseSchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetTokenSchema,
  sessionResponseSchema,
  switchSemesterBodySchema,
} from '@erapor/shared/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { countSekolah, onlySekolah } from '../sekolah/sekolah.repository';
import { listSemesters } from '../semester/semester.repository';
import { defaultSemesterId } from '../semester/semester.usecases';
import { login, logout, rotateRefreshToken } from './auth.usecases';
import {
  emailForResetToken,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.usecases';
import { registerSchool, registrationAllowed } from './registration.usecases';
import { requireSemester } from './session';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/jwt/login-options',
    { config: { access: 'public' }, schema: { response: { 200: loginOptionsSchema } } },
    async () => {
      const [rows, school, schoolCount, allowRegister] = await Promise.all([
        listSemesters(ctx.db),
        onlySekolah(ctx.db),
        countSekolah(ctx.db),
        registrationAllowed(ctx),
      ]);
      const semesterId = school?.semesterId ?? (await defaultSemesterId(ctx.db));
      return {
        semesters: rows.map((row) => ({
          semester_id: row.semesterId,
          tahun_ajaran_id: row.tahunAjaranId,
          nama: row.nama,
          semester: row.semester,
          periode_aktif: row.semesterId === semesterId,
        })),
        semester_id: semesterId,
        allowRegister,
        schoolCount,
      };
    },
  );

  app.post(
    '/jwt/login',
    {
      config: { access: 'public' },
      schema: { body: loginBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => {
      if (request.body.semester_id) await requireSemester(ctx, request.body.semester_id);
      return login(ctx, request.body, request.ip);
    },
  );

  app.post(
    '/jwt/register',
    {
      config: { access: 'public' },
      schema: { body: registerBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => registerSchool(ctx, request.body),
  );

  app.post(
    '/jwt/refresh-token',
    {
      config: { access: 'public' },
      schema: { body: refreshBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => rotateRefreshToken(ctx, request.body.refreshToken),
  );

  app.post(
    '/jwt/switch-semester',
    {
      config: { access: { subject: 'Web' } },
      schema: { body: switchSemesterBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => {
      const session = requireSession(request);
      await requireSemester(ctx, request.body.semester_id);
      return rotateRefreshToken(
        ctx,
        request.body.refreshToken,
        request.body.semester_id,
        session.userId,
      );
    },
  );

  app.post(
    '/jwt/logout',
    {
      config: { access: 'public' },
      schema: { body: logoutBodySchema.optional(), response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await logout(ctx, request.body?.refreshToken);
      return { message: 'Anda telah keluar.' };
    },
  );

  app.post(
    '/jwt/forgot-password',
    {
      config: { access: 'public' },
      schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.get(
    '/jwt/reset-password/:token',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ token: resetTokenSchema }),
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => ({ email: await emailForResetToken(ctx, request.params.token) }),
  );

  app.post(
    '/jwt/reset-password',
    {
      config: { access: 'public' },
      schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.' };
    },
  );
};
