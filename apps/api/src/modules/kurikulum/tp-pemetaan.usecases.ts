import type { TpMapping, TpSalinTujuan } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import { currentLocks, writeMappingUnderLocks } from './grade-lock';
import {
  loadGuruScope,
  requireOwnPembelajaran,
  type GuruScope,
  type OwnPembelajaran,
} from './guru-scope';
import {
  deleteMapping,
  findTps,
  insertMappings,
  lockMappings,
  mappingsOf,
  scoredPairs,
  tpIdsMappedTo,
  type MappingRow,
  type TpRow,
} from './tp.repository';
import { canManage, invalid, isOwnMapping, refuseIfScored, requireTp } from './tp.usecases';

// Mapping a TP to the teacher's other classes of the same subject and grade, and taking it off
// one: both change a class's grade columns, so both run under its grade locks.

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
  const [scored, locks] = await Promise.all([
    scoredPairs(ctx.db, [tpId]),
    currentLocks(ctx, scope),
  ]);
  const scoredIds = new Set(scored.map((row) => row.pembelajaranId));
  return {
    terpetakan: mappings.map((mapping) => ({
      pembelajaran_id: mapping.pembelajaranId,
      rombel: mapping.rombel,
      milik_sendiri: isOwnMapping(scope, mapping),
      ada_nilai: scoredIds.has(mapping.pembelajaranId),
      terkunci: locks.reasonOf(mapping),
    })),
    tersedia: mappableClasses(scope, tp, mappings).map((row) => ({
      pembelajaran_id: row.pembelajaranId,
      rombel: row.rombel,
      terkunci: locks.reasonOf(row),
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

/**
 * The TPs of one of the teacher's classes and, per class each could go to, the (tp, class) pairs
 * still missing: a TP goes where the one-by-one mapping would let it (same subject and grade or
 * phase), and only a TP the teacher may map (his own, or used by his classes only).
 */
async function salinPlan(ctx: AppContext, scope: GuruScope, dariPembelajaranId: string) {
  const dari = await requireOwnPembelajaran(ctx, scope, dariPembelajaranId);
  const tpIds = await tpIdsMappedTo(ctx.db, dari.pembelajaranId);
  const [tps, mappings] = await Promise.all([
    findTps(ctx.db, scope.sekolahId, tpIds),
    mappingsOf(ctx.db, scope.semesterId, tpIds),
  ]);
  const pairs = new Map<string, { own: OwnPembelajaran; tpIds: string[] }>();
  for (const tp of tps) {
    const own = mappings.filter((mapping) => mapping.tpId === tp.tpId);
    if (!canManage(scope, tp, own)) continue;
    for (const target of mappableClasses(scope, tp, own)) {
      const entry = pairs.get(target.pembelajaranId) ?? { own: target, tpIds: [] };
      entry.tpIds.push(tp.tpId);
      pairs.set(target.pembelajaranId, entry);
    }
  }
  // the teacher's parallel classes (same subject, same grade), those already holding every TP
  // among them
  const parallel = scope.pembelajaran.filter(
    (row) =>
      row.pembelajaranId !== dari.pembelajaranId &&
      row.mataPelajaranId === dari.mataPelajaranId &&
      row.merdeka === dari.merdeka &&
      row.tingkat === dari.tingkat,
  );
  return { dari, tpIds, pairs, parallel };
}

export async function tpSalinTujuan(
  ctx: AppContext,
  session: Session,
  dariPembelajaranId: string,
): Promise<TpSalinTujuan> {
  const scope = await loadGuruScope(ctx, session);
  const [{ tpIds, pairs, parallel }, locks] = await Promise.all([
    salinPlan(ctx, scope, dariPembelajaranId),
    currentLocks(ctx, scope),
  ]);
  return {
    jumlah_tp: tpIds.length,
    // a locked class would refuse the copy (423) after the teacher chose it: its lock is told here
    tujuan: parallel.map((row) => ({
      pembelajaran_id: row.pembelajaranId,
      rombel: row.rombel,
      baru: pairs.get(row.pembelajaranId)?.tpIds.length ?? 0,
      terkunci: locks.reasonOf(row),
    })),
  };
}

/**
 * Maps every TP of one of the teacher's classes to his parallel classes chosen, in one
 * transaction under their grade locks (a locked class refuses all of it). Answers how many
 * mappings were made; a class that is no parallel class of it is refused by name.
 */
export async function salinTpPemetaan(
  ctx: AppContext,
  session: Session,
  body: { dari_pembelajaran_id: string; pembelajaran_ids: string[] },
): Promise<{ tp: number; rombel: number; pemetaan: number }> {
  const scope = await loadGuruScope(ctx, session);
  const { dari, pairs, parallel } = await salinPlan(ctx, scope, body.dari_pembelajaran_id);
  const parallelIds = new Set(parallel.map((row) => row.pembelajaranId));
  const chosen = [...new Set(body.pembelajaran_ids)];
  for (const id of chosen) {
    if (parallelIds.has(id)) continue;
    const own = await requireOwnPembelajaran(ctx, scope, id);
    throw invalid(
      'pembelajaran_ids',
      `TP ${dari.namaMataPelajaran} – ${dari.rombel} tidak dapat dipetakan ke ${own.namaMataPelajaran} – ${own.rombel}: hanya ke kelas lain dengan mata pelajaran dan tingkat yang sama.`,
    );
  }
  const targets = chosen.flatMap((id) => {
    const entry = pairs.get(id);
    return entry ? [entry] : [];
  });
  const rows = targets.flatMap((entry) =>
    entry.tpIds.map((tpId) => ({ tpId, pembelajaranId: entry.own.pembelajaranId })),
  );
  if (rows.length === 0) return { tp: 0, rombel: 0, pemetaan: 0 };
  const pemetaan = await writeMappingUnderLocks(
    ctx,
    scope,
    targets.map(({ own }) => ({
      rombonganBelajarId: own.rombonganBelajarId,
      rombel: own.rombel,
      refusal: `TP tidak dapat dipetakan ke ${own.namaMataPelajaran} – ${own.rombel}`,
    })),
    'pembelajaran_ids',
    (tx) => insertMappings(tx, scope.sekolahId, rows),
  );
  return {
    tp: new Set(rows.map((row) => row.tpId)).size,
    rombel: targets.length,
    pemetaan,
  };
}
