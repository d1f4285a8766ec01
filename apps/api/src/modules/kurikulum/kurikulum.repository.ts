import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAPEL_PKL_ID,
  type cpListQuerySchema,
  type kdListQuerySchema,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Db } from '../../db/client';
import { kurikulum, mataPelajaran } from '../referensi/referensi.table';
import { orderOf, pageWithTotal, searchAny, totalOver } from '../referensi/list-paging';
import { isMerdeka } from '../referensi/rombel.repository';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import {
  capaianPembelajaran,
  kompetensiDasar,
  tpMapel,
  tujuanPembelajaran,
} from './kurikulum.table';

export interface Scope {
  sekolahId: string;
  semesterId: string;
}

export type CpListQuery = z.output<typeof cpListQuerySchema>;
export type KdListQuery = z.output<typeof kdListQuerySchema>;

const pembelajaranColumns = {
  pembelajaranId: pembelajaran.pembelajaranId,
  rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
  rombel: rombonganBelajar.nama,
  tingkat: rombonganBelajar.tingkat,
  mataPelajaranId: pembelajaran.mataPelajaranId,
  namaMataPelajaran: pembelajaran.namaMataPelajaran,
  guruId: pembelajaran.guruId,
  guruPengajarId: pembelajaran.guruPengajarId,
  bobotSumatifMateri: pembelajaran.bobotSumatifMateri,
  bobotSumatifAkhir: pembelajaran.bobotSumatifAkhir,
  kunciNilai: rombonganBelajar.kunciNilai,
  merdeka: isMerdeka,
};

/** Live pembelajaran of the school's classes (regular and elective) in the semester. */
function pembelajaranOfScope(scope: Scope): SQL {
  return and(
    eq(pembelajaran.sekolahId, scope.sekolahId),
    eq(pembelajaran.semesterId, scope.semesterId),
    isNull(pembelajaran.deletedAt),
    isNull(rombonganBelajar.deletedAt),
    inArray(rombonganBelajar.jenisRombel, [1, 16]),
  )!;
}

/** Subjects assessed with CP/KD and TP: not PKL, not the P5 project or its themes. */
const kurikulumSubject = and(
  ne(pembelajaran.mataPelajaranId, MAPEL_PKL_ID),
  sql`${pembelajaran.mataPelajaranId} / 1000 <> 200040`,
)!;

/**
 * What the teacher teaches (as the Dapodik teacher or the local guru pengajar) in the session's
 * school and semester, without PKL and P5, by grade, class and order on the report.
 */
export async function pembelajaranOfGuru(db: Db, scope: Scope, guruId: string) {
  return db
    .select(pembelajaranColumns)
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .leftJoin(kurikulum, eq(kurikulum.kurikulumId, rombonganBelajar.kurikulumId))
    .where(
      and(
        pembelajaranOfScope(scope),
        kurikulumSubject,
        or(eq(pembelajaran.guruId, guruId), eq(pembelajaran.guruPengajarId, guruId)),
      ),
    )
    .orderBy(
      asc(rombonganBelajar.tingkat),
      asc(rombonganBelajar.nama),
      sql`${pembelajaran.noUrut} nulls last`,
      asc(pembelajaran.namaMataPelajaran),
      asc(pembelajaran.pembelajaranId),
    );
}
export type PembelajaranGuruRow = Awaited<ReturnType<typeof pembelajaranOfGuru>>[number];

/** Whether a pembelajaran exists in the school and semester at all (403 rather than 404). */
export async function pembelajaranExists(db: Db, scope: Scope, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pembelajaran.pembelajaranId })
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .where(and(pembelajaranOfScope(scope), eq(pembelajaran.pembelajaranId, id)))
    .limit(1);
  return row !== undefined;
}

/** Names of national subject ids the school knows (learned from Dapodik). */
export async function knownMapel(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: mataPelajaran.mataPelajaranId, nama: mataPelajaran.nama })
    .from(mataPelajaran)
    .where(inArray(mataPelajaran.mataPelajaranId, ids));
  return new Map(rows.map((row) => [row.id, row.nama]));
}

/* ------------------------------------------------------------------ capaian pembelajaran */

export interface MapelFase {
  mataPelajaranId: number;
  fase: 'E' | 'F';
}

/**
 * Live TPs per CP that the teacher works with: his own and those mapped to his pembelajaran (a
 * grouped query: a correlated subquery in a one-table select loses its table qualifiers).
 */
