import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../auth/users.table';
import { tpMapel, tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { kurikulum } from '../referensi/referensi.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { getSetting, setSetting } from '../settings/settings.repository';

/** Setting key of the school-wide grading switch (per school and semester); '0' = closed. */
export const STATUS_PENILAIAN_KEY = 'status_penilaian';

export interface PembelajaranScope {
  sekolahId: string;
  semesterId: string;
}

/** A pembelajaran of the session's school and semester with what grading needs to know of it. */
export async function findPembelajaran(db: Db, scope: PembelajaranScope, pembelajaranId: string) {
  const [row] = await db
    .select({
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
      merdeka: sql<boolean>`coalesce(${kurikulum.nama} ilike '%merdeka%', false)`,
      punyaSubMapel: sql<boolean>`exists (
        select 1 from ${pembelajaran} as anak
        where anak.induk_pembelajaran_id = ${pembelajaran.pembelajaranId}
          and anak.deleted_at is null)`,
    })
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .leftJoin(kurikulum, eq(kurikulum.kurikulumId, rombonganBelajar.kurikulumId))
    .where(
      and(
        eq(pembelajaran.pembelajaranId, pembelajaranId),
        eq(pembelajaran.sekolahId, scope.sekolahId),
        eq(pembelajaran.semesterId, scope.semesterId),
        isNull(pembelajaran.deletedAt),
        isNull(rombonganBelajar.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type PembelajaranRow = NonNullable<Awaited<ReturnType<typeof findPembelajaran>>>;

/** The teacher record (guru_id) behind a user account, if any. */
export async function guruIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ guruId: users.guruId })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return row?.guruId ?? null;
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
      merdeka: sql<boolean>`coalesce(${kurikulum.nama} ilike '%merdeka%', false)`,
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

/** Whether grading is open school-wide for the semester (open unless the admin closed it). */
export async function isGradingOpen(db: Db, scope: PembelajaranScope): Promise<boolean> {
  return (await getSetting(db, STATUS_PENILAIAN_KEY, scope)) !== '0';
}

export async function setGradingOpen(db: Db, scope: PembelajaranScope, open: boolean) {
  await setSetting(db, STATUS_PENILAIAN_KEY, open ? '1' : '0', scope);
}

/**
 * The students a pembelajaran grades: the class members, for a religion subject only those of
 * that religion (domain §5.0), by name.
 */
export async function siswaOf(db: Db, rombonganBelajarId: string, agamaId: number | null) {
  return db
    .select({
      anggotaRombelId: anggotaRombel.anggotaRombelId,
      pesertaDidikId: pesertaDidik.pesertaDidikId,
      nama: pesertaDidik.nama,
      nisn: pesertaDidik.nisn,
    })
    .from(anggotaRombel)
    .innerJoin(pesertaDidik, eq(pesertaDidik.pesertaDidikId, anggotaRombel.pesertaDidikId))
    .where(
      and(
        eq(anggotaRombel.rombonganBelajarId, rombonganBelajarId),
        isNull(anggotaRombel.deletedAt),
        agamaId === null ? undefined : eq(pesertaDidik.agamaId, agamaId),
      ),
    )
    .orderBy(asc(pesertaDidik.nama), asc(anggotaRombel.anggotaRombelId));
}

/** The TPs mapped to a pembelajaran, in the order they were mapped. */
export async function tpOf(db: Db, pembelajaranId: string) {
  return db
    .select({ tpId: tujuanPembelajaran.tpId, deskripsi: tujuanPembelajaran.deskripsi })
    .from(tpMapel)
    .innerJoin(tujuanPembelajaran, eq(tujuanPembelajaran.tpId, tpMapel.tpId))
    .where(and(eq(tpMapel.pembelajaranId, pembelajaranId), isNull(tujuanPembelajaran.deletedAt)))
    .orderBy(
      asc(tpMapel.createdAt),
      asc(tujuanPembelajaran.createdAt),
      asc(tujuanPembelajaran.tpId),
    );
}
