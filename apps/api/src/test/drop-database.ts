import pg from 'pg';

const INSUFFICIENT_PRIVILEGE = '42501';
const OBJECT_IN_USE = '55006';

/**
 * Drops a throw-away database on the server of `adminUrl`, retrying for a while when another
 * process still holds it. `with (force)` ends our own connections, but PostgreSQL refuses to end
 * an autovacuum worker that happens to be in the database for a role without pg_signal_backend
 * ("must be a member of the role whose process is being terminated"); that worker leaves on its
 * own a moment later. A database that still cannot be dropped is reported, not thrown: cleaning up
 * must not fail the tests that ran in it.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop database "${name}"`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`drop database if exists ${name} with (force)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        const busy = code === INSUFFICIENT_PRIVILEGE || code === OBJECT_IN_USE;
        if (!busy || attempt >= 40) {
          console.warn(`Database ${name} was left behind: ${(error as Error).message}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await client.end();
  }
}