export async function countTpByCp(
  db: Db,
  cpIds: number[],
  guru: { guruId: string; pembelajaranIds: string[] },
): Promise<Map<number, number>> {
  if (cpIds.length === 0) return new Map();
  const mapped =
    guru.pembelajaranIds.length > 0
      ? sql`exists (select 1 from ${tpMapel} where ${tpMapel.tpId} = ${tujuanPembelajaran.tpId} and ${inArray(tpMapel.pembelajaranId, guru.pembelajaranIds)})`
      : sql`false`;
  const rows = await db
    .select({ cpId: tujuanPembelajaran.cpId, n: count() })
    .from(tujuanPembelajaran)
    .innerJoin(capaianPembelajaran, eq(capaianPembelajaran.cpId, tujuanPembelajaran.cpId))
    .where(
      and(
        inArray(tujuanPembelajaran.cpId, cpIds),
        isNull(tujuanPembelajaran.deletedAt),
        or(eq(tujuanPembelajaran.guruId, guru.guruId), mapped),
      ),
    )
    .groupBy(tujuanPembelajaran.cpId);
  return new Map(rows.map((row) => [row.cpId!, row.n]));
}

export async function listCp(db: Db, sekolahId: string, pairs: MapelFase[], query: CpListQuery) {
  if (pairs.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(capaianPembelajaran.sekolahId, sekolahId),
    isNull(capaianPembelajaran.deletedAt),
    or(
      ...pairs.map((pair) =>
        and(
          eq(capaianPembelajaran.mataPelajaranId, pair.mataPelajaranId),
          eq(capaianPembelajaran.fase, pair.fase),
        ),
      ),
    ),
    searchAny(query.q, [capaianPembelajaran.elemen, capaianPembelajaran.deskripsi]),
  );
  const order = orderOf(
    query,
    {
      mata_pelajaran: capaianPembelajaran.mataPelajaranId,
      fase: capaianPembelajaran.fase,
      elemen: capaianPembelajaran.elemen,
    },
    'mata_pelajaran',
    capaianPembelajaran.cpId,
  );
  return pageWithTotal(query, (limit, offset) =>
    db
      .select({
        cpId: capaianPembelajaran.cpId,
        mataPelajaranId: capaianPembelajaran.mataPelajaranId,
        fase: capaianPembelajaran.fase,
        elemen: capaianPembelajaran.elemen,
        deskripsi: capaianPembelajaran.deskripsi,
        aktif: capaianPembelajaran.aktif,
        isDir: capaianPembelajaran.isDir,
        total: totalOver,
      })
      .from(capaianPembelajaran)
      .where(where)
      .orderBy(...order.slice(0, 1), asc(capaianPembelajaran.fase), ...order.slice(1))
      .limit(limit)
      .offset(offset),
  );
}

