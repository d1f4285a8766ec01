import { and, asc, eq, inArray, isNull, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guru } from '../gtk/gtk.table';
import {
  JENIS_PTK_ASESOR,
  JENIS_PTK_INSTRUKTUR,
  JENIS_PTK_TENDIK,
} from '../pengguna/pengguna.usecases';
import { pdKeluar, pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { anggotaRombel, rombonganBelajar } from '../rombel/rombel.table';
import { searchAny } from '../referensi/list-paging';
import { anggotaAktPd, bimbingPd } from './dudi.table';

export interface Scope {
  sekolahId: string;
  semesterId: string;
}

/** The school's teachers still present this semester (not tendik, instructors or assessors). */
function activeTeacher(scope: Scope): SQL {
  return and(
    eq(guru.sekolahId, scope.sekolahId),
    isNull(guru.deletedAt),
    notInArray(guru.jenisPtkId, [...JENIS_PTK_TENDIK, JENIS_PTK_INSTRUKTUR, JENIS_PTK_ASESOR]),
    notExists(
      sql`(select 1 from ptk_keluar k where k.guru_id = guru.guru_id and k.semester_id = ${scope.semesterId})`,
    ),
  )!;
}

export async function activeTeachers(db: Db, scope: Scope) {
  return db
    .select({ guruId: guru.guruId, nama: guru.nama, nuptk: guru.nuptk })
    .from(guru)
    .where(activeTeacher(scope))
    .orderBy(asc(guru.nama));
}

/** Students with a regular class this semester who have not left; their class name with them. */
function activeStudents(db: Db, scope: Scope) {
  return db
    .selectDistinctOn([pesertaDidik.pesertaDidikId], {
      pesertaDidikId: pesertaDidik.pesertaDidikId,
      nama: pesertaDidik.nama,
      nisn: pesertaDidik.nisn,
      kelas: sql<string>`${rombonganBelajar.nama}`.as('kelas'),
      rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
      tingkat: rombonganBelajar.tingkat,
    })
    .from(pesertaDidik)
    .innerJoin(
      anggotaRombel,
      and(
        eq(anggotaRombel.pesertaDidikId, pesertaDidik.pesertaDidikId),
        eq(anggotaRombel.semesterId, scope.semesterId),
        isNull(anggotaRombel.deletedAt),
      ),
    )
    .innerJoin(
      rombonganBelajar,
      and(
        eq(rombonganBelajar.rombonganBelajarId, anggotaRombel.rombonganBelajarId),
        eq(rombonganBelajar.jenisRombel, 1),
        isNull(rombonganBelajar.deletedAt),
      ),
    )
    .where(
      and(
        eq(pesertaDidik.sekolahId, scope.sekolahId),
        isNull(pesertaDidik.deletedAt),
        notExists(
          sql`(select 1 from ${pdKeluar} where ${pdKeluar.pesertaDidikId} = ${pesertaDidik.pesertaDidikId} and ${pdKeluar.semesterId} = ${scope.semesterId})`,
        ),
      ),
    )
    .orderBy(pesertaDidik.pesertaDidikId, asc(anggotaRombel.createdAt))
    .as('aktif');
}

export async function findActiveStudents(
  db: Db,
  scope: Scope,
  filter: {
    rombonganBelajarId?: string;
    q?: string;
    ids?: string[];
    nisns?: string[];
    tingkat?: number;
  },
) {
  const aktif = activeStudents(db, scope);
  return db
    .select()
    .from(aktif)
    .where(
      and(
        filter.rombonganBelajarId
          ? eq(aktif.rombonganBelajarId, filter.rombonganBelajarId)
          : undefined,
        filter.tingkat ? eq(aktif.tingkat, filter.tingkat) : undefined,
        filter.ids ? inArray(aktif.pesertaDidikId, filter.ids) : undefined,
        filter.nisns ? inArray(aktif.nisn, filter.nisns) : undefined,
        searchAny(filter.q, [aktif.nama, aktif.nisn]),
      ),
    )
    .orderBy(asc(aktif.kelas), asc(aktif.nama))
    .limit(filter.ids || filter.nisns || filter.tingkat ? 10_000 : 200);
}

/** Regular classes of the semester, for the "add from a class" filter. */
export async function regularClasses(db: Db, scope: Scope) {
  return db
    .select({ value: rombonganBelajar.rombonganBelajarId, label: rombonganBelajar.nama })
    .from(rombonganBelajar)
    .where(
      and(
        eq(rombonganBelajar.sekolahId, scope.sekolahId),
        eq(rombonganBelajar.semesterId, scope.semesterId),
        eq(rombonganBelajar.jenisRombel, 1),
        isNull(rombonganBelajar.deletedAt),
      ),
    )
    .orderBy(asc(rombonganBelajar.tingkat), asc(rombonganBelajar.nama));
}

export async function pembimbingOf(db: Db, aktPdId: string) {
  return db
    .select({
      bimbingPdId: bimbingPd.bimbingPdId,
      guruId: guru.guruId,
      nama: guru.nama,
      gelarDepan: guru.gelarDepan,
      gelarBelakang: guru.gelarBelakang,
      nuptk: guru.nuptk,
      urutan: bimbingPd.urutan,
    })
    .from(bimbingPd)
    .innerJoin(guru, eq(guru.guruId, bimbingPd.guruId))
    .where(and(eq(bimbingPd.aktPdId, aktPdId), isNull(bimbingPd.deletedAt)))
    .orderBy(asc(bimbingPd.urutan), asc(guru.nama));
}

/** Participants with their regular class of the semester (if any). */
export async function pesertaOf(db: Db, scope: Scope, aktPdId: string) {
  const kelas = sql<string | null>`(select ${rombonganBelajar.nama} from ${anggotaRombel}
    join ${rombonganBelajar} on ${rombonganBelajar.rombonganBelajarId} = ${anggotaRombel.rombonganBelajarId}
      and ${rombonganBelajar.jenisRombel} = 1 and ${rombonganBelajar.deletedAt} is null
    where ${anggotaRombel.pesertaDidikId} = ${pesertaDidik.pesertaDidikId}
      and ${anggotaRombel.semesterId} = ${scope.semesterId} and ${anggotaRombel.deletedAt} is null
    limit 1)`;
  return db
    .select({
      anggotaAktPdId: anggotaAktPd.anggotaAktPdId,
      pesertaDidikId: pesertaDidik.pesertaDidikId,
      nama: pesertaDidik.nama,
      nisn: pesertaDidik.nisn,
      kelas,
    })
    .from(anggotaAktPd)
    .innerJoin(pesertaDidik, eq(pesertaDidik.pesertaDidikId, anggotaAktPd.pesertaDidikId))
    .where(and(eq(anggotaAktPd.aktPdId, aktPdId), isNull(anggotaAktPd.deletedAt)))
    .orderBy(asc(pesertaDidik.nama));
}

/** Adds the teachers not yet supervising, after the existing ones; answers how many were added. */
export async function addPembimbing(db: Db, aktPdId: string, guruIds: string[]) {
  const current = await db
    .select({ guruId: bimbingPd.guruId, urutan: bimbingPd.urutan })
    .from(bimbingPd)
    .where(and(eq(bimbingPd.aktPdId, aktPdId), isNull(bimbingPd.deletedAt)));
  const present = new Set(current.map((row) => row.guruId));
  let urutan = Math.max(0, ...current.map((row) => row.urutan));
  const fresh = [...new Set(guruIds)].filter((id) => !present.has(id));
  for (const guruId of fresh) {
    urutan += 1;
    await db.insert(bimbingPd).values({ aktPdId, guruId, urutan });
  }
  return fresh.length;
}

/** Removes one supervisor and closes the gap in the order (1, 2, 3 …). */
export async function removePembimbing(db: Db, aktPdId: string, bimbingPdId: string) {
  const now = new Date();
  const removed = await db
    .update(bimbingPd)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(bimbingPd.aktPdId, aktPdId),
        eq(bimbingPd.bimbingPdId, bimbingPdId),
        isNull(bimbingPd.deletedAt),
      ),
    )
    .returning({ id: bimbingPd.bimbingPdId });
  const rest = await db
    .select({ id: bimbingPd.bimbingPdId })
    .from(bimbingPd)
    .where(and(eq(bimbingPd.aktPdId, aktPdId), isNull(bimbingPd.deletedAt)))
    .orderBy(asc(bimbingPd.urutan));
  for (const [index, row] of rest.entries()) {
    await db
      .update(bimbingPd)
      .set({ urutan: index + 1 })
      .where(eq(bimbingPd.bimbingPdId, row.id));
  }
  return removed.length > 0;
}

