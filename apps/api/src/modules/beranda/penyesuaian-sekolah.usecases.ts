import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  PENYESUAIAN_SEKOLAH_LIMIT,
  type JenisPenyesuaian,
  type PenyesuaianSekolahDaftar,
  type SetujuiPenyesuaian,
  type SetujuiPenyesuaianHasil,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, invalidField } from '../../plugins/errors';
import { users } from '../auth/users.table';
import { tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { TABLES } from '../penilaian/grid.usecases';
import { gradeHistory, penyesuaianPersetujuan } from '../penilaian/penilaian.table';
import { persetujuanDto, penyetuju } from '../penilaian/persetujuan.repository';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { requireSchoolWide } from './beranda-penilaian.usecases';

/** The remedials and adjustments of the session's school and semester (joined to pembelajaran). */
const penyesuaianOfSemester = (session: Session) =>
  and(
    eq(gradeHistory.sekolahId, session.sekolahId),
    // as the partial index grade_history_penyesuaian says it, so that the index is used
    sql`${gradeHistory.sumber} in ('remedial', 'adjust')`,
    eq(pembelajaran.semesterId, session.semesterId),
  );

const asNumber = (value: string | null) => (value === null ? null : Number(value));

/**
 * Every final of the semester set after a remedial test or adjusted, and every TP score raised
 * after a remedial test, with its reason: those not yet approved first, then the newest, at most
 * PENYESUAIAN_SEKOLAH_LIMIT, with the counts of all of them: the administrator and the Waka see where finals were changed on purpose and why
 * (peers.md M4: governed, not hidden). The history is the source, so an adjustment later
 * overwritten by the grid is still listed.
 */
export async function penyesuaianSekolah(
  ctx: AppContext,
  session: Session,
): Promise<PenyesuaianSekolahDaftar> {
  requireSchoolWide(session);
  const counted = ctx.db
    .select({
      total: count(),
      belum: count(sql`case when ${isNull(penyesuaianPersetujuan.gradeHistoryId)} then 1 end`),
    })
    .from(gradeHistory)
    .innerJoin(pembelajaran, eq(pembelajaran.pembelajaranId, gradeHistory.pembelajaranId))
    .leftJoin(penyesuaianPersetujuan, eq(penyesuaianPersetujuan.gradeHistoryId, gradeHistory.id))
    .where(penyesuaianOfSemester(session));
  const listed = ctx.db
    .select({
      id: gradeHistory.id,
      pembelajaranId: gradeHistory.pembelajaranId,
      namaMataPelajaran: pembelajaran.namaMataPelajaran,
      rombel: rombonganBelajar.nama,
      anggotaRombelId: gradeHistory.anggotaRombelId,
      nama: pesertaDidik.nama,
      sumber: gradeHistory.sumber,
      tabel: gradeHistory.tabel,
      tp: tujuanPembelajaran.deskripsi,
      alasan: gradeHistory.alasan,
      nilaiLama: gradeHistory.nilaiLama,
      nilaiBaru: gradeHistory.nilaiBaru,
      oleh: users.name,
      olehId: gradeHistory.userId,
      waktu: gradeHistory.createdAt,
      disetujuiPada: penyesuaianPersetujuan.createdAt,
      disetujuiOleh: penyetuju.name,
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
    .leftJoin(penyesuaianPersetujuan, eq(penyesuaianPersetujuan.gradeHistoryId, gradeHistory.id))
    .leftJoin(penyetuju, eq(penyetuju.userId, penyesuaianPersetujuan.userId))
    // a TP score's remedial names its TP
    .leftJoin(
      tujuanPembelajaran,
      and(
        eq(gradeHistory.tabel, TABLES.slm.name),
        sql`${tujuanPembelajaran.tpId}::text = ${gradeHistory.kolom}`,
      ),
    )
    .where(penyesuaianOfSemester(session))
    // what waits for the Waka first, so that none is out of reach beyond the limit
    .orderBy(asc(sql`${penyesuaianPersetujuan.gradeHistoryId} is not null`), desc(gradeHistory.id))
    .limit(PENYESUAIAN_SEKOLAH_LIMIT);
  const [[counts], rows] = await Promise.all([counted, listed]);
  return {
    total: counts?.total ?? 0,
    belum: counts?.belum ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      pembelajaran_id: row.pembelajaranId,
      nama_mata_pelajaran: row.namaMataPelajaran,
      rombel: row.rombel,
      anggota_rombel_id: row.anggotaRombelId,
      nama: row.nama,
      jenis: row.sumber as JenisPenyesuaian,
      tp: row.tabel === TABLES.slm.name ? (row.tp ?? '') : null,
      alasan: row.alasan ?? '',
      nilai_lama: asNumber(row.nilaiLama),
      nilai_baru: asNumber(row.nilaiBaru),
      oleh: row.oleh,
      oleh_id: row.olehId,
      waktu: row.waktu.toISOString(),
      persetujuan: persetujuanDto(row.disetujuiPada, row.disetujuiOleh),
    })),
  };
}

/**
 * The Waka Kurikulum approves remedials and adjustments of the semester (peers.md M4: an approver
 * beside the reason). Every id must be one of the school's remedials or adjustments of the
 * semester, and none may be the Waka's own change; otherwise nothing is approved. Entries already
 * approved stay as they were (so approving twice, or two Wakas at once, is harmless).
 */
export async function setujuiPenyesuaian(
  ctx: AppContext,
  session: Session,
  body: SetujuiPenyesuaian,
): Promise<SetujuiPenyesuaianHasil> {
  if (!session.roles.includes('waka')) {
    throw new AppError(
      403,
      'auth.forbidden',
      'Remedial dan penyesuaian nilai disetujui oleh Waka Kurikulum.',
    );
  }
  const ids = [...new Set(body.ids)];
  const found = await ctx.db
    .select({
      id: gradeHistory.id,
      userId: gradeHistory.userId,
      disetujui: penyesuaianPersetujuan.gradeHistoryId,
    })
    .from(gradeHistory)
    .innerJoin(pembelajaran, eq(pembelajaran.pembelajaranId, gradeHistory.pembelajaranId))
    .leftJoin(penyesuaianPersetujuan, eq(penyesuaianPersetujuan.gradeHistoryId, gradeHistory.id))
    .where(and(penyesuaianOfSemester(session), inArray(gradeHistory.id, ids)));
  const missing = ids.length - found.length;
  if (missing > 0) {
    throw invalidField(
      'ids',
      `${missing} dari ${ids.length} penyesuaian tidak ada di antara remedial dan penyesuaian nilai sekolah ini pada semester ini; tidak ada yang disetujui.`,
    );
  }
  const own = found.filter((row) => row.userId === session.userId).length;
  if (own > 0) {
    throw invalidField(
      'ids',
      `${own} penyesuaian Anda buat sendiri dan tidak dapat Anda setujui sendiri; tidak ada yang disetujui.`,
    );
  }
  const open = found.filter((row) => row.disetujui === null).map((row) => row.id);
  const inserted =
    open.length === 0
      ? []
      : await ctx.db
          .insert(penyesuaianPersetujuan)
          .values(
            open.map((id) => ({
              gradeHistoryId: id,
              sekolahId: session.sekolahId,
              userId: session.userId,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: penyesuaianPersetujuan.gradeHistoryId });
  return { disetujui: inserted.length, sudah: ids.length - inserted.length };
}
