import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { RemotePGlite } from './pglite-remote';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string, when not embedded. */
  url: string | null;
  /** Raw SQL for libraries that bring their own queries (pg-boss); multi-statement text allowed. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number }>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded database's thread ended by itself (PGlite only; see RemotePGlite.onLost). */
  onLost?: (listener: (error: Error) => void) => void;
  /**
   * What a second process refused the same data directory is told (the address this one serves
   * at); embedded database on disk only (see lockDataDir).
   */
  announce?: (text: string) => void;
}

/** Migrations sit beside this file in the source and beside the bundle in dist. */
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The embedded server runs inside this process: smaller buffers than PostgreSQL's defaults keep a
 * school PC's memory for the browser (one school's data is a few tens of MB; the OS caches files).
 */
const PGLITE_CONFIG = ['shared_buffers = 16MB', 'wal_buffers = 1MB', 'maintenance_work_mem = 32MB'];

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | null;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that breaks (PostgreSQL restarted, an administrator ended it) is dropped
    // by the pool, and the next query opens a new one; unheard, its error would end the process.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing)
        process.stderr.write(
          `Koneksi PostgreSQL terputus, dibuka lagi saat diperlukan: ${error.message}\n`,
        );
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      async executeSql(text, values) {
        const result = await pool.query(text, values);
        return { rows: result.rows, rowCount: result.rowCount ?? 0 };
      },
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  let location = dataDir;
  let lock: DataDirLock | null = null;
  if (!dataDir.startsWith('memory://')) {
    location = resolve(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
    // never two processes on the same files (decision 0015)
    lock = await lockDataDir(dataDir);
  }
  // on its own thread, so the server answers requests while the database works (decision 0009)
  const client = await RemotePGlite.create(location, PGLITE_CONFIG).catch(async (error) => {
    await lock?.release();
    throw error;
  });
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    url: null,
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    migrate: () =>
      migratePglite(drizzlePglite(client as never, { schema }), { migrationsFolder: MIGRATIONS }),
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
    onLost: (listener) => client.onLost(listener),
    ...(lock ? { announce: (text: string) => lock.announce(text) } : {}),
  };
}
