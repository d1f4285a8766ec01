import type {
  GridCell,
  GridCellState,
  GridCellWrite,
  GridConflict,
  GridData,
  GridValue,
} from '@erapor/shared/penilaian/grid.schemas';
import { cellKey, isEditable, isValidValue, parseCellKey } from './grid-values';
import {
  forgetUnanswered,
  leftByUnanswered,
  rememberUnanswered,
  type UnansweredWrites,
} from './unanswered-writes';

/**
 * The local side of a grid, kept apart from what the server sent (`GridData`): edits not yet
 * saved, the cells of the write in flight, the cells waiting to be (re)sent, conflicts and the
 * server's per-cell complaints. Pure functions; `useGradeGrid` holds the state.
 */

/** A local edit: the value typed and the version of the cell it was typed over. */
export interface Draft {
  value: GridValue;
  version: number;
  /** Set when the value came from an uploaded template and was not retyped since. */
  sumber?: 'import';
}

export interface EditsState {
  drafts: Record<string, Draft>;
  /** Cells of the write in flight, exactly as sent. */
  sending: Record<string, GridCellWrite>;
  /** Cells the teacher asked to save that still have to go (after a network failure, a 409…). */
  queued: Record<string, true>;
  conflicts: Record<string, GridConflict>;
  /** Messages of a 422, per cell. */
  fieldErrors: Record<string, string>;
  /**
   * Writes sent whose answer never came, per cell: the server may hold them, so a 409 or a fetched
   * grid showing one of them is this grid's own save, not another tab's (`unanswered-writes.ts`).
   */
  unanswered: UnansweredWrites;
}

export type RowState = 'saved' | 'unsaved' | 'pending' | 'conflict';

export const EMPTY_EDITS: EditsState = {
  drafts: {},
  sending: {},
  queued: {},
  conflicts: {},
  fieldErrors: {},
  unanswered: {},
};

const EMPTY_CELL: GridCell = { value: null, version: 0 };

export function baseCell(grid: GridData, anggotaRombelId: string, kolom: string): GridCell {
  const row = grid.rows.find((candidate) => candidate.anggota_rombel_id === anggotaRombelId);
  return row?.cells[kolom] ?? EMPTY_CELL;
}

function without<T>(record: Record<string, T>, keys: Iterable<string>): Record<string, T> {
  const next = { ...record };
  for (const key of keys) delete next[key];
  return next;
}

/** The value a cell shows: the local edit if there is one, else the server's. */
export function shownValue(state: EditsState, base: GridCell, key: string): GridValue {
  return key in state.drafts ? state.drafts[key]!.value : base.value;
}

/**
 * Records that a cell now holds `value`. An edit back to the server's value is no edit at all,
 * unless the draft was typed over an older version (then it still has to be reconciled), or a
 * write of the cell is in flight or went unanswered: that write will change (or may have changed)
 * the server's value, so the value put back (undo, retyped, deleted) is an edit to save after it,
 * not nothing.
 */
export function applyEdit(
  state: EditsState,
  key: string,
  value: GridValue,
  base: GridCell,
  sumber?: 'import',
): EditsState {
  const previous = state.drafts[key];
  const drafts = { ...state.drafts };
  const version = previous?.version ?? base.version;
  const written = key in state.sending || key in state.unanswered;
  if (value === base.value && version === base.version && !written) delete drafts[key];
  else drafts[key] = sumber ? { value, version, sumber } : { value, version };
  // A value typed after Simpan waits for the next Simpan.
  return {
    ...state,
    drafts,
    queued: without(state.queued, [key]),
    fieldErrors: without(state.fieldErrors, [key]),
  };
}

/** True for kinds whose cells share one version per student (the two description texts). */
export function isRowVersioned(grid: GridData): boolean {
  return grid.kind === 'deskripsi';
}

/** Whether a drafted cell may go to the server as it is: valid, editable, not in conflict. */
function sendable(state: EditsState, grid: GridData): string[] {
  const columns = new Map(grid.columns.map((column) => [column.key, column]));
  return Object.entries(state.drafts)
    .filter(([key, draft]) => {
      const column = columns.get(parseCellKey(key).kolom);
      return (
        column !== undefined &&
        isEditable(column, false) &&
        isValidValue(column.type, draft.value) &&
        !(key in state.conflicts)
      );
    })
    .map(([key]) => key);
}

/** "Simpan": every valid edit is queued to be sent (invalid ones stay, marked, unsent). */
export function queueAll(state: EditsState, grid: GridData): EditsState {
  const queued = { ...state.queued };
  for (const key of sendable(state, grid)) queued[key] = true;
  return { ...state, queued };
}

