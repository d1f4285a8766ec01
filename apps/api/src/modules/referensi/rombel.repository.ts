import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { rombelListQuerySchema } from '@erapor/shared/referensi/rombel.schemas';
import type { Db } from '../../db/client';
import { guru } from '../gtk/gtk.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { agama, jurusan, kelompok, kurikulum, mataPelajaran } from './referensi.table';
import { orderOf, pageWithTotal, searchAny, totalOver } from './list-paging';

export type RombelListQuery = z.output<typeof rombelListQuerySchema>;

/** Kurikulum Merdeka is recognised by its name (domain §2.1). */
export const isMerdeka = sql<boolean>`coalesce(${kurikulum.nama} ilike '%merdeka%', false)`;

export const KURIKULUM_MERDEKA_KELOMPOK = 2022;

/** Live members of a class: the count shown in the lists. */
export const anggotaCount = sql<number>`(select count(*)::int from ${anggotaRombel} where ${anggotaRombel.rombonganBelajarId} = ${rombonganBelajar.rombonganBelajarId} and ${anggotaRombel.deletedAt} is null)`;

function ofSemester(sekolahId: string, semesterId: string): SQL {
  return and(
    eq(rombonganBelajar.sekolahId, sekolahId),
    eq(rombonganBelajar.semesterId, semesterId),
    isNull(rombonganBelajar.deletedAt),
  )!;
}

export async function listRombel(
  db: Db,
  sekolahId: string,
  semesterId: string,
  query: RombelListQuery,
) {
  const where = and(
    ofSemester(sekolahId, semesterId),
    eq(rombonganBelajar.jenisRombel, Number(query.jenis)),
    searchAny(query.q, [rombonganBelajar.nama, guru.nama, jurusan.nama]),
  )!;
  const order = orderOf(
    query,
    {
      nama: rombonganBelajar.nama,
      tingkat: rombonganBelajar.tingkat,
      wali_kelas: guru.nama,
      jurusan: jurusan.nama,
      anggota: anggotaCount,
    },
    'nama',
    rombonganBelajar.rombonganBelajarId,
  );
  return pageWithTotal(query, (limit, offset) =>
    db
      .select({
        rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
        nama: rombonganBelajar.nama,
        tingkat: rombonganBelajar.tingkat,
        jenisRombel: rombonganBelajar.jenisRombel,
        waliNama: guru.nama,
        waliGelarDepan: guru.gelarDepan,
        waliGelarBelakang: guru.gelarBelakang,
        jurusan: jurusan.nama,
        kurikulum: kurikulum.nama,
        merdeka: isMerdeka,
        anggota: anggotaCount,
        total: totalOver,
      })
      .from(rombonganBelajar)
      .leftJoin(guru, eq(guru.guruId, rombonganBelajar.guruId))
      .leftJoin(jurusan, eq(jurusan.jurusanId, rombonganBelajar.jurusanId))
      .leftJoin(kurikulum, eq(kurikulum.kurikulumId, rombonganBelajar.kurikulumId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}

/** One class of the school in the semester (any jenis), or null. */
export async function findRombel(db: Db, sekolahId: string, semesterId: string, id: string) {
  const [row] = await db
    .select({
      rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
      nama: rombonganBelajar.nama,
      jenisRombel: rombonganBelajar.jenisRombel,
      merdeka: isMerdeka,
    })
    .from(rombonganBelajar)
    .leftJoin(kurikulum, eq(kurikulum.kurikulumId, rombonganBelajar.kurikulumId))
    .where(and(ofSemester(sekolahId, semesterId), eq(rombonganBelajar.rombonganBelajarId, id)));
  return row ?? null;
}

export async function anggotaOf(db: Db, rombonganBelajarId: string) {
  return db
    .select({
      anggotaRombelId: anggotaRombel.anggotaRombelId,
      pesertaDidikId: pesertaDidik.pesertaDidikId,
      nama: pesertaDidik.nama,
      nisn: pesertaDidik.nisn,
      jenisKelamin: pesertaDidik.jenisKelamin,
      tempatLahir: pesertaDidik.tempatLahir,
      tanggalLahir: pesertaDidik.tanggalLahir,
      agama: agama.nama,
    })
    .from(anggotaRombel)
    .innerJoin(pesertaDidik, eq(pesertaDidik.pesertaDidikId, anggotaRombel.pesertaDidikId))
    .leftJoin(agama, eq(agama.agamaId, pesertaDidik.agamaId))
    .where(
      and(
        eq(anggotaRombel.rombonganBelajarId, rombonganBelajarId),
        isNull(anggotaRombel.deletedAt),
        isNull(pesertaDidik.deletedAt),
      ),
    )
    .orderBy(pesertaDidik.nama);
}

/**
 * One live enrolment of the school's semester, with its class. `forShare` share-locks the class
 * row, so that a lock of the class's grades (an update of that row) waits for the caller's
 * transaction, or the caller reads the lock it made.
 */
export async function findAnggota(
  db: Db,
  sekolahId: string,
  semesterId: string,
  id: string,
  forShare = false,
) {
  const query = db
    .select({
      anggotaRombelId: anggotaRombel.anggotaRombelId,
      jenisRombel: rombonganBelajar.jenisRombel,
      rombel: rombonganBelajar.nama,
      kunciNilai: rombonganBelajar.kunciNilai,
    })
    .from(anggotaRombel)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, anggotaRombel.rombonganBelajarId),
    )
    .where(
      and(
        eq(anggotaRombel.anggotaRombelId, id),
        eq(anggotaRombel.sekolahId, sekolahId),
        eq(anggotaRombel.semesterId, semesterId),
        isNull(anggotaRombel.deletedAt),
      ),
    );
  const [row] = forShare ? await query.for('share', { of: rombonganBelajar }) : await query;
  return row ?? null;
}

export async function softDeleteAnggota(db: Db, id: string) {
  const now = new Date();
  await db
    .update(anggotaRombel)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(anggotaRombel.anggotaRombelId, id));
}

