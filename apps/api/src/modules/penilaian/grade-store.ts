import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeAtomically, executePrepared, jsonValue } from './prepared-sql';

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
  /**
   * The values written (null clears one). A value column left out keeps its stored value (null
   * on a new row): a client sends only the cells that changed, and a row holds several of them
   * (a description's two texts).
   */
  values: Record<string, StoredValue>;
  version: number;
  /** Where a value came from, per value column, when not the write's own source. */
  sumber?: Record<string, HistorySource>;
}

export type HistorySource =
  'grid' | 'import' | 'generate' | 'reset' | 'sync' | 'remedial' | 'adjust';

export interface WriteContext {
  sekolahId: string;
  pembelajaranId: string;
  userId: string;
  sumber: HistorySource;
  /** Why, recorded with every history row of the write (required for `remedial` and `adjust`). */
  alasan?: string;
}

export interface WriteOutcome {
  /** Rows as stored after the write (written ones with their new version). */
  rows: StoredRow[];
  /** Rows whose version moved on since they were read and whose value differs: nothing written. */
  conflicts: StoredRow[];
  /**
   * When the rows were written (the transaction's now(), in microseconds since 1970, the cursor
   * presence compares); null when nothing was written.
   */
  cursor?: number | null;
}

/** A write raced with another one inserting the same new row; run it again to re-read. */
export class RowRaceError extends Error {}

const ident = (name: string) => sql.raw(`"${name}"`);

const rowIdentity = (anggotaRombelId: string, key: string) => `${anggotaRombelId}|${key}`;

/** A timestamptz as the ISO text `Date.toISOString()` gives (UTC, milliseconds), made in SQL. */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp in microseconds since 1970, exactly (a presence cursor). */
export const microseconds = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;

/**
 * Stored rows read as one JSON array (`[[anggota, key, ...values, version(, updated_by,
 * updated_at)], ...]`): a grid is hundreds of rows, and one parsed JSON value is several times
 * cheaper for the embedded PGlite (and the pg driver) than as many result rows.
 */
export function parseRows(table: GradeTable, json: unknown): StoredRow[] {
  const n = table.values.length;
  return jsonValue<unknown[][]>(json, []).map((row) => ({
    anggotaRombelId: String(row[0]),
    key: String(row[1]),
    values: Object.fromEntries(
      table.values.map((value, index) => [value.column, (row[2 + index] ?? null) as StoredValue]),
    ),
    version: Number(row[2 + n]),
    updatedBy: (row[3 + n] as string | null | undefined) ?? null,
    updatedAt: (row[4 + n] as string | null | undefined) ?? null,
  }));
}

/**
 * The query answering the stored rows of a pembelajaran as one JSON value (see parseRows), of the
 * given students or all; usable on its own or as a scalar subquery of a larger statement. With
 * `audit` each row also says who changed it and when.
 */
export function rowsJsonSql(
  table: GradeTable,
  pembelajaranId: string,
  anggota: readonly string[] | undefined,
  audit: boolean,
): SQL {
  const keyExpr = table.key ? sql`${ident(table.key.column)}::text` : sql`''`;
  const valueExprs = table.values.map((value) => sql`r.${ident(value.column)}`);
  const auditExprs = audit ? sql`, r.updated_by, ${isoTime(sql`r.updated_at`)}` : sql``;
  const filter =
    anggota === undefined
      ? sql``
      : sql` and anggota_rombel_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(anggota)}::jsonb))`;
  return sql`
    select coalesce(json_agg(json_build_array(r.anggota_rombel_id, r.key, ${sql.join(valueExprs, sql`, `)},
                                              r.version${auditExprs})), '[]'::json)
    from (
      select anggota_rombel_id, ${keyExpr} as key, ${sql.join(
        table.values.map((value) => ident(value.column)),
        sql`, `,
      )}, version, updated_by, updated_at
      from ${ident(table.name)}
      where pembelajaran_id = ${pembelajaranId}${filter}
    ) as r`;
}

/**
 * The stored rows of the given students (all students when `anggota` is omitted). Without
 * `audit` the rows come without who changed them and when (updatedBy/updatedAt null): what a grid
 * shows and a write compares is the value and its version, and leaving the audit columns out
 * makes the answer half as long to build and to parse.
 */
