import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { gtkRoutes } from './gtk.routes';
import { kurikulumKegiatanRoutes } from './kurikulum-kegiatan.routes';
import { pesertaDidikRoutes } from './peserta-didik.routes';
import { rombelRoutes } from './rombel.routes';

/** The Referensi menu's data: staff, students, classes, subjects and extracurriculars. */
export const referensiRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(gtkRoutes, { ctx });
  await app.register(pesertaDidikRoutes, { ctx });
  await app.register(rombelRoutes, { ctx });
  await app.register(kurikulumKegiatanRoutes, { ctx });
};
