import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { AGAMA_OF_MAPEL_JSON } from '@erapor/shared/penilaian/mapel-khusus';
import { ALASAN_BUKA_MIN } from '@erapor/shared/penilaian/penilaian.schemas';
import { formatBatas } from '@erapor/shared/penilaian/batas-penilaian';
import { ZONA_WAKTU, type ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import type { Db } from '../../db/client';
import { users } from '../auth/users.table';
import { tpMapel, tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { kurikulum } from '../referensi/referensi.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { setSetting, settingValueSql } from '../settings/settings.repository';
import { isMerdeka } from '../referensi/rombel.repository';
import { recordKunci } from './kunci-log.repository';
import {
  parseRows,
  rowsJsonSql,
  type GradeTable,
  type StoredRow,
  type WriteGuard,
} from './grade-store';
import { executePrepared, jsonValue } from './prepared-sql';
import { penyesuaianPersetujuan } from './penilaian.table';

/** Setting key of the school-wide grading switch (per school and semester); '0' = closed. */
export const STATUS_PENILAIAN_KEY = 'status_penilaian';

/**
 * Setting key of the grading deadline (per school and semester): an ISO-8601 UTC time at which
 * grading closes by itself; none (or null) = no deadline.
 */
export const BATAS_PENILAIAN_KEY = 'batas_penilaian';

/**
 * Setting key of the Nilai Tengah Semester deadline (per school and semester, peers.md M5): an
 * ISO-8601 UTC time from which mid-semester scores can no longer be written, while the rest of
 * grading stays open.
 */
export const BATAS_PTS_KEY = 'batas_pts';

/**
 * Which entry window a write falls in: grading as a whole (every grade), or the Nilai Tengah
 * Semester window, which closes at its own deadline as well as with grading.
 */
export type GradingWindow = 'penilaian' | 'pts';

/** A deadline that has passed, so closed grading, and the school's time zone to name it in. */
export interface BatasLewat {
  batas: string;
  zona: ZonaWaktu;
}

export interface PembelajaranScope {
  sekolahId: string;
  semesterId: string;
}

/** What grading needs to know of a pembelajaran (its class, curriculum, sub-subjects). */
const targetFields = {
  pembelajaranId: pembelajaran.pembelajaranId,
  namaMataPelajaran: pembelajaran.namaMataPelajaran,
  mataPelajaranId: pembelajaran.mataPelajaranId,
  guruId: pembelajaran.guruId,
  guruPengajarId: pembelajaran.guruPengajarId,
  kelompokId: pembelajaran.kelompokId,
  noUrut: pembelajaran.noUrut,
  indukPembelajaranId: pembelajaran.indukPembelajaranId,
  bobotSumatifMateri: pembelajaran.bobotSumatifMateri,
  bobotSumatifAkhir: pembelajaran.bobotSumatifAkhir,
  rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
  rombel: rombonganBelajar.nama,
  tingkat: rombonganBelajar.tingkat,
  waliGuruId: rombonganBelajar.guruId,
  kunciNilai: rombonganBelajar.kunciNilai,
  merdeka: isMerdeka,
  // Sub-subjects sit in their parent's class (Dapodik nests them under it): the class narrows
  // the search to its own pembelajaran (indexed) instead of every pembelajaran of every school.
  punyaSubMapel: sql<boolean>`exists (
    select 1 from ${pembelajaran} as anak
    where anak.rombongan_belajar_id = ${pembelajaran.rombonganBelajarId}
      and anak.induk_pembelajaran_id = ${pembelajaran.pembelajaranId}
      and anak.deleted_at is null)`,
};

const targetWhere = (scope: PembelajaranScope, pembelajaranId: string) =>
  and(
    eq(pembelajaran.pembelajaranId, pembelajaranId),
    eq(pembelajaran.sekolahId, scope.sekolahId),
    eq(pembelajaran.semesterId, scope.semesterId),
    isNull(pembelajaran.deletedAt),
    isNull(rombonganBelajar.deletedAt),
  );

/** A pembelajaran of the session's school and semester with what grading needs to know of it. */
export async function findPembelajaran(db: Db, scope: PembelajaranScope, pembelajaranId: string) {
  const [row] = await db
    .select(targetFields)
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .leftJoin(kurikulum, eq(kurikulum.kurikulumId, rombonganBelajar.kurikulumId))
    .where(targetWhere(scope, pembelajaranId))
    .limit(1);
  return row ?? null;
}
export type PembelajaranRow = NonNullable<Awaited<ReturnType<typeof findPembelajaran>>>;

/** What a grid load or save reads along with the target, in the same statement. */
export interface TargetReads {
  /** The TPs mapped to the pembelajaran. */
  tps?: boolean;
  /** The students it grades (religion subjects: that religion only). */
  siswa?: boolean;
  /** Stored rows of a grade table (values and versions), of these students or all of them. */
  rows?: { table: GradeTable; anggota?: readonly string[] };
  /**
   * The cells of this table (TP scores, SAS parts, finals) whose latest change was a remedial or
   * an adjustment.
   */
  remedial?: GradeTable;
}

/** A cell last set by a remedial or an adjustment, and the Waka's note when he refused it. */
export interface RemedialFound {
  jenis: 'remedial' | 'adjust';
  ditolak: string | null;
}

export interface GradingTargetFound {
  row: PembelajaranRow;
  guruId: string | null;
  gradingOpen: boolean;
  /** The deadline, when it has passed (and so closed grading): for the lock's wording. */
  batasLewat: BatasLewat | null;
  /**
   * Asked for the 'pts' window: its deadline when that has passed (mid-semester scores closed);
   * else null.
   */
  ptsLewat: BatasLewat | null;
  tps: TpRow[];
  siswa: SiswaRow[];
  rows: StoredRow[];
  /**
   * Asked with `remedial`: the rows' cells, as "anggota|key" (the stored key: TP id, SAS part,
   * kompetensi), last set by a remedial or an adjustment, with the Waka's note when he refused it.
   */
  remedial: Map<string, RemedialFound>;
}

/**
 * The scores of a pembelajaran in `table` (TP scores, SAS parts, finals) whose latest change is a
 * remedial or an adjustment: such a history entry at the version the score still has (every
 * change moves a row's version on), with that entry's id and source. Read through the partial index of the school's
 * remedials and adjustments, so a school without any reads nothing. The Waka's refusals are read
 * afterwards, only when there are remedials (refusalNotes): naming the decision table here made
 * PGlite's plan for the whole grid load dearer, remedials or not (decision 0018).
 */
function remedialJsonSql(scope: PembelajaranScope, pembelajaranId: string, table: GradeTable) {
  // names from the trusted table constants, written into the text as the statement always had them
  if (!table.key) throw new Error(`${table.name}: a remedial marks a keyed cell`);
  const key = table.key.column;
  return sql`
    select coalesce(json_agg(json_build_array(h.anggota_rombel_id, h.kolom, h.id, h.sumber)), '[]'::json)
    from grade_history h
    join ${sql.raw(table.name)} n on n.pembelajaran_id = h.pembelajaran_id
                   and n.anggota_rombel_id = h.anggota_rombel_id
                   and n.${sql.raw(key)}::text = h.kolom
                   and n.version = h.version
    where h.sekolah_id = ${scope.sekolahId} and h.sumber in ('remedial', 'adjust')
      and h.tabel = ${sql.raw(`'${table.name}'`)} and h.pembelajaran_id = ${pembelajaranId}`;
}

/** The Waka's notes on the refused ones among these remedial history entries, by entry id. */
async function refusalNotes(db: Db, historyIds: readonly number[]): Promise<Map<number, string>> {
  if (historyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: penyesuaianPersetujuan.gradeHistoryId, catatan: penyesuaianPersetujuan.catatan })
    .from(penyesuaianPersetujuan)
    .where(
      and(
        inArray(penyesuaianPersetujuan.gradeHistoryId, [...historyIds]),
        eq(penyesuaianPersetujuan.keputusan, 'tolak'),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.catatan ?? '']));
}