export async function readRows(
  db: Db,
  table: GradeTable,
  pembelajaranId: string,
  anggota?: readonly string[],
  { audit = true }: { audit?: boolean } = {},
): Promise<StoredRow[]> {
  const [result] = await executePrepared<{ rows: unknown }>(
    db,
    sql`select (${rowsJsonSql(table, pembelajaranId, anggota, audit)}) as rows`,
  );
  return parseRows(table, result?.rows);
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
 * A row's values after a write: the written ones, and for a value column the write leaves out
 * the value stored at the version read (null on a new row). The upsert only replaces the row at
 * that version, so what it keeps is what is stored.
 */
function valuesAfter(
  table: GradeTable,
  write: RowWrite,
  before: StoredRow | undefined,
): Record<string, StoredValue> {
  return Object.fromEntries(
    table.values.map((value) => {
      const written = write.values[value.column];
      return [
        value.column,
        written !== undefined ? written : (before?.values[value.column] ?? null),
      ];
    }),
  );
}

interface Change {
  write: RowWrite;
  before: StoredRow | undefined;
}

/** What a write comes to against the current rows, before anything is written. */
interface WritePlan {
  changes: Change[];
  conflicts: StoredRow[];
  unchanged: StoredRow[];
}

function planWrite(
  table: GradeTable,
  writes: readonly RowWrite[],
  currentRows: readonly StoredRow[],
  force: boolean,
): WritePlan {
  const current = new Map(
    currentRows.map((row) => [rowIdentity(row.anggotaRombelId, row.key), row]),
  );
  const plan: WritePlan = { changes: [], conflicts: [], unchanged: [] };
  for (const write of writes) {
    const before = current.get(rowIdentity(write.anggotaRombelId, write.key));
    const currentVersion = before?.version ?? 0;
    const currentValues = before?.values ?? {};
    const values = valuesAfter(table, write, before);
    if (sameValues(table, currentValues, values)) {
      if (before) plan.unchanged.push(before);
      else plan.unchanged.push({ ...write, values, version: 0, updatedBy: null, updatedAt: null });
    } else if (force || currentVersion === write.version) {
      // from here on the write carries every value column (the history compares each of them)
      plan.changes.push({ write: { ...write, values }, before });
    } else if (before) {
      plan.conflicts.push(before);
    } else {
      plan.conflicts.push({ ...write, values: {}, version: 0, updatedBy: null, updatedAt: null });
    }
  }
  return plan;
}

/** The conflicting rows as stored, now with who changed them and when, for the answer. */
async function conflictOutcome(
  db: Db,
  table: GradeTable,
  pembelajaranId: string,
  conflicts: readonly StoredRow[],
): Promise<WriteOutcome> {
  const stored = new Map(
    (
      await readRows(db, table, pembelajaranId, [
        ...new Set(conflicts.map((row) => row.anggotaRombelId)),
      ])
    ).map((row) => [rowIdentity(row.anggotaRombelId, row.key), row]),
  );
  return {
    rows: [],
    conflicts: conflicts.map((row) => stored.get(rowIdentity(row.anggotaRombelId, row.key)) ?? row),
  };
}

interface UpsertAnswer {
  written: unknown;
  updated_at: string | null;
  cursor: string | number | bigint | null;
  ok: boolean | null;
}

/**
 * One statement writing the changed rows and appending their history. It only updates a row still
 * at the version that was read (`t.version = v - 1`; an insert of a row someone else created
 * meanwhile meets that row and the same condition). `guard`, a query answering one row with a
 * boolean `ok` (it may lock what it reads), decides whether anything is written at all. The
 * statement answers the rows written, the time, `ok`, and `abort` when the guard held but fewer
 * rows were written than changed (a concurrent writer got there first).
 */
function upsertSql(table: GradeTable, context: WriteContext, changes: Change[], guard: SQL | null) {
  const payload = changes.map(({ write, before }) => ({
    a: write.anggotaRombelId,
    k: write.key,
    v: (before?.version ?? 0) + 1,
    ...Object.fromEntries(
      table.values.map((value) => [value.column, write.values[value.column] ?? null]),
    ),
  }));
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
        s: write.sumber?.[value.column] ?? context.sumber,
        ...(context.alasan ? { al: context.alasan } : {}),
      })),
  );
  const keyColumn = table.key ? [ident(table.key.column)] : [];
  const recordColumns: SQL[] = [
    sql`a uuid`,
    sql`k text`,
    sql`v integer`,
    ...table.values.map((value) => sql`${ident(value.column)} ${sql.raw(value.type)}`),
  ];
  const keySelect = table.key ? [sql`x.k::${sql.raw(table.key.type)}`] : [];
  const conflictTarget = [sql`pembelajaran_id`, sql`anggota_rombel_id`, ...keyColumn];
  return sql`
      with guard as (${guard ?? sql`select true as ok`}), written as (
        insert into ${ident(table.name)} as t
          (sekolah_id, pembelajaran_id, anggota_rombel_id, ${sql.join(
            [...keyColumn, ...table.values.map((value) => ident(value.column))],
            sql`, `,
          )}, version, updated_at, updated_by)
        select ${context.sekolahId}::uuid, ${context.pembelajaranId}::uuid, x.a, ${sql.join(
          [...keySelect, ...table.values.map((value) => sql`x.${ident(value.column)}`)],
          sql`, `,
        )}, x.v, now(), ${context.userId}::uuid
        from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${sql.join(recordColumns, sql`, `)}),
             guard
        where guard.ok
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
                  version
      ), logged as (
        insert into grade_history
          (sekolah_id, tabel, pembelajaran_id, anggota_rombel_id, kolom, nilai_lama, nilai_baru, version, user_id, sumber, alasan)
        select ${context.sekolahId}::uuid, ${table.name}, ${context.pembelajaranId}::uuid, h.a, h.kolom,
               h.lama, h.baru, h.v, ${context.userId}::uuid, h.s, h.al
        from jsonb_to_recordset(${JSON.stringify(history)}::jsonb)
          as h(a uuid, kolom text, lama text, baru text, v integer, s text, al text),
             guard
        where guard.ok
      )
      select coalesce(json_agg(json_build_array(a, k, version)), '[]'::json) as written,
             ${isoTime(sql`now()`)} as updated_at,
             ${microseconds(sql`now()`)} as cursor,
             (select ok from guard) as ok,
             coalesce((select ok from guard) and count(*) <> ${changes.length}, false) as abort
      from written`;
}