export async function findBimbing(db: Db, bimbingPdId: string) {
  const [row] = await db
    .select({ aktPdId: bimbingPd.aktPdId })
    .from(bimbingPd)
    .where(and(eq(bimbingPd.bimbingPdId, bimbingPdId), isNull(bimbingPd.deletedAt)));
  return row ?? null;
}

/** Adds the students not yet taking part; answers how many were added. */
export async function addPeserta(db: Db, aktPdId: string, pesertaDidikIds: string[]) {
  const current = await db
    .select({ id: anggotaAktPd.pesertaDidikId })
    .from(anggotaAktPd)
    .where(and(eq(anggotaAktPd.aktPdId, aktPdId), isNull(anggotaAktPd.deletedAt)));
  const present = new Set(current.map((row) => row.id));
  const fresh = [...new Set(pesertaDidikIds)].filter((id) => !present.has(id));
  if (fresh.length) {
    await db
      .insert(anggotaAktPd)
      .values(fresh.map((pesertaDidikId) => ({ aktPdId, pesertaDidikId })));
  }
  return fresh.length;
}

export async function findAnggota(db: Db, anggotaAktPdId: string) {
  const [row] = await db
    .select({ aktPdId: anggotaAktPd.aktPdId })
    .from(anggotaAktPd)
    .where(and(eq(anggotaAktPd.anggotaAktPdId, anggotaAktPdId), isNull(anggotaAktPd.deletedAt)));
  return row ?? null;
}

export async function removePeserta(db: Db, anggotaAktPdId: string) {
  const now = new Date();
  await db
    .update(anggotaAktPd)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(anggotaAktPd.anggotaAktPdId, anggotaAktPdId));
}