/**
 * In one query (every save and every grid load asks it): the pembelajaran as findPembelajaran
 * answers it, the teacher record of the signed-in user, whether grading is open school-wide
 * (as isGradingOpen), and what `reads` asks for (TPs, students, stored grade rows), all from one
 * snapshot. Null when the pembelajaran is not in the session's school and semester. One prepared
 * statement answering JSON values (see prepared-sql.ts): every statement is a round trip to
 * PostgreSQL and a protocol exchange with PGlite, and a grid load is now one of them.
 * With `lockRombel` (inside a write transaction) the class row is share-locked, so a wali locking
 * the class waits for saves already under way and every later save sees the lock; and the
 * school's grading-status lock is taken shared first, in a statement of its own so that this one
 * reads with a snapshot taken after it, so the administrator closing grading does the same (see
 * setGradingOpen).
 */
export async function findGradingTarget(
  db: Db,
  scope: PembelajaranScope,
  userId: string,
  pembelajaranId: string,
  lockRombel = false,
  reads: TargetReads = {},
  window: GradingWindow = 'penilaian',
): Promise<GradingTargetFound | null> {
  const p = pembelajaran;
  const r = rombonganBelajar;
  if (lockRombel) {
    await executePrepared(db, statusLockSql(scope));
  }
  const agama = sql`(${AGAMA_OF_MAPEL_JSON}::jsonb ->> ${p.mataPelajaranId}::text)::int`;
  const [found] = await executePrepared<{
    target: unknown;
    user_guru_id: string | null;
    grading_open: boolean | null;
    batas_lewat: unknown;
    pts_lewat: unknown;
    tps: unknown;
    siswa: unknown;
    rows: unknown;
    remedial: unknown;
  }>(
    db,
    sql`
      select json_build_object(
               'pembelajaranId', ${p.pembelajaranId}, 'namaMataPelajaran', ${p.namaMataPelajaran},
               'mataPelajaranId', ${p.mataPelajaranId}, 'guruId', ${p.guruId},
               'guruPengajarId', ${p.guruPengajarId}, 'kelompokId', ${p.kelompokId},
               'noUrut', ${p.noUrut}, 'indukPembelajaranId', ${p.indukPembelajaranId},
               'bobotSumatifMateri', ${p.bobotSumatifMateri},
               'bobotSumatifAkhir', ${p.bobotSumatifAkhir},
               'rombonganBelajarId', ${r.rombonganBelajarId}, 'rombel', ${r.nama},
               'tingkat', ${r.tingkat}, 'waliGuruId', ${r.guruId}, 'kunciNilai', ${r.kunciNilai},
               'merdeka', ${targetFields.merdeka}, 'punyaSubMapel', ${targetFields.punyaSubMapel}
             ) as target,
             (select ${users.guruId} from ${users} where ${users.userId} = ${userId}) as user_guru_id,
             ${gradingOpenSql(scope)} as grading_open,
             (${batasLewatSql(scope, BATAS_PENILAIAN_KEY)}) as batas_lewat,
             ${window === 'pts' ? sql`(${batasLewatSql(scope, BATAS_PTS_KEY)})` : sql`null::json`} as pts_lewat,
             ${reads.tps ? sql`(${tpsJsonSql(pembelajaranId)})` : sql`null::json`} as tps,
             ${reads.siswa ? sql`(${siswaJsonSql(sql`${r.rombonganBelajarId}`, agama)})` : sql`null::json`} as siswa,
             ${reads.rows ? sql`(${rowsJsonSql(reads.rows.table, pembelajaranId, reads.rows.anggota, false)})` : sql`null::json`} as rows,
             ${reads.remedial ? sql`(${remedialJsonSql(scope, pembelajaranId, reads.remedial)})` : sql`null::json`} as remedial
      from ${p}
      join ${r} on ${r.rombonganBelajarId} = ${p.rombonganBelajarId}
      left join ${kurikulum} on ${kurikulum.kurikulumId} = ${r.kurikulumId}
      where ${targetWhere(scope, pembelajaranId)}
      limit 1
      ${lockRombel ? sql`for share of ${r}` : sql``}`,
  );
  if (!found) return null;
  const remedial = jsonValue<[string, string, number, RemedialFound['jenis']][]>(
    found.remedial,
    [],
  );
  const ditolak = await refusalNotes(
    db,
    remedial.map(([, , historyId]) => historyId),
  );
  return {
    row: jsonValue<PembelajaranRow>(found.target, null as never),
    guruId: found.user_guru_id ?? null,
    gradingOpen: found.grading_open !== false,
    batasLewat: parseBatasLewat(found.batas_lewat),
    ptsLewat: parseBatasLewat(found.pts_lewat),
    tps: parseTps(found.tps),
    siswa: parseSiswa(found.siswa),
    rows: reads.rows ? parseRows(reads.rows.table, found.rows) : [],
    remedial: new Map(
      remedial.map(([anggota, kolom, historyId, jenis]) => [
        `${anggota}|${kolom}`,
        { jenis, ditolak: ditolak.get(historyId) ?? null },
      ]),
    ),
  };
}

