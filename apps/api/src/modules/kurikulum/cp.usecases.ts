import type { CpBody, CpEditBody, CpItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { CpRingkasan } from '@erapor/shared/kurikulum/cp-import.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import {
  fasePairs,
  filterPembelajaran,
  loadGuruScope,
  mapelNames,
  requireGuruId,
  requireOwnPembelajaran,
  type GuruScope,
} from './guru-scope';
import {
  cpByKunci,
  countLiveTpOfCp,
  countTpByCp,
  cpRingkasan,
  deleteUnusedCp,
  findCp,
  insertCps,
  listCp,
  setCpAktif,
  updateCpText,
  type CpListQuery,
} from './kurikulum.repository';
import { cleanText, cpKunci, cpKunciDihapus } from './kunci';

// Capaian pembelajaran: the list of the teacher's subjects and phases, school CPs added, corrected,
// deleted while unused and switched on or off; the summary of the catalogue.

export async function listCpPage(
  ctx: AppContext,
  session: Session,
  query: CpListQuery,
): Promise<Page<CpItem>> {
  const scope = await loadGuruScope(ctx, session);
  const pairs = fasePairs(filterPembelajaran(scope, query));
  const names = mapelNames(scope);
  const { rows, total } = await listCp(ctx.db, scope.sekolahId, pairs, query);
  const jumlahTp = scope.guruId
    ? await countTpByCp(
        ctx.db,
        rows.map((row) => row.cpId),
        {
          guruId: scope.guruId,
          pembelajaranIds: scope.pembelajaran.map((row) => row.pembelajaranId),
        },
      )
    : new Map<number, number>();
  return {
    data: rows.map((row) => ({
      cp_id: row.cpId,
      mata_pelajaran_id: row.mataPelajaranId,
      mata_pelajaran: names.get(row.mataPelajaranId) ?? String(row.mataPelajaranId),
      fase: row.fase as 'E' | 'F',
      elemen: row.elemen,
      deskripsi: row.deskripsi,
      jumlah_tp: jumlahTp.get(row.cpId) ?? 0,
      aktif: row.aktif,
      is_dir: row.isDir,
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function addCp(ctx: AppContext, session: Session, body: CpBody): Promise<number> {
  const scope = await loadGuruScope(ctx, session);
  const own = await requireOwnPembelajaran(ctx, scope, body.pembelajaran_id);
  if (!own.merdeka) {
    const message = `Kelas ${own.rombel} memakai Kurikulum 2013: tambahkan Kompetensi Dasar, bukan Capaian Pembelajaran.`;
    throw new AppError(422, 'request.invalid', message, { pembelajaran_id: message });
  }
  const elemen = cleanText(body.elemen);
  const deskripsi = cleanText(body.deskripsi);
  const kunci = cpKunci(own.mataPelajaranId, own.fase, elemen, deskripsi);
  const same = await cpByKunci(ctx.db, scope.sekolahId, kunci);
  if (same) throw cpGanda(own.namaMataPelajaran, own.fase, same);
  await insertCps(ctx.db, [
    {
      sekolahId: scope.sekolahId,
      mataPelajaranId: own.mataPelajaranId,
      fase: own.fase,
      elemen,
      deskripsi,
      isDir: false,
      kunci,
    },
  ]);
  return (await cpByKunci(ctx.db, scope.sekolahId, kunci))!.cpId;
}

/** A CP of a subject and phase the teacher teaches (403 for another's, 404 when unknown). */
async function requireOwnCp(ctx: AppContext, scope: GuruScope, cpId: number) {
  requireGuruId(scope);
  const cp = await findCp(ctx.db, scope.sekolahId, cpId);
  if (!cp) throw notFound('Capaian pembelajaran');
  const mine = fasePairs(scope.pembelajaran).some(
    (pair) => pair.mataPelajaranId === cp.mataPelajaranId && pair.fase === cp.fase,
  );
  if (!mine) {
    throw new AppError(
      403,
      'kurikulum.bukan_cp_anda',
      'CP ini bukan untuk mata pelajaran dan fase yang Anda ampu.',
    );
  }
  return cp;
}

export async function setCpStatus(
  ctx: AppContext,
  session: Session,
  cpId: number,
  aktif: boolean,
): Promise<void> {
  const scope = await loadGuruScope(ctx, session);
  await requireOwnCp(ctx, scope, cpId);
  await setCpAktif(ctx.db, cpId, aktif);
}

/** The school already holds a CP with this element and text (case and spacing aside). */
function cpGanda(mapel: string, fase: string, other: { isDir: boolean; aktif: boolean }) {
  const which = [other.isDir ? 'CP resmi' : 'CP sekolah', ...(other.aktif ? [] : ['nonaktif'])];
  const message = `CP dengan elemen dan deskripsi yang sama sudah ada untuk ${mapel} fase ${fase} (${which.join(', ')}).`;
  return new AppError(409, 'kurikulum.cp_ganda', message, { deskripsi: message });
}

/** Another write took the key between the check and the update (the unique key refused it). */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  return codeOf(error) === '23505' || (error instanceof Error && codeOf(error.cause) === '23505');
}

/** A CP the school added, of the teacher's subject and phase; the catalogue's are never changed. */
async function requireOwnSchoolCp(ctx: AppContext, scope: GuruScope, cpId: number) {
  const cp = await requireOwnCp(ctx, scope, cpId);
  if (cp.isDir) {
    throw new AppError(
      403,
      'kurikulum.cp_resmi',
      'CP resmi dari katalog Direktorat tidak dapat diubah atau dihapus; nonaktifkan saja bila tidak dipakai.',
    );
  }
  return cp;
}

/**
 * Corrects a school CP's element and text, cleaned and keyed as when adding; its TPs keep
 * pointing at it (they and the report's descriptions quote their own text, not the CP's).
 */
export async function editCp(ctx: AppContext, session: Session, cpId: number, body: CpEditBody) {
  const scope = await loadGuruScope(ctx, session);
  const cp = await requireOwnSchoolCp(ctx, scope, cpId);
  const elemen = cleanText(body.elemen);
  const deskripsi = cleanText(body.deskripsi);
  const kunci = cpKunci(cp.mataPelajaranId, cp.fase, elemen, deskripsi);
  const mapel = mapelNames(scope).get(cp.mataPelajaranId) ?? String(cp.mataPelajaranId);
  const same = await cpByKunci(ctx.db, scope.sekolahId, kunci);
  if (same && same.cpId !== cpId) throw cpGanda(mapel, cp.fase, same);
  try {
    await updateCpText(ctx.db, cpId, { elemen, deskripsi, kunci });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const taken = await cpByKunci(ctx.db, scope.sekolahId, kunci);
    throw cpGanda(mapel, cp.fase, taken ?? { isDir: false, aktif: true });
  }
}

/** Deletes a school CP no TP uses (anyone's): otherwise 409 saying how many TPs use it. */
export async function removeCp(ctx: AppContext, session: Session, cpId: number) {
  const scope = await loadGuruScope(ctx, session);
  await requireOwnSchoolCp(ctx, scope, cpId);
  if (await deleteUnusedCp(ctx.db, cpId, cpKunciDihapus(cpId))) return;
  const total = await countLiveTpOfCp(ctx.db, cpId);
  // Unused, yet not deleted: another request deleted it in the meantime.
  if (total === 0) throw notFound('Capaian pembelajaran');
  const own = await countTpByCp(ctx.db, [cpId], {
    guruId: requireGuruId(scope),
    pembelajaranIds: scope.pembelajaran.map((row) => row.pembelajaranId),
  });
  const others = total - (own.get(cpId) ?? 0);
  const ofOthers = others > 0 ? ` (${others} di antaranya milik guru lain)` : '';
  throw new AppError(
    409,
    'kurikulum.cp_dipakai',
    `CP ini tidak dapat dihapus karena dipakai oleh ${total} tujuan pembelajaran${ofOthers}. Hapus TP tersebut lebih dulu di menu Tujuan Pembelajaran, atau nonaktifkan CP ini.`,
  );
}

export async function ringkasanCp(ctx: AppContext, session: Session): Promise<CpRingkasan> {
  const row = await cpRingkasan(ctx.db, session.sekolahId);
  return {
    total: row.total,
    dir: row.dir,
    sekolah: row.total - row.dir,
    aktif: row.aktif,
    fase_e: row.faseE,
    fase_f: row.total - row.faseE,
    mapel: row.mapel,
  };
}
