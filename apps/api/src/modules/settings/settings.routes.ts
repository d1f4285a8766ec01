import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@erapor/shared/auth/auth.schemas';
import {
  LOGO_MAX_BYTES,
  saveSettingsBodySchema,
  settingsSchema,
} from '@erapor/shared/settings/settings.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { readLogo, readSettings, saveLogo, saveSettings } from './settings.usecases';

const administrator = { access: { subject: 'Administrator' as const } };
const signedIn = { access: { subject: 'Web' as const } };

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/setting',
    { config: administrator, schema: { response: { 200: settingsSchema } } },
    async (request) => readSettings(ctx, requireSession(request)),
  );

  app.put(
    '/setting',
    {
      config: administrator,
      schema: { body: saveSettingsBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await saveSettings(ctx, requireSession(request), request.body);
      return { message: 'Pengaturan umum disimpan.' };
    },
  );

  // Every signed-in user of the school may see its logo (report cards, the header).
  app.get('/setting/logo', { config: signedIn }, async (request, reply) => {
    const logo = await readLogo(ctx, requireSession(request).sekolahId);
    return reply
      .header('content-type', logo.mime)
      .header('cache-control', 'private, no-cache')
      .send(logo.bytes);
  });

  app.post(
    '/setting/logo',
    { config: administrator, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const { sekolahId } = requireSession(request);
      const file = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'logo') {
        const message = 'Pilih gambar logo untuk diunggah (isian "logo").';
        throw new AppError(422, 'setting.logo_missing', message, { logo: message });
      }
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          const message = 'Ukuran logo paling besar 1 MB.';
          throw new AppError(413, 'setting.logo_too_large', message, { logo: message });
        }
        throw error;
      });
      await saveLogo(ctx, sekolahId, bytes);
      return { message: 'Logo sekolah diunggah.' };
    },
  );
};
