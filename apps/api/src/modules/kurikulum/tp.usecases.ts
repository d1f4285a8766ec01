import type { TpBody } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import {
  loadGuruScope,
  requireGuruId,
  requireOwnPembelajaran,
  type GuruScope,
  type OwnPembelajaran,
} from './guru-scope';
import { findCp, findKd, lockLiveCp } from './kurikulum.repository';
import { writeMappingUnderLocks } from './grade-lock';
import { cleanText, tpKey } from './kunci';
import {
  countScores,
  lockMappings,
  deleteTp,
  findTp,
  insertMappings,
  insertTps,
  lockTpInduk,
  mappingsOf,
  tpsUnder,
  updateTpText,
  type MappingRow,
  type TpRow,
} from './tp.repository';

// Tujuan Pembelajaran: adding, editing and deleting one, and the rules the list
// (tp-list.usecases), the Excel import (tp-import.usecases) and the mapping to other classes
// (tp-pemetaan.usecases) share with them.

/** A mapping to one of the teacher's own classes. */
export function isOwnMapping(scope: GuruScope, mapping: MappingRow): boolean {
  return scope.byId.has(mapping.pembelajaranId);
}

/** His own TP, or one mapped to his classes only: he may edit, delete and map it. */
export function canManage(scope: GuruScope, tp: { guruId: string | null }, mappings: MappingRow[]) {
  if (tp.guruId !== null && tp.guruId === scope.guruId) return true;
  return mappings.length > 0 && mappings.every((mapping) => isOwnMapping(scope, mapping));
}

export type Induk =
  | {
      jenis: 'CP';
      cpId: number;
      kdId: null;
      label: string;
      cp: NonNullable<Awaited<ReturnType<typeof findCp>>>;
    }
  | {
      jenis: 'KD';
      cpId: null;
      kdId: string;
      label: string;
      kd: NonNullable<Awaited<ReturnType<typeof findKd>>>;
    };

export function invalid(field: string, message: string): AppError {
  return new AppError(422, 'request.invalid', message, { [field]: message });
}

/**
 * The CP (Merdeka class: same subject and phase, active) or KD (K13 class: same subject and grade,
 * active) a TP of this pembelajaran hangs under.
 */
export async function resolveInduk(
  ctx: AppContext,
  scope: GuruScope,
  own: OwnPembelajaran,
  cpId: number | null | undefined,
  kdId: string | null | undefined,
): Promise<Induk> {
  if (own.merdeka) {
    if (kdId) {
      throw invalid('kd_id', `Kelas ${own.rombel} memakai Kurikulum Merdeka: pilih CP, bukan KD.`);
    }
    if (!cpId) throw invalid('cp_id', 'Capaian pembelajaran wajib dipilih.');
    const cp = await findCp(ctx.db, scope.sekolahId, cpId);
    if (!cp) throw invalid('cp_id', 'Capaian pembelajaran tidak ditemukan.');
    if (cp.mataPelajaranId !== own.mataPelajaranId || cp.fase !== own.fase) {
      throw invalid(
        'cp_id',
        `CP ini bukan untuk ${own.namaMataPelajaran} fase ${own.fase} (kelas ${own.rombel}).`,
      );
    }
    if (!cp.aktif) {
      throw invalid('cp_id', 'CP ini nonaktif; aktifkan dulu di menu Capaian Pembelajaran.');
    }
    return { jenis: 'CP', cpId: cp.cpId, kdId: null, label: `CP ${cp.elemen}`, cp };
  }
  if (cpId) {
    throw invalid('cp_id', `Kelas ${own.rombel} memakai Kurikulum 2013: pilih KD, bukan CP.`);
  }
  if (!kdId) throw invalid('kd_id', 'Kompetensi dasar wajib dipilih.');
  const kd = await findKd(ctx.db, scope.sekolahId, kdId);
  if (!kd) throw invalid('kd_id', 'Kompetensi dasar tidak ditemukan.');
  if (kd.mataPelajaranId !== own.mataPelajaranId || kd.tingkat !== own.tingkat) {
    throw invalid(
      'kd_id',
      `KD ini bukan untuk ${own.namaMataPelajaran} kelas ${own.tingkat} (${own.rombel}).`,
    );
  }
  if (!kd.aktif) {
    throw invalid('kd_id', 'KD ini nonaktif; aktifkan dulu di menu Kompetensi Dasar.');
  }
  return { jenis: 'KD', cpId: null, kdId: kd.kdId, label: `KD ${kd.kode}`, kd };
}

/** Existing TPs under the CP/KD: those mapped to this pembelajaran and his own unmapped ones. */
export async function existingTexts(
  db: Db,
  scope: GuruScope,
  induk: Induk,
  pembelajaranId: string,
) {
  const rows = await tpsUnder(db, scope.sekolahId, { cpId: induk.cpId, kdId: induk.kdId });
  const mapped = new Map<string, string>();
  const own = new Map<string, string>();
  for (const row of rows) {
    const text = tpKey(row.deskripsi);
    if (row.pembelajaranIds.includes(pembelajaranId)) mapped.set(text, row.tpId);
    else if (row.guruId === scope.guruId) own.set(text, row.tpId);
  }
  return { mapped, own };
}

