import { isScore, nilaiSumatifAkhir } from '@erapor/shared/penilaian/nilai';
import type { GridKind, GridValue } from '@erapor/shared/penilaian/grid.schemas';

/** A SAS part the NA can be computed from: a score 0–100, or empty. */
const isPart = (value: GridValue): value is number | null => value === null || isScore(value);

/** Whether a kind has read-only columns the server computes from the others (the SAS NA). */
export const hasComputedColumns = (kind: GridKind): boolean => kind === 'sas';

/**
 * The read-only columns the server computes from a row's parts when it stores them (the SAS NA),
 * worked out here from the parts as the row shows them, by the server's own formula. For a row
 * whose parts have edits not stored yet, so it does not show the value of the parts before the
 * edits beside them. An invalid part (101, "abc") gives no value: that part is never sent, so
 * there is nothing to compute from it. Null for a kind without computed columns.
 */
export function computedColumns(
  kind: GridKind,
  shown: (kolom: string) => GridValue,
): Record<string, GridValue> | null {
  if (!hasComputedColumns(kind)) return null;
  const nonTes = shown('non-tes');
  const tes = shown('tes');
  if (!isPart(nonTes) || !isPart(tes)) return { na: null };
  return { na: nilaiSumatifAkhir(nonTes, tes) };
}
