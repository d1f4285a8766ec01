import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkUpdateResponseSchema,
  versionResponseSchema,
} from '@erapor/shared/system/system.schemas';
import type { AppContext } from '../../app-context';
import { checkForUpdate, readChangelog } from './system.usecases';

const administrator = { access: { subject: 'Administrator' as const } };

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/system/version',
    { config: { access: 'public' }, schema: { response: { 200: versionResponseSchema } } },
    () => ({ version: ctx.env.version }),
  );

  app.get(
    '/system/check-update',
    { config: administrator, schema: { response: { 200: checkUpdateResponseSchema } } },
    () => checkForUpdate(ctx.env),
  );

  app.get(
    '/system/changelog',
    { config: administrator, schema: { response: { 200: z.object({ markdown: z.string() }) } } },
    async () => ({ markdown: await readChangelog() }),
  );
};
