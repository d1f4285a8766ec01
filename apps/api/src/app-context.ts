import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { Env } from './env';
import type { AccessTokens } from './modules/auth/access-token';
import type { Mailer } from './plugins/mailer';
import type { SecretBox } from './plugins/secret-box';

/** What the usecases need from the running app; built once in app.ts. */
export interface AppContext {
  db: Db;
  env: Env;
  tokens: AccessTokens;
  mailer: Mailer;
  box: SecretBox;
  log: FastifyBaseLogger;
}
