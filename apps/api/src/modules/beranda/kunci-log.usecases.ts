import type {
  KunciLogPage,
  KunciLogQuery,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { KunciLog } from '@erapor/shared/penilaian/penilaian.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { gradingStatus, type PembelajaranScope } from '../penilaian/grading-status.repository';
import { kunciLogOf } from '../penilaian/kunci-log.repository';
import { statusPenilaianDto } from '../penilaian/status-penilaian.usecases';
import { kelasOfWaliOrAdmin, withDeadlineClosings } from './beranda-penilaian.usecases';

// The whole lock log, page by page: the home page carries only its latest events, and a reason
// for opening grades again is kept for good (decisions 0013, 0016, 0021), so it must stay
// readable after newer events push it off the home page.

/**
 * The school-wide log (the grading switch and both deadlines) with the closings its passed
 * deadlines made by themselves, placed as on the home page; the administrator's and the Waka's.
 */
async function schoolLog(
  ctx: AppContext,
  session: Session,
  scope: PembelajaranScope,
): Promise<KunciLog[]> {
  if (!session.roles.includes('admin') && !session.roles.includes('waka')) {
    throw new AppError(
      403,
      'auth.forbidden',
      'Riwayat kunci penilaian sekolah hanya untuk administrator dan Waka Kurikulum.',
    );
  }
  const [status, logs] = await Promise.all([
    gradingStatus(ctx.db, scope).then(statusPenilaianDto),
    kunciLogOf(ctx.db, scope, null, null),
  ]);
  return withDeadlineClosings(logs.get('') ?? [], status);
}

/**
 * A class's log, for its wali and the administrator: both may lock and open it (decision 0021),
 * and the administrator who opens a class with a reason must be able to read the reasons given
 * before. The class is looked up in the session's school, so another school's is not found (404).
 */
async function classLog(
  ctx: AppContext,
  session: Session,
  scope: PembelajaranScope,
  rombonganBelajarId: string,
): Promise<KunciLog[]> {
  const { kelas } = await kelasOfWaliOrAdmin(
    ctx,
    session,
    scope,
    rombonganBelajarId,
    (nama) =>
      `Riwayat kunci nilai kelas ${nama} hanya dapat dilihat oleh wali kelasnya atau administrator.`,
  );
  const logs = await kunciLogOf(ctx.db, scope, [kelas.rombonganBelajarId], null);
  return logs.get(kelas.rombonganBelajarId) ?? [];
}

/**
 * One page of the lock log of a class (`rombongan_belajar_id`) or, without one, of the school,
 * newest first, with the total: a class's for its wali and the administrator (who may open it
 * from the school summary), the school's for the administrator and the Waka; anyone else refused
 * (403).
 *
 * The log is read whole and paged here: each entry is one act of a person (or a deadline), a few
 * dozen a semester, and a deadline's own closing is no row of the table, so only the whole list
 * tells on which page it falls.
 */
export async function kunciLogLengkap(
  ctx: AppContext,
  session: Session,
  query: KunciLogQuery,
): Promise<KunciLogPage> {
  const scope = { sekolahId: session.sekolahId, semesterId: session.semesterId };
  const log =
    query.rombongan_belajar_id === undefined
      ? await schoolLog(ctx, session, scope)
      : await classLog(ctx, session, scope, query.rombongan_belajar_id);
  const start = (query.page - 1) * query.per_page;
  return {
    data: log.slice(start, start + query.per_page),
    total: log.length,
    page: query.page,
    per_page: query.per_page,
  };
}
