import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../test/create-test-db';

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('survives an idle connection that the server ends, and opens a new one', async () => {
    const database = await createTestDb();
    try {
      const [first] = (await database.executeSql('select pg_backend_pid() as pid')).rows as {
        pid: number;
      }[];
      // the connection is idle in the pool now; end it from outside, as a restart would
      const admin = new pg.Client({ connectionString: database.url! });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first!.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [next] = (await database.executeSql('select pg_backend_pid() as pid')).rows as {
        pid: number;
      }[];
      expect(next!.pid).not.toBe(first!.pid);
    } finally {
      await database.close();
    }
  });
});