/** The start of a refusal to add TPs to a locked class (then ": " and why). */
export const addRefusal = (own: OwnPembelajaran) =>
  `TP tidak dapat ditambahkan ke ${own.namaMataPelajaran} – ${own.rombel}`;

/** What adding the texts comes to against the TPs under the CP/KD (see saveTps). */
function planTps(existing: Awaited<ReturnType<typeof existingTexts>>, texts: string[]) {
  const fresh: string[] = [];
  const reuse: string[] = [];
  let sudahAda = 0;
  const seen = new Set<string>();
  for (const text of texts) {
    const key = tpKey(text);
    if (seen.has(key)) continue;
    seen.add(key);
    const own = existing.own.get(key);
    if (existing.mapped.has(key)) sudahAda += 1;
    else if (own !== undefined) reuse.push(own);
    else fresh.push(text);
  }
  return { fresh, reuse, sudahAda };
}

/**
 * Adds the TPs to a pembelajaran: a text already mapped there is left alone, a text the teacher
 * already wrote under this CP/KD is mapped rather than copied, the rest are new. Answers the TPs
 * created, those mapped (`reused`, their count `mapped`) and how many texts were there already.
 *
 * The texts are compared again inside the write's transaction, under the lock of the CP/KD
 * (lockTpInduk): the same text sent twice at once (a double click, two tabs, a retried request)
 * is added once, and the later request finds it there already. The first comparison, without the
 * lock, only answers at once when there is nothing to add.
 */
export async function saveTps(
  ctx: AppContext,
  scope: GuruScope,
  own: OwnPembelajaran,
  induk: Induk,
  texts: string[],
) {
  const guruId = requireGuruId(scope);
  const first = planTps(await existingTexts(ctx.db, scope, induk, own.pembelajaranId), texts);
  if (first.fresh.length + first.reuse.length === 0) {
    return { created: [], reused: [], mapped: 0, sudahAda: first.sudahAda };
  }
  // New columns of the pembelajaran's grids: not while its grades are locked.
  const target = {
    rombonganBelajarId: own.rombonganBelajarId,
    rombel: own.rombel,
    refusal: addRefusal(own),
  };
  return writeMappingUnderLocks(ctx, scope, [target], 'pembelajaran_id', async (tx) => {
    await lockTpInduk(tx, scope.sekolahId, induk);
    const plan = planTps(await existingTexts(tx, scope, induk, own.pembelajaranId), texts);
    const { fresh, reuse } = plan;
    if (fresh.length > 0 && induk.cpId !== null && !(await lockLiveCp(tx, induk.cpId, 'share'))) {
      // Deleted since it was read: no TP may hang under a deleted CP.
      throw invalid('cp_id', 'Capaian pembelajaran tidak ditemukan.');
    }
    const created = await insertTps(
      tx,
      fresh.map((deskripsi) => ({
        sekolahId: scope.sekolahId,
        cpId: induk.cpId,
        kdId: induk.kdId,
        deskripsi,
        guruId,
      })),
    );
    await insertMappings(
      tx,
      scope.sekolahId,
      [...created, ...reuse].map((tpId) => ({ tpId, pembelajaranId: own.pembelajaranId })),
    );
    return { created, reused: reuse, mapped: reuse.length, sudahAda: plan.sudahAda };
  });
}

/** The 409 of a TP whose text is already mapped to the pembelajaran under the same CP/KD. */
function tpGanda(own: OwnPembelajaran, induk: Induk): AppError {
  const message = `TP yang sama sudah ada untuk ${own.namaMataPelajaran} – ${own.rombel} pada ${induk.label}.`;
  return new AppError(409, 'kurikulum.tp_ganda', message, { deskripsi: message });
}

export async function addTp(ctx: AppContext, session: Session, body: TpBody): Promise<string> {
  const scope = await loadGuruScope(ctx, session);
  const own = await requireOwnPembelajaran(ctx, scope, body.pembelajaran_id);
  const induk = await resolveInduk(ctx, scope, own, body.cp_id, body.kd_id);
  const deskripsi = cleanText(body.deskripsi);
  const saved = await saveTps(ctx, scope, own, induk, [deskripsi]);
  // there already, or added meanwhile by a request like this one (see saveTps)
  const id = saved.created[0] ?? saved.reused[0];
  if (id === undefined) throw tpGanda(own, induk);
  return id;
}

/**
 * A TP the teacher can see (his own or mapped to his class); `manage` also requires that no
 * other teacher's class uses it.
 */