/** The outcome of a complete upsert; RowRaceError when it was incomplete. */
function writtenOutcome(
  context: WriteContext,
  plan: WritePlan,
  answer: UpsertAnswer | undefined,
): WriteOutcome {
  const { changes, unchanged } = plan;
  // every row written carries the transaction's now(): answered once, not per row
  const updatedAt = answer?.updated_at ?? null;
  const inserted = jsonValue<unknown[][]>(answer?.written, []).map(([a, k, version]) => ({
    a: String(a),
    k: String(k),
    version: Number(version),
  }));
  // the history went in with the rows: an incomplete upsert must not be kept (rolled back)
  if (inserted.length !== changes.length) throw new RowRaceError();

  const byIdentity = new Map(inserted.map((row) => [rowIdentity(row.a, row.k), row]));
  const written = changes.map(({ write }, index) => {
    const row = byIdentity.get(rowIdentity(write.anggotaRombelId, write.key)) ?? inserted[index];
    return {
      anggotaRombelId: write.anggotaRombelId,
      key: write.key,
      values: write.values,
      version: Number(row?.version),
      updatedBy: context.userId,
      updatedAt,
    };
  });
  const cursor = answer?.cursor == null ? null : Number(answer.cursor);
  return { rows: [...written, ...unchanged], conflicts: [], cursor };
}

/**
 * Writes rows that are still at the version their writer read. All or nothing: when any row
 * moved on (and differs from what is being written), nothing is written and the current rows come
 * back as conflicts. A row already holding exactly the written values counts as written (a resent
 * save is not applied twice). Every changed value goes to grade_history. Call inside a transaction.
 *
 * Two statements: the current rows (not locked), then one upsert that also appends the history
 * (upsertSql). When a concurrent writer got there first, fewer rows come back, RowRaceError rolls
 * the whole transaction back (history included) and the caller runs it again, now reading the new
 * rows. A version therefore stands for one value, so the old values read are the ones replaced.
 */
export async function writeRows(
  tx: Db,
  table: GradeTable,
  context: WriteContext,
  writes: readonly RowWrite[],
  options: { force?: boolean } = {},
): Promise<WriteOutcome> {
  const anggota = [...new Set(writes.map((write) => write.anggotaRombelId))];
  const current = await readRows(tx, table, context.pembelajaranId, anggota, { audit: false });
  const plan = planWrite(table, writes, current, options.force ?? false);
  if (plan.conflicts.length > 0)
    return conflictOutcome(tx, table, context.pembelajaranId, plan.conflicts);
  if (plan.changes.length === 0) return { rows: plan.unchanged, conflicts: [] };
  const [answer] = await executePrepared<UpsertAnswer>(
    tx,
    upsertSql(table, context, plan.changes, null),
  );
  return writtenOutcome(context, plan, answer);
}

/** What must hold for a guarded write: a statement run first, then the guard (see upsertSql). */
export interface WriteGuard {
  /** Run before the write in its transaction (a lock to take). */
  before: SQL;
  /** A query answering one row with a boolean `ok`. */
  guard: SQL;
}

/**
 * writeRows outside a transaction, against rows the caller read before (not locked): the write
 * and its guard run as one transaction (executeAtomically), which re-checks under its locks what
 * the caller checked on the rows it read. `refused` when the guard did not hold (nothing written);
 * RowRaceError when a row moved on since it was read (nothing written; read again and retry).
 */
export async function writeRowsGuarded(
  db: Db,
  table: GradeTable,
  context: WriteContext,
  writes: readonly RowWrite[],
  current: readonly StoredRow[],
  guard: WriteGuard,
): Promise<WriteOutcome & { refused?: true }> {
  const plan = planWrite(table, writes, current, false);
  if (plan.conflicts.length > 0)
    return conflictOutcome(db, table, context.pembelajaranId, plan.conflicts);
  if (plan.changes.length === 0) return { rows: plan.unchanged, conflicts: [] };
  const results = await executeAtomically<UpsertAnswer>(db, [
    guard.before,
    upsertSql(table, context, plan.changes, guard.guard),
  ]);
  if (!results) throw new RowRaceError();
  const answer = results[1]?.[0];
  if (answer?.ok !== true) return { rows: [], conflicts: [], refused: true };
  return writtenOutcome(context, plan, answer);
}
