import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { RemotePGlite } from '../../db/pglite-remote';
import { namedTarget, textParams } from '../../db/pglite-statements';

const dialect = new PgDialect();
const names = new Map<string, string>();

/** A statement name per SQL text (the texts are a handful of constants with $n parameters). */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `penilaian_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < 500) names.set(text, name);
  }
  return name;
}

/**
 * Runs SQL built with drizzle's `sql` as a named prepared statement on `db` (the pool or a
 * transaction) and answers its rows. The grade grids run the same few statements all day: on
 * PostgreSQL a named statement is parsed and planned once per connection instead of on every
 * request (planning was most of the database time of the short ones). PGlite's own driver ignores
 * the name, so on the embedded database the statement goes to the PGlite thread as a named one
 * (db/pglite-statements.ts). Only for SQL whose text does not depend on the data
 * (values go in as parameters).
 */
export async function executePrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const embedded = namedTarget((db._.session as unknown as { client?: unknown }).client);
  const named = embedded && namedOf(built);
  if (named) return embedded.named<T>(named.name, named.text, named.params);
  const result = await db._.session
    .prepareQuery(built, undefined, nameOf(built.sql), false)
    .execute();
  return (result as { rows: T[] }).rows;
}

interface NamedStatement {
  name: string;
  text: string;
  params: (string | null)[];
}

/** A built statement as PGlite's thread runs it: named, parameters as text (null if they cannot). */
function namedOf(built: { sql: string; params: unknown[] }): NamedStatement | null {
  const params = textParams(built.params);
  return params && { name: nameOf(built.sql), text: built.sql, params };
}

class Aborted extends Error {}

/**
 * Runs statements one after the other in one transaction and answers each one's rows, or null
 * when a statement's first row says `abort = true`: then all of them are rolled back. On the
 * embedded PGlite the whole transaction is one message to its thread (db/pglite-worker.ts), so it
 * holds the database only for as long as the statements run, not while this thread serves other
 * requests in between; on PostgreSQL it is a transaction of named statements.
 */
export async function executeAtomically<T>(db: Db, queries: readonly SQL[]): Promise<T[][] | null> {
  const embedded = (db._.session as unknown as { client?: unknown }).client;
  if (embedded instanceof RemotePGlite) {
    const statements = queries.map((query) => namedOf(dialect.sqlToQuery(query)));
    if (statements.every((statement): statement is NamedStatement => statement !== null))
      return embedded.script<T>(statements);
  }
  try {
    return await db.transaction(async (tx) => {
      const results: T[][] = [];
      for (const query of queries) {
        const rows = await executePrepared<T>(tx, query);
        if ((rows[0] as { abort?: unknown } | undefined)?.abort === true) throw new Aborted();
        results.push(rows);
      }
      return results;
    });
  } catch (error) {
    if (error instanceof Aborted) return null;
    throw error;
  }
}

/** A json value as the drivers answer it (PGlite and pg parse json; text just in case). */
export function jsonValue<T>(value: unknown, empty: T): T {
  if (value === null || value === undefined) return empty;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
