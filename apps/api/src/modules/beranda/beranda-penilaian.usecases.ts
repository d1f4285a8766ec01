import { agamaOfMapel, isMapelAkademik } from '@erapor/shared/penilaian/mapel-khusus';
import {
  emptyRekap,
  type BerandaGuru,
  type BerandaSekolah,
  type BerandaWali,
  type KunciNilaiResponse,
  type MonitoringPenilaian,
  type PembelajaranProgres,
  type RekapGuru,
  type RekapPenilaian,
  type RekapRombel,
  type RekapTingkat,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { kunciLogOf, recordKunci } from '../penilaian/kunci-log.repository';
import { pembelajaranOfGuru } from '../penilaian/penilaian.repository';
import { gradingStatus } from '../penilaian/grading-status.repository';
import { statusPenilaianDto } from '../penilaian/status-penilaian.usecases';
import type { KunciLog, StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import {
  findKelas,
  kelasSekolah,
  pembelajaranKelas,
  progresOf,
  setKunciNilai,
} from './beranda-penilaian.repository';
import { guruIdOfUser } from '../referensi/peserta-didik.repository';

const scopeOf = (session: Session) => ({
  sekolahId: session.sekolahId,
  semesterId: session.semesterId,
});

interface ListedPembelajaran {
  pembelajaranId: string;
  namaMataPelajaran: string;
  mataPelajaranId: number;
  kelompokId: number | null;
  noUrut: number | null;
  indukPembelajaranId: string | null;
  rombonganBelajarId: string;
  rombel: string;
  tingkat: number;
  jenisRombel: number;
  kunciNilai: boolean;
  guru?: string | null;
}

/** The academic pembelajaran of a list with their progress (one query for all of them). */
async function withProgres(
  ctx: AppContext,
  rows: readonly ListedPembelajaran[],
  guruName: string | null = null,
): Promise<PembelajaranProgres[]> {
  const academic = rows.filter((row) => isMapelAkademik(row.mataPelajaranId));
  const progres = await progresOf(
    ctx.db,
    academic.map((row) => ({
      pembelajaranId: row.pembelajaranId,
      rombonganBelajarId: row.rombonganBelajarId,
      agamaId: agamaOfMapel(row.mataPelajaranId),
    })),
  );
  return academic.map((row) => ({
    pembelajaran_id: row.pembelajaranId,
    nama_mata_pelajaran: row.namaMataPelajaran,
    mata_pelajaran_id: row.mataPelajaranId,
    rombongan_belajar_id: row.rombonganBelajarId,
    rombel: row.rombel,
    tingkat: row.tingkat,
    jenis_rombel: row.jenisRombel,
    guru: row.guru === undefined ? guruName : row.guru,
    sub_mapel: row.indukPembelajaranId !== null,
    siap_dinilai: row.kelompokId !== null && row.noUrut !== null,
    kunci_nilai: row.kunciNilai,
    progres: progres.get(row.pembelajaranId)!,
  }));
}

/**
 * The signed-in teacher's academic pembelajaran of the semester with their grading progress, and
 * whether grading is open (with its deadline).
 */
export async function berandaGuru(ctx: AppContext, session: Session): Promise<BerandaGuru> {
  const scope = scopeOf(session);
  const [guruId, status] = await Promise.all([
    guruIdOfUser(ctx.db, session.userId),
    gradingStatus(ctx.db, scope).then(statusPenilaianDto),
  ]);
  if (!guruId) return { ...status, pembelajaran: [] };
  const rows = await pembelajaranOfGuru(ctx.db, scope, guruId);
  return { ...status, pembelajaran: await withProgres(ctx, rows) };
}

/** The wali's classes with the progress of every academic pembelajaran in them, and the status. */
export async function kelasWali(ctx: AppContext, session: Session): Promise<BerandaWali> {
  const scope = scopeOf(session);
  const [guruId, status] = await Promise.all([
    guruIdOfUser(ctx.db, session.userId),
    gradingStatus(ctx.db, scope).then(statusPenilaianDto),
  ]);
  if (!guruId) return { ...status, kelas: [] };
  const kelas = await kelasSekolah(ctx.db, scope, guruId);
  const ids = kelas.map((k) => k.rombonganBelajarId);
  const [rows, logs] = await Promise.all([
    pembelajaranKelas(ctx.db, scope, { rombel: ids }).then((listed) => withProgres(ctx, listed)),
    kunciLogOf(ctx.db, scope, ids),
  ]);
  return {
    ...status,
    kelas: kelas.map((k) => ({
      rombongan_belajar_id: k.rombonganBelajarId,
      nama: k.nama,
      tingkat: k.tingkat,
      jenis_rombel: k.jenisRombel,
      kunci_nilai: k.kunciNilai,
      kunci_log: logs.get(k.rombonganBelajarId) ?? [],
      jumlah_siswa: k.jumlahSiswa,
      pembelajaran: rows.filter((row) => row.rombongan_belajar_id === k.rombonganBelajarId),
    })),
  };
}

const REKAP_KEYS = [
  'pembelajaran',
  'dipetakan',
  'lengkap',
  'siswa',
  'nilai_akhir',
  'nilai_akhir_target',
  'deskripsi',
  'pts',
] as const satisfies readonly (keyof RekapPenilaian)[];

function addPembelajaran(rekap: RekapPenilaian, row: PembelajaranProgres) {
  rekap.pembelajaran += 1;
  if (row.siap_dinilai) rekap.dipetakan += 1;
  if (row.progres.siswa > 0 && row.progres.nilai_akhir >= row.progres.siswa) rekap.lengkap += 1;
  rekap.nilai_akhir += row.progres.nilai_akhir;
  rekap.nilai_akhir_target += row.progres.siswa;
  rekap.deskripsi += row.progres.deskripsi;
  rekap.pts += row.progres.pts;
}

function addRekap(into: RekapPenilaian, from: RekapPenilaian) {
  for (const key of REKAP_KEYS) into[key] += from[key];
}

export function requireSchoolWide(session: Session) {
  if (!session.roles.includes('admin') && !session.roles.includes('waka')) {
    throw new AppError(
      403,
      'auth.forbidden',
      'Rekap penilaian sekolah hanya untuk administrator dan Waka Kurikulum.',
    );
  }
}

/**
 * The school's log with the closings its deadlines made by themselves (they are no event in the
 * log table: grading is closed by the deadline, not by a write) merged in.
 */
export function withDeadlineClosings(
  log: readonly KunciLog[],
  status: StatusPenilaian,
): KunciLog[] {
  const passed: [string, KunciLog['jenis']][] = [];
  if (status.batas_lewat && status.batas) passed.push([status.batas, 'penilaian']);
  if (status.batas_pts_lewat && status.batas_pts) passed.push([status.batas_pts, 'pts']);
  // In time order, but after every logged event of its own kind: while a deadline stays passed
  // nothing more of that kind can happen (changing a passed deadline is refused, opening clears
  // it), so an event of its kind that looks later (a clock set wrong) still came before it.
  // The logged events keep their order (the log's own, newest first).
  const closings = passed
    .map(([waktu, jenis]) => ({
      at: Math.max(
        Date.parse(waktu),
        ...log.filter((entry) => entry.jenis === jenis).map((entry) => Date.parse(entry.waktu)),
      ),
      entry: {
        kunci: true,
        alasan: null,
        oleh: null,
        waktu,
        batas: null,
        jenis,
        otomatis: true,
      } satisfies KunciLog,
    }))
    .sort((a, b) => b.at - a.at);
  const merged = [...log];
  for (const { at, entry } of closings) {
    const index = merged.findIndex(
      (logged) => logged.otomatis !== true && Date.parse(logged.waktu) <= at,
    );
    merged.splice(index === -1 ? merged.length : index, 0, entry);
  }
  return merged;
}

/**
 * School-wide grading counts for the administrator and the Waka: the whole school, per grade
 * level and per class, and whether grading is open (with its deadline and the history of both).
 * Students are counted in regular classes only (an elective class holds students of regular
 * classes again).
 */
export async function berandaSekolah(ctx: AppContext, session: Session): Promise<BerandaSekolah> {
  requireSchoolWide(session);
  const scope = scopeOf(session);
  const [status, kelas, listed, logs] = await Promise.all([
    gradingStatus(ctx.db, scope).then(statusPenilaianDto),
    kelasSekolah(ctx.db, scope),
    pembelajaranKelas(ctx.db, scope),
    kunciLogOf(ctx.db, scope, null),
  ]);
  const rows = await withProgres(ctx, listed);
  const byRombel = new Map<string, RekapRombel>(
    kelas.map((k) => [
      k.rombonganBelajarId,
      {
        ...emptyRekap(),
        siswa: k.jumlahSiswa,
        rombongan_belajar_id: k.rombonganBelajarId,
        nama: k.nama,
        tingkat: k.tingkat,
        jenis_rombel: k.jenisRombel,
        wali: k.wali,
        kunci_nilai: k.kunciNilai,
      },
    ]),
  );
  for (const row of rows) {
    const rekap = byRombel.get(row.rombongan_belajar_id);
    if (rekap) addPembelajaran(rekap, row);
  }
  const total = emptyRekap();
  const byTingkat = new Map<number, RekapTingkat>();
  for (const rombel of byRombel.values()) {
    const counted = rombel.jenis_rombel === 1 ? rombel : { ...rombel, siswa: 0 };
    addRekap(total, counted);
    const tingkat = byTingkat.get(rombel.tingkat) ?? {
      ...emptyRekap(),
      tingkat: rombel.tingkat,
      rombel: 0,
      terkunci: 0,
    };
    addRekap(tingkat, counted);
    tingkat.rombel += 1;
    if (rombel.kunci_nilai) tingkat.terkunci += 1;
    byTingkat.set(rombel.tingkat, tingkat);
  }
  return {
    ...status,
    status_log: withDeadlineClosings(logs.get('') ?? [], status),
    total,
    tingkat: [...byTingkat.values()].sort((a, b) => a.tingkat - b.tingkat),
    rombel: [...byRombel.values()],
    guru: rekapPerGuru(listed, rows),
  };
}

/** Stored of expected, 1 when nothing is expected (nothing to chase). */
const share = (done: number, expected: number) => (expected === 0 ? 1 : done / expected);

/** The counts per teacher, the least complete first, pembelajaran without a teacher last. */
function rekapPerGuru(
  listed: readonly { pembelajaranId: string; guruId: string | null }[],
  rows: readonly PembelajaranProgres[],
): RekapGuru[] {
  const guruOf = new Map(listed.map((row) => [row.pembelajaranId, row.guruId]));
  const byGuru = new Map<string, RekapGuru>();
  for (const row of rows) {
    const guruId = guruOf.get(row.pembelajaran_id) ?? null;
    const rekap = byGuru.get(guruId ?? '') ?? { ...emptyRekap(), guru_id: guruId, nama: row.guru };
    addPembelajaran(rekap, row);
    rekap.siswa += row.progres.siswa;
    byGuru.set(guruId ?? '', rekap);
  }
  return [...byGuru.values()].sort(
    (a, b) =>
      Number(a.guru_id === null) - Number(b.guru_id === null) ||
      share(a.nilai_akhir, a.nilai_akhir_target) - share(b.nilai_akhir, b.nilai_akhir_target) ||
      share(a.deskripsi, a.nilai_akhir_target) - share(b.deskripsi, b.nilai_akhir_target) ||
      (a.nama ?? '').localeCompare(b.nama ?? '', 'id'),
  );
}

/** One teacher's academic pembelajaran with their progress, for the school view's detail. */
export async function berandaSekolahGuru(
  ctx: AppContext,
  session: Session,
  guruId: string,
): Promise<PembelajaranProgres[]> {
  requireSchoolWide(session);
  const listed = await pembelajaranKelas(ctx.db, scopeOf(session), {
    guruId: guruId.toLowerCase(),
  });
  if (listed.length === 0) {
    throw new AppError(
      404,
      'penilaian.pengajar_not_found',
      'Guru ini tidak mengajar mata pelajaran apa pun di semester ini.',
      { pengajar_id: 'Guru ini tidak mengajar mata pelajaran apa pun di semester ini.' },
    );
  }
  return withProgres(ctx, listed);
}

/**
 * Monitoring › Nilai Akademik: every academic pembelajaran of the school's classes (regular and
 * elective) with its progress, and the grading status, for the Waka to find what is behind.
 */
export async function monitoringPenilaian(
  ctx: AppContext,
  session: Session,
): Promise<MonitoringPenilaian> {
  requireSchoolWide(session);
  const scope = scopeOf(session);
  const [status, listed] = await Promise.all([
    gradingStatus(ctx.db, scope).then(statusPenilaianDto),
    pembelajaranKelas(ctx.db, scope),
  ]);
  return { ...status, pembelajaran: await withProgres(ctx, listed) };
}

/** The academic pembelajaran of one class with their progress, for the school view's detail. */
export async function berandaSekolahRombel(
  ctx: AppContext,
  session: Session,
  rombonganBelajarId: string,
): Promise<PembelajaranProgres[]> {
  requireSchoolWide(session);
  const scope = scopeOf(session);
  const kelas = await findKelas(ctx.db, scope, rombonganBelajarId);
  if (!kelas) throw kelasNotFound();
  return withProgres(
    ctx,
    await pembelajaranKelas(ctx.db, scope, { rombel: [kelas.rombonganBelajarId] }),
  );
}

/**
 * A class of the session's school (404 otherwise) that the session may lock, open, and read the
 * lock log of: its own wali's or the administrator's (decision 0021); anyone else is refused
 * with 403 `penilaian.bukan_wali` and `refusal`, naming the class. Answers the class, the session's
 * teacher id and whether he is its wali.
 */
export async function kelasOfWaliOrAdmin(
  ctx: AppContext,
  session: Session,
  scope: { sekolahId: string; semesterId: string },
  rombonganBelajarId: string,
  refusal: (namaKelas: string) => string,
) {
  const [kelas, guruId] = await Promise.all([
    findKelas(ctx.db, scope, rombonganBelajarId),
    guruIdOfUser(ctx.db, session.userId),
  ]);
  if (!kelas) throw kelasNotFound();
  const isWali = guruId !== null && kelas.waliGuruId === guruId;
  if (!isWali && !session.roles.includes('admin')) {
    throw new AppError(403, 'penilaian.bukan_wali', refusal(kelas.nama));
  }
  return { kelas, guruId, isWali };
}

export function kelasNotFound() {
  return new AppError(
    404,
    'penilaian.rombel_not_found',
    'Rombongan belajar tidak ditemukan di semester ini.',
    { rombongan_belajar_id: 'Rombongan belajar tidak ditemukan di semester ini.' },
  );
}

/**
 * The wali locks (or unlocks) the grades of his class: from then on no grade of it can be written
 * through any path (the grade writes check the lock inside their transaction). Only the wali of
 * that class may do it (of a regular or an elective class), or the administrator — who must be
 * able to open a class whose wali is away on the deadline day; unlocking needs a reason. Every
 * change goes to the lock log (who, which class, when, why) in the transaction that makes it, so
 * the wali sees who opened his class.
 */
export async function kunciNilai(
  ctx: AppContext,
  session: Session,
  body: { rombongan_belajar_id: string; kunci: boolean; alasan?: string | undefined },
): Promise<KunciNilaiResponse> {
  const scope = scopeOf(session);
  const { kelas, guruId, isWali } = await kelasOfWaliOrAdmin(
    ctx,
    session,
    scope,
    body.rombongan_belajar_id,
    (nama) =>
      `Hanya wali kelas ${nama} atau administrator yang dapat mengunci atau membuka nilai kelas ini.`,
  );
  if (kelas.kunciNilai !== body.kunci) {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (!(await setKunciNilai(db, kelas.rombonganBelajarId, body.kunci))) return;
      await recordKunci(db, scope, {
        rombonganBelajarId: kelas.rombonganBelajarId,
        kunci: body.kunci,
        // required to open; kept when given to lock (the screen does not ask for one)
        alasan: body.alasan ?? null,
        userId: session.userId,
      });
    });
    ctx.log.info(
      {
        event: body.kunci ? 'kunci_nilai.dikunci' : 'kunci_nilai.dibuka',
        sekolah_id: session.sekolahId,
        semester_id: session.semesterId,
        rombongan_belajar_id: kelas.rombonganBelajarId,
        user_id: session.userId,
        guru_id: guruId,
      },
      `${isWali ? 'Wali kelas' : 'Administrator'} ${body.kunci ? 'mengunci' : 'membuka kunci'} nilai kelas`,
    );
  }
  return {
    rombongan_belajar_id: kelas.rombonganBelajarId,
    kunci: body.kunci,
    message: body.kunci
      ? `Nilai kelas ${kelas.nama} dikunci. Guru tidak dapat lagi mengubah nilai kelas ini.`
      : `Kunci nilai kelas ${kelas.nama} dibuka. Guru dapat kembali mengubah nilai kelas ini.`,
  };
}
