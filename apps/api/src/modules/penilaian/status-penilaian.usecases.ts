import { ALASAN_BUKA_PTS, type StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import {
  dalamRentangBatas,
  formatBatas,
  formatTanggal,
  rentangBatas,
} from '@erapor/shared/penilaian/batas-penilaian';
import { tahunAjaranOf } from '@erapor/shared/semester/semester';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, invalidField } from '../../plugins/errors';
import { findSemester } from '../semester/semester.repository';
import {
  gradingStatus,
  setBatasPenilaian,
  setBatasPts,
  setGradingOpen,
  type GradingStatus,
  type PembelajaranScope,
} from './grading-status.repository';

const scopeOf = (session: Session): PembelajaranScope => ({
  sekolahId: session.sekolahId,
  semesterId: session.semesterId,
});

/** The grading status as the answers carry it (the status route and the Beranda). */
export function statusPenilaianDto(status: GradingStatus): StatusPenilaian {
  return {
    dibuka: status.dibuka,
    batas: status.batas,
    batas_lewat: status.batasLewat,
    zona: status.zona,
    batas_pts: status.batasPts,
    batas_pts_lewat: status.batasPtsLewat,
  };
}

/** Whether grading is open school-wide now, and its deadline. */
export async function statusPenilaian(ctx: AppContext, session: Session): Promise<StatusPenilaian> {
  return statusPenilaianDto(await gradingStatus(ctx.db, scopeOf(session)));
}

/** The administrator opens (with a reason) or closes grading; answers the status after it. */
export async function aturStatusPenilaian(
  ctx: AppContext,
  session: Session,
  body: { dibuka: boolean; alasan?: string | undefined },
): Promise<StatusPenilaian> {
  await setGradingOpen(ctx.db, scopeOf(session), body.dibuka, {
    userId: session.userId,
    alasan: body.alasan,
  });
  return statusPenilaian(ctx, session);
}

/** What each deadline is called in a refusal naming it. */
const NAMA_BATAS = {
  penilaian: 'Batas waktu penilaian',
  pts: 'Batas waktu nilai tengah semester',
} as const;

/**
 * Refuses (422 under `batas`, naming the deadline) a time that cannot belong to the session's
 * semester: before its first day or more than a year after its last (rentangBatas), on the
 * school's calendar. The days are the semester table's; were the row missing, its school year's
 * (1 July to 30 June) would do, as a wider window. Not checked where the save refuses or ignores
 * the time anyway, with its own answer: the deadline sent again as stored (no change), and any
 * change of a grading deadline that has passed (409, open grading first).
 */
async function checkRentangBatas(
  ctx: AppContext,
  session: Session,
  iso: string,
  jenis: keyof typeof NAMA_BATAS,
): Promise<void> {
  const status = await gradingStatus(ctx.db, scopeOf(session));
  if (iso === (jenis === 'pts' ? status.batasPts : status.batas)) return;
  if (jenis === 'penilaian' && status.batasLewat) return;
  const semester = await findSemester(ctx.db, session.semesterId);
  const tahun = tahunAjaranOf(session.semesterId);
  const rentang = semester
    ? rentangBatas(semester.tanggalMulai, semester.tanggalSelesai)
    : rentangBatas(`${tahun}-07-01`, `${tahun + 1}-06-30`);
  if (dalamRentangBatas(iso, rentang, status.zona)) return;
  throw invalidField(
    'batas',
    `${NAMA_BATAS[jenis]} harus jatuh antara ${formatTanggal(rentang.awal)} dan ${formatTanggal(rentang.akhir)}: dari awal semester ini sampai setahun setelah semester berakhir.`,
  );
}

/**
 * The administrator sets the time grading closes by itself (an ISO-8601 time with its offset,
 * stored in UTC) or clears it (null). A time the database's clock has reached is refused (422
 * under `batas`), and so is one outside the semester's window (checkRentangBatas); so is
 * changing a deadline that has passed (409: opening grading, with a reason, clears it). Answers
 * the status after it.
 */
export async function aturBatasPenilaian(
  ctx: AppContext,
  session: Session,
  batas: string | null,
): Promise<StatusPenilaian> {
  const iso = batas === null ? null : new Date(batas).toISOString();
  if (iso !== null) await checkRentangBatas(ctx, session, iso, 'penilaian');
  const outcome = await setBatasPenilaian(ctx.db, scopeOf(session), iso, {
    userId: session.userId,
  });
  if (outcome === 'lewat') throw invalidField('batas', 'Batas waktu harus setelah saat ini.');
  if (outcome === 'sudah-lewat') {
    throw new AppError(
      409,
      'penilaian.batas_lewat',
      'Batas waktu sudah lewat dan penilaian sudah ditutup. Buka penilaian lebih dulu (dengan alasan); batas waktu yang lewat ikut dihapus, lalu atur batas waktu baru bila perlu.',
    );
  }
  const status = await statusPenilaian(ctx, session);
  if (outcome === 'disimpan') logBatas(ctx, session, 'penilaian', iso, status.zona);
  return status;
}

/**
 * The administrator sets the time entering Nilai Tengah Semester closes by itself (an ISO-8601
 * time with its offset, stored in UTC) or clears it (null); the rest of grading is not touched. A
 * time the database's clock has reached is refused (422 under `batas`), and so is one outside
 * the semester's window (checkRentangBatas). Once it has passed,
 * moving or clearing it opens mid-semester entry again and needs a reason (422 under `alasan`),
 * kept in the lock log. Answers the status after it.
 */
export async function aturBatasPts(
  ctx: AppContext,
  session: Session,
  body: { batas: string | null; alasan?: string | undefined },
): Promise<StatusPenilaian> {
  const iso = body.batas === null ? null : new Date(body.batas).toISOString();
  if (iso !== null) await checkRentangBatas(ctx, session, iso, 'pts');
  const outcome = await setBatasPts(ctx.db, scopeOf(session), iso, {
    userId: session.userId,
    alasan: body.alasan,
  });
  if (outcome === 'lewat') throw invalidField('batas', 'Batas waktu harus setelah saat ini.');
  if (outcome === 'perlu-alasan') throw invalidField('alasan', ALASAN_BUKA_PTS);
  const status = await statusPenilaian(ctx, session);
  if (outcome === 'disimpan') logBatas(ctx, session, 'pts', iso, status.zona);
  return status;
}

/** A deadline set (`iso`) or cleared (null), in the server log with who did it. */
function logBatas(
  ctx: AppContext,
  session: Session,
  jenis: 'penilaian' | 'pts',
  iso: string | null,
  zona: StatusPenilaian['zona'],
) {
  const nama = jenis === 'pts' ? 'nilai tengah semester' : 'penilaian';
  ctx.log.info(
    {
      event: `batas_${jenis}.${iso ? 'diatur' : 'dihapus'}`,
      sekolah_id: session.sekolahId,
      semester_id: session.semesterId,
      user_id: session.userId,
      batas: iso,
    },
    iso ? `Batas waktu ${nama} diatur: ${formatBatas(iso, zona)}` : `Batas waktu ${nama} dihapus`,
  );
}
