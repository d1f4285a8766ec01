import { and, asc, eq, inArray, isNull, notExists, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guru, kasek, ptkKeluar } from '../gtk/gtk.table';
import { rombel4Tahun, rombonganBelajar } from '../rombel/rombel.table';
import { JENIS_PTK_ASESOR, JENIS_PTK_INSTRUKTUR } from '../pengguna/pengguna.usecases';

/** Staff of the school in the semester who can sign as principal (not instructors or assessors). */
export async function activeStaff(db: Db, sekolahId: string, semesterId: string) {
  return db
    .select({ guru_id: guru.guruId, nama: guru.nama })
    .from(guru)
    .where(
      and(
        eq(guru.sekolahId, sekolahId),
        isNull(guru.deletedAt),
        notInArray(guru.jenisPtkId, [JENIS_PTK_INSTRUKTUR, JENIS_PTK_ASESOR]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ptkKeluar)
            .where(and(eq(ptkKeluar.guruId, guru.guruId), eq(ptkKeluar.semesterId, semesterId))),
        ),
      ),
    )
    .orderBy(asc(guru.nama));
}

/** Regular classes of grade 11–13 in the semester: the candidates for a four-year programme. */
export async function upperRegularClasses(db: Db, sekolahId: string, semesterId: string) {
  return db
    .select({
      rombongan_belajar_id: rombonganBelajar.rombonganBelajarId,
      nama: rombonganBelajar.nama,
      tingkat: rombonganBelajar.tingkat,
    })
    .from(rombonganBelajar)
    .where(
      and(
        eq(rombonganBelajar.sekolahId, sekolahId),
        eq(rombonganBelajar.semesterId, semesterId),
        eq(rombonganBelajar.jenisRombel, 1),
        inArray(rombonganBelajar.tingkat, [11, 12, 13]),
        isNull(rombonganBelajar.deletedAt),
      ),
    )
    .orderBy(asc(rombonganBelajar.tingkat), asc(rombonganBelajar.nama));
}

export async function findKasek(db: Db, sekolahId: string, semesterId: string) {
  const [row] = await db
    .select()
    .from(kasek)
    .where(and(eq(kasek.sekolahId, sekolahId), eq(kasek.semesterId, semesterId)))
    .limit(1);
  return row ?? null;
}

export async function saveKasek(
  db: Db,
  sekolahId: string,
  semesterId: string,
  value: { guruId: string; jabatan: string } | null,
) {
  if (!value) {
    await db
      .delete(kasek)
      .where(and(eq(kasek.sekolahId, sekolahId), eq(kasek.semesterId, semesterId)));
    return;
  }
  await db
    .insert(kasek)
    .values({ sekolahId, semesterId, ...value })
    .onConflictDoUpdate({ target: [kasek.sekolahId, kasek.semesterId], set: value });
}

export async function rombel4TahunIds(db: Db, sekolahId: string, semesterId: string) {
  const rows = await db
    .select({ id: rombel4Tahun.rombonganBelajarId })
    .from(rombel4Tahun)
    .where(and(eq(rombel4Tahun.sekolahId, sekolahId), eq(rombel4Tahun.semesterId, semesterId)));
  return rows.map((row) => row.id);
}

export async function replaceRombel4Tahun(
  db: Db,
  sekolahId: string,
  semesterId: string,
  ids: string[],
) {
  await db
    .delete(rombel4Tahun)
    .where(and(eq(rombel4Tahun.sekolahId, sekolahId), eq(rombel4Tahun.semesterId, semesterId)));
  if (ids.length === 0) return;
  await db
    .insert(rombel4Tahun)
    .values(ids.map((rombonganBelajarId) => ({ rombonganBelajarId, sekolahId, semesterId })));
}