/** The pembelajaran a teacher teaches (as the Dapodik teacher or the local guru pengajar). */
export async function pembelajaranOfGuru(db: Db, scope: PembelajaranScope, guruId: string) {
  return db
    .select({
      pembelajaranId: pembelajaran.pembelajaranId,
      namaMataPelajaran: pembelajaran.namaMataPelajaran,
      mataPelajaranId: pembelajaran.mataPelajaranId,
      kelompokId: pembelajaran.kelompokId,
      noUrut: pembelajaran.noUrut,
      indukPembelajaranId: pembelajaran.indukPembelajaranId,
      rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
      rombel: rombonganBelajar.nama,
      tingkat: rombonganBelajar.tingkat,
      jenisRombel: rombonganBelajar.jenisRombel,
      kunciNilai: rombonganBelajar.kunciNilai,
      merdeka: isMerdeka,
    })
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .leftJoin(kurikulum, eq(kurikulum.kurikulumId, rombonganBelajar.kurikulumId))
    .where(
      and(
        eq(pembelajaran.sekolahId, scope.sekolahId),
        eq(pembelajaran.semesterId, scope.semesterId),
        isNull(pembelajaran.deletedAt),
        isNull(rombonganBelajar.deletedAt),
        or(eq(pembelajaran.guruId, guruId), eq(pembelajaran.guruPengajarId, guruId)),
      ),
    )
    .orderBy(asc(rombonganBelajar.tingkat), asc(rombonganBelajar.nama), asc(pembelajaran.noUrut));
}