export async function requireTp(
  ctx: AppContext,
  scope: GuruScope,
  tpId: string,
  manage: boolean,
): Promise<{ tp: TpRow; mappings: MappingRow[] }> {
  requireGuruId(scope);
  const tp = await findTp(ctx.db, scope.sekolahId, tpId);
  if (!tp) throw notFound('Tujuan pembelajaran');
  const mappings = await mappingsOf(ctx.db, scope.semesterId, [tpId]);
  const visible =
    tp.guruId === scope.guruId || mappings.some((mapping) => isOwnMapping(scope, mapping));
  if (!visible) {
    throw new AppError(403, 'kurikulum.bukan_tp_anda', 'Tujuan pembelajaran ini bukan milik Anda.');
  }
  if (manage && !canManage(scope, tp, mappings)) {
    const others = mappings
      .filter((mapping) => !isOwnMapping(scope, mapping))
      .map((mapping) => mapping.rombel);
    throw new AppError(
      403,
      'kurikulum.tp_guru_lain',
      `TP ini juga dipakai guru lain di kelas ${others.join(', ')}; hanya penulisnya yang dapat mengubah atau menghapusnya.`,
    );
  }
  return { tp, mappings };
}

/** Refuses (409) a text another TP under the same CP/KD already has in a class this TP is in. */
async function refuseTwinText(
  db: Db,
  scope: GuruScope,
  tp: TpRow,
  mappings: MappingRow[],
  deskripsi: string,
) {
  const siblings = await tpsUnder(db, scope.sekolahId, { cpId: tp.cpId, kdId: tp.kdId });
  const mappedHere = new Set(mappings.map((mapping) => mapping.pembelajaranId));
  const clash = siblings.find(
    (row) =>
      row.tpId !== tp.tpId &&
      tpKey(row.deskripsi) === tpKey(deskripsi) &&
      row.pembelajaranIds.some((id) => mappedHere.has(id)),
  );
  if (clash) {
    const message = 'TP lain dengan teks yang sama sudah dipetakan ke kelas yang sama.';
    throw new AppError(409, 'kurikulum.tp_ganda', message, { deskripsi: message });
  }
}

/**
 * Changes a TP's text. The texts are compared again inside the write, under the CP/KD's lock
 * (lockTpInduk, as saveTps): an edit and an addition of the same text at once leave one TP.
 */
export async function editTp(ctx: AppContext, session: Session, tpId: string, text: string) {
  const scope = await loadGuruScope(ctx, session);
  const { tp, mappings } = await requireTp(ctx, scope, tpId, true);
  const deskripsi = cleanText(text);
  await refuseTwinText(ctx.db, scope, tp, mappings, deskripsi);
  // The text is what a locked class's scores of this TP stand for: not changed under a lock.
  const targets = mappings.map((mapping) => ({
    rombonganBelajarId: mapping.rombonganBelajarId,
    rombel: mapping.rombel,
    refusal: `Teks TP ini tidak dapat diubah selama dipetakan ke ${mapping.rombel}`,
  }));
  await writeMappingUnderLocks(ctx, scope, targets, 'deskripsi', async (tx) => {
    await lockTpInduk(tx, scope.sekolahId, { cpId: tp.cpId, kdId: tp.kdId });
    await refuseTwinText(tx, scope, tp, mappings, deskripsi);
    await updateTpText(tx, tpId, deskripsi);
  });
}

function scoresText(scores: { nilai: number; capaian: number }): string {
  const parts: string[] = [];
  if (scores.nilai) parts.push(`${scores.nilai} nilai`);
  if (scores.capaian) parts.push(`${scores.capaian} ketercapaian`);
  return parts.join(' dan ');
}

/**
 * Refuses (409, from `refusal`) when the TP holds scores or attainment flags, in one class or in
 * any. Asked before the write for a quick answer, and again inside it after lockMappings, where
 * it also counts what a save under way at that moment wrote.
 */
export async function refuseIfScored(
  db: Db,
  tpId: string,
  pembelajaranId: string | undefined,
  refusal: (used: string) => AppError,
) {
  const scores = await countScores(db, tpId, pembelajaranId);
  if (scores.nilai + scores.capaian > 0) throw refusal(scoresText(scores));
}

/** Deletes an unused TP; one with scores or attainment flags is refused with 409. */
export async function removeTp(ctx: AppContext, session: Session, tpId: string) {
  const scope = await loadGuruScope(ctx, session);
  const { mappings } = await requireTp(ctx, scope, tpId, true);
  const refusal = (used: string) =>
    new AppError(
      409,
      'kurikulum.tp_dipakai',
      `TP ini tidak dapat dihapus karena sudah dipakai untuk ${used} peserta didik. Kosongkan nilainya lebih dulu, atau ubah teksnya saja.`,
    );
  await refuseIfScored(ctx.db, tpId, undefined, refusal);
  // Deleting it takes it off every class it is mapped to: not off a class whose grades are locked.
  const targets = mappings.map((mapping) => ({
    rombonganBelajarId: mapping.rombonganBelajarId,
    rombel: mapping.rombel,
    refusal: `TP ini tidak dapat dihapus selama dipetakan ke ${mapping.rombel}`,
  }));
  await writeMappingUnderLocks(ctx, scope, targets, null, async (tx) => {
    await lockMappings(tx, tpId);
    await refuseIfScored(tx, tpId, undefined, refusal);
    await deleteTp(tx, tpId);
  });
}
