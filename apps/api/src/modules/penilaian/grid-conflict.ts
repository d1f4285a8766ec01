import { GRID_CONFLICT_CODE, type GridConflict } from '@erapor/shared/penilaian/grid.schemas';

/**
 * What a refused stale write is told: how many values changed since they were read and by whom —
 * someone else, the user himself in another tab or on another device (`oleh_anda`: a name cannot
 * tell, two teachers may share one), or both — that nothing was saved, then what to do (`lanjut`).
 */
export function pesanKonflik(conflicts: readonly GridConflict[], lanjut: string): string {
  const sendiri = conflicts.filter((conflict) => conflict.oleh_anda === true).length;
  const lain = conflicts.length - sendiri;
  const apa =
    sendiri === 0
      ? `${lain} nilai sudah diubah orang lain sejak Anda membukanya.`
      : lain === 0
        ? `${sendiri} nilai sudah Anda ubah di tab atau perangkat lain sejak Anda membukanya di sini.`
        : `${conflicts.length} nilai sudah diubah sejak Anda membukanya: ${lain} oleh orang lain, ${sendiri} oleh Anda sendiri di tab atau perangkat lain.`;
  return `${apa} Tidak ada yang disimpan; ${lanjut}`;
}

/** The body of a 409: the words above and the current cells, whichever route refused the write. */
export function conflictBody(conflicts: GridConflict[], lanjut: string) {
  return {
    error: { code: GRID_CONFLICT_CODE, message: pesanKonflik(conflicts, lanjut) },
    conflicts,
  };
}