/**
 * Whether grading is open school-wide for the semester: unless the administrator closed it or its
 * deadline has passed (gradingOpenSql).
 */
export async function isGradingOpen(db: Db, scope: PembelajaranScope): Promise<boolean> {
  return (await gradingStatus(db, scope)).dibuka;
}

/** The grading status of a school and semester as the Beranda and its switch show it. */
export interface GradingStatus {
  /** Open now (gradingOpenSql). */
  dibuka: boolean;
  /** The deadline (ISO-8601 UTC), or null. */
  batas: string | null;
  /** The deadline has passed by the database's clock (so grading is closed). */
  batasLewat: boolean;
  /** The school's time zone. */
  zona: ZonaWaktu;
  /** The Nilai Tengah Semester deadline (ISO-8601 UTC), or null. */
  batasPts: string | null;
  /** That deadline has passed by the database's clock (mid-semester scores closed). */
  batasPtsLewat: boolean;
}

/** The passed deadline that closed grading, if that is why (for lockReasonText). */
export function batasLewatOf(status: GradingStatus): BatasLewat | null {
  return !status.dibuka && status.batasLewat && status.batas
    ? { batas: status.batas, zona: status.zona }
    : null;
}

/** Whether grading is open, its deadline and the school's time zone, in one statement. */
export async function gradingStatus(db: Db, scope: PembelajaranScope): Promise<GradingStatus> {
  const [row] = await executePrepared<{
    dibuka: boolean;
    batas: string | null;
    batas_lewat: boolean;
    zona: string | null;
    batas_pts: string | null;
    batas_pts_lewat: boolean;
  }>(
    db,
    sql`select ${gradingOpenSql(scope)} as dibuka, b.batas,
               coalesce(b.batas::timestamptz <= now(), false) as batas_lewat,
               (${zonaSql(scope)}) as zona, b.batas_pts,
               coalesce(b.batas_pts::timestamptz <= now(), false) as batas_pts_lewat
        from (select (${settingValueSql(BATAS_PENILAIAN_KEY, scope)}) as batas,
                     (${settingValueSql(BATAS_PTS_KEY, scope)}) as batas_pts) as b`,
  );
  return {
    dibuka: row?.dibuka !== false,
    batas: row?.batas ?? null,
    batasLewat: row?.batas_lewat === true,
    zona: zonaOf(row?.zona ?? null),
    batasPts: row?.batas_pts ?? null,
    batasPtsLewat: row?.batas_pts_lewat === true,
  };
}

