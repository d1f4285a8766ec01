import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Versioned reads and writes of the grade tables, set-based so a whole class is a handful of
 * statements. Every table has (pembelajaran_id, anggota_rombel_id[, key]) as its primary key, a
 * `version` that grows on every change, and keeps a cleared value as a null (never deletes), so a
 * write carrying the version it read is either current or detected as stale.
 */
export interface GradeTable {
  /** The SQL table name (trusted constant). */
  name: string;
  /** The column that tells the cells of one student apart (TP id, SAS part…), if any. */
  key: { column: string; type: 'uuid' | 'text' | 'smallint' } | null;
  /** The value columns; a cell's `kolom` is the key value, or the value column's name. */
  values: { column: string; type: 'smallint' | 'text' }[];
}

export type StoredValue = number | string | null;

export interface StoredRow {
  anggotaRombelId: string;
  /** The key value as text ('' for tables without a key). */
  key: string;
  values: Record<string, StoredValue>;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** One row to write: its values and the version the writer read (0 = no row yet). */
export interface RowWrite {
  anggotaRombelId: string;
  key: string;
  values: Record<string, StoredValue>;
  version: number;
}

export type HistorySource = 'grid' | 'import' | 'generate' | 'reset' | 'sync';

export interface WriteContext {
  sekolahId: string;
  pembelajaranId: string;
  userId: string;
  sumber: HistorySource;
}

export interface WriteOutcome {
  /** Rows as stored after the write (written ones with their new version). */
  rows: StoredRow[];
  /** Rows whose version moved on since they were read and whose value differs: nothing written. */
  conflicts: StoredRow[];
}

/** A write raced with another one inserting the same new row; run it again to re-read. */
export class RowRaceError extends Error {}

const ident = (name: string) => sql.raw(`"${name}"`);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const rowIdentity = (anggotaRombelId: string, key: string) => `${anggotaRombelId}|${key}`;

/** The stored rows of the given students (all students when `anggota` is omitted). */
export async function readRows(
  db: Db,
  table: GradeTable,
  pembelajaranId: string,
  anggota?: readonly string[],
  forUpdate = false,
): Promise<StoredRow[]> {
  const keyExpr = table.key ? sql`${ident(table.key.column)}::text` : sql`''`;
  const valueExprs = table.values.map((value) => sql`${ident(value.column)}`);
  const filter =
    anggota === undefined
      ? sql``
      : sql` and anggota_rombel_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(anggota)}::jsonb))`;
  const result = await db.execute(sql`
    select anggota_rombel_id, ${keyExpr} as key, ${sql.join(valueExprs, sql`, `)},
           version, updated_by, updated_at
    from ${ident(table.name)}
    where pembelajaran_id = ${pembelajaranId}${filter}
    ${forUpdate ? sql`for update` : sql``}`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    anggotaRombelId: String(row.anggota_rombel_id),
    key: String(row.key),
    values: Object.fromEntries(
      table.values.map((value) => [value.column, (row[value.column] ?? null) as StoredValue]),
    ),
    version: Number(row.version),
    updatedBy: (row.updated_by as string | null) ?? null,
    updatedAt: row.updated_at ? new Date(row.updated_at as string).toISOString() : null,
  }));
}

function sameValues(
  table: GradeTable,
  a: Record<string, StoredValue>,
  b: Record<string, StoredValue>,
) {
  return table.values.every((value) => (a[value.column] ?? null) === (b[value.column] ?? null));
}

const asText = (value: StoredValue) => (value === null ? null : String(value));

/**
 * Writes rows that are still at the version their writer read. All or nothing: when any row
 * moved on (and differs from what is being written), nothing is written and the current rows come
 * back as conflicts. A row already holding exactly the written values counts as written (a resent
 * save is not applied twice). Every changed value goes to grade_history. Call inside a transaction.
 */
