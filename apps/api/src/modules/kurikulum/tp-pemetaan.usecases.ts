import type { TpMapping } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import { writeMappingUnderLocks } from './grade-lock';
import {
  loadGuruScope,
  requireOwnPembelajaran,
  type GuruScope,
  type OwnPembelajaran,
} from './guru-scope';
import {
  deleteMapping,
  insertMappings,
  lockMappings,
  scoredPairs,
  type MappingRow,
  type TpRow,
} from './tp.repository';
import { invalid, isOwnMapping, refuseIfScored, requireTp } from './tp.usecases';

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
