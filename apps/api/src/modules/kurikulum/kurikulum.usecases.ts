import type {
  BobotItem,
  BobotSaveBody,
  CpBody,
  CpEditBody,
  CpItem,
  KdBody,
  KdItem,
  PembelajaranGuru,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
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
  tingkatPairs,
  toPembelajaranGuru,
  type GuruScope,
  type OwnPembelajaran,
} from './guru-scope';
import { currentLocks, lockedError, lockReasonText } from './grade-lock';
import { withGradeLocks } from '../penilaian/penilaian.repository';
import {
  cpByKunci,
  countLiveTpOfCp,
  countTpByCp,
  cpRingkasan,
  deleteUnusedCp,
  findCp,
  findKd,
  insertCps,
  insertKd,
  kdKodeTaken,
  listCp,
  listKd,
  setCpAktif,
  updateBobot,
  updateCpText,
  updateKd,
  type CpListQuery,
  type KdListQuery,
} from './kurikulum.repository';
import { cleanText, cpKunci, cpKunciDihapus } from './kunci';

export async function pembelajaranGuruList(
  ctx: AppContext,
  session: Session,
): Promise<{ data: PembelajaranGuru[] }> {
  const scope = await loadGuruScope(ctx, session);
  return { data: scope.pembelajaran.map(toPembelajaranGuru) };
}

/* ------------------------------------------------------------------ capaian pembelajaran */

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

/* ------------------------------------------------------------------ kompetensi dasar */

