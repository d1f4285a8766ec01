import { sql } from 'drizzle-orm';
import { ALASAN_BUKA_MIN } from '@erapor/shared/penilaian/penilaian.schemas';
import { formatBatas } from '@erapor/shared/penilaian/batas-penilaian';
import { ZONA_WAKTU, type ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import type { Db } from '../../db/client';
import { tpMapel } from '../kurikulum/kurikulum.table';
import { rombonganBelajar } from '../rombel/rombel.table';
import { setSetting, settingValueSql } from '../settings/settings.repository';
import { recordDeadlineClosing, recordKunci } from './kunci-log.repository';
import type { WriteGuard } from './grade-store';
import { executePrepared, jsonValue } from './prepared-sql';

// Whether grades may change now, school-wide and per class: the administrator's switch, the
// deadlines (grading's and the Nilai Tengah Semester's), the wali's class lock, the lock that
// orders saves against them, and the guard every grade write runs under it.

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
export const statusLockSql = (scope: PembelajaranScope) =>
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
export const gradingOpenSql = (scope: PembelajaranScope) =>
  sql`(coalesce((${settingValueSql(STATUS_PENILAIAN_KEY, scope)}), '1') <> '0'
       and coalesce(now() < (${settingValueSql(BATAS_PENILAIAN_KEY, scope)})::timestamptz, true))`;

/** Whether the Nilai Tengah Semester window is open, as an SQL boolean: its deadline not reached. */
export const ptsOpenSql = (scope: PembelajaranScope) =>
  sql`coalesce(now() < (${settingValueSql(BATAS_PTS_KEY, scope)})::timestamptz, true)`;

/**
 * A deadline setting (`key`) and the school's time zone as a JSON pair when it has passed; else
 * null.
 */
export const batasLewatSql = (scope: PembelajaranScope, key: string) =>
  sql`select json_build_array(b.value, (${zonaSql(scope)}))
      from (${settingValueSql(key, scope)}) as b
      where b.value::timestamptz <= now()`;

export function parseBatasLewat(json: unknown): BatasLewat | null {
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
  // the wali or the administrator may have locked it (decision 0021): the grid names which
  if (reason === 'kunci-nilai') return `nilai kelas ${rombel} sudah dikunci.`;
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
      if (status.batas) await recordDeadlineClosing(tx, scope, status.batas, 'penilaian');
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
      if (stored) await recordDeadlineClosing(tx, scope, stored, 'pts');
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
