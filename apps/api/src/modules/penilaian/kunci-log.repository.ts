import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { KUNCI_LOG_SHOWN, type KunciLog } from '@erapor/shared/penilaian/penilaian.schemas';
import type { Db } from '../../db/client';
import { users } from '../auth/users.table';
import { isoTime } from './grade-store';
import type { PembelajaranScope } from './grading-status.repository';
import { kunciNilaiLog } from './penilaian.table';

export interface KunciEvent {
  /** The class; null for the school-wide grading switch and deadline. */
  rombonganBelajarId: string | null;
  kunci: boolean;
  alasan: string | null;
  /** Who did it; null for what a deadline did by itself (see `waktu`). */
  userId: string | null;
  /**
   * When it happened, if not now: a deadline's own closing, recorded when it is undone (grading
   * opened again after its deadline), at the deadline's time.
   */
  waktu?: string;
  /**
   * A change of the school's grading deadline instead of a lock: the deadline set (`kunci` true)
   * or cleared (`kunci` false), ISO-8601.
   */
  batas?: string | null;
  /** Which deadline `batas` is (default 'penilaian'): grading as a whole, or the PTS window. */
  jenis?: 'penilaian' | 'pts';
}

/** Appends one lock or unlock (or deadline change); call in the transaction that makes it. */
export async function recordKunci(db: Db, scope: PembelajaranScope, event: KunciEvent) {
  await db.insert(kunciNilaiLog).values({
    sekolahId: scope.sekolahId,
    semesterId: scope.semesterId,
    rombonganBelajarId: event.rombonganBelajarId,
    kunci: event.kunci,
    alasan: event.alasan && event.alasan.length > 0 ? event.alasan : null,
    userId: event.userId,
    ...(event.waktu ? { createdAt: new Date(event.waktu) } : {}),
    batasWaktu: event.batas ? new Date(event.batas) : null,
    jenis: event.jenis ?? 'penilaian',
  });
}

/**
 * The latest events per class (`rombonganBelajarIds`) or of the school-wide switch and deadline
 * (null), newest first, at most `shown` each (the home page's KUNCI_LOG_SHOWN; null: all of them,
 * for the whole log). Keyed by class id ('' for the school).
 */
export async function kunciLogOf(
  db: Db,
  scope: PembelajaranScope,
  rombonganBelajarIds: readonly string[] | null,
  shown: number | null = KUNCI_LOG_SHOWN,
): Promise<Map<string, KunciLog[]>> {
  const result = new Map<string, KunciLog[]>();
  if (rombonganBelajarIds !== null && rombonganBelajarIds.length === 0) return result;
  const ranked = db
    .select({
      rombonganBelajarId: kunciNilaiLog.rombonganBelajarId,
      kunci: kunciNilaiLog.kunci,
      alasan: kunciNilaiLog.alasan,
      oleh: users.name,
      userId: kunciNilaiLog.userId,
      waktu: sql<string>`${isoTime(sql`${kunciNilaiLog.createdAt}`)}`.as('waktu'),
      batas: sql<string | null>`${isoTime(sql`${kunciNilaiLog.batasWaktu}`)}`.as('batas'),
      jenis: kunciNilaiLog.jenis,
      urutan: sql<number>`row_number() over (partition by ${kunciNilaiLog.rombonganBelajarId}
                                             order by ${kunciNilaiLog.id} desc)`.as('urutan'),
    })
    .from(kunciNilaiLog)
    .leftJoin(users, eq(users.userId, kunciNilaiLog.userId))
    .where(
      and(
        eq(kunciNilaiLog.sekolahId, scope.sekolahId),
        eq(kunciNilaiLog.semesterId, scope.semesterId),
        rombonganBelajarIds === null
          ? isNull(kunciNilaiLog.rombonganBelajarId)
          : inArray(kunciNilaiLog.rombonganBelajarId, [...rombonganBelajarIds]),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(shown === null ? undefined : sql`${ranked.urutan} <= ${shown}`)
    .orderBy(desc(ranked.urutan));
  // oldest of the shown first, so unshift leaves each list newest first
  for (const row of rows) {
    const key = row.rombonganBelajarId ?? '';
    const list = result.get(key) ?? [];
    list.unshift({
      kunci: row.kunci,
      alasan: row.alasan,
      oleh: row.oleh,
      waktu: row.waktu,
      batas: row.batas,
      jenis: row.jenis === 'pts' ? 'pts' : 'penilaian',
      // a closing nobody made: the deadline's own (recordDeadlineClosing)
      ...(row.userId === null && row.kunci && row.batas === null ? { otomatis: true } : {}),
    });
    result.set(key, list);
  }
  return result;
}

/**
 * Who locked the class last (its latest lock event): the name, and the teacher behind the
 * account, if any (null for the administrator's own account); null when the log holds no lock.
 */
export async function lastLockerOf(
  db: Db,
  scope: PembelajaranScope,
  rombonganBelajarId: string,
): Promise<{ nama: string | null; guruId: string | null } | null> {
  const [row] = await db
    .select({ nama: users.name, guruId: users.guruId })
    .from(kunciNilaiLog)
    .leftJoin(users, eq(users.userId, kunciNilaiLog.userId))
    .where(
      and(
        eq(kunciNilaiLog.sekolahId, scope.sekolahId),
        eq(kunciNilaiLog.semesterId, scope.semesterId),
        eq(kunciNilaiLog.rombonganBelajarId, rombonganBelajarId),
        eq(kunciNilaiLog.kunci, true),
      ),
    )
    .orderBy(desc(kunciNilaiLog.id))
    .limit(1);
  return row ?? null;
}

/**
 * Records that a passed deadline closed grading (or PTS entry) by itself at its time, when that
 * closing is undone: it was no write when it happened, and the log would otherwise go from "set"
 * straight to "opened again".
 */
export async function recordDeadlineClosing(
  db: Db,
  scope: PembelajaranScope,
  batas: string,
  jenis: 'penilaian' | 'pts',
) {
  await recordKunci(db, scope, {
    rombonganBelajarId: null,
    kunci: true,
    alasan: null,
    userId: null,
    waktu: batas,
    jenis,
  });
}
