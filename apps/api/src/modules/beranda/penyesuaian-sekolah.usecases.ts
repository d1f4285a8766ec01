import { and, desc, eq, sql } from 'drizzle-orm';
import {
  PENYESUAIAN_SEKOLAH_LIMIT,
  type JenisPenyesuaian,
  type PenyesuaianSekolah,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { users } from '../auth/users.table';
import { gradeHistory } from '../penilaian/penilaian.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { requireSchoolWide } from './beranda-penilaian.usecases';

const asNumber = (value: string | null) => (value === null ? null : Number(value));

/**
 * Every final of the semester set after a remedial test or adjusted, newest first, with its
 * reason: the administrator and the Waka see where finals were changed on purpose and why
 * (peers.md M4: governed, not hidden). The history is the source, so an adjustment later
 * overwritten by the grid is still listed.
 */
export async function penyesuaianSekolah(
  ctx: AppContext,
  session: Session,
): Promise<PenyesuaianSekolah[]> {
  requireSchoolWide(session);
  const rows = await ctx.db
    .select({
      id: gradeHistory.id,
      pembelajaranId: gradeHistory.pembelajaranId,
      namaMataPelajaran: pembelajaran.namaMataPelajaran,
      rombel: rombonganBelajar.nama,
      anggotaRombelId: gradeHistory.anggotaRombelId,
      nama: pesertaDidik.nama,
      sumber: gradeHistory.sumber,
      alasan: gradeHistory.alasan,
      nilaiLama: gradeHistory.nilaiLama,
      nilaiBaru: gradeHistory.nilaiBaru,
      oleh: users.name,
      waktu: gradeHistory.createdAt,
    })
    .from(gradeHistory)
    .innerJoin(pembelajaran, eq(pembelajaran.pembelajaranId, gradeHistory.pembelajaranId))
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .innerJoin(anggotaRombel, eq(anggotaRombel.anggotaRombelId, gradeHistory.anggotaRombelId))
    .innerJoin(pesertaDidik, eq(pesertaDidik.pesertaDidikId, anggotaRombel.pesertaDidikId))
    .leftJoin(users, eq(users.userId, gradeHistory.userId))
    .where(
      and(
        eq(gradeHistory.sekolahId, session.sekolahId),
        // as the partial index grade_history_penyesuaian says it, so that the index is used
        sql`${gradeHistory.sumber} in ('remedial', 'adjust')`,
        eq(pembelajaran.semesterId, session.semesterId),
      ),
    )
    .orderBy(desc(gradeHistory.id))
    .limit(PENYESUAIAN_SEKOLAH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    pembelajaran_id: row.pembelajaranId,
    nama_mata_pelajaran: row.namaMataPelajaran,
    rombel: row.rombel,
    anggota_rombel_id: row.anggotaRombelId,
    nama: row.nama,
    jenis: row.sumber as JenisPenyesuaian,
    alasan: row.alasan ?? '',
    nilai_lama: asNumber(row.nilaiLama),
    nilai_baru: asNumber(row.nilaiBaru),
    oleh: row.oleh,
    waktu: row.waktu.toISOString(),
  }));
}