/**
 * The transaction-scoped lock that orders saves (shared) against the switch (exclusive) for one
 * school and semester: advisory, so the many saves under way hold it side by side for free.
 */
const statusLockKey = (scope: PembelajaranScope) =>
  sql`hashtextextended(${`${STATUS_PENILAIAN_KEY}:${scope.sekolahId}:${scope.semesterId}`}, 0)`;

/** The statement taking the status lock shared (a save), answering one row. */
const statusLockSql = (scope: PembelajaranScope) =>
  sql`select pg_advisory_xact_lock_shared(${statusLockKey(scope)}) is null as locked`;

/** The school's time zone (setting `zona`, per school; see settings.usecases.ts). */
const zonaSql = (scope: PembelajaranScope) =>
  settingValueSql('zona', { sekolahId: scope.sekolahId });

const zonaOf = (value: string | null): ZonaWaktu =>
  ZONA_WAKTU.find((zona) => zona === value) ?? 'Asia/Jakarta';

/**
 * THE rule of whether grading is open for a school and semester, as an SQL boolean: the
 * administrator's switch is not '0', and no deadline is set or the database's clock has not
 * reached it. Everything that decides or shows it uses this expression: the write guard and
 * findGradingTarget, isGradingOpen and gradingStatus. `now()` is
 * the time the statement's transaction began: a save whose transaction began before the deadline
 * is a save under way at it, and is let finish (as the switch waits for those).
 */
const gradingOpenSql = (scope: PembelajaranScope) =>
  sql`(coalesce((${settingValueSql(STATUS_PENILAIAN_KEY, scope)}), '1') <> '0'
       and coalesce(now() < (${settingValueSql(BATAS_PENILAIAN_KEY, scope)})::timestamptz, true))`;

/** Whether the Nilai Tengah Semester window is open, as an SQL boolean: its deadline not reached. */
const ptsOpenSql = (scope: PembelajaranScope) =>
  sql`coalesce(now() < (${settingValueSql(BATAS_PTS_KEY, scope)})::timestamptz, true)`;

/**
 * A deadline setting (`key`) and the school's time zone as a JSON pair when it has passed; else
 * null.
 */
const batasLewatSql = (scope: PembelajaranScope, key: string) =>
  sql`select json_build_array(b.value, (${zonaSql(scope)}))
      from (${settingValueSql(key, scope)}) as b
      where b.value::timestamptz <= now()`;

function parseBatasLewat(json: unknown): BatasLewat | null {
  const pair = jsonValue<[string, string | null] | null>(json, null);
  return pair ? { batas: pair[0], zona: zonaOf(pair[1]) } : null;
}

/** TP columns a save writes: they must still be mapped to its pembelajaran when it writes. */
export interface MappedColumns {
  pembelajaranId: string;
  tpIds: readonly string[];
}

/**
 * The guard of a grade save that read its target without locks (writeRowsGuarded): the status
 * lock taken first (as findGradingTarget's `lockRombel`), then, under it and a share lock on the
 * class (a wali locking it waits, or is waited for), grading still open and the class unlocked.
 * With `columns` (the TP columns of SLM and attainment saves), every one of those TPs must still be
 * mapped to the pembelajaran: their mapping rows are share-locked, so taking a TP off the class
 * (which locks them for update, then counts its scores) waits for this save and sees its scores,
 * and a save meeting a mapping removed meanwhile writes nothing (it reads again, and the column is
 * then unknown). In the 'pts' window the Nilai Tengah Semester deadline must not be reached either.
 */