/**
 * The cells to send now: queued, still valid, not in conflict, not already in flight. For
 * row-versioned kinds a queued row is sent whole (every editable column, with the version the
 * row was read at), and a row with an invalid cell is held back whole.
 */
export function selectWrites(state: EditsState, grid: GridData): GridCellWrite[] {
  const editable = grid.columns.filter((column) => isEditable(column, false));
  const ready = new Set(sendable(state, grid).filter((key) => key in state.queued));
  const writes: GridCellWrite[] = [];
  const rowVersioned = isRowVersioned(grid);
  for (const row of grid.rows) {
    const id = row.anggota_rombel_id;
    const keys = editable.map((column) => cellKey(id, column.key));
    const queued = editable.filter((column) => ready.has(cellKey(id, column.key)));
    if (queued.length === 0 || keys.some((key) => key in state.sending)) continue;
    const current = (kolom: string) =>
      shownValue(state, row.cells[kolom] ?? EMPTY_CELL, cellKey(id, kolom));
    if (rowVersioned) {
      const whole = editable.every((column) => isValidValue(column.type, current(column.key)));
      if (keys.some((key) => key in state.conflicts) || !whole) continue;
      // The oldest version any of its edits was typed over: one typed later over a newer version
      // (a column the grid took from a 409 meanwhile) must not carry the others past a change
      // they never saw. A version too old is only answered 409, never stored over.
      const version = Math.min(
        ...editable.flatMap((column) => state.drafts[cellKey(id, column.key)]?.version ?? []),
      );
      for (const column of editable) {
        writes.push({
          anggota_rombel_id: id,
          kolom: column.key,
          value: current(column.key),
          version,
          ...sourceOf(state.drafts[cellKey(id, column.key)]),
        });
      }
      continue;
    }
    for (const column of queued) {
      const draft = state.drafts[cellKey(id, column.key)]!;
      writes.push({
        anggota_rombel_id: id,
        kolom: column.key,
        value: draft.value,
        version: draft.version,
        ...sourceOf(draft),
      });
    }
  }
  return writes;
}

/** A template value not retyped since is recorded by the server as coming from an import. */
function sourceOf(draft: Draft | undefined): Pick<GridCellWrite, 'sumber'> {
  return draft?.sumber ? { sumber: draft.sumber } : {};
}

export function markSending(state: EditsState, writes: readonly GridCellWrite[]): EditsState {
  const sending = { ...state.sending };
  const keys = writes.map((write) => cellKey(write.anggota_rombel_id, write.kolom));
  writes.forEach((write, index) => (sending[keys[index]!] = write));
  return { ...state, sending, queued: without(state.queued, keys) };
}

/**
 * A 200: every sent cell is stored. A draft that still equals what was sent is gone; one typed
 * further while the write was in flight now sits on the new version.
 */
export function applySaved(
  state: EditsState,
  writes: readonly GridCellWrite[],
  saved: readonly GridCellState[],
): EditsState {
  const drafts = { ...state.drafts };
  const savedByKey = new Map(
    saved.map((cell) => [cellKey(cell.anggota_rombel_id, cell.kolom), cell]),
  );
  const keys: string[] = [];
  for (const write of writes) {
    const key = cellKey(write.anggota_rombel_id, write.kolom);
    keys.push(key);
    const draft = drafts[key];
    if (!draft) continue;
    const stored = savedByKey.get(key);
    const storedValue = stored ? stored.value : write.value;
    if (draft.value === storedValue) delete drafts[key];
    else if (stored) drafts[key] = { ...draft, version: stored.version };
  }
  return {
    ...state,
    drafts,
    sending: without(state.sending, keys),
    fieldErrors: without(state.fieldErrors, keys),
    // the server answered for these cells: whatever became of an earlier write is in its answer
    unanswered: forgetUnanswered(state.unanswered, keys),
  };
}

/**
 * A 409: nothing was written. Conflicting cells wait for the teacher; the others go again (those
 * of a row-versioned row in conflict once she has chosen, with the row). `newest`: the cells of
 * row-versioned rows that are not hers to decide (`splitRowConflicts`), which the caller shows as
 * stored: in a row without a conflict left her edits now sit on that row's newest version, and an
 * edit equal to its newest text is no edit any more.
 */
