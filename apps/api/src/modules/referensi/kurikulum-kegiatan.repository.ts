import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ekskulListQuerySchema,
  mapelListQuerySchema,
} from '@erapor/shared/referensi/rombel.schemas';
import type { Db } from '../../db/client';
import { guru } from '../gtk/gtk.table';
import { ekstrakurikuler, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { anggotaCount } from './rombel.repository';
import { mataPelajaran } from './referensi.table';
import { orderOf, pageWithTotal, searchAny, totalOver } from './list-paging';

export type MapelListQuery = z.output<typeof mapelListQuerySchema>;
export type EkskulListQuery = z.output<typeof ekskulListQuerySchema>;

/** The teacher shown for a subject: the school's override, else Dapodik's. */
const teacherName = sql<
  string | null
>`coalesce((select ${guru.nama} from ${guru} where ${guru.guruId} = ${pembelajaran.guruPengajarId}), (select ${guru.nama} from ${guru} where ${guru.guruId} = ${pembelajaran.guruId}))`;

export async function listMapel(
  db: Db,
  sekolahId: string,
  semesterId: string,
  query: MapelListQuery,
) {
  const where = and(
    eq(pembelajaran.sekolahId, sekolahId),
    eq(pembelajaran.semesterId, semesterId),
    isNull(pembelajaran.deletedAt),
    isNull(rombonganBelajar.deletedAt),
    query.rombongan_belajar_id
      ? eq(pembelajaran.rombonganBelajarId, query.rombongan_belajar_id)
      : undefined,
    searchAny(query.q, [
      pembelajaran.namaMataPelajaran,
      mataPelajaran.nama,
      sql`${pembelajaran.mataPelajaranId}::text`,
    ]),
  )!;
  const order = orderOf(
    query,
    {
      kelas: rombonganBelajar.nama,
      mata_pelajaran_id: pembelajaran.mataPelajaranId,
      nama_mata_pelajaran: pembelajaran.namaMataPelajaran,
      guru: teacherName,
    },
    'kelas',
    pembelajaran.pembelajaranId,
  );
  return pageWithTotal(query, (limit, offset) =>
    db
      .select({
        pembelajaranId: pembelajaran.pembelajaranId,
        rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
        kelas: rombonganBelajar.nama,
        mataPelajaranId: pembelajaran.mataPelajaranId,
        mataPelajaran: mataPelajaran.nama,
        namaMataPelajaran: pembelajaran.namaMataPelajaran,
        guru: teacherName,
        kelompokId: pembelajaran.kelompokId,
        noUrut: pembelajaran.noUrut,
        total: totalOver,
      })
      .from(pembelajaran)
      .innerJoin(
        rombonganBelajar,
        eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
      )
      .leftJoin(mataPelajaran, eq(mataPelajaran.mataPelajaranId, pembelajaran.mataPelajaranId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}

/** Classes that hold subjects (regular and elective), for the class filter. */
export async function classesWithSubjects(db: Db, sekolahId: string, semesterId: string) {
  return db
    .select({ value: rombonganBelajar.rombonganBelajarId, label: rombonganBelajar.nama })
    .from(rombonganBelajar)
    .where(
      and(
        eq(rombonganBelajar.sekolahId, sekolahId),
        eq(rombonganBelajar.semesterId, semesterId),
        isNull(rombonganBelajar.deletedAt),
        sql`${rombonganBelajar.jenisRombel} in (1, 16)`,
      ),
    )
    .orderBy(rombonganBelajar.tingkat, rombonganBelajar.nama);
}

export async function listEkskul(
  db: Db,
  sekolahId: string,
  semesterId: string,
  query: EkskulListQuery,
) {
  const where = and(
    eq(ekstrakurikuler.sekolahId, sekolahId),
    eq(ekstrakurikuler.semesterId, semesterId),
    isNull(ekstrakurikuler.deletedAt),
    searchAny(query.q, [ekstrakurikuler.namaEkskul, guru.nama, ekstrakurikuler.alamatEkskul]),
  )!;
  const anggota = sql<number>`coalesce(${anggotaCount}, 0)`;
  const order = orderOf(
    query,
    { nama_ekskul: ekstrakurikuler.namaEkskul, pembina: guru.nama, anggota },
    'nama_ekskul',
    ekstrakurikuler.ekstrakurikulerId,
  );
  return pageWithTotal(query, (limit, offset) =>
    db
      .select({
        ekstrakurikulerId: ekstrakurikuler.ekstrakurikulerId,
        namaEkskul: ekstrakurikuler.namaEkskul,
        pembina: guru.nama,
        pembinaGelarDepan: guru.gelarDepan,
        pembinaGelarBelakang: guru.gelarBelakang,
        ruang: ekstrakurikuler.alamatEkskul,
        rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
        anggota,
        total: totalOver,
      })
      .from(ekstrakurikuler)
      .leftJoin(guru, eq(guru.guruId, ekstrakurikuler.guruId))
      .leftJoin(
        rombonganBelajar,
        eq(rombonganBelajar.rombonganBelajarId, ekstrakurikuler.rombonganBelajarId),
      )
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}
