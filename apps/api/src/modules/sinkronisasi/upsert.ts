import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { AppliedChange } from './sync-types';

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

/** The named values of a row, missing ones as null (the shape a pull compares). */
export function pick(row: object, keys: readonly string[]): Record<string, unknown> {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
}

interface TermTable {
  table: PgTable;
  id: PgColumn;
  /** The id's property name in the table's insert shape, e.g. `rombonganBelajarId`. */
  idKey: string;
  sekolah: PgColumn;
  /** Columns a pull owns (updated on change); `insertOnly` values are written only on insert. */
  keys: readonly string[];
}

/**
 * Applies a pull's change to a per-semester table: new and changed rows upserted (and restored
 * if soft-deleted), rows Dapodik no longer lists soft-deleted, never hard-deleted.
 */
export async function applyTermChange(
  tx: Db,
  target: TermTable,
  scope: { sekolahId: string; semesterId: string },
  change: AppliedChange,
): Promise<void> {
  const rows = change.upsert.map((entity) => ({
    [target.idKey]: entity.id,
    sekolahId: scope.sekolahId,
    semesterId: scope.semesterId,
    deletedAt: null,
    updatedAt: new Date(),
    ...(entity.insertOnly ?? {}),
    ...entity.values,
  }));
  await upsertRows(
    tx,
    target.table,
    target.id,
    rows,
    [...target.keys, 'deletedAt', 'updatedAt'],
    target.sekolah,
  );
  for (const part of chunks(change.gone)) {
    await tx
      .update(target.table)
      .set({ deletedAt: new Date() })
      .where(
        inArray(
          target.id,
          part.map((entity) => entity.id),
        ),
      );
  }
}