export async function listKdPage(
  ctx: AppContext,
  session: Session,
  query: KdListQuery,
): Promise<Page<KdItem>> {
  const scope = await loadGuruScope(ctx, session);
  const pairs = tingkatPairs(filterPembelajaran(scope, query));
  const names = mapelNames(scope);
  const { rows, total } = await listKd(ctx.db, scope.sekolahId, pairs, query);
  return {
    data: rows.map((row) => ({
      kd_id: row.kdId,
      mata_pelajaran_id: row.mataPelajaranId,
      mata_pelajaran: names.get(row.mataPelajaranId) ?? String(row.mataPelajaranId),
      tingkat: row.tingkat,
      kompetensi_id: row.kompetensiId,
      kode: row.kode,
      deskripsi: row.deskripsi,
      alias: row.alias,
      kurikulum: row.kurikulum,
      aktif: row.aktif,
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function addKd(ctx: AppContext, session: Session, body: KdBody): Promise<string> {
  const scope = await loadGuruScope(ctx, session);
  const guruId = requireGuruId(scope);
  const own = await requireOwnPembelajaran(ctx, scope, body.pembelajaran_id);
  if (own.merdeka) {
    const message = `Kelas ${own.rombel} memakai Kurikulum Merdeka: gunakan Capaian Pembelajaran, bukan Kompetensi Dasar.`;
    throw new AppError(422, 'request.invalid', message, { pembelajaran_id: message });
  }
  const awalan = body.kompetensi_id === 1 ? '3' : '4';
  if (body.kode.split('.')[0] !== awalan) {
    const aspek = body.kompetensi_id === 1 ? 'pengetahuan' : 'keterampilan';
    const message = `Kode KD ${aspek} diawali ${awalan}, misalnya ${awalan}.1.`;
    throw new AppError(422, 'request.invalid', message, { kode: message });
  }
  const values = {
    mataPelajaranId: own.mataPelajaranId,
    tingkat: own.tingkat,
    kompetensiId: body.kompetensi_id,
    kode: body.kode,
  };
  if (await kdKodeTaken(ctx.db, scope.sekolahId, values)) {
    const message = `KD ${body.kode} sudah ada untuk ${own.namaMataPelajaran} kelas ${own.tingkat}.`;
    throw new AppError(409, 'kurikulum.kd_ganda', message, { kode: message });
  }
  return insertKd(ctx.db, {
    ...values,
    sekolahId: scope.sekolahId,
    deskripsi: cleanText(body.deskripsi),
    guruId,
  });
}

async function requireOwnKd(ctx: AppContext, scope: GuruScope, kdId: string) {
  requireGuruId(scope);
  const kd = await findKd(ctx.db, scope.sekolahId, kdId);
  if (!kd) throw notFound('Kompetensi dasar');
  const mine = tingkatPairs(scope.pembelajaran).some(
    (pair) => pair.mataPelajaranId === kd.mataPelajaranId && pair.tingkat === kd.tingkat,
  );
  if (!mine) {
    throw new AppError(
      403,
      'kurikulum.bukan_kd_anda',
      'KD ini bukan untuk mata pelajaran dan kelas yang Anda ampu.',
    );
  }
  return kd;
}

export async function setKdAlias(
  ctx: AppContext,
  session: Session,
  kdId: string,
  alias: string | null,
) {
  const scope = await loadGuruScope(ctx, session);
  await requireOwnKd(ctx, scope, kdId);
  await updateKd(ctx.db, kdId, { alias: alias ? cleanText(alias) : null });
}

export async function setKdStatus(ctx: AppContext, session: Session, kdId: string, aktif: boolean) {
  const scope = await loadGuruScope(ctx, session);
  await requireOwnKd(ctx, scope, kdId);
  await updateKd(ctx.db, kdId, { aktif });
}

/* ------------------------------------------------------------------ bobot penilaian */

export async function bobotList(ctx: AppContext, session: Session): Promise<{ data: BobotItem[] }> {
  const scope = await loadGuruScope(ctx, session);
  const lockOf = await currentLocks(ctx, scope);
  return {
    data: scope.pembelajaran.map((row) => ({
      pembelajaran_id: row.pembelajaranId,
      nama_mata_pelajaran: row.namaMataPelajaran,
      rombel: row.rombel,
      tingkat: row.tingkat,
      bobot_sumatif_materi: row.bobotSumatifMateri,
      bobot_sumatif_akhir: row.bobotSumatifAkhir,
      terkunci: lockOf(row),
    })),
  };
}

const BOBOT_LABEL = {
  bobot_sumatif_materi: 'Bobot Sumatif Materi',
  bobot_sumatif_akhir: 'Bobot Sumatif Akhir',
} as const;

/** A weight as typed: an integer 1–100 (a number or its digits), or the reason it is not. */
function bobotOf(value: number | string | null): number | string {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return 'wajib diisi';
  const number =
    typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > 100) {
    return 'harus bilangan bulat 1–100';
  }
  return number;
}

/**
 * Saves the weights of the teacher's pembelajaran. Every row is checked first; one bad value
 * (named by its row, subject, class and field) refuses the whole save. The weights change the
 * Nilai Asesmen, so a row whose weights change is refused (423, naming it and why) while grading
 * is closed or its class locked, checked under the locks grade saves take, in the transaction
 * that writes; a row sent as stored passes (the screen sends every row). All or nothing.
 */
export async function saveBobot(ctx: AppContext, session: Session, body: BobotSaveBody) {
  const scope = await loadGuruScope(ctx, session);
  requireGuruId(scope);
  const fields: Record<string, string> = {};
  const changes: { index: number; own: OwnPembelajaran; materi: number; akhir: number }[] = [];
  let accepted = 0;
  const seen = new Set<string>();
  for (const [index, row] of body.bobot.entries()) {
    const own = scope.byId.get(row.pembelajaran_id.toLowerCase());
    const baris = `Baris ${index + 1}`;
    if (!own) {
      await requireOwnPembelajaran(ctx, scope, row.pembelajaran_id);
      continue;
    }
    if (seen.has(own.pembelajaranId)) {
      fields[`bobot.${index}.pembelajaran_id`] =
        `${baris} (${own.namaMataPelajaran} – ${own.rombel}): pembelajaran ini dikirim dua kali.`;
      continue;
    }
    seen.add(own.pembelajaranId);
    const values: Record<keyof typeof BOBOT_LABEL, number | string> = {
      bobot_sumatif_materi: bobotOf(row.bobot_sumatif_materi),
      bobot_sumatif_akhir: bobotOf(row.bobot_sumatif_akhir),
    };
    const materi = values.bobot_sumatif_materi;
    const akhir = values.bobot_sumatif_akhir;
    if (materi === own.bobotSumatifMateri && akhir === own.bobotSumatifAkhir) {
      accepted += 1;
      continue;
    }
    // Changed (an invalid value is a change too): bad values are named unless the lock refuses it.
    changes.push({ index, own, materi: Number(materi), akhir: Number(akhir) });
    for (const field of Object.keys(BOBOT_LABEL) as (keyof typeof BOBOT_LABEL)[]) {
      const value = values[field];
      if (typeof value === 'string') {
        fields[`bobot.${index}.${field}`] =
          `${baris} (${own.namaMataPelajaran} – ${own.rombel}): ${BOBOT_LABEL[field]} ${value}.`;
      }
    }
  }
  const invalid = () =>
    new AppError(422, 'request.invalid', Object.values(fields).join(' '), fields);
  if (changes.length === 0) {
    if (Object.keys(fields).length > 0) throw invalid();
    return accepted;
  }
  await withGradeLocks(
    ctx.db,
    scope,
    changes.map((change) => change.own.rombonganBelajarId),
    async (tx, locked) => {
      const refused: Record<string, string> = {};
      for (const { index, own } of changes) {
        const reason = locked.get(own.rombonganBelajarId);
        if (!reason) continue;
        delete fields[`bobot.${index}.bobot_sumatif_materi`];
        delete fields[`bobot.${index}.bobot_sumatif_akhir`];
        refused[`bobot.${index}.pembelajaran_id`] =
          `Bobot ${own.namaMataPelajaran} – ${own.rombel} tidak dapat diubah: ${lockReasonText(reason, own.rombel)}`;
      }
      if (Object.keys(refused).length > 0) throw lockedError({ ...refused, ...fields });
      if (Object.keys(fields).length > 0) throw invalid();
      await updateBobot(
        tx,
        changes.map(({ own, materi, akhir }) => ({
          pembelajaranId: own.pembelajaranId,
          materi,
          akhir,
        })),
      );
    },
  );
  return accepted + changes.length;
}
