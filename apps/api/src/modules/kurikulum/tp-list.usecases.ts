import type { TpItem, TpRef } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import {
  fasePairs,
  filterPembelajaran,
  loadGuruScope,
  mapelNames,
  requireOwnPembelajaran,
  tingkatPairs,
} from './guru-scope';
import { cpOptions, kdOptions } from './kurikulum.repository';
import { listTp, mappingsOf, scoredPairs, type TpListQuery } from './tp.repository';
import { currentLocks } from './grade-lock';
import { addRefusal, canManage, isOwnMapping } from './tp.usecases';

// Tujuan Pembelajaran as the teacher reads them: the list (with where each TP is mapped, whether
// it has scores there and whether that class's grades are locked) and the CPs or KDs he can write
// TPs under.

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
  const [mappings, scored, locks] = await Promise.all([
    mappingsOf(ctx.db, scope.semesterId, ids),
    scoredPairs(ctx.db, ids),
    currentLocks(ctx, scope),
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
                is_dir: row.cpIsDir === true,
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
          terkunci: locks.reasonOf(mapping),
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
  const [cp, kd, locks] = await Promise.all([
    own.merdeka
      ? cpOptions(ctx.db, scope.sekolahId, { mataPelajaranId: own.mataPelajaranId, fase: own.fase })
      : [],
    own.merdeka
      ? []
      : kdOptions(ctx.db, scope.sekolahId, {
          mataPelajaranId: own.mataPelajaranId,
          tingkat: own.tingkat,
        }),
    currentLocks(ctx, scope),
  ]);
  const reason = locks.reasonOf(own);
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
    // in the words of the 423 a new TP would get (saveTps), as the template's check says it
    terkunci: reason
      ? { alasan: reason, pesan: `${addRefusal(own)}: ${locks.why(reason, own.rombel)}` }
      : null,
  };
}