export function gradeWriteGuard(
  scope: PembelajaranScope,
  rombonganBelajarId: string,
  columns?: MappedColumns,
  window: GradingWindow = 'penilaian',
): WriteGuard {
  const r = rombonganBelajar;
  const stillMapped = columns
    ? sql`and (select count(*) from (
                 select 1 from ${tpMapel}
                 where ${tpMapel.pembelajaranId} = ${columns.pembelajaranId}
                   and ${tpMapel.tpId} in (select jsonb_array_elements_text(${JSON.stringify(columns.tpIds)}::jsonb)::uuid)
                 for share of ${tpMapel}) as held) = ${columns.tpIds.length}`
    : sql``;
  return {
    before: statusLockSql(scope),
    guard: sql`
      select not coalesce(${r.kunciNilai}, false)
             and ${gradingOpenSql(scope)}
             ${window === 'pts' ? sql`and ${ptsOpenSql(scope)}` : sql``}
             ${stillMapped} as ok
      from ${r}
      where ${r.rombonganBelajarId} = ${rombonganBelajarId}
      for share of ${r}`,
  };
}

/** Why a class's grades cannot change now: grading closed school-wide, or the class locked. */
export type GradeLockReason = 'status-penilaian' | 'kunci-nilai';

/** The lock on a class's grades, if any: grading closed wins over the class's own lock. */
export function gradeLockReason(gradingOpen: boolean, kunciNilai: boolean): GradeLockReason | null {
  return !gradingOpen ? 'status-penilaian' : kunciNilai ? 'kunci-nilai' : null;
}

/**
 * Why, in words, lower-case, to follow a colon ("…: nilai kelas X TKJ 1 sudah dikunci …"). Closed
 * grading is named by its deadline when that has passed (`batasLewat`, as findGradingTarget and
 * withGradeLocks answer it), else by the administrator's switch.
 */
export function lockReasonText(
  reason: GradeLockReason,
  rombel: string,
  batasLewat: BatasLewat | null = null,
): string {
  if (reason === 'kunci-nilai') return `nilai kelas ${rombel} sudah dikunci oleh wali kelas.`;
  return batasLewat
    ? `penilaian sudah ditutup pada batas waktu ${formatBatas(batasLewat.batas, batasLewat.zona)}.`
    : 'penilaian sedang ditutup oleh administrator.';
}

/**
 * Runs `work` in one transaction holding the locks a grade save holds (gradeWriteGuard) on the
 * given classes: the grading-status lock shared, then each class row share-locked (in a fixed
 * order). `work` is told, as read under those locks, which of the classes cannot take changes now
 * and why (grading closed first, as gradingTarget says it). So what it writes, after checking
 * that, lands before the administrator closes grading or a wali locks one of these classes, and
 * never after; to refuse, it throws, and the transaction is rolled back. For writes that change
 * grades without being grade rows (the weights, the TPs mapped to a pembelajaran). `batasLewat`:
 * the passed deadline that closed grading, if that is why (for lockReasonText).
 */
export async function withGradeLocks<T>(
  db: Db,
  scope: PembelajaranScope,
  rombonganBelajarIds: readonly string[],
  work: (
    tx: Db,
    locked: ReadonlyMap<string, GradeLockReason>,
    batasLewat: BatasLewat | null,
  ) => Promise<T>,
): Promise<T> {
  const ids = [...new Set(rombonganBelajarIds)].sort();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = new Map<string, GradeLockReason>();
    const shut: string[] = [];
    for (const [index, id] of ids.entries()) {
      const guard = gradeWriteGuard(scope, id);
      if (index === 0) await executePrepared(tx, guard.before);
      const [row] = await executePrepared<{ ok: boolean }>(tx, guard.guard);
      if (row?.ok !== true) shut.push(id);
    }
    let batasLewat: BatasLewat | null = null;
    if (shut.length > 0) {
      const status = await gradingStatus(tx, scope);
      const reason = status.dibuka ? 'kunci-nilai' : 'status-penilaian';
      for (const id of shut) locked.set(id, reason);
      batasLewat = batasLewatOf(status);
    }
    return work(tx, locked, batasLewat);
  });
}

/**
 * Opens or closes grading school-wide, recorded in the lock log (opening with its reason). Waits
 * for the saves under way to commit; every save that starts later reads the new status, so no
 * grade lands after "closed" has been answered. Setting what already holds changes nothing.
 * Opening grading that its deadline closed clears that deadline (recorded too), so it opens.
 */
