import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { seedCalendar } from '../modules/semester/semester.usecases';
import { dropDatabase } from './drop-database';

/** The date tests live on: 2026/2027 Ganjil (semester 20261) is the running semester. */
export const TEST_TODAY = new Date('2026-11-21T08:00:00+07:00');

/**
 * A migrated database of its own for one test file: in-memory PGlite, or a fresh database on the
 * PostgreSQL server of DATABASE_URL (dropped again by close()).
 */
export async function createTestDb(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedCalendar(database.db, TEST_TODAY);
    return database;
  }
  const name = `erapor_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString(), poolSize: 4 });
  await database.migrate();
  await seedCalendar(database.db, TEST_TODAY);
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