export function applyConflicts(
  state: EditsState,
  writes: readonly GridCellWrite[],
  conflicts: readonly GridConflict[],
  newest: readonly GridConflict[] = [],
): EditsState {
  const conflictMap = { ...state.conflicts };
  for (const conflict of conflicts) {
    conflictMap[cellKey(conflict.anggota_rombel_id, conflict.kolom)] = conflict;
  }
  const conflictRows = new Set(
    Object.values(conflictMap).map((conflict) => conflict.anggota_rombel_id),
  );
  const drafts = rebaseRows(
    state.drafts,
    newest.filter((cell) => !conflictRows.has(cell.anggota_rombel_id)),
  );
  const queued = without(
    state.queued,
    Object.keys(state.drafts).filter((key) => !(key in drafts)),
  );
  const keys = writes.map((write) => cellKey(write.anggota_rombel_id, write.kolom));
  for (const key of keys) {
    if (!(key in conflictMap) && key in drafts) queued[key] = true;
  }
  return {
    ...state,
    drafts,
    conflicts: conflictMap,
    queued,
    sending: without(state.sending, keys),
    // a conflicting cell's current value is known now; an earlier lost write no longer explains it
    unanswered: forgetUnanswered(
      state.unanswered,
      [...conflicts, ...newest].map((conflict) =>
        cellKey(conflict.anggota_rombel_id, conflict.kolom),
      ),
    ),
  };
}

/**
 * The edits of the rows these stored cells are of, moved onto each row's newest version (the
 * row-versioned kinds): an edit equal to its cell's stored value is dropped.
 */
function rebaseRows(
  drafts: Record<string, Draft>,
  stored: readonly GridConflict[],
): Record<string, Draft> {
  if (stored.length === 0) return drafts;
  const byKey = new Map(stored.map((cell) => [cellKey(cell.anggota_rombel_id, cell.kolom), cell]));
  const rowVersion = new Map<string, number>();
  for (const cell of stored) {
    const known = rowVersion.get(cell.anggota_rombel_id) ?? 0;
    rowVersion.set(cell.anggota_rombel_id, Math.max(known, cell.version));
  }
  const next = { ...drafts };
  for (const [key, draft] of Object.entries(drafts)) {
    const version = rowVersion.get(parseCellKey(key).anggota_rombel_id);
    if (version === undefined) continue;
    if (byKey.get(key)?.value === draft.value) delete next[key];
    else next[key] = { ...draft, version };
  }
  return next;
}

/**
 * Whether an edit of a row-versioned cell clashes with the cell's newest value: the values differ
 * and the column itself changed since the edit was typed over it. The kinds sharing one version per
 * student move every column to a new version when one of them is saved, so a newer version alone
 * does not say that this column changed. `seen`: the cell as the grid showed it; unless it is at
 * the edit's version, what the teacher typed over is not known, and the column counts as changed.
 */
function clashes(draft: Draft, seen: GridCell, newest: { value: GridValue }): boolean {
  if (draft.value === newest.value) return false;
  return !(seen.version === draft.version && seen.value === newest.value);
}

/**
 * A 409 of a row-versioned kind (the two description texts) refuses the whole row and names every
 * column of it, though the teacher may have typed in one column and the colleague in the other.
 * Only a column she typed in that changed since, to a text other than hers, is hers to decide
 * (`clashes`). The others (`newest`: columns she did not type in, or typed in while nobody else
 * changed them, or changed to her very text) hold the newest text, which the grid shows at once;
 * her edits there stay hers. `read`: the grid her edits were typed over, as it was when sent.
 */
export function splitRowConflicts(
  state: EditsState,
  read: GridData,
  conflicts: readonly GridConflict[],
): { clashes: GridConflict[]; newest: GridConflict[] } {
  const split = { clashes: [] as GridConflict[], newest: [] as GridConflict[] };
  for (const conflict of conflicts) {
    const draft = state.drafts[cellKey(conflict.anggota_rombel_id, conflict.kolom)];
    const seen = baseCell(read, conflict.anggota_rombel_id, conflict.kolom);
    (draft && clashes(draft, seen, conflict) ? split.clashes : split.newest).push(conflict);
  }
  return split;
}

/**
 * Network failure or a server that is restarting: what was in flight waits to be sent again. When
 * the answer was lost (`mayBeStored`, not a refusal the server itself sent), the write is kept
 * in `unanswered`: it may have been stored all the same.
 */
export function requeue(state: EditsState, mayBeStored = true): EditsState {
  const queued = { ...state.queued };
  for (const key of Object.keys(state.sending)) queued[key] = true;
  const unanswered = mayBeStored
    ? rememberUnanswered(state.unanswered, Object.values(state.sending))
    : state.unanswered;
  return { ...state, sending: {}, queued, unanswered };
}

