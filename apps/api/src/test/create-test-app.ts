import type { FastifyInstance } from 'fastify';
import type { RoleName } from '@erapor/shared/abilities/roles';
import type { SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { loadEnv } from '../env';
import type { Mail, Mailer } from '../plugins/mailer';
import { createTestDb } from './create-test-db';
import { createSchool, createUser, TEST_PASSWORD } from './factories';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mails: Mail[];
  close: () => Promise<void>;
}

export async function createTestApp(envOverrides: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDb();
  const mails: Mail[] = [];
  const mailer: Mailer = {
    send(mail) {
      mails.push(mail);
      return Promise.resolve();
    },
  };
  const env = loadEnv({ JWT_SECRET: 'test-secret', WEB_DIST: '/nonexistent', ...envOverrides });
  const app = await buildApp({ env, database, logger: false, mailer });
  await app.ready();
  return {
    app,
    database,
    mails,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the real endpoint and answers the session. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  semesterId?: string,
): Promise<SessionResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/jwt/login',
    payload: semesterId ? { email, password, semester_id: semesterId } : { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<SessionResponse>();
}

/** A school with one user per role (plus its administrator), each signed in. */
export async function signedInAs(testApp: TestApp, roles: RoleName[]) {
  const db = testApp.database.db;
  const school = await createSchool(db);
  const user = await createUser(db, {
    sekolahId: school.sekolahId,
    roles,
    kind: roles.includes('admin') ? 'admin' : undefined,
  });
  const session = await signIn(testApp.app, user.email);
  return { school, user, session, auth: { authorization: `Bearer ${session.accessToken}` } };
}