export async function findCp(db: Db, sekolahId: string, cpId: number) {
  const [row] = await db
    .select()
    .from(capaianPembelajaran)
    .where(
      and(
        eq(capaianPembelajaran.sekolahId, sekolahId),
        eq(capaianPembelajaran.cpId, cpId),
        isNull(capaianPembelajaran.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function cpByKunci(db: Db, sekolahId: string, kunci: string) {
  const [row] = await db
    .select({
      cpId: capaianPembelajaran.cpId,
      isDir: capaianPembelajaran.isDir,
      aktif: capaianPembelajaran.aktif,
    })
    .from(capaianPembelajaran)
    .where(and(eq(capaianPembelajaran.sekolahId, sekolahId), eq(capaianPembelajaran.kunci, kunci)))
    .limit(1);
  return row ?? null;
}

/** The subject, phase, element and text of the school's CPs of the given subjects (not deleted). */
export async function cpTextsOf(db: Db, sekolahId: string, mapelIds: number[]) {
  if (mapelIds.length === 0) return [];
  return db
    .select({
      cpId: capaianPembelajaran.cpId,
      mataPelajaranId: capaianPembelajaran.mataPelajaranId,
      fase: capaianPembelajaran.fase,
      elemen: capaianPembelajaran.elemen,
      deskripsi: capaianPembelajaran.deskripsi,
      isDir: capaianPembelajaran.isDir,
    })
    .from(capaianPembelajaran)
    .where(
      and(
        eq(capaianPembelajaran.sekolahId, sekolahId),
        inArray(capaianPembelajaran.mataPelajaranId, mapelIds),
        isNull(capaianPembelajaran.deletedAt),
      ),
    );
}

/** Which of the given keys the school already holds. */
export async function existingKunci(db: Db, sekolahId: string, keys: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const part = keys.slice(i, i + 1000);
    const rows = await db
      .select({ kunci: capaianPembelajaran.kunci })
      .from(capaianPembelajaran)
      .where(
        and(eq(capaianPembelajaran.sekolahId, sekolahId), inArray(capaianPembelajaran.kunci, part)),
      );
    for (const row of rows) found.add(row.kunci);
  }
  return found;
}

export type NewCp = typeof capaianPembelajaran.$inferInsert;

/** Inserts CPs in chunks; a key the school already holds is skipped. Answers how many were new. */
export async function insertCps(db: Db, rows: NewCp[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const result = await db
      .insert(capaianPembelajaran)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({
        target: [capaianPembelajaran.sekolahId, capaianPembelajaran.kunci],
      })
      .returning({ cpId: capaianPembelajaran.cpId });
    inserted += result.length;
  }
  return inserted;
}

export async function setCpAktif(db: Db, cpId: number, aktif: boolean) {
  await db
    .update(capaianPembelajaran)
    .set({ aktif, updatedAt: new Date() })
    .where(eq(capaianPembelajaran.cpId, cpId));
}

/** A school CP's corrected text and its new key (subject and phase stay). */
export async function updateCpText(
  db: Db,
  cpId: number,
  values: { elemen: string; deskripsi: string; kunci: string },
) {
  await db
    .update(capaianPembelajaran)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(capaianPembelajaran.cpId, cpId));
}

/** Live TPs under a CP, whoever wrote them. */
export async function countLiveTpOfCp(db: Db, cpId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tujuanPembelajaran)
    .where(and(eq(tujuanPembelajaran.cpId, cpId), isNull(tujuanPembelajaran.deletedAt)));
  return row?.n ?? 0;
}

/**
 * Locks a live CP's row, answering whether it is live: `share` while TPs are added under it (a
 * deletion waits for them), `update` while it is deleted (a TP being added under it, whose
 * foreign key share-locks the row, is waited for; one added after finds it deleted).
 */
export async function lockLiveCp(tx: Db, cpId: number, mode: 'share' | 'update') {
  const rows = await tx
    .select({ cpId: capaianPembelajaran.cpId })
    .from(capaianPembelajaran)
    .where(and(eq(capaianPembelajaran.cpId, cpId), isNull(capaianPembelajaran.deletedAt)))
    .for(mode);
  return rows.length > 0;
}

/** Soft-deletes a CP no live TP uses, answering whether it did (see lockLiveCp). */
export async function deleteUnusedCp(db: Db, cpId: number, kunciDihapus: string) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await lockLiveCp(tx, cpId, 'update'))) return false;
    const now = new Date();
    const unused = tx
      .select({ tpId: tujuanPembelajaran.tpId })
      .from(tujuanPembelajaran)
      .where(and(eq(tujuanPembelajaran.cpId, cpId), isNull(tujuanPembelajaran.deletedAt)));
    const rows = await tx
      .update(capaianPembelajaran)
      .set({ deletedAt: now, updatedAt: now, kunci: kunciDihapus })
      .where(and(eq(capaianPembelajaran.cpId, cpId), notExists(unused)))
      .returning({ cpId: capaianPembelajaran.cpId });
    return rows.length > 0;
  });
}

/** Active CPs a TP of this subject and phase can hang under. */
export async function cpOptions(db: Db, sekolahId: string, pair: MapelFase) {
  return db
    .select({
      cpId: capaianPembelajaran.cpId,
      elemen: capaianPembelajaran.elemen,
      deskripsi: capaianPembelajaran.deskripsi,
      isDir: capaianPembelajaran.isDir,
    })
    .from(capaianPembelajaran)
    .where(
      and(
        eq(capaianPembelajaran.sekolahId, sekolahId),
        eq(capaianPembelajaran.mataPelajaranId, pair.mataPelajaranId),
        eq(capaianPembelajaran.fase, pair.fase),
        eq(capaianPembelajaran.aktif, true),
        isNull(capaianPembelajaran.deletedAt),
      ),
    )
    .orderBy(asc(capaianPembelajaran.elemen), asc(capaianPembelajaran.cpId));
}

export async function cpRingkasan(db: Db, sekolahId: string) {
  const [row] = await db
    .select({
      total: count(),
      dir: sql<number>`count(*) filter (where ${capaianPembelajaran.isDir})::int`,
      aktif: sql<number>`count(*) filter (where ${capaianPembelajaran.aktif})::int`,
      faseE: sql<number>`count(*) filter (where ${capaianPembelajaran.fase} = 'E')::int`,
      mapel: sql<number>`count(distinct ${capaianPembelajaran.mataPelajaranId})::int`,
    })
    .from(capaianPembelajaran)
    .where(
      and(eq(capaianPembelajaran.sekolahId, sekolahId), isNull(capaianPembelajaran.deletedAt)),
    );
  return row ?? { total: 0, dir: 0, aktif: 0, faseE: 0, mapel: 0 };
}

/* ------------------------------------------------------------------ kompetensi dasar */

export interface MapelTingkat {
  mataPelajaranId: number;
  tingkat: number;
}