/** Any other refusal (423, 403…): nothing is in flight any more; the edits stay unsaved. */
export function dropSending(
  state: EditsState,
  fieldErrors: Record<string, string> = {},
): EditsState {
  return {
    ...state,
    sending: {},
    queued: {},
    fieldErrors: { ...state.fieldErrors, ...fieldErrors },
  };
}

export function rowConflicts(state: EditsState, anggotaRombelId: string): GridConflict[] {
  return Object.values(state.conflicts).filter(
    (conflict) => conflict.anggota_rombel_id === anggotaRombelId,
  );
}

/**
 * "Pakai nilai terbaru": the row's conflicting edits are dropped (the caller stores the server's
 * values). Its other edits stay: of a row-versioned row they were typed in columns nobody else
 * changed (`splitRowConflicts`), and now sit on the row's newest version, to go with the row.
 */
export function resolveTheirs(
  state: EditsState,
  anggotaRombelId: string,
  rowVersioned: boolean,
): EditsState {
  const conflicts = rowConflicts(state, anggotaRombelId);
  const conflictKeys = conflicts.map((c) => cellKey(c.anggota_rombel_id, c.kolom));
  let drafts = without(state.drafts, conflictKeys);
  if (rowVersioned && conflicts.length > 0) {
    const rowVersion = Math.max(...conflicts.map((conflict) => conflict.version));
    drafts = Object.fromEntries(
      Object.entries(drafts).map(([key, draft]) => [
        key,
        parseCellKey(key).anggota_rombel_id === anggotaRombelId
          ? { ...draft, version: rowVersion }
          : draft,
      ]),
    );
  }
  return {
    ...state,
    drafts,
    queued: without(state.queued, conflictKeys),
    conflicts: without(state.conflicts, conflictKeys),
  };
}

/** "Tetap pakai nilai saya": the row's edits now sit on the server's current version and go again. */
export function resolveMine(
  state: EditsState,
  anggotaRombelId: string,
  rowVersioned: boolean,
): EditsState {
  const conflicts = rowConflicts(state, anggotaRombelId);
  const drafts = { ...state.drafts };
  const queued = { ...state.queued };
  const rowVersion = Math.max(...conflicts.map((conflict) => conflict.version));
  for (const [key, draft] of Object.entries(drafts)) {
    if (parseCellKey(key).anggota_rombel_id !== anggotaRombelId) continue;
    const conflict = state.conflicts[key];
    if (conflict) drafts[key] = { ...draft, version: conflict.version };
    else if (rowVersioned) drafts[key] = { ...draft, version: rowVersion };
    else continue;
    queued[key] = true;
  }
  const conflictKeys = conflicts.map((c) => cellKey(c.anggota_rombel_id, c.kolom));
  return { ...state, drafts, queued, conflicts: without(state.conflicts, conflictKeys) };
}

/** Drops edits that equal the server's cell again (after a resolution or a restore). */
export function dropSettled(state: EditsState, grid: GridData): EditsState {
  const settled = Object.entries(state.drafts)
    .filter(([key, draft]) => {
      const { anggota_rombel_id, kolom } = parseCellKey(key);
      const base = baseCell(grid, anggota_rombel_id, kolom);
      return draft.value === base.value && !(key in state.conflicts);
    })
    .map(([key]) => key);
  if (settled.length === 0) return state;
  return {
    ...state,
    drafts: without(state.drafts, settled),
    queued: without(state.queued, settled),
  };
}

export function rowState(state: EditsState, keys: readonly string[]): RowState {
  if (keys.some((key) => key in state.conflicts)) return 'conflict';
  if (keys.some((key) => key in state.sending || key in state.queued)) return 'pending';
  if (keys.some((key) => key in state.drafts)) return 'unsaved';
  return 'saved';
}