export async function pembelajaranOf(db: Db, rombonganBelajarId: string) {
  return db
    .select({
      pembelajaranId: pembelajaran.pembelajaranId,
      mataPelajaranId: pembelajaran.mataPelajaranId,
      mataPelajaran: mataPelajaran.nama,
      namaMataPelajaran: pembelajaran.namaMataPelajaran,
      guru: guru.nama,
      guruPengajarId: pembelajaran.guruPengajarId,
      kelompokId: pembelajaran.kelompokId,
      noUrut: pembelajaran.noUrut,
    })
    .from(pembelajaran)
    .leftJoin(mataPelajaran, eq(mataPelajaran.mataPelajaranId, pembelajaran.mataPelajaranId))
    .leftJoin(guru, eq(guru.guruId, pembelajaran.guruId))
    .where(
      and(eq(pembelajaran.rombonganBelajarId, rombonganBelajarId), isNull(pembelajaran.deletedAt)),
    )
    .orderBy(
      sql`${pembelajaran.noUrut} nulls last`,
      pembelajaran.namaMataPelajaran,
      pembelajaran.pembelajaranId,
    );
}

/** Teachers of the school a subject can be given to (no tendik, instruktur or asesor). */
export async function teacherOptions(db: Db, sekolahId: string, excludedJenis: number[]) {
  return db
    .select({
      value: guru.guruId,
      nama: guru.nama,
      gelarDepan: guru.gelarDepan,
      gelarBelakang: guru.gelarBelakang,
    })
    .from(guru)
    .where(
      and(
        eq(guru.sekolahId, sekolahId),
        isNull(guru.deletedAt),
        sql`${guru.jenisPtkId} not in (${sql.join(
          excludedJenis.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(guru.nama);
}

export async function guruIdsOfSchool(db: Db, sekolahId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: guru.guruId })
    .from(guru)
    .where(and(eq(guru.sekolahId, sekolahId), isNull(guru.deletedAt), inArray(guru.guruId, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function kelompokOptions(db: Db, merdeka: boolean) {
  return db
    .select({ value: kelompok.kelompokId, label: kelompok.nama })
    .from(kelompok)
    .where(
      merdeka
        ? eq(kelompok.kurikulum, KURIKULUM_MERDEKA_KELOMPOK)
        : ne(kelompok.kurikulum, KURIKULUM_MERDEKA_KELOMPOK),
    )
    .orderBy(kelompok.kelompokId);
}

export async function updatePembelajaranRows(
  db: Db,
  rombonganBelajarId: string,
  rows: {
    pembelajaranId: string;
    namaMataPelajaran: string;
    guruPengajarId: string | null;
    kelompokId: number | null;
    noUrut: number | null;
  }[],
) {
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .update(pembelajaran)
        .set({
          namaMataPelajaran: row.namaMataPelajaran,
          guruPengajarId: row.guruPengajarId,
          kelompokId: row.kelompokId,
          noUrut: row.noUrut,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(pembelajaran.pembelajaranId, row.pembelajaranId),
            eq(pembelajaran.rombonganBelajarId, rombonganBelajarId),
          ),
        );
    }
  });
}