export async function listKd(db: Db, sekolahId: string, pairs: MapelTingkat[], query: KdListQuery) {
  if (pairs.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(kompetensiDasar.sekolahId, sekolahId),
    isNull(kompetensiDasar.deletedAt),
    or(
      ...pairs.map((pair) =>
        and(
          eq(kompetensiDasar.mataPelajaranId, pair.mataPelajaranId),
          eq(kompetensiDasar.tingkat, pair.tingkat),
        ),
      ),
    ),
    searchAny(query.q, [kompetensiDasar.kode, kompetensiDasar.deskripsi, kompetensiDasar.alias]),
  );
  const order = orderOf(
    query,
    {
      mata_pelajaran: kompetensiDasar.mataPelajaranId,
      kode: kompetensiDasar.kode,
      tingkat: kompetensiDasar.tingkat,
    },
    'mata_pelajaran',
    kompetensiDasar.kdId,
  );
  return pageWithTotal(query, (limit, offset) =>
    db
      .select({
        kdId: kompetensiDasar.kdId,
        mataPelajaranId: kompetensiDasar.mataPelajaranId,
        tingkat: kompetensiDasar.tingkat,
        kompetensiId: kompetensiDasar.kompetensiId,
        kode: kompetensiDasar.kode,
        deskripsi: kompetensiDasar.deskripsi,
        alias: kompetensiDasar.alias,
        kurikulum: kompetensiDasar.kurikulum,
        aktif: kompetensiDasar.aktif,
        total: totalOver,
      })
      .from(kompetensiDasar)
      .where(where)
      .orderBy(
        ...order.slice(0, 1),
        asc(kompetensiDasar.tingkat),
        asc(kompetensiDasar.kompetensiId),
        sql`string_to_array(${kompetensiDasar.kode}, '.')::int[]`,
        ...order.slice(1),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function findKd(db: Db, sekolahId: string, kdId: string) {
  const [row] = await db
    .select()
    .from(kompetensiDasar)
    .where(
      and(
        eq(kompetensiDasar.sekolahId, sekolahId),
        eq(kompetensiDasar.kdId, kdId),
        isNull(kompetensiDasar.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function kdKodeTaken(
  db: Db,
  sekolahId: string,
  values: MapelTingkat & { kompetensiId: number; kode: string },
) {
  const [row] = await db
    .select({ kdId: kompetensiDasar.kdId })
    .from(kompetensiDasar)
    .where(
      and(
        eq(kompetensiDasar.sekolahId, sekolahId),
        eq(kompetensiDasar.mataPelajaranId, values.mataPelajaranId),
        eq(kompetensiDasar.tingkat, values.tingkat),
        eq(kompetensiDasar.kompetensiId, values.kompetensiId),
        eq(kompetensiDasar.kode, values.kode),
        isNull(kompetensiDasar.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertKd(db: Db, values: typeof kompetensiDasar.$inferInsert) {
  const [row] = await db
    .insert(kompetensiDasar)
    .values(values)
    .returning({ kdId: kompetensiDasar.kdId });
  return row!.kdId;
}

export async function updateKd(
  db: Db,
  kdId: string,
  values: Partial<Pick<typeof kompetensiDasar.$inferInsert, 'alias' | 'aktif'>>,
) {
  await db
    .update(kompetensiDasar)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(kompetensiDasar.kdId, kdId));
}

export async function kdOptions(db: Db, sekolahId: string, pair: MapelTingkat) {
  return db
    .select({
      kdId: kompetensiDasar.kdId,
      kode: kompetensiDasar.kode,
      kompetensiId: kompetensiDasar.kompetensiId,
      deskripsi: sql<string>`coalesce(nullif(${kompetensiDasar.alias}, ''), ${kompetensiDasar.deskripsi})`,
    })
    .from(kompetensiDasar)
    .where(
      and(
        eq(kompetensiDasar.sekolahId, sekolahId),
        eq(kompetensiDasar.mataPelajaranId, pair.mataPelajaranId),
        eq(kompetensiDasar.tingkat, pair.tingkat),
        eq(kompetensiDasar.aktif, true),
        isNull(kompetensiDasar.deletedAt),
      ),
    )
    .orderBy(
      asc(kompetensiDasar.kompetensiId),
      sql`string_to_array(${kompetensiDasar.kode}, '.')::int[]`,
    );
}

/* ------------------------------------------------------------------ bobot */

/** Sets the weights of pembelajaran (call inside the transaction that checked the grade locks). */
export async function updateBobot(
  tx: Db,
  rows: { pembelajaranId: string; materi: number; akhir: number }[],
) {
  for (const row of rows) {
    await tx
      .update(pembelajaran)
      .set({
        bobotSumatifMateri: row.materi,
        bobotSumatifAkhir: row.akhir,
        updatedAt: new Date(),
      })
      .where(eq(pembelajaran.pembelajaranId, row.pembelajaranId));
  }
}