/** The grid as the server now has it, after a save (or a conflict answer) told us more. */
export function mergeCells(grid: GridData, cells: readonly GridCellState[]): GridData {
  if (cells.length === 0) return grid;
  const byRow = new Map<string, GridCellState[]>();
  for (const cell of cells) {
    byRow.set(cell.anggota_rombel_id, [...(byRow.get(cell.anggota_rombel_id) ?? []), cell]);
  }
  return {
    ...grid,
    rows: grid.rows.map((row) => {
      const updates = byRow.get(row.anggota_rombel_id);
      if (!updates) return row;
      const next = { ...row.cells };
      for (const cell of updates) {
        // a cell a remedial or an adjustment set carries its mark (and a refusal's note); any
        // other write drops it
        next[cell.kolom] = {
          value: cell.value,
          version: cell.version,
          ...(cell.remedial ? { remedial: true } : {}),
          ...(cell.disesuaikan ? { disesuaikan: true } : {}),
          ...(cell.remedial_ditolak ? { remedial_ditolak: cell.remedial_ditolak } : {}),
        };
      }
      return { ...row, cells: next };
    }),
  };
}

/**
 * Whether the server's fresh grid holds a cell in a newer version than this browser knows. A cell
 * as one of this grid's own unanswered writes left it is not news: the teacher typed it here.
 */
export function hasNewer(
  current: GridData,
  fresh: GridData,
  unanswered: UnansweredWrites = {},
): boolean {
  const known = new Map(current.rows.map((row) => [row.anggota_rombel_id, row.cells]));
  return fresh.rows.some((row) =>
    Object.entries(row.cells).some(
      ([kolom, cell]) =>
        cell.version > (known.get(row.anggota_rombel_id)?.[kolom]?.version ?? 0) &&
        !leftByUnanswered(unanswered, cellKey(row.anggota_rombel_id, kolom), cell),
    ),
  );
}

/**
 * The server's fresh grid (fetched because someone else changed it), keeping every cell this
 * browser already knows in a newer version: a save answered while the fetch was on its way is
 * never rolled back by it.
 */
export function mergeNewer(current: GridData, fresh: GridData): GridData {
  const known = new Map(current.rows.map((row) => [row.anggota_rombel_id, row]));
  return {
    ...fresh,
    rows: fresh.rows.map((row) => {
      const mine = known.get(row.anggota_rombel_id);
      if (!mine) return row;
      let cells = row.cells;
      for (const [kolom, cell] of Object.entries(mine.cells)) {
        const theirs = row.cells[kolom];
        if (!theirs || cell.version <= theirs.version) continue;
        if (cells === row.cells) cells = { ...row.cells };
        cells[kolom] = cell;
      }
      return cells === row.cells ? row : { ...row, cells };
    }),
  };
}

/**
 * After a colleague's values were brought in (`mergeNewer`): an unsaved edit typed over a version
 * the grid has since moved past, with a value other than the colleague's, becomes a conflict at
 * once, as the save would have found it (409), so the teacher chooses before saving. It leaves the
 * queue until he does. Cells being sent are left to their answer, and so are cells holding what
 * this grid's own unanswered write would have left: the fetched grid does not say who wrote it,
 * the save's answer does (its own value goes on top; a colleague's is a conflict then). Of a
 * row-versioned kind, a column whose text did not change in `read` (the grid before the merge)
 * is no conflict: a row without one has its edits moved onto its newest version.
 */
export function conflictsBroughtIn(state: EditsState, grid: GridData, read?: GridData): EditsState {
  const found: Record<string, GridConflict> = {};
  const moved: GridConflict[] = [];
  for (const [key, draft] of Object.entries(state.drafts)) {
    if (key in state.conflicts || key in state.sending) continue;
    const { anggota_rombel_id, kolom } = parseCellKey(key);
    const base = baseCell(grid, anggota_rombel_id, kolom);
    if (base.version <= draft.version || base.value === draft.value) continue;
    if (leftByUnanswered(state.unanswered, key, base)) continue;
    const conflict = { anggota_rombel_id, kolom, ...base, updated_by: null, updated_at: null };
    if (
      read &&
      isRowVersioned(grid) &&
      !clashes(draft, baseCell(read, anggota_rombel_id, kolom), base)
    )
      moved.push(conflict);
    else found[key] = conflict;
  }
  const keys = Object.keys(found);
  const inConflict = new Set(
    [...Object.values(state.conflicts), ...Object.values(found)].map((c) => c.anggota_rombel_id),
  );
  const settled = moved.filter((cell) => !inConflict.has(cell.anggota_rombel_id));
  if (keys.length === 0 && settled.length === 0) return state;
  const sending = new Set(
    Object.keys(state.sending).map((key) => parseCellKey(key).anggota_rombel_id),
  );
  return {
    ...state,
    drafts: rebaseRows(
      state.drafts,
      settled.filter((cell) => !sending.has(cell.anggota_rombel_id)),
    ),
    conflicts: { ...state.conflicts, ...found },
    queued: without(state.queued, keys),
  };
}
