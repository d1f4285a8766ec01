import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  GradeHistoryEntry,
  GradeSaveEntry,
  GridConflict,
  GridData,
  GridKind,
  GridWrite,
  GridWriteResult,
} from '@erapor/shared/penilaian/grid.schemas';
import { RIWAYAT_LEMBAR_SAVES } from '@erapor/shared/penilaian/grid.schemas';
import type {
  PenyesuaianNilaiAkhir,
  RemedialKind,
  RemedialSas,
  RemedialTp,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiClient, unwrap } from '../../lib/api-client';

/** The cells a 409 answer names: nothing was written, these changed since they were read. */
export function conflictsOf(body: unknown): GridConflict[] {
  const conflicts = (body as { conflicts?: unknown } | null)?.conflicts;
  return Array.isArray(conflicts) ? (conflicts as GridConflict[]) : [];
}

/**
 * Whether the user himself (in another tab or on another device) made every value a 409 answer
 * names, as the server says (`oleh_anda`): then it was not someone else.
 */
export function semuaOlehAnda(body: unknown): boolean {
  const conflicts = conflictsOf(body);
  return conflicts.length > 0 && conflicts.every((conflict) => conflict.oleh_anda === true);
}

export const gradeGridKeys = {
  all: ['penilaian', 'grid'] as const,
  grid: (kind: GridKind, pembelajaranId: string) =>
    [...gradeGridKeys.all, kind, pembelajaranId] as const,
  riwayat: (kind: GridKind | '', pembelajaranId: string, anggotaRombelId: string, kolom: string) =>
    ['penilaian', 'riwayat', kind, pembelajaranId, anggotaRombelId, kolom] as const,
  lembar: (kind: GridKind, pembelajaranId: string) =>
    ['penilaian', 'riwayat-lembar', kind, pembelajaranId] as const,
};

/**
 * What other screens show from the grades: the Beranda's progress (teacher, wali, Waka) and the
 * computed Nilai Asesmen of Nilai Akhir. Stale once a grid stored something: fetched again when
 * shown (at once if on screen), not after the cache's 30 s.
 */
export const SHOWN_FROM_GRADES = [
  ['beranda', 'penilaian'],
  ['penilaian', 'nilai-asesmen'],
] as const;

/**
 * What follows from the curriculum (TPs, their mapping, the weights): the grids' columns, the
 * computed finals and proposals, and the Beranda's progress.
 */
export const SHOWN_FROM_CURRICULUM = [['penilaian'], ['beranda', 'penilaian']] as const;

export function gridQueryOptions(kind: GridKind, pembelajaranId: string) {
  return {
    queryKey: gradeGridKeys.grid(kind, pembelajaranId),
    queryFn: async () =>
      unwrap(
        await apiClient.get<GridData>(
          `penilaian/grid/${kind}?pembelajaran_id=${encodeURIComponent(pembelajaranId)}`,
        ),
      ),
    // Local edits live beside the query; a refetch only refreshes what the server has.
    staleTime: Infinity,
  };
}

export function putGrid(kind: GridKind, body: GridWrite) {
  return apiClient.put<GridWriteResult>(`penilaian/grid/${kind}`, body);
}

/**
 * One stored score after the student's remedial test, with its reason: a TP score or a SAS part
 * (`kolom`: the grid's column; the server refuses one that is not of that kind).
 */
export function putRemedial(
  kind: RemedialKind,
  body: Omit<RemedialTp | RemedialSas, 'kolom'> & { kolom: string },
) {
  return apiClient.put<GridWriteResult>(`penilaian/grid/${kind}/remedial`, body);
}

/** One student's final after a remedial test or adjusted, with its reason. */
export function sesuaikanNilaiAkhir(body: PenyesuaianNilaiAkhir) {
  return apiClient.put<GridWriteResult>('penilaian/nilai-akhir/penyesuaian', body);
}

/** The changes of one cell of one grid (of all a student's cells without `kolom`), newest first. */
export function useGradeHistory(
  cell: { kind: GridKind; pembelajaranId: string; anggotaRombelId: string; kolom?: string } | null,
) {
  return useQuery({
    queryKey: gradeGridKeys.riwayat(
      cell?.kind ?? '',
      cell?.pembelajaranId ?? '',
      cell?.anggotaRombelId ?? '',
      cell?.kolom ?? '',
    ),
    queryFn: async () => {
      const query = new URLSearchParams({
        pembelajaran_id: cell!.pembelajaranId,
        anggota_rombel_id: cell!.anggotaRombelId,
        kind: cell!.kind,
      });
      if (cell!.kolom) query.set('kolom', cell!.kolom);
      return unwrap(await apiClient.get<GradeHistoryEntry[]>(`penilaian/riwayat?${query}`));
    },
    enabled: cell !== null,
    staleTime: 0,
  });
}

/**
 * The saves of one grid, newest first, a page at a time (only while `enabled`: the modal is
 * open); `fetchNextPage` brings the older ones.
 */
export function useSheetHistory(kind: GridKind, pembelajaranId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: gradeGridKeys.lembar(kind, pembelajaranId),
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ pembelajaran_id: pembelajaranId, kind });
      if (pageParam !== null) query.set('sebelum', String(pageParam));
      return unwrap(await apiClient.get<GradeSaveEntry[]>(`penilaian/riwayat-lembar?${query}`));
    },
    initialPageParam: null as number | null,
    // a full page (its moments: saves made at once share one) may have older saves behind it
    getNextPageParam: (last) =>
      new Set(last.map((save) => save.kursor)).size >= RIWAYAT_LEMBAR_SAVES
        ? last.at(-1)!.kursor
        : undefined,
    enabled,
    staleTime: 0,
  });
}
