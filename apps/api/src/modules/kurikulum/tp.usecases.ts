import type {
  ImportResult,
  TpBody,
  TpImportConfirmBody,
  TpImportPreview,
  TpImportRow,
  TpItem,
  TpMapping,
  TpRef,
  TpTemplateQuery,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import { TP_MAX_LENGTH } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
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
  type GuruScope,
  type OwnPembelajaran,
} from './guru-scope';
import { cpOptions, findCp, findKd, kdOptions, lockLiveCp } from './kurikulum.repository';
import { currentLocks, writeMappingUnderLocks } from './grade-lock';
import { lockReasonText } from '../penilaian/penilaian.repository';
import { cleanText, normalText } from './kunci';
import {
  countScores,
  deleteMapping,
  lockMappings,
  deleteTp,
  findTp,
  insertMappings,
  insertTps,
  listTp,
  mappingsOf,
  scoredPairs,
  tpsUnder,
  updateTpText,
  type MappingRow,
  type TpListQuery,
  type TpRow,
} from './tp.repository';
import { buildTpTemplate, readTpTemplate, type TpTemplateInfo } from './tp-template.xlsx';

function isOwnMapping(scope: GuruScope, mapping: MappingRow): boolean {
  return scope.byId.has(mapping.pembelajaranId);
}

