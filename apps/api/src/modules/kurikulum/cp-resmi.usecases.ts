import type {
  CpResmiHapusQuery,
  CpResmiHapusResult,
  CpResmiList,
} from '@erapor/shared/kurikulum/cp-import.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { deleteUnusedOfficialCps, officialCpGroups } from './cp-resmi.repository';
import { knownMapel } from './kurikulum.repository';
import { cpKunciDihapus } from './kunci';

// The administrator's way back from a wrong catalogue import: teachers may neither change nor
// delete an official CP (requireOwnSchoolCp), so only he removes them, and only those no TP uses.

async function mapelName(ctx: AppContext, ids: number[]) {
  const names = await knownMapel(ctx.db, ids);
  return (id: number) => names.get(id) ?? `Mata pelajaran ${id}`;
}

/** The school's official CPs per subject and phase, with how many a TP uses. */
export async function cpResmiList(ctx: AppContext, session: Session): Promise<CpResmiList> {
  const groups = await officialCpGroups(ctx.db, session.sekolahId);
  const name = await mapelName(ctx, [...new Set(groups.map((row) => row.mataPelajaranId))]);
  return {
    data: groups
      .map((row) => ({
        mata_pelajaran_id: row.mataPelajaranId,
        mata_pelajaran: name(row.mataPelajaranId),
        fase: row.fase as 'E' | 'F',
        total: row.total,
        dipakai: row.dipakai,
      }))
      .sort(
        (a, b) =>
          a.mata_pelajaran.localeCompare(b.mata_pelajaran, 'id') || a.fase.localeCompare(b.fase),
      ),
  };
}

/**
 * Deletes the school's official CPs of a subject (in one phase or both) that no TP uses; those a
 * TP uses stay, and the answer says how many. 404 when the school holds no official CP there.
 */
export async function hapusCpResmiBelumDipakai(
  ctx: AppContext,
  session: Session,
  query: CpResmiHapusQuery,
): Promise<CpResmiHapusResult> {
  const fase = query.fase ?? null;
  const { total, dihapus } = await deleteUnusedOfficialCps(
    ctx.db,
    { sekolahId: session.sekolahId, mataPelajaranId: query.mata_pelajaran_id, fase },
    cpKunciDihapus,
  );
  const name = await mapelName(ctx, [query.mata_pelajaran_id]);
  const which = `${name(query.mata_pelajaran_id)}${fase ? ` fase ${fase}` : ''}`;
  if (total === 0) {
    throw new AppError(
      404,
      'kurikulum.cp_resmi_tidak_ada',
      `Tidak ada CP resmi ${which} di sekolah ini.`,
    );
  }
  const dipakai = total - dihapus;
  const done =
    dihapus > 0
      ? `${dihapus} CP resmi ${which} dihapus`
      : `Tidak ada CP resmi ${which} yang dihapus`;
  const kept = dipakai > 0 ? `; ${dipakai} CP yang dipakai tujuan pembelajaran tetap ada` : '';
  return { message: `${done}${kept}.`, dihapus, dipakai };
}