export async function setGradingOpen(
  db: Db,
  scope: PembelajaranScope,
  open: boolean,
  by: { userId: string; alasan?: string | null | undefined },
) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${statusLockKey(scope)})`);
    const status = await gradingStatus(tx, scope);
    if (status.dibuka === open) return;
    if (open && status.batasLewat) {
      await setSetting(tx, BATAS_PENILAIAN_KEY, null, scope);
      await recordKunci(tx, scope, {
        rombonganBelajarId: null,
        kunci: false,
        alasan: null,
        userId: by.userId,
        batas: status.batas,
      });
    }
    await setSetting(tx, STATUS_PENILAIAN_KEY, open ? '1' : '0', scope);
    await recordKunci(tx, scope, {
      rombonganBelajarId: null,
      kunci: !open,
      alasan: open ? (by.alasan ?? null) : null,
      userId: by.userId,
    });
  });
}

/**
 * In a deadline change's transaction: takes the grading-status lock exclusively (saves under way
 * finish first; later ones read the change), then reads the stored deadline (setting `key`),
 * whether the database's clock has reached it, and whether it has reached `batas` (a new one).
 */
async function lockedDeadline(tx: Db, scope: PembelajaranScope, key: string, batas: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(${statusLockKey(scope)})`);
  const [row] = await executePrepared<{
    stored: string | null;
    lewat: boolean | null;
    stored_lewat: boolean | null;
  }>(
    tx,
    sql`select s.stored, ${batas}::timestamptz <= now() as lewat,
               s.stored::timestamptz <= now() as stored_lewat
        from (select (${settingValueSql(key, scope)}) as stored) as s`,
  );
  return {
    stored: row?.stored ?? null,
    lewat: batas !== null && row?.lewat === true,
    storedLewat: row?.stored_lewat === true,
  };
}

/**
 * Sets the grading deadline (ISO-8601) or clears it (null), recorded in the lock log with who did
 * it. Under the grading-status lock, as setGradingOpen (the two never cross). A deadline the
 * database's clock has already reached is refused ('lewat'): setting one never closes grading
 * there and then. A deadline that has passed is not changed here ('sudah-lewat'): changing it
 * would open grading again without the reason opening asks for; setGradingOpen clears it.
 */
export async function setBatasPenilaian(
  db: Db,
  scope: PembelajaranScope,
  batas: string | null,
  by: { userId: string },
): Promise<'disimpan' | 'tetap' | 'lewat' | 'sudah-lewat'> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { stored, lewat, storedLewat } = await lockedDeadline(
      tx,
      scope,
      BATAS_PENILAIAN_KEY,
      batas,
    );
    if (storedLewat) return batas === stored ? 'tetap' : 'sudah-lewat';
    if (lewat) return 'lewat';
    if (batas === stored) return 'tetap';
    await setSetting(tx, BATAS_PENILAIAN_KEY, batas, scope);
    await recordKunci(tx, scope, {
      rombonganBelajarId: null,
      kunci: batas !== null,
      alasan: null,
      userId: by.userId,
      batas: batas ?? stored,
    });
    return 'disimpan';
  });
}

/**
 * Sets the Nilai Tengah Semester deadline (ISO-8601) or clears it (null), recorded in the lock log
 * (jenis 'pts'). Under the grading-status lock, as setBatasPenilaian, so a mid-semester save under
 * way lands before it and none after. A time the database's clock has reached is refused ('lewat').
 * Once the stored deadline has passed, mid-semester entry is closed; moving or clearing it opens it
 * again, which needs a reason ('perlu-alasan' without one) and is recorded as an opening with it.
 */
export async function setBatasPts(
  db: Db,
  scope: PembelajaranScope,
  batas: string | null,
  by: { userId: string; alasan?: string | null | undefined },
): Promise<'disimpan' | 'tetap' | 'lewat' | 'perlu-alasan'> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const {
      stored,
      lewat,
      storedLewat: reopening,
    } = await lockedDeadline(tx, scope, BATAS_PTS_KEY, batas);
    if (batas === stored) return 'tetap';
    if (lewat) return 'lewat';
    const alasan = by.alasan?.trim() ?? '';
    if (reopening && alasan.length < ALASAN_BUKA_MIN) return 'perlu-alasan';
    await setSetting(tx, BATAS_PTS_KEY, batas, scope);
    const event = { rombonganBelajarId: null, userId: by.userId, jenis: 'pts' as const };
    if (reopening) {
      await recordKunci(tx, scope, { ...event, kunci: false, alasan, batas: stored });
    }
    if (batas !== null || !reopening) {
      await recordKunci(tx, scope, {
        ...event,
        kunci: batas !== null,
        alasan: null,
        batas: batas ?? stored,
      });
    }
    return 'disimpan';
  });
}