export async function writeRows(
  tx: Db,
  table: GradeTable,
  context: WriteContext,
  writes: readonly RowWrite[],
  options: { force?: boolean } = {},
): Promise<WriteOutcome> {
  const anggota = [...new Set(writes.map((write) => write.anggotaRombelId))];
  const current = new Map(
    (await readRows(tx, table, context.pembelajaranId, anggota, true)).map((row) => [
      rowIdentity(row.anggotaRombelId, row.key),
      row,
    ]),
  );
  const changes: { write: RowWrite; before: StoredRow | undefined }[] = [];
  const conflicts: StoredRow[] = [];
  const unchanged: StoredRow[] = [];
  for (const write of writes) {
    const before = current.get(rowIdentity(write.anggotaRombelId, write.key));
    const currentVersion = before?.version ?? 0;
    const currentValues = before?.values ?? {};
    if (sameValues(table, currentValues, write.values)) {
      if (before) unchanged.push(before);
      else unchanged.push({ ...write, version: 0, updatedBy: null, updatedAt: null });
    } else if (options.force || currentVersion === write.version) {
      changes.push({ write, before });
    } else if (before) {
      conflicts.push(before);
    } else {
      conflicts.push({ ...write, values: {}, version: 0, updatedBy: null, updatedAt: null });
    }
  }
  if (conflicts.length > 0) return { rows: [], conflicts };
  if (changes.length === 0) return { rows: unchanged, conflicts: [] };

  const payload = changes.map(({ write, before }) => ({
    a: write.anggotaRombelId,
    k: write.key,
    v: (before?.version ?? 0) + 1,
    ...Object.fromEntries(
      table.values.map((value) => [value.column, write.values[value.column] ?? null]),
    ),
  }));
  const keyColumn = table.key ? [ident(table.key.column)] : [];
  const recordColumns: SQL[] = [
    sql`a uuid`,
    sql`k text`,
    sql`v integer`,
    ...table.values.map((value) => sql`${ident(value.column)} ${sql.raw(value.type)}`),
  ];
  const keySelect = table.key ? [sql`x.k::${sql.raw(table.key.type)}`] : [];
  const conflictTarget = [sql`pembelajaran_id`, sql`anggota_rombel_id`, ...keyColumn];
  const inserted = rowsOf<{ a: string; k: string; version: number; updated_at: string }>(
    await tx.execute(sql`
      insert into ${ident(table.name)} as t
        (sekolah_id, pembelajaran_id, anggota_rombel_id, ${sql.join(
          [...keyColumn, ...table.values.map((value) => ident(value.column))],
          sql`, `,
        )}, version, updated_at, updated_by)
      select ${context.sekolahId}::uuid, ${context.pembelajaranId}::uuid, x.a, ${sql.join(
        [...keySelect, ...table.values.map((value) => sql`x.${ident(value.column)}`)],
        sql`, `,
      )}, x.v, now(), ${context.userId}::uuid
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${sql.join(recordColumns, sql`, `)})
      on conflict (${sql.join(conflictTarget, sql`, `)}) do update set
        ${sql.join(
          table.values.map(
            (value) => sql`${ident(value.column)} = excluded.${ident(value.column)}`,
          ),
          sql`, `,
        )},
        version = excluded.version, updated_at = excluded.updated_at, updated_by = excluded.updated_by
      where t.version = excluded.version - 1
      returning anggota_rombel_id as a, ${table.key ? sql`${ident(table.key.column)}::text` : sql`''`} as k,
                version, updated_at`),
  );
  if (inserted.length !== changes.length) throw new RowRaceError();

  const history = changes.flatMap(({ write, before }) =>
    table.values
      .filter(
        (value) => (before?.values[value.column] ?? null) !== (write.values[value.column] ?? null),
      )
      .map((value) => ({
        a: write.anggotaRombelId,
        kolom: table.key ? write.key : value.column,
        lama: asText(before?.values[value.column] ?? null),
        baru: asText(write.values[value.column] ?? null),
        v: (before?.version ?? 0) + 1,
      })),
  );
  await tx.execute(sql`
    insert into grade_history
      (sekolah_id, tabel, pembelajaran_id, anggota_rombel_id, kolom, nilai_lama, nilai_baru, version, user_id, sumber)
    select ${context.sekolahId}::uuid, ${table.name}, ${context.pembelajaranId}::uuid, x.a, x.kolom,
           x.lama, x.baru, x.v, ${context.userId}::uuid, ${context.sumber}
    from jsonb_to_recordset(${JSON.stringify(history)}::jsonb)
      as x(a uuid, kolom text, lama text, baru text, v integer)`);

  const written = changes.map(({ write }, index) => {
    const row =
      inserted.find(
        (candidate) => candidate.a === write.anggotaRombelId && candidate.k === write.key,
      ) ?? inserted[index];
    return {
      anggotaRombelId: write.anggotaRombelId,
      key: write.key,
      values: write.values,
      version: Number(row?.version),
      updatedBy: context.userId,
      updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
    };
  });
  return { rows: [...written, ...unchanged], conflicts: [] };
}
