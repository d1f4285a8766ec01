import type {
  GridCell,
  GridCellWrite,
  GridConflict,
  GridValue,
} from '@erapor/shared/penilaian/grid.schemas';
import type { EditsState } from './grid-state';
import { cellKey, parseCellKey } from './grid-values';

/**
 * Writes of this grid whose answer never came (the connection dropped, a gateway gave up), per
 * cell, each as it was sent. The server may have stored any of them: a write that reached it is
 * stored, only its answer was lost. Pure functions; the record lives in `EditsState.unanswered`.
 */
export type UnansweredWrites = Record<string, GridCellWrite[]>;

export function rememberUnanswered(
  record: UnansweredWrites,
  writes: Iterable<GridCellWrite>,
): UnansweredWrites {
  const next = { ...record };
  for (const write of writes) {
    const key = cellKey(write.anggota_rombel_id, write.kolom);
    const known = next[key] ?? [];
    // a resend of the same write is the same write
    if (known.some((sent) => sent.value === write.value && sent.version === write.version))
      continue;
    next[key] = [...known, write];
  }
  return next;
}

export function forgetUnanswered(
  record: UnansweredWrites,
  keys: Iterable<string>,
): UnansweredWrites {
  let next = record;
  for (const key of keys) {
    if (!(key in next)) continue;
    if (next === record) next = { ...record };
    delete next[key];
  }
  return next;
}

/**
 * Whether the server's cell is what one of this grid's unanswered writes would have left: the
 * value it sent, exactly one version on from the version it was sent over (a stored write moves
 * the row on by one). Anything else was written by someone else, or after it.
 */
export function leftByUnanswered(
  record: UnansweredWrites,
  key: string,
  cell: { value: GridValue; version: number },
): boolean {
  return (record[key] ?? []).some(
    (sent) => sent.value === cell.value && sent.version + 1 === cell.version,
  );
}

/**
 * The cells of a 409 that are this grid's own writes whose answer was lost: made by the signed-in
 * user (the server's `oleh_anda`) and left exactly as one of them would have. A same value by a
 * colleague, or a change after it (another tab, another device), stays a conflict. For
 * row-versioned kinds a row counts only when every cell the 409 names of it does.
 */
export function ownUnansweredConflicts(
  state: EditsState,
  conflicts: readonly GridConflict[],
  rowVersioned: boolean,
): GridConflict[] {
  const own = (conflict: GridConflict) =>
    conflict.oleh_anda === true &&
    leftByUnanswered(
      state.unanswered,
      cellKey(conflict.anggota_rombel_id, conflict.kolom),
      conflict,
    );
  if (!rowVersioned) return conflicts.filter(own);
  const foreignRows = new Set(
    conflicts.filter((conflict) => !own(conflict)).map((conflict) => conflict.anggota_rombel_id),
  );
  return conflicts.filter((conflict) => !foreignRows.has(conflict.anggota_rombel_id));
}

/**
 * After a 409 showing this grid's own stored writes (`ownUnansweredConflicts`): the edits typed
 * since sit on the version that write made, as if its answer had come; an edit equal to what it
 * stored is no edit any more. The caller shows those cells as stored and sends the rest again.
 */
export function rebaseOnOwn(
  state: EditsState,
  own: readonly GridConflict[],
  rowVersioned: boolean,
): EditsState {
  if (own.length === 0) return state;
  const stored = new Map<string, GridCell>(
    own.map((cell) => [cellKey(cell.anggota_rombel_id, cell.kolom), cell]),
  );
  const rowVersion = new Map<string, number>();
  for (const cell of own) {
    const known = rowVersion.get(cell.anggota_rombel_id) ?? 0;
    rowVersion.set(cell.anggota_rombel_id, Math.max(known, cell.version));
  }
  const drafts = { ...state.drafts };
  const queued = { ...state.queued };
  for (const [key, draft] of Object.entries(state.drafts)) {
    const cell = stored.get(key);
    const version = cell
      ? cell.version
      : rowVersioned
        ? rowVersion.get(parseCellKey(key).anggota_rombel_id)
        : undefined;
    if (version === undefined) continue;
    if (cell && draft.value === cell.value) {
      delete drafts[key];
      delete queued[key];
    } else drafts[key] = { ...draft, version };
  }
  return {
    ...state,
    drafts,
    queued,
    unanswered: forgetUnanswered(state.unanswered, stored.keys()),
  };
}