export interface SiswaRow {
  anggotaRombelId: string;
  pesertaDidikId: string;
  nama: string;
  nisn: string | null;
}

/**
 * The students of a class a pembelajaran grades, as one JSON value (see parseSiswa): the class
 * members, for a religion subject only those of that religion (domain §5.0), by name. `agama` is
 * an SQL expression (null = every student), so the query also works as a subquery.
 *
 * Each member's student record is looked up by its key (`limit 1` keeps the lookup from being
 * folded into a join). As a join, PostgreSQL hashed the class against a scan of every student of
 * every school on the server, testing the religion on each: at the deadline bench most of the
 * database time of every grid load and save, and growing with the number of schools.
 */
function siswaJsonSql(rombonganBelajarId: SQL | string, agama: SQL) {
  return sql`
      select coalesce(json_agg(json_build_array(a.anggota_rombel_id, pd.peserta_didik_id, pd.nama, pd.nisn)
                               order by pd.nama, a.anggota_rombel_id), '[]'::json)
      from ${anggotaRombel} as a
      cross join lateral (
        select s.peserta_didik_id, s.nama, s.nisn, s.agama_id from ${pesertaDidik} as s
        where s.peserta_didik_id = a.peserta_didik_id
        limit 1
      ) as pd
      where a.rombongan_belajar_id = ${rombonganBelajarId} and a.deleted_at is null
        and (${agama} is null or pd.agama_id = ${agama})`;
}

function parseSiswa(json: unknown): SiswaRow[] {
  const list = jsonValue<[string, string, string, string | null][]>(json, []);
  return list.map(([anggotaRombelId, pesertaDidikId, nama, nisn]) => ({
    anggotaRombelId,
    pesertaDidikId,
    nama,
    nisn,
  }));
}

/**
 * The students a pembelajaran grades: the class members, for a religion subject only those of
 * that religion (domain §5.0), by name. Answered as one JSON array (one value is cheaper to hand
 * over than a result row per student, above all on PGlite).
 */
export async function siswaOf(
  db: Db,
  rombonganBelajarId: string,
  agamaId: number | null,
): Promise<SiswaRow[]> {
  const [row] = await executePrepared<{ siswa: unknown }>(
    db,
    sql`select (${siswaJsonSql(rombonganBelajarId, sql`${agamaId}::int`)}) as siswa`,
  );
  return parseSiswa(row?.siswa);
}

/**
 * The TPs mapped to a pembelajaran as one JSON value, in the order they were mapped. Each TP is looked up by its key (`limit 1` keeps the lookup
 * from being folded into a join): PGlite never gathers table statistics, and without them the
 * planner scanned every TP of the school once per mapped TP, on every grid load and save.
 */
function tpsJsonSql(pembelajaranId: string) {
  return sql`
      select coalesce(json_agg(json_build_array(${tpMapel.tpId}, tp.deskripsi) order by ${tpMapel.urutan}),
                      '[]'::json)
      from ${tpMapel}
      cross join lateral (
        select ${tujuanPembelajaran.deskripsi} as deskripsi from ${tujuanPembelajaran}
        where ${tujuanPembelajaran.tpId} = ${tpMapel.tpId} and ${tujuanPembelajaran.deletedAt} is null
        limit 1
      ) as tp
      where ${tpMapel.pembelajaranId} = ${pembelajaranId}`;
}

export interface TpRow {
  tpId: string;
  deskripsi: string;
}

function parseTps(json: unknown): TpRow[] {
  return jsonValue<[string, string][]>(json, []).map(([tpId, deskripsi]) => ({
    tpId,
    deskripsi,
  }));
}

/** The TPs mapped to a pembelajaran, in the order they were mapped (one prepared JSON value). */
export async function tpOf(db: Db, pembelajaranId: string): Promise<TpRow[]> {
  const [row] = await executePrepared<{ tps: unknown }>(
    db,
    sql`select (${tpsJsonSql(pembelajaranId)}) as tps`,
  );
  return parseTps(row?.tps);
}
