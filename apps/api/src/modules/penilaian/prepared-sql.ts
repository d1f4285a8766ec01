import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { pgliteOf, runNamed, textParams } from '../../db/pglite-statements';

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
 * the name, so on the embedded database the statement goes through db/pglite-statements.ts, which
 * prepares it under its name there too. Only for SQL whose text does not depend on the data
 * (values go in as parameters).
 */
export async function executePrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const embedded = pgliteOf((db._.session as unknown as { client?: unknown }).client);
  const params = embedded ? textParams(built.params) : null;
  if (embedded && params) return runNamed<T>(embedded, nameOf(built.sql), built.sql, params);
  const result = await db._.session
    .prepareQuery(built, undefined, nameOf(built.sql), false)
    .execute();
  return (result as { rows: T[] }).rows;
}

/** A json value as the drivers answer it (PGlite and pg parse json; text just in case). */
export function jsonValue<T>(value: unknown, empty: T): T {
  if (value === null || value === undefined) return empty;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
