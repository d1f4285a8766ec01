import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@erapor/shared/auth/auth.schemas';
import {
  changePasswordBodySchema,
  PHOTO_MAX_BYTES,
  updateProfileBodySchema,
} from '@erapor/shared/auth/profile.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import {
  changePassword,
  deletePhoto,
  requireUser,
  savePhoto,
  updateProfile,
} from './profile.usecases';

const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  has_photo: z.boolean(),
});

const signedIn = { access: { subject: 'Web' as const } };

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/profile',
    { config: signedIn, schema: { response: { 200: profileSchema } } },
    async (request) => {
      const user = await requireUser(ctx, requireSession(request).userId);
      return {
        name: user.name,
        email: user.email,
        username: user.username,
        has_photo: user.photo !== null,
      };
    },
  );

  app.put(
    '/profile',
    {
      config: signedIn,
      schema: { body: updateProfileBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await updateProfile(ctx, requireSession(request).userId, request.body);
      return { message: 'Profil berhasil disimpan.' };
    },
  );

  app.put(
    '/profile/password',
    {
      config: signedIn,
      schema: { body: changePasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { current_password, password } = request.body;
      await changePassword(ctx, requireSession(request).userId, current_password, password);
      return { message: 'Kata sandi berhasil diubah.' };
    },
  );

  app.get('/profile/photo', { config: signedIn }, async (request, reply) => {
    const user = await requireUser(ctx, requireSession(request).userId);
    if (!user.photo || !user.photoMime) throw notFound('Foto profil');
    return reply
      .header('content-type', user.photoMime)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(user.photo));
  });

  app.post(
    '/profile/photo',
    { config: signedIn, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const session = requireSession(request);
      const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'photo') {
        const message = 'Pilih foto untuk diunggah (isian "photo").';
        throw new AppError(422, 'profile.photo_missing', message, { photo: message });
      }
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          const message = 'Ukuran foto paling besar 1 MB.';
          throw new AppError(413, 'profile.photo_too_large', message, { photo: message });
        }
        throw error;
      });
      await savePhoto(ctx, session.userId, bytes);
      return { message: 'Foto profil berhasil diunggah.' };
    },
  );

  app.delete(
    '/profile/photo',
    { config: signedIn, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await deletePhoto(ctx, requireSession(request).userId);
      return { message: 'Foto profil dihapus.' };
    },
  );
};
