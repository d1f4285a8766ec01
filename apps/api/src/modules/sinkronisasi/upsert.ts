import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

const CHUNK = 500;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `set` for ON CONFLICT DO UPDATE taking each named column from the proposed row. */
export function fromExcluded<T extends PgTable>(
  table: T,
  keys: readonly string[],
): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Inserts or updates rows in chunks; rows of another school are never touched. */
export async function upsertRows<T extends PgTable>(
  tx: Db,
  table: T,
  target: PgColumn,
  rows: Record<string, unknown>[],
  updateKeys: readonly string[],
  sekolahColumn?: PgColumn,
): Promise<void> {
  for (const part of chunks(rows)) {
    await tx
      .insert(table)
      .values(part as never)
      .onConflictDoUpdate({
        target,
        set: fromExcluded(table, updateKeys),
        where: sekolahColumn
          ? sql`${sekolahColumn} = excluded.${sql.raw(`"${sekolahColumn.name}"`)}`
          : undefined,
      });
  }
}
