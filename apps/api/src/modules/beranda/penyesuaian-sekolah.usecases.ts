import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  PENYESUAIAN_SEKOLAH_LIMIT,
  type BagianSas,
  type JenisPenyesuaian,
  type PenyesuaianGuruDaftar,
  type PenyesuaianSekolah,
  type PenyesuaianSekolahDaftar,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { waktuSekolah, ZONA_SINGKATAN } from '@erapor/shared/penilaian/batas-penilaian';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { finishListSheet, newWorkbook } from '../../lib/workbook';
import { users } from '../auth/users.table';
import { tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { TABLES } from '../penilaian/grid.usecases';
import { gradingStatus } from '../penilaian/grading-status.repository';
import { gradeHistory, penyesuaianPersetujuan } from '../penilaian/penilaian.table';
import { keputusanColumns, persetujuanDto, penyetuju } from '../penilaian/persetujuan.repository';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { guruIdOfUser } from '../referensi/peserta-didik.repository';
import { requireSchoolWide } from './beranda-penilaian.usecases';

/** The remedials and adjustments of the session's school and semester (joined to pembelajaran). */
export const penyesuaianOfSemester = (session: Session) =>
  and(
    eq(gradeHistory.sekolahId, session.sekolahId),
    // as the partial index grade_history_penyesuaian says it, so that the index is used
    sql`${gradeHistory.sumber} in ('remedial', 'adjust')`,
    eq(pembelajaran.semesterId, session.semesterId),
  );

/**
 * Whether the same cell (the TP score, or the final) was written again after this history entry:
 * through the index of a student's history in a pembelajaran (grade_history_cell).
 */
const diubahLagi = sql<boolean>`exists (
  select 1 from grade_history later
  where later.pembelajaran_id = ${gradeHistory.pembelajaranId}
    and later.anggota_rombel_id = ${gradeHistory.anggotaRombelId}
    and later.tabel = ${gradeHistory.tabel} and later.kolom = ${gradeHistory.kolom}
    and later.id > ${gradeHistory.id})`;

/** Refused, and not changed again since: what the teacher has still to look at. */
const ditolakTerbuka = sql`(${penyesuaianPersetujuan.keputusan} = 'tolak' and not ${diubahLagi})`;

/** A teacher's pembelajaran (as the Dapodik teacher or the local guru pengajar). */
const ofGuru = (guruId: string) =>
  or(eq(pembelajaran.guruId, guruId), eq(pembelajaran.guruPengajarId, guruId));

const asNumber = (value: string | null) => (value === null ? null : Number(value));

/** Waiting for the Waka's decision. */
const belumDiputuskan = isNull(penyesuaianPersetujuan.gradeHistoryId);

/**
 * How many remedials and adjustments of the semester there are (narrowed by `filter`), and how
 * many of them wait for the Waka and how many he refused that were not acted on, in one count.
 */
async function hitungPenyesuaian(
  ctx: AppContext,
  session: Session,
  filter?: SQL,
): Promise<{ total: number; belum: number; ditolak: number }> {
  const [counts] = await ctx.db
    .select({
      total: count(),
      belum: count(sql`case when ${belumDiputuskan} then 1 end`),
      ditolak: count(sql`case when ${ditolakTerbuka} then 1 end`),
    })
    .from(gradeHistory)
    .innerJoin(pembelajaran, eq(pembelajaran.pembelajaranId, gradeHistory.pembelajaranId))
    .leftJoin(penyesuaianPersetujuan, eq(penyesuaianPersetujuan.gradeHistoryId, gradeHistory.id))
    .where(and(penyesuaianOfSemester(session), filter));
  return { total: counts?.total ?? 0, belum: counts?.belum ?? 0, ditolak: counts?.ditolak ?? 0 };
}

/**
 * Every final of the semester set after a remedial test or adjusted, and every TP score or SAS
 * part raised after a remedial test, with its reason: those not yet approved first, then the
 * newest, at most PENYESUAIAN_SEKOLAH_LIMIT, with the counts of all of them: the administrator
 * and the Waka see where grades were changed on purpose and why (peers.md M4: governed, not
 * hidden). The history is the source, so an adjustment later overwritten by the grid is still
 * listed.
 */
export async function penyesuaianSekolah(
  ctx: AppContext,
  session: Session,
): Promise<PenyesuaianSekolahDaftar> {
  requireSchoolWide(session);
  const [counts, rows] = await Promise.all([
    hitungPenyesuaian(ctx, session),
    daftarPenyesuaian(ctx, session, 'belum-dulu', PENYESUAIAN_SEKOLAH_LIMIT),
  ]);
  return { ...counts, rows };
}

/**
 * The teacher's own remedials and adjustments of the semester: those of the pembelajaran he
 * teaches, whoever of its teachers made them. What the Waka refused and was not changed again
 * comes first (with the note, so the teacher knows what to do), then what waits for a decision.
 */
export async function penyesuaianGuru(
  ctx: AppContext,
  session: Session,
): Promise<PenyesuaianGuruDaftar> {
  const guruId = await guruIdOfUser(ctx.db, session.userId);
  if (!guruId) return { rows: [], total: 0, ditolak: 0 };
  const [counts, rows] = await Promise.all([
    hitungPenyesuaian(ctx, session, ofGuru(guruId)),
    daftarPenyesuaian(ctx, session, 'ditolak-dulu', PENYESUAIAN_SEKOLAH_LIMIT, ofGuru(guruId)),
  ]);
  return { total: counts.total, ditolak: counts.ditolak, rows };
}

/**
 * The school's remedials and adjustments of the semester as listed: `belum-dulu` puts what waits
 * for the Waka first (so that none is out of his reach beyond the list's limit), then what he
 * refused and was not changed again (what he follows up), then the newest; `ditolak-dulu` puts
 * those refusals first (the teacher's own list), and `terbaru` is the newest first. `filter`
 * narrows it (to a teacher's pembelajaran).
 */
async function daftarPenyesuaian(
  ctx: AppContext,
  session: Session,
  urutan: 'belum-dulu' | 'ditolak-dulu' | 'terbaru',
  limit: number,
  filter?: SQL,
): Promise<PenyesuaianSekolah[]> {
  const belum = desc(belumDiputuskan);
  const ditolak = desc(sql`coalesce(${ditolakTerbuka}, false)`);
  const terbaru = desc(gradeHistory.id);
  const rows = await ctx.db
    .select({
      id: gradeHistory.id,
      pembelajaranId: gradeHistory.pembelajaranId,
      namaMataPelajaran: pembelajaran.namaMataPelajaran,
      rombel: rombonganBelajar.nama,
      anggotaRombelId: gradeHistory.anggotaRombelId,
      nama: pesertaDidik.nama,
      sumber: gradeHistory.sumber,
      tabel: gradeHistory.tabel,
      kolom: gradeHistory.kolom,
      tp: tujuanPembelajaran.deskripsi,
      alasan: gradeHistory.alasan,
      nilaiLama: gradeHistory.nilaiLama,
      nilaiBaru: gradeHistory.nilaiBaru,
      oleh: users.name,
      olehId: gradeHistory.userId,
      waktu: gradeHistory.createdAt,
      diubahLagi,
      ...keputusanColumns,
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
    .where(and(penyesuaianOfSemester(session), filter))
    .orderBy(
      ...(urutan === 'terbaru'
        ? [terbaru]
        : urutan === 'belum-dulu'
          ? [belum, ditolak, terbaru]
          : [ditolak, belum, terbaru]),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    pembelajaran_id: row.pembelajaranId,
    nama_mata_pelajaran: row.namaMataPelajaran,
    rombel: row.rombel,
    anggota_rombel_id: row.anggotaRombelId,
    nama: row.nama,
    jenis: row.sumber as JenisPenyesuaian,
    tp: row.tabel === TABLES.slm.name ? (row.tp ?? '') : null,
    sas: row.tabel === TABLES.sas.name ? (row.kolom as BagianSas) : null,
    alasan: row.alasan ?? '',
    nilai_lama: asNumber(row.nilaiLama),
    nilai_baru: asNumber(row.nilaiBaru),
    oleh: row.oleh,
    oleh_id: row.olehId,
    waktu: row.waktu.toISOString(),
    persetujuan: persetujuanDto(row),
    diubah_lagi: row.diubahLagi,
  }));
}

/** The score a remedial or adjustment changed, as the spreadsheet names it. */
function komponenOf(row: PenyesuaianSekolah): string {
  if (row.tp !== null) return `TP: ${row.tp}`;
  if (row.sas !== null) return `Sumatif akhir semester: ${row.sas === 'tes' ? 'Tes' : 'Non Tes'}`;
  return 'Nilai akhir';
}

/** At most this many rows go into the spreadsheet (a semester of a large school holds far fewer). */
const WORKBOOK_LIMIT = 20_000;

/**
 * The same list as a spreadsheet, every one of them, newest first, times in the school's time
 * zone: what the Waka files or brings to the teachers' meeting.
 */
export async function penyesuaianWorkbook(ctx: AppContext, session: Session): Promise<Buffer> {
  requireSchoolWide(session);
  const scope = { sekolahId: session.sekolahId, semesterId: session.semesterId };
  const [rows, status] = await Promise.all([
    daftarPenyesuaian(ctx, session, 'terbaru', WORKBOOK_LIMIT),
    gradingStatus(ctx.db, scope),
  ]);
  const waktu = (iso: string) => waktuSekolah(iso, status.zona);
  const workbook = await newWorkbook();
  workbook.creator = 'e-Rapor SMK';
  const sheet = workbook.addWorksheet('Remedial dan Penyesuaian');
  const zona = ZONA_SINGKATAN[status.zona];
  sheet.columns = [
    { header: 'No', key: 'no', width: 6 },
    { header: `Waktu (${zona})`, key: 'waktu', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: 'Guru', key: 'guru', width: 28 },
    { header: 'Rombel', key: 'rombel', width: 14 },
    { header: 'Mata Pelajaran', key: 'mapel', width: 32 },
    { header: 'Peserta Didik', key: 'siswa', width: 30 },
    { header: 'Nilai', key: 'komponen', width: 36 },
    { header: 'Jenis', key: 'jenis', width: 14 },
    { header: 'Nilai Lama', key: 'lama', width: 11 },
    { header: 'Nilai Baru', key: 'baru', width: 11 },
    { header: 'Alasan', key: 'alasan', width: 44 },
    { header: 'Keputusan Waka', key: 'keputusan', width: 16 },
    { header: 'Diputuskan Oleh', key: 'penyetuju', width: 28 },
    {
      header: `Waktu Keputusan (${zona})`,
      key: 'diputuskan',
      width: 18,
      style: { numFmt: 'dd/mm/yyyy hh:mm' },
    },
    { header: 'Catatan Waka', key: 'catatan', width: 40 },
    // a refusal the teacher acted on: the same score or final was changed after it
    { header: 'Diubah Lagi', key: 'diubahLagi', width: 12 },
  ];
  const keputusan = { setuju: 'Disetujui', tolak: 'Ditolak' };
  rows.forEach((row, index) => {
    sheet.addRow({
      no: index + 1,
      waktu: waktu(row.waktu),
      guru: row.oleh ?? '',
      rombel: row.rombel,
      mapel: row.nama_mata_pelajaran,
      siswa: row.nama,
      komponen: komponenOf(row),
      jenis: row.jenis === 'remedial' ? 'Remedial' : 'Disesuaikan',
      lama: row.nilai_lama,
      baru: row.nilai_baru,
      alasan: row.alasan,
      keputusan: row.persetujuan ? keputusan[row.persetujuan.keputusan] : 'Belum diputuskan',
      penyetuju: row.persetujuan?.oleh ?? '',
      diputuskan: row.persetujuan ? waktu(row.persetujuan.waktu) : null,
      catatan: row.persetujuan?.catatan ?? '',
      diubahLagi: row.diubah_lagi ? 'Ya' : 'Tidak',
    });
  });
  finishListSheet(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
