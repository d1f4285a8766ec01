import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { registerErrorHandling } from './errors';

let database: Database;
let app: FastifyInstance;

/** A statement failing in the real database with the given SQLSTATE. */
const failWith = (state: string) =>
  database.db.execute(
    sql.raw(`do $$ begin raise exception 'uji' using errcode = '${state}'; end $$`),
  );

beforeAll(async () => {
  // the driver the product runs on: PGlite in memory, or the PostgreSQL of DATABASE_URL
  database = await openDatabase({ url: process.env.DATABASE_URL ?? null, dataDir: 'memory://' });
  app = Fastify();
  registerErrorHandling(app);
  app.get('/disk-full', () => failWith('53100'));
  app.get('/too-many-connections', () => failWith('53300'));
  app.get('/other', () => failWith('22012'));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a database that ran out of something the operator can give back', () => {
  it('answers a full disk with 507 and what to do, in Indonesian (the grids send the values again)', async () => {
    const answer = await app.inject({ url: '/disk-full' });
    expect(answer.statusCode).toBe(507);
    expect(answer.json().error.code).toBe('server.disk_full');
    expect(answer.json().error.message).toMatch(/^Penyimpanan di komputer server penuh/);
  });

  it('answers too many connections with 503, which the grids retry', async () => {
    const answer = await app.inject({ url: '/too-many-connections' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error.code).toBe('server.busy');
  });

  it('leaves any other database error a 500 that says nothing of it', async () => {
    const answer = await app.inject({ url: '/other' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().error.code).toBe('server.internal');
    expect(answer.body).not.toContain('uji');
  });
});
