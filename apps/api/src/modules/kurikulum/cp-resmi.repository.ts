import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { capaianPembelajaran, tujuanPembelajaran } from './kurikulum.table';

// Official CPs (the Directorate's catalogue, imported by the administrator) taken back as a whole:
// a wrong import removed per subject and phase, keeping what a TP uses.
//
// Official CPs are rows of one school (`capaian_pembelajaran.sekolah_id`; each school imports the
// catalogue for itself), so the administrator only ever touches his own school's. The check for
// TPs still looks at every TP, of whatever school, that points at the CP.

const cp = capaianPembelajaran;
const tp = tujuanPembelajaran;

/** Per subject and phase: the school's live official CPs and how many of them a live TP uses. */
export async function officialCpGroups(db: Db, sekolahId: string) {
  return db
    .select({
      mataPelajaranId: cp.mataPelajaranId,
      fase: cp.fase,
      total: sql<number>`count(distinct ${cp.cpId})::int`,
      // a CP without a live TP joins no row: its tp.cp_id is null and is not counted
      dipakai: sql<number>`count(distinct ${tp.cpId})::int`,
    })
    .from(cp)
    .leftJoin(tp, and(eq(tp.cpId, cp.cpId), isNull(tp.deletedAt)))
    .where(and(eq(cp.sekolahId, sekolahId), eq(cp.isDir, true), isNull(cp.deletedAt)))
    .groupBy(cp.mataPelajaranId, cp.fase)
    .orderBy(asc(cp.mataPelajaranId), asc(cp.fase));
}

/**
 * No live TP hangs under the CP being updated. Written with the tables' own names: inside a
 * subquery, a column drizzle leaves unqualified would be read as the TP's own `cp_id`.
 */
const noLiveTp = sql`not exists (select 1 from ${tp} where ${tp}.${sql.identifier('cp_id')} = ${cp}.${sql.identifier('cp_id')} and ${tp}.${sql.identifier('deleted_at')} is null)`;

/**
 * Soft-deletes the school's official CPs of a subject (in one phase, or both) that no live TP
 * uses; each deleted CP's key becomes `kunciDihapus(cpId)`, so importing the right catalogue later
 * brings its text back. Answers how many official CPs there were and how many went.
 *
 * Race-safe against a TP added meanwhile: the CPs' rows are locked for update first (in id order),
 * which waits for a TP insert under way (its foreign key share-locks the CP's row, as addTp's
 * lockLiveCp does), and the update then checks for TPs in the same statement, in a snapshot taken
 * after those inserts committed. A TP added after the lock finds its CP deleted and is refused.
 */
export async function deleteUnusedOfficialCps(
  db: Db,
  target: { sekolahId: string; mataPelajaranId: number; fase: 'E' | 'F' | null },
  kunciDihapus: (cpId: number) => string,
): Promise<{ total: number; dihapus: number }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await tx
      .select({ cpId: cp.cpId })
      .from(cp)
      .where(
        and(
          eq(cp.sekolahId, target.sekolahId),
          eq(cp.isDir, true),
          eq(cp.mataPelajaranId, target.mataPelajaranId),
          target.fase ? eq(cp.fase, target.fase) : undefined,
          isNull(cp.deletedAt),
        ),
      )
      .orderBy(asc(cp.cpId))
      .for('update');
    if (locked.length === 0) return { total: 0, dihapus: 0 };
    const ids = locked.map((row) => row.cpId);
    const kunci = sql`case ${cp.cpId} ${sql.join(
      ids.map((id) => sql`when ${id} then ${kunciDihapus(id)}`),
      sql` `,
    )} end`;
    const now = new Date();
    const deleted = await tx
      .update(cp)
      .set({ deletedAt: now, updatedAt: now, kunci })
      .where(and(inArray(cp.cpId, ids), noLiveTp))
      .returning({ cpId: cp.cpId });
    return { total: ids.length, dihapus: deleted.length };
  });
}
