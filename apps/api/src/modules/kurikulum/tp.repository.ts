import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { tpListQuerySchema } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Db } from '../../db/client';
import { nilaiTp, tpNilai } from '../penilaian/penilaian.table';
import { pageWithTotal, searchAny, totalOver } from '../referensi/list-paging';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import type { MapelFase, MapelTingkat } from './kurikulum.repository';
import {
  capaianPembelajaran,
  kompetensiDasar,
  tpMapel,
  tujuanPembelajaran,
} from './kurikulum.table';

export type TpListQuery = z.output<typeof tpListQuerySchema>;

const tpMapelId = sql<number>`coalesce(${capaianPembelajaran.mataPelajaranId}, ${kompetensiDasar.mataPelajaranId})`;

/** Which TPs the teacher sees: mapped to one of the given pembelajaran, or written by him. */
function visibleTp(
  guruId: string,
  pembelajaranIds: string[],
  fasePairs: MapelFase[],
  tingkatPairs: MapelTingkat[],
): SQL {
  const mapped =
    pembelajaranIds.length > 0
      ? sql`exists (select 1 from ${tpMapel} where ${tpMapel.tpId} = ${tujuanPembelajaran.tpId} and ${inArray(tpMapel.pembelajaranId, pembelajaranIds)})`
      : sql`false`;
  const ownSubjects = [
    ...fasePairs.map((pair) =>
      and(
        eq(capaianPembelajaran.mataPelajaranId, pair.mataPelajaranId),
        eq(capaianPembelajaran.fase, pair.fase),
      ),
    ),
    ...tingkatPairs.map((pair) =>
      and(
        eq(kompetensiDasar.mataPelajaranId, pair.mataPelajaranId),
        eq(kompetensiDasar.tingkat, pair.tingkat),
      ),
    ),
  ];
  const written =
    ownSubjects.length > 0
      ? and(eq(tujuanPembelajaran.guruId, guruId), or(...ownSubjects))!
      : sql`false`;
  return or(mapped, written)!;
}