/** His own TP, or one mapped to his classes only: he may edit, delete and map it. */
function canManage(scope: GuruScope, tp: { guruId: string | null }, mappings: MappingRow[]) {
  if (tp.guruId !== null && tp.guruId === scope.guruId) return true;
  return mappings.length > 0 && mappings.every((mapping) => isOwnMapping(scope, mapping));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

export async function listTpPage(
  ctx: AppContext,
  session: Session,
  query: TpListQuery,
): Promise<Page<TpItem>> {
  const scope = await loadGuruScope(ctx, session);
  if (!scope.guruId) return { data: [], total: 0, page: query.page, per_page: query.per_page };
  const chosen = filterPembelajaran(scope, query);
  const { rows, total } = await listTp(
    ctx.db,
    scope.sekolahId,
    scope.guruId,
    {
      pembelajaranIds: chosen.map((row) => row.pembelajaranId),
      fasePairs: fasePairs(chosen),
      tingkatPairs: tingkatPairs(chosen),
    },
    query,
  );
  const ids = rows.map((row) => row.tpId);
  const [mappings, scored] = await Promise.all([
    mappingsOf(ctx.db, scope.semesterId, ids),
    scoredPairs(ctx.db, ids),
  ]);
  const mappingsByTp = groupBy(mappings, (row) => row.tpId);
  const scoredKeys = new Set(scored.map((row) => `${row.tpId}|${row.pembelajaranId}`));
  const usedTps = new Set(scored.map((row) => row.tpId));
  const names = mapelNames(scope);
  return {
    data: rows.map((row) => {
      const tpMappings = mappingsByTp.get(row.tpId) ?? [];
      return {
        tp_id: row.tpId,
        deskripsi: row.deskripsi,
        mata_pelajaran_id: row.mataPelajaranId,
        mata_pelajaran: names.get(row.mataPelajaranId) ?? String(row.mataPelajaranId),
        cp:
          row.cpId !== null
            ? {
                cp_id: row.cpId,
                elemen: row.cpElemen ?? '',
                deskripsi: row.cpDeskripsi ?? '',
                fase: row.cpFase ?? '',
              }
            : null,
        kd:
          row.kdId !== null
            ? {
                kd_id: row.kdId,
                kode: row.kdKode ?? '',
                deskripsi: row.kdDeskripsi ?? '',
                tingkat: row.kdTingkat ?? 0,
              }
            : null,
        pemetaan: tpMappings.map((mapping) => ({
          pembelajaran_id: mapping.pembelajaranId,
          rombel: mapping.rombel,
          milik_sendiri: isOwnMapping(scope, mapping),
          ada_nilai: scoredKeys.has(`${row.tpId}|${mapping.pembelajaranId}`),
        })),
        dipakai: usedTps.has(row.tpId),
        dapat_diubah: canManage(scope, row, tpMappings),
      };
    }),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** CPs (Merdeka class) or KDs (K13 class) the teacher can write TPs under for a pembelajaran. */
export async function tpReferensi(
  ctx: AppContext,
  session: Session,
  pembelajaranId: string,
): Promise<TpRef> {
  const scope = await loadGuruScope(ctx, session);
  const own = await requireOwnPembelajaran(ctx, scope, pembelajaranId);
  const [cp, kd] = await Promise.all([
    own.merdeka
      ? cpOptions(ctx.db, scope.sekolahId, { mataPelajaranId: own.mataPelajaranId, fase: own.fase })
      : [],
    own.merdeka
      ? []
      : kdOptions(ctx.db, scope.sekolahId, {
          mataPelajaranId: own.mataPelajaranId,
          tingkat: own.tingkat,
        }),
  ]);
  return {
    merdeka: own.merdeka,
    fase: own.fase,
    tingkat: own.tingkat,
    cp: cp.map((row) => ({
      cp_id: row.cpId,
      elemen: row.elemen,
      deskripsi: row.deskripsi,
      is_dir: row.isDir,
    })),
    kd: kd.map((row) => ({
      kd_id: row.kdId,
      kode: row.kode,
      kompetensi_id: row.kompetensiId,
      deskripsi: row.deskripsi,
    })),
  };
}

type Induk =
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

function invalid(field: string, message: string): AppError {
  return new AppError(422, 'request.invalid', message, { [field]: message });
}

/**
 * The CP (Merdeka class: same subject and phase, active) or KD (K13 class: same subject and grade,
 * active) a TP of this pembelajaran hangs under.
 */
async function resolveInduk(
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
async function existingTexts(db: Db, scope: GuruScope, induk: Induk, pembelajaranId: string) {
  const rows = await tpsUnder(db, scope.sekolahId, { cpId: induk.cpId, kdId: induk.kdId });
  const mapped = new Map<string, string>();
  const own = new Map<string, string>();
  for (const row of rows) {
    const text = normalText(row.deskripsi);
    if (row.pembelajaranIds.includes(pembelajaranId)) mapped.set(text, row.tpId);
    else if (row.guruId === scope.guruId) own.set(text, row.tpId);
  }
  return { mapped, own };
}

/** The start of a refusal to add TPs to a locked class (then ": " and why). */
const addRefusal = (own: OwnPembelajaran) =>
  `TP tidak dapat ditambahkan ke ${own.namaMataPelajaran} – ${own.rombel}`;

/**
 * Adds the TPs to a pembelajaran: a text already mapped there is left alone, a text the teacher
 * already wrote under this CP/KD is mapped rather than copied, the rest are new.
 */
async function saveTps(
  ctx: AppContext,
  scope: GuruScope,
  own: OwnPembelajaran,
  induk: Induk,
  texts: string[],
) {
  const guruId = requireGuruId(scope);
  const existing = await existingTexts(ctx.db, scope, induk, own.pembelajaranId);
  const fresh: string[] = [];
  const reuse: string[] = [];
  let sudahAda = 0;
  const seen = new Set<string>();
  for (const text of texts) {
    const key = normalText(text);
    if (seen.has(key)) continue;
    seen.add(key);
    if (existing.mapped.has(key)) sudahAda += 1;
    else if (existing.own.has(key)) reuse.push(existing.own.get(key)!);
    else fresh.push(text);
  }
  if (fresh.length + reuse.length === 0) return { created: [], mapped: 0, sudahAda };
  // New columns of the pembelajaran's grids: not while its grades are locked.
  const target = {
    rombonganBelajarId: own.rombonganBelajarId,
    rombel: own.rombel,
    refusal: addRefusal(own),
  };
  const ids = await writeMappingUnderLocks(ctx, scope, [target], 'pembelajaran_id', async (tx) => {
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
    return created;
  });
  return { created: ids, mapped: reuse.length, sudahAda };
}

export async function addTp(ctx: AppContext, session: Session, body: TpBody): Promise<string> {
  const scope = await loadGuruScope(ctx, session);
  const own = await requireOwnPembelajaran(ctx, scope, body.pembelajaran_id);
  const induk = await resolveInduk(ctx, scope, own, body.cp_id, body.kd_id);
  const deskripsi = cleanText(body.deskripsi);
  const existing = await existingTexts(ctx.db, scope, induk, own.pembelajaranId);
  if (existing.mapped.has(normalText(deskripsi))) {
    const message = `TP yang sama sudah ada untuk ${own.namaMataPelajaran} – ${own.rombel} pada ${induk.label}.`;
    throw new AppError(409, 'kurikulum.tp_ganda', message, { deskripsi: message });
  }
  const saved = await saveTps(ctx, scope, own, induk, [deskripsi]);
  return saved.created[0] ?? existing.own.get(normalText(deskripsi))!;
}

/**
 * A TP the teacher can see (his own or mapped to his class); `manage` also requires that no
 * other teacher's class uses it.
 */
async function requireTp(
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

export async function editTp(ctx: AppContext, session: Session, tpId: string, text: string) {
  const scope = await loadGuruScope(ctx, session);
  const { tp, mappings } = await requireTp(ctx, scope, tpId, true);
  const deskripsi = cleanText(text);
  const siblings = await tpsUnder(ctx.db, scope.sekolahId, { cpId: tp.cpId, kdId: tp.kdId });
  const mappedHere = new Set(mappings.map((mapping) => mapping.pembelajaranId));
  const clash = siblings.find(
    (row) =>
      row.tpId !== tpId &&
      normalText(row.deskripsi) === normalText(deskripsi) &&
      row.pembelajaranIds.some((id) => mappedHere.has(id)),
  );
  if (clash) {
    const message = 'TP lain dengan teks yang sama sudah dipetakan ke kelas yang sama.';
    throw new AppError(409, 'kurikulum.tp_ganda', message, { deskripsi: message });
  }
  await updateTpText(ctx.db, tpId, deskripsi);
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
async function refuseIfScored(
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

/** The teacher's classes of the TP's subject and grade (phase for a CP) it is not mapped to. */
function mappableClasses(scope: GuruScope, tp: TpRow, mappings: MappingRow[]): OwnPembelajaran[] {
  const mapped = new Set(mappings.map((mapping) => mapping.pembelajaranId));
  const ownTingkat = new Set(
    mappings.filter((mapping) => isOwnMapping(scope, mapping)).map((mapping) => mapping.tingkat),
  );
  return scope.pembelajaran.filter((row) => {
    if (mapped.has(row.pembelajaranId) || row.mataPelajaranId !== tp.mataPelajaranId) return false;
    if (tp.cpId !== null ? !row.merdeka || row.fase !== tp.fase : row.merdeka) return false;
    if (tp.kdId !== null && row.tingkat !== tp.kdTingkat) return false;
    return ownTingkat.size === 0 || ownTingkat.has(row.tingkat);
  });
}

export async function tpPemetaan(
  ctx: AppContext,
  session: Session,
  tpId: string,
): Promise<TpMapping> {
  const scope = await loadGuruScope(ctx, session);
  const { tp, mappings } = await requireTp(ctx, scope, tpId, false);
  const scored = await scoredPairs(ctx.db, [tpId]);
  const scoredIds = new Set(scored.map((row) => row.pembelajaranId));
  return {
    terpetakan: mappings.map((mapping) => ({
      pembelajaran_id: mapping.pembelajaranId,
      rombel: mapping.rombel,
      milik_sendiri: isOwnMapping(scope, mapping),
      ada_nilai: scoredIds.has(mapping.pembelajaranId),
    })),
    tersedia: mappableClasses(scope, tp, mappings).map((row) => ({
      pembelajaran_id: row.pembelajaranId,
      rombel: row.rombel,
    })),
  };
}

export async function addTpPemetaan(
  ctx: AppContext,
  session: Session,
  tpId: string,
  pembelajaranIds: string[],
): Promise<number> {
  const scope = await loadGuruScope(ctx, session);
  const { tp, mappings } = await requireTp(ctx, scope, tpId, true);
  const allowed = new Map(
    mappableClasses(scope, tp, mappings).map((row) => [row.pembelajaranId, row]),
  );
  const already = new Set(mappings.map((mapping) => mapping.pembelajaranId));
  for (const id of pembelajaranIds) {
    if (allowed.has(id) || already.has(id)) continue;
    const own = await requireOwnPembelajaran(ctx, scope, id);
    throw invalid(
      'pembelajaran_ids',
      `TP ini tidak dapat dipetakan ke ${own.namaMataPelajaran} – ${own.rombel}: hanya ke kelas lain dengan mata pelajaran dan tingkat yang sama.`,
    );
  }
  const targets = [...new Set(pembelajaranIds)].flatMap((id) => {
    const own = allowed.get(id);
    return own ? [own] : [];
  });
  if (targets.length === 0) return 0;
  return writeMappingUnderLocks(
    ctx,
    scope,
    targets.map((own) => ({
      rombonganBelajarId: own.rombonganBelajarId,
      rombel: own.rombel,
      refusal: `TP ini tidak dapat dipetakan ke ${own.namaMataPelajaran} – ${own.rombel}`,
    })),
    'pembelajaran_ids',
    (tx) =>
      insertMappings(
        tx,
        scope.sekolahId,
        targets.map((own) => ({ tpId, pembelajaranId: own.pembelajaranId })),
      ),
  );
}

/** Takes a TP off one of the teacher's classes, unless scores exist for it there. */
export async function removeTpPemetaan(
  ctx: AppContext,
  session: Session,
  tpId: string,
  pembelajaranId: string,
) {
  const scope = await loadGuruScope(ctx, session);
  const { mappings } = await requireTp(ctx, scope, tpId, false);
  const own = await requireOwnPembelajaran(ctx, scope, pembelajaranId);
  if (!mappings.some((mapping) => mapping.pembelajaranId === pembelajaranId)) {
    throw notFound('Pemetaan TP ke kelas ini');
  }
  const refusal = (used: string) =>
    new AppError(
      409,
      'kurikulum.pemetaan_dinilai',
      `Pemetaan ke ${own.rombel} tidak dapat dihapus karena TP ini sudah dipakai untuk ${used} peserta didik di kelas itu.`,
    );
  await refuseIfScored(ctx.db, tpId, pembelajaranId, refusal);
  const target = {
    rombonganBelajarId: own.rombonganBelajarId,
    rombel: own.rombel,
    refusal: `Pemetaan TP ke ${own.namaMataPelajaran} – ${own.rombel} tidak dapat dihapus`,
  };
  await writeMappingUnderLocks(ctx, scope, [target], 'pembelajaran_id', async (tx) => {
    await lockMappings(tx, tpId, own.pembelajaranId);
    await refuseIfScored(tx, tpId, own.pembelajaranId, refusal);
    await deleteMapping(tx, tpId, own.pembelajaranId);
  });
}

/* ------------------------------------------------------------------ template and import */

async function templateTarget(ctx: AppContext, session: Session, query: TpTemplateQuery) {
  const scope = await loadGuruScope(ctx, session);
  const own = await requireOwnPembelajaran(ctx, scope, query.pembelajaran_id);
  const induk = await resolveInduk(ctx, scope, own, query.cp_id, query.kd_id);
  return { scope, own, induk };
}

export async function tpTemplate(ctx: AppContext, session: Session, query: TpTemplateQuery) {
  const { own, induk } = await templateTarget(ctx, session, query);
  const info: TpTemplateInfo = {
    mataPelajaranId: own.mataPelajaranId,
    namaMataPelajaran: own.namaMataPelajaran,
    pembelajaranId: own.pembelajaranId,
    rombel: own.rombel,
    induk:
      induk.jenis === 'CP'
        ? {
            jenis: 'CP',
            id: induk.cp.cpId,
            fase: induk.cp.fase,
            elemen: induk.cp.elemen,
            deskripsi: induk.cp.deskripsi,
          }
        : {
            jenis: 'KD',
            id: induk.kd.kdId,
            kode: induk.kd.kode,
            tingkat: induk.kd.tingkat,
            deskripsi: induk.kd.alias || induk.kd.deskripsi,
          },
  };
  const slug =
    `${own.namaMataPelajaran}-${own.rombel}-${induk.jenis === 'CP' ? `cp-${induk.cp.cpId}` : `kd-${induk.kd.kode}`}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return { filename: `templat-tp-${slug}.xlsx`, bytes: await buildTpTemplate(info) };
}

function checkRows(rows: TpImportRow[], mapped: Map<string, string>) {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const deskripsi = cleanText(row.deskripsi);
    const errors: string[] = [];
    const key = normalText(deskripsi);
    if (!deskripsi) errors.push('Tujuan pembelajaran kosong.');
    else if (!/\p{L}/u.test(deskripsi)) {
      errors.push('Tujuan pembelajaran harus berupa kalimat, bukan angka atau tanda baca saja.');
    }
    if (deskripsi.length > TP_MAX_LENGTH) {
      errors.push(`Tujuan pembelajaran maksimal ${TP_MAX_LENGTH} karakter.`);
    }
    const first = seen.get(key);
    if (deskripsi && first !== undefined) errors.push(`Sama dengan baris ${first}.`);
    else if (deskripsi) seen.set(key, row.baris);
    return {
      baris: row.baris,
      deskripsi,
      valid: errors.length === 0,
      sudah_ada: errors.length === 0 && mapped.has(key),
      errors,
    };
  });
}

/**
 * Checks an uploaded template against the chosen pembelajaran and CP/KD (the ids hidden in the
 * file) and every TP row; nothing is saved.
 */
export async function previewTpImport(
  ctx: AppContext,
  session: Session,
  query: TpTemplateQuery,
  bytes: Buffer,
): Promise<TpImportPreview> {
  const { scope, own, induk } = await templateTarget(ctx, session, query);
  const content = await readTpTemplate(bytes);
  const chosenId = induk.jenis === 'CP' ? String(induk.cpId) : induk.kdId;
  if (content.mataPelajaranId !== String(own.mataPelajaranId)) {
    const message = `Templat ini untuk mata pelajaran lain (kode ${content.mataPelajaranId || '-'}), bukan ${own.namaMataPelajaran} (${own.mataPelajaranId}).`;
    throw new AppError(422, 'kurikulum.templat_tp', message, { file: message });
  }
  if (content.jenis !== induk.jenis || content.indukId !== chosenId) {
    const message = `Templat ini dibuat untuk ${content.jenis || 'CP/KD'} lain, bukan ${induk.label} yang dipilih. Unduh templat untuk ${induk.label}, lalu salin TP ke sana.`;
    throw new AppError(422, 'kurikulum.templat_tp', message, { file: message });
  }
  const [existing, lockOf] = await Promise.all([
    existingTexts(ctx.db, scope, induk, own.pembelajaranId),
    currentLocks(ctx, scope),
  ]);
  const rows = checkRows(content.rows, existing.mapped);
  const invalidCount = rows.filter((row) => !row.valid).length;
  // Told now rather than only at the confirmation, in the words of its 423 (saveTps).
  const reason = lockOf(own);
  return {
    rows,
    valid: rows.length - invalidCount,
    invalid: invalidCount,
    baru: rows.filter((row) => row.valid && !row.sudah_ada).length,
    terkunci: reason
      ? {
          alasan: reason,
          pesan: `${addRefusal(own)}: ${lockReasonText(reason, own.rombel)}`,
        }
      : null,
  };
}

export async function confirmTpImport(
  ctx: AppContext,
  session: Session,
  body: TpImportConfirmBody,
): Promise<ImportResult> {
  const { scope, own, induk } = await templateTarget(ctx, session, {
    pembelajaran_id: body.pembelajaran_id,
    cp_id: body.cp_id ?? undefined,
    kd_id: body.kd_id ?? undefined,
  });
  const existing = await existingTexts(ctx.db, scope, induk, own.pembelajaranId);
  const rows = checkRows(body.rows, existing.mapped);
  const valid = rows.filter((row) => row.valid);
  if (valid.length === 0) {
    const message = 'Tidak ada baris yang valid untuk disimpan.';
    throw new AppError(422, 'kurikulum.import_kosong', message, { rows: message });
  }
  const saved = await saveTps(
    ctx,
    scope,
    own,
    induk,
    valid.map((row) => row.deskripsi),
  );
  const added = saved.created.length + saved.mapped;
  const skipped = rows.length - valid.length;
  return {
    message: `${added} TP ditambahkan ke ${own.namaMataPelajaran} – ${own.rombel}${saved.sudahAda ? `, ${saved.sudahAda} sudah ada` : ''}${skipped ? `, ${skipped} baris dilewati` : ''}.`,
    saved: added,
    sudah_ada: saved.sudahAda,
    skipped,
  };
}
