import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import { AccessTokens } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/auth.routes';
import { berandaRoutes } from './modules/beranda/beranda.routes';
import { berandaPenilaianRoutes } from './modules/beranda/beranda-penilaian.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { semesterRoutes } from './modules/semester/semester.routes';
import { getOrCreateSetting } from './modules/settings/settings.repository';
import { systemRoutes } from './modules/system/system.routes';
import { registerAccessControl } from './plugins/access';
import { registerRequestGate } from './plugins/request-gate';
import { createJobs, type Jobs } from './plugins/jobs';
import { sinkronisasiRoutes } from './modules/sinkronisasi/sinkronisasi.routes';
import { referensiRoutes } from './modules/referensi/referensi.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { penggunaRoutes } from './modules/pengguna/pengguna.routes';
import { dudiRoutes } from './modules/dudi/dudi.routes';
import { kurikulumRoutes } from './modules/kurikulum/kurikulum.routes';
import { penilaianRoutes } from './modules/penilaian/penilaian.routes';
import { nilaiAkhirRoutes } from './modules/penilaian/nilai-akhir.routes';
import { templateRoutes } from './modules/penilaian/template.routes';
import { PULL_JOB, runPull } from './modules/sinkronisasi/sinkronisasi.usecases';
import {
  clientErrors,
  frameworkErrors,
  registerErrorHandling,
  zodValidatorCompiler,
} from './plugins/errors';
import { createMailer, type Mailer } from './plugins/mailer';
import { SecretBox } from './plugins/secret-box';
import { randomBytes } from 'node:crypto';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: boolean | object;
  mailer?: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
    /** What the usecases need; the server uses it for start-up work (the demo school). */
    ctx: AppContext;
  }
}

/** The signing key: from JWT_SECRET, or made once and kept in the database for every process. */
async function jwtSecret(env: Env, db: Db): Promise<string> {
  if (env.jwtSecret) return env.jwtSecret;
  return getOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url'));
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const db = database.db;
  const app = Fastify({
    logger: options.logger ?? { level: env.logLevel },
    trustProxy: env.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const tokens = new AccessTokens(await jwtSecret(env, db), env.accessTokenTtlSeconds);
  const ctx: AppContext = {
    db,
    env,
    tokens,
    box: new SecretBox(await getOrCreateSetting(db, 'data_key', () => SecretBox.newKey())),
    mailer: options.mailer ?? createMailer(env.smtp, app.log),
    log: app.log,
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: 'e-Rapor SMK API', version: env.version } },
    transform: jsonSchemaTransform,
  });
  registerAccessControl(app, tokens);
  registerRequestGate(app, env.gradeRequestsAtOnce);
  const jobs = createJobs(database, app.log);
  jobs.handle(PULL_JOB, async (data) => runPull(ctx, String(data.runId)));
  app.decorate('jobs', jobs);
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => jobs.stop());

  await app.register(
    async (api) => {
      api.get('/docs', { config: { access: 'public' } }, () => app.swagger());
      await api.register(authRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(berandaRoutes, { ctx });
      await api.register(berandaPenilaianRoutes, { ctx });
      await api.register(systemRoutes, { ctx });
      await api.register(semesterRoutes, { ctx });
      await api.register(sinkronisasiRoutes, { ctx, jobs });
      await api.register(referensiRoutes, { ctx });
      await api.register(settingsRoutes, { ctx });
      await api.register(penggunaRoutes, { ctx });
      await api.register(dudiRoutes, { ctx });
      await api.register(kurikulumRoutes, { ctx });
      await api.register(penilaianRoutes, { ctx });
      await api.register(nilaiAkhirRoutes, { ctx });
      await api.register(templateRoutes, { ctx });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, env.webDist);
  return app;
}

/** Serves the built SPA; any other GET that is not an API call answers index.html. */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(resolve(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        if (path.includes('/js/') || path.includes('/assets/')) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      request.method !== 'GET' ||
      !hasWeb
    ) {
      return reply
        .status(404)
        .send({ error: { code: 'request.not_found', message: 'Alamat tidak ditemukan.' } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