export async function listTp(
  db: Db,
  sekolahId: string,
  guruId: string,
  scope: { pembelajaranIds: string[]; fasePairs: MapelFase[]; tingkatPairs: MapelTingkat[] },
  query: TpListQuery,
) {
  if (scope.pembelajaranIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(tujuanPembelajaran.sekolahId, sekolahId),
    isNull(tujuanPembelajaran.deletedAt),
    visibleTp(guruId, scope.pembelajaranIds, scope.fasePairs, scope.tingkatPairs),
    searchAny(query.q, [
      tujuanPembelajaran.deskripsi,
      capaianPembelajaran.elemen,
      kompetensiDasar.kode,
    ]),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const order =
    query.sort === 'deskripsi'
      ? [direction(tujuanPembelajaran.deskripsi)]
      : [
          direction(tpMapelId),
          asc(capaianPembelajaran.fase),
          asc(kompetensiDasar.tingkat),
          asc(capaianPembelajaran.cpId),
          asc(kompetensiDasar.kompetensiId),
          asc(kompetensiDasar.kode),
          asc(tujuanPembelajaran.urutan),
        ];
  return pageWithTotal(query, (limit, offset) =>
    db
      .select({
        tpId: tujuanPembelajaran.tpId,
        deskripsi: tujuanPembelajaran.deskripsi,
        guruId: tujuanPembelajaran.guruId,
        mataPelajaranId: tpMapelId,
        cpId: capaianPembelajaran.cpId,
        cpElemen: capaianPembelajaran.elemen,
        cpDeskripsi: capaianPembelajaran.deskripsi,
        cpFase: capaianPembelajaran.fase,
        cpIsDir: capaianPembelajaran.isDir,
        kdId: kompetensiDasar.kdId,
        kdKode: kompetensiDasar.kode,
        kdDeskripsi: sql<
          string | null
        >`coalesce(nullif(${kompetensiDasar.alias}, ''), ${kompetensiDasar.deskripsi})`,
        kdTingkat: kompetensiDasar.tingkat,
        total: totalOver,
      })
      .from(tujuanPembelajaran)
      .leftJoin(capaianPembelajaran, eq(capaianPembelajaran.cpId, tujuanPembelajaran.cpId))
      .leftJoin(kompetensiDasar, eq(kompetensiDasar.kdId, tujuanPembelajaran.kdId))
      .where(where)
      .orderBy(...order, asc(tujuanPembelajaran.tpId))
      .limit(limit)
      .offset(offset),
  );
}

/** TPs of the school (not deleted) with their CP/KD subject, phase and grade. */
export async function findTps(db: Db, sekolahId: string, tpIds: string[]) {
  if (tpIds.length === 0) return [];
  return db
    .select({
      tpId: tujuanPembelajaran.tpId,
      deskripsi: tujuanPembelajaran.deskripsi,
      guruId: tujuanPembelajaran.guruId,
      cpId: tujuanPembelajaran.cpId,
      kdId: tujuanPembelajaran.kdId,
      mataPelajaranId: tpMapelId,
      fase: capaianPembelajaran.fase,
      kdTingkat: kompetensiDasar.tingkat,
    })
    .from(tujuanPembelajaran)
    .leftJoin(capaianPembelajaran, eq(capaianPembelajaran.cpId, tujuanPembelajaran.cpId))
    .leftJoin(kompetensiDasar, eq(kompetensiDasar.kdId, tujuanPembelajaran.kdId))
    .where(
      and(
        eq(tujuanPembelajaran.sekolahId, sekolahId),
        inArray(tujuanPembelajaran.tpId, tpIds),
        isNull(tujuanPembelajaran.deletedAt),
      ),
    );
}

/** One TP of the school with its CP/KD subject, phase and grade. */
export async function findTp(db: Db, sekolahId: string, tpId: string) {
  const [row] = await findTps(db, sekolahId, [tpId]);
  return row ?? null;
}
export type TpRow = NonNullable<Awaited<ReturnType<typeof findTp>>>;

/** The pembelajaran of the semester each TP is mapped to, with the class and its teachers. */
export async function mappingsOf(db: Db, semesterId: string, tpIds: string[]) {
  if (tpIds.length === 0) return [];
  return db
    .select({
      tpId: tpMapel.tpId,
      pembelajaranId: tpMapel.pembelajaranId,
      rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
      rombel: rombonganBelajar.nama,
      tingkat: rombonganBelajar.tingkat,
      kunciNilai: rombonganBelajar.kunciNilai,
      guruId: pembelajaran.guruId,
      guruPengajarId: pembelajaran.guruPengajarId,
    })
    .from(tpMapel)
    .innerJoin(pembelajaran, eq(pembelajaran.pembelajaranId, tpMapel.pembelajaranId))
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .where(
      and(
        inArray(tpMapel.tpId, tpIds),
        eq(pembelajaran.semesterId, semesterId),
        isNull(pembelajaran.deletedAt),
      ),
    )
    .orderBy(asc(rombonganBelajar.tingkat), asc(rombonganBelajar.nama));
}
export type MappingRow = Awaited<ReturnType<typeof mappingsOf>>[number];

/**
 * (tp, pembelajaran) pairs that hold a score (SLM) or an attainment flag: a cleared cell keeps
 * its row with a null value, which does not count.
 */
export async function scoredPairs(db: Db, tpIds: string[]) {
  if (tpIds.length === 0) return [];
  const nilai = db
    .selectDistinct({ tpId: nilaiTp.tpId, pembelajaranId: nilaiTp.pembelajaranId })
    .from(nilaiTp)
    .where(and(inArray(nilaiTp.tpId, tpIds), isNotNull(nilaiTp.nilai)));
  const capaian = db
    .selectDistinct({ tpId: tpNilai.tpId, pembelajaranId: tpNilai.pembelajaranId })
    .from(tpNilai)
    .where(and(inArray(tpNilai.tpId, tpIds), isNotNull(tpNilai.kompeten)));
  return nilai.union(capaian);
}

export async function countScores(db: Db, tpId: string, pembelajaranId?: string) {
  const [row] = await db
    .select({
      nilai: sql<number>`(select count(*)::int from ${nilaiTp} where ${nilaiTp.tpId} = ${tpId} and ${nilaiTp.nilai} is not null ${pembelajaranId ? sql`and ${nilaiTp.pembelajaranId} = ${pembelajaranId}` : sql``})`,
      capaian: sql<number>`(select count(*)::int from ${tpNilai} where ${tpNilai.tpId} = ${tpId} and ${tpNilai.kompeten} is not null ${pembelajaranId ? sql`and ${tpNilai.pembelajaranId} = ${pembelajaranId}` : sql``})`,
    })
    .from(sql`(select 1) as satu`);
  return { nilai: row?.nilai ?? 0, capaian: row?.capaian ?? 0 };
}

/** Live TPs under a CP or KD with the pembelajaran each is mapped to. */
export async function tpsUnder(
  db: Db,
  sekolahId: string,
  induk: { cpId: number | null; kdId: string | null },
) {
  const rows = await db
    .select({
      tpId: tujuanPembelajaran.tpId,
      guruId: tujuanPembelajaran.guruId,
      deskripsi: tujuanPembelajaran.deskripsi,
      pembelajaranId: tpMapel.pembelajaranId,
    })
    .from(tujuanPembelajaran)
    .leftJoin(tpMapel, eq(tpMapel.tpId, tujuanPembelajaran.tpId))
    .where(
      and(
        eq(tujuanPembelajaran.sekolahId, sekolahId),
        isNull(tujuanPembelajaran.deletedAt),
        induk.cpId !== null
          ? eq(tujuanPembelajaran.cpId, induk.cpId)
          : eq(tujuanPembelajaran.kdId, induk.kdId!),
      ),
    );
  const byTp = new Map<
    string,
    { tpId: string; guruId: string | null; deskripsi: string; pembelajaranIds: string[] }
  >();
  for (const row of rows) {
    const tp = byTp.get(row.tpId) ?? { ...row, pembelajaranIds: [] };
    if (row.pembelajaranId) tp.pembelajaranIds.push(row.pembelajaranId);
    byTp.set(row.tpId, tp);
  }
  return [...byTp.values()];
}

/**
 * Takes the transaction-scoped lock under which TPs are added under one CP or KD of a school
 * (saveTps): two requests adding the same text compare the texts one after the other, and the
 * later one finds the earlier one's TP. Advisory, like the grading-status lock: it locks no row,
 * so grade saves and reads go on, and only additions under the same CP/KD wait for each other.
 */
export async function lockTpInduk(
  tx: Db,
  sekolahId: string,
  induk: { cpId: number | null; kdId: string | null },
) {
  const key = `tujuan_pembelajaran:${sekolahId}:${induk.cpId !== null ? `cp:${induk.cpId}` : `kd:${induk.kdId}`}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function insertTps(
  db: Db,
  values: (typeof tujuanPembelajaran.$inferInsert)[],
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const rows = await db
      .insert(tujuanPembelajaran)
      .values(values.slice(i, i + 500))
      .returning({ tpId: tujuanPembelajaran.tpId });
    ids.push(...rows.map((row) => row.tpId));
  }
  return ids;
}

/** The TPs mapped to one pembelajaran. */
export async function tpIdsMappedTo(db: Db, pembelajaranId: string): Promise<string[]> {
  const rows = await db
    .select({ tpId: tpMapel.tpId })
    .from(tpMapel)
    .where(eq(tpMapel.pembelajaranId, pembelajaranId));
  return rows.map((row) => row.tpId);
}

export async function insertMappings(
  db: Db,
  sekolahId: string,
  pairs: { tpId: string; pembelajaranId: string }[],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < pairs.length; i += 1000) {
    const rows = await db
      .insert(tpMapel)
      .values(pairs.slice(i, i + 1000).map((pair) => ({ ...pair, sekolahId })))
      .onConflictDoNothing()
      .returning({ tpId: tpMapel.tpId });
    inserted += rows.length;
  }
  return inserted;
}

export async function updateTpText(db: Db, tpId: string, deskripsi: string) {
  await db
    .update(tujuanPembelajaran)
    .set({ deskripsi, updatedAt: new Date() })
    .where(eq(tujuanPembelajaran.tpId, tpId));
}

/**
 * Soft delete (grade rows with a cleared value may still point at it); its mappings go. Call
 * inside a transaction (the one that checked the grade locks of the classes it is mapped to).
 */
export async function deleteTp(tx: Db, tpId: string) {
  await tx.delete(tpMapel).where(eq(tpMapel.tpId, tpId));
  const now = new Date();
  await tx
    .update(tujuanPembelajaran)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(tujuanPembelajaran.tpId, tpId));
}

/**
 * Locks a TP's mapping rows (to one pembelajaran, or all of them) for update, inside the
 * transaction that removes them: a grade save writing that TP share-locks them in its guard
 * (gradeWriteGuard), so this waits for the saves under way, and a count of scores made after it
 * sees theirs; a save that comes later finds the mapping gone and writes nothing.
 */
export async function lockMappings(tx: Db, tpId: string, pembelajaranId?: string) {
  await tx
    .select({ tpId: tpMapel.tpId })
    .from(tpMapel)
    .where(
      and(
        eq(tpMapel.tpId, tpId),
        pembelajaranId ? eq(tpMapel.pembelajaranId, pembelajaranId) : undefined,
      ),
    )
    .for('update');
}

export async function deleteMapping(db: Db, tpId: string, pembelajaranId: string) {
  await db
    .delete(tpMapel)
    .where(and(eq(tpMapel.tpId, tpId), eq(tpMapel.pembelajaranId, pembelajaranId)));
}
