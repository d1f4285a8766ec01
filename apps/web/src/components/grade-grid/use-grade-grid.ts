import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  GridConflict,
  GridData,
  GridKind,
  GridLock,
  GridPerubahan,
  GridValue,
  GridWriteResult,
} from '@erapor/shared/penilaian/grid.schemas';
import { useSession } from '../../lib/storage';
import { notify } from '../../lib/toast';
import { gradeGridKeys, gridQueryOptions, SHOWN_FROM_GRADES } from './grade-grid-api';
import { createDraftWriter, draftStoreKey, openDraftSlot, type StoredDraft } from './draft-store';
import {
  EMPTY_EDITS,
  applyConflicts,
  applyEdit,
  baseCell,
  conflictsBroughtIn,
  dropSettled,
  hasNewer,
  isRowVersioned,
  mergeCells,
  mergeNewer,
  resolveMine,
  resolveTheirs,
  rowConflicts,
  shownValue,
  type EditsState,
} from './grid-state';
import { cellKey, isEditable, isValidValue, parseCellKey } from './grid-values';
import { useGridSaver, type GridLockState } from './use-grid-saver';
import { hasComputedColumns } from './computed-columns';
import { useUndoHistory, type UndoStep } from './use-undo-history';

/** The undo tag of values put in by an uploaded template. */
export const TEMPLATE_TAG = 'template';

/** A value to put into a cell (typing, paste, fill-down, a template upload…). */
export interface CellEdit {
  anggota_rombel_id: string;
  kolom: string;
  value: GridValue;
}

function toStored(state: EditsState): StoredDraft[] {
  return Object.entries(state.drafts).map(([key, draft]) => ({
    ...parseCellKey(key),
    value: draft.value,
    version: draft.version,
    queued: key in state.queued || key in state.sending,
    ...(draft.sumber ? { sumber: draft.sumber } : {}),
  }));
}

/**
 * The change a 409 names, as presence would tell it: the newest of its cells, by whom and when
 * (the teacher's own elsewhere when the server says so, or, failing that, by his name).
 */
function perubahanOf(conflicts: readonly GridConflict[], me: string | undefined): GridPerubahan {
  const newest = conflicts.reduce<GridConflict | undefined>(
    (found, cell) => ((cell.updated_at ?? '') > (found?.updated_at ?? '') ? cell : found),
    undefined,
  );
  return {
    cursor: 0,
    nama: newest?.updated_by ?? null,
    pada: newest?.updated_at ?? new Date().toISOString(),
    sendiri: newest?.oleh_anda ?? (newest?.updated_by != null && newest.updated_by === me),
  };
}

/**
 * Everything a grade grid needs: the server's grid (TanStack Query), the teacher's local edits
 * (kept in IndexedDB on every change and restored when the page opens again), saving with
 * versions, conflicts, locks, network retries and undo/redo. Render it with `<GradeGridView>`,
 * or just use `<GradeGrid kind pembelajaranId />`. Keyed by kind + pembelajaran: remount
 * (React `key`) when either changes.
 */
export function useGradeGrid(kind: GridKind, pembelajaranId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => gradeGridKeys.grid(kind, pembelajaranId), [kind, pembelajaranId]);
  const query = useQuery(gridQueryOptions(kind, pembelajaranId));
  const grid = query.data;
  const { userData } = useSession();
  const userId = userData?.user_id ?? 'anon';
  const baseKey = draftStoreKey(userId, kind, pembelajaranId);
  // this grid's own record of drafts, apart from the same grid's in another tab (draft-store.ts)
  const slot = useMemo(() => openDraftSlot(baseKey), [baseKey]);
  const writer = useMemo(() => createDraftWriter(slot.key), [slot]);
  useEffect(() => {
    slot.hold();
    return () => slot.letGo();
  }, [slot]);

  const [edits, setEdits] = useState<EditsState>(EMPTY_EDITS);
  const editsRef = useRef<EditsState>(EMPTY_EDITS);
  const gridRef = useRef<GridData | undefined>(grid);
  const restoredRef = useRef(false);
  const [ready, setReady] = useState(false);
  const [restoredCount, setRestoredCount] = useState(0);
  const [lockOverride, setLockOverride] = useState<GridLockState | null>(null);
  /** When a remedial or an adjustment (its window, not the grid's save) was last stored. */
  const [remedialAt, setRemedialAt] = useState<Date | null>(null);
  const { record, takeUndo, takeRedo, canUndo, canRedo } = useUndoHistory();

  useEffect(() => {
    gridRef.current = grid;
  }, [grid]);

  const commit = useCallback(
    (next: EditsState) => {
      editsRef.current = next;
      setEdits(next);
      if (restoredRef.current) void writer.write(toStored(next));
    },
    [writer],
  );

  const updateGrid = useCallback(
    (update: (current: GridData) => GridData) => {
      queryClient.setQueryData<GridData>(queryKey, (current) => current && update(current));
      gridRef.current = queryClient.getQueryData<GridData>(queryKey);
    },
    [queryClient, queryKey],
  );

  const lock: GridLockState | null = lockOverride ?? grid?.lock ?? null;
  const readOnly = lock !== null;
  const lockedRef = useRef(readOnly);
  useEffect(() => {
    lockedRef.current = readOnly;
  }, [readOnly]);

  // When the lock changes while the grid is open (a save refused at a deadline, presence telling
  // of a lock), the grading status shown above the grids is stale too: fetch it again.
  // The lock the grid opened with is not a change (undefined: not loaded yet).
  const lockKey = grid ? (lock ? `${lock.reason}:${lock.message}` : '') : undefined;
  const shownLock = useRef(lockKey);
  useEffect(() => {
    if (lockKey === undefined || shownLock.current === lockKey) return;
    const opened = shownLock.current === undefined;
    shownLock.current = lockKey;
    if (!opened)
      void queryClient.invalidateQueries({ queryKey: ['beranda', 'penilaian', 'status'] });
  }, [lockKey, queryClient]);

  /** The change last brought into this grid that the teacher did not make here (presence bar). */
  const [refreshedBy, setRefreshedBy] = useState<GridPerubahan | null>(null);
  /** The presence cursors of this grid's own saves not yet told to presence (use-grid-presence). */
  const ownWrites = useRef<number[]>([]);
  const saver = useGridSaver({
    kind,
    pembelajaranId,
    editsRef,
    gridRef,
    lockedRef,
    commit,
    updateGrid,
    onLocked: setLockOverride,
    onWritten: (cursor) => ownWrites.current.push(cursor),
    onBroughtIn: (cells) => setRefreshedBy(perubahanOf(cells, userData?.name)),
  });

  /** When this grid's values were last stored, by its save or by a remedial's window. */
  const storedAt =
    remedialAt && (!saver.savedAt || remedialAt > saver.savedAt) ? remedialAt : saver.savedAt;
  // Another screen showing what follows from these grades is not to show the old numbers.
  useEffect(() => {
    if (!storedAt) return;
    for (const queryKey of SHOWN_FROM_GRADES) void queryClient.invalidateQueries({ queryKey });
  }, [storedAt, queryClient]);
  const { flush } = saver;
  /**
   * Someone else, or this teacher in another tab or on another device, changed this grid
   * (presence told us): fetch it again and show those values, keeping this browser's unsaved
   * edits and anything it already knows in a newer version. An edit typed over a cell changed
   * meanwhile shows as a conflict at once (the panel). The notice names the change only when
   * something new was brought in.
   */
  const refreshFromServer = useCallback(
    async (perubahan: GridPerubahan): Promise<boolean> => {
      let fresh: GridData;
      try {
        fresh = await gridQueryOptions(kind, pembelajaranId).queryFn();
      } catch {
        return false; // offline or refused: the next heartbeat tries again
      }
      // this grid's own saves whose answer was lost are not news from another tab
      const news = gridRef.current
        ? hasNewer(gridRef.current, fresh, editsRef.current.unanswered)
        : true;
      const read = gridRef.current;
      updateGrid((current) => mergeNewer(current, fresh));
      const merged = gridRef.current;
      if (merged) commit(conflictsBroughtIn(dropSettled(editsRef.current, merged), merged, read));
      if (news) setRefreshedBy(perubahan);
      return true;
    },
    [kind, pembelajaranId, updateGrid, commit],
  );

  /** The lock the server now applies (from presence): the grid follows it without a save. */
  const applyLock = useCallback(
    (next: GridLock | null) => {
      setLockOverride(null);
      const current = gridRef.current;
      if (!current) return;
      if (current.lock?.reason === next?.reason && current.lock?.message === next?.message) return;
      updateGrid((data) => ({ ...data, lock: next }));
    },
    [updateGrid],
  );

  // Restore what this device kept from an earlier visit, once the server's grid is known.
  useEffect(() => {
    if (!grid || restoredRef.current) return;
    let cancelled = false;
    void slot.restore().then(({ drafts: stored, forget }) => {
      if (cancelled || restoredRef.current) return;
      const current = gridRef.current ?? grid;
      let state = editsRef.current;
      let anyQueued = false;
      for (const draft of stored) {
        const column = current.columns.find((candidate) => candidate.key === draft.kolom);
        const row = current.rows.find((r) => r.anggota_rombel_id === draft.anggota_rombel_id);
        if (!column || column.readOnly || !row) continue;
        const key = cellKey(draft.anggota_rombel_id, draft.kolom);
        state = {
          ...state,
          drafts: {
            ...state.drafts,
            [key]: {
              value: draft.value,
              version: draft.version,
              ...(draft.sumber === 'import' ? { sumber: 'import' as const } : {}),
            },
          },
        };
        if (draft.queued) {
          state = { ...state, queued: { ...state.queued, [key]: true } };
          anyQueued = true;
        }
      }
      state = dropSettled(state, current);
      restoredRef.current = true;
      commit(state);
      // what was taken over is in this grid's own record now (or saved): the old records go
      void writer.flushed().then(forget);
      setRestoredCount(Object.keys(state.drafts).length);
      setReady(true);
      if (anyQueued && Object.keys(state.queued).length > 0) void flush();
    });
    return () => {
      cancelled = true;
    };
  }, [grid, slot, writer, commit, flush]);

  /**
   * Puts values into cells; one call is one undo step. Read-only cells are left alone. Values of
   * an uploaded template (tag 'template') are saved as coming from an import until retyped.
   */
  const setCells = useCallback(
    (cells: readonly CellEdit[], options: { tag?: string; record?: boolean } = {}) => {
      const current = gridRef.current;
      if (!current || lockedRef.current) return;
      let state = editsRef.current;
      const changes: UndoStep['changes'] = [];
      for (const cell of cells) {
        const column = current.columns.find((candidate) => candidate.key === cell.kolom);
        if (!column || !isEditable(column, false)) continue;
        const key = cellKey(cell.anggota_rombel_id, cell.kolom);
        const base = baseCell(current, cell.anggota_rombel_id, cell.kolom);
        const before = shownValue(state, base, key);
        if (before === cell.value) continue;
        state = applyEdit(
          state,
          key,
          cell.value,
          base,
          options.tag === TEMPLATE_TAG ? 'import' : undefined,
        );
        changes.push({ key, before, after: cell.value });
      }
      if (changes.length === 0) return;
      commit(state);
      if (options.record !== false) record({ changes, tag: options.tag });
    },
    [commit, record],
  );

  /**
   * Undo puts a step's cells back to `before`, redo to `after` — only the cells that still show
   * what the step left (`after`, or `before` for a redo). A cell changed since by a remedial, by
   * the teacher's save from another tab or device, or by a resolved conflict keeps that newer
   * value: replaying over it would store the old one on the newest version, which no conflict
   * check could catch. The teacher is told how many were left.
   */
  const replay = useCallback(
    (step: UndoStep | null, side: 'before' | 'after') => {
      const current = gridRef.current;
      if (!step || !current) return;
      const left = side === 'before' ? 'after' : 'before';
      const still = step.changes.filter((change) => {
        const address = parseCellKey(change.key);
        const base = baseCell(current, address.anggota_rombel_id, address.kolom);
        return shownValue(editsRef.current, base, change.key) === change[left];
      });
      setCells(
        still.map((change) => ({ ...parseCellKey(change.key), value: change[side] })),
        { record: false, tag: side === 'after' ? step.tag : undefined },
      );
      const skipped = step.changes.length - still.length;
      if (skipped > 0) notify('warning', t('gradeGrid.undoSkipped', { jumlah: skipped }));
    },
    [setCells, t],
  );
  const undo = useCallback(() => {
    if (!lockedRef.current) replay(takeUndo(), 'before');
  }, [takeUndo, replay]);
  const redo = useCallback(() => {
    if (!lockedRef.current) replay(takeRedo(), 'after');
  }, [takeRedo, replay]);

  /**
   * A write outside the grid's own saves (the remedial window) found the cell changed (409): the
   * grid is read again like a colleague's change, naming who made it (the 409's newest cell).
   */
  const refreshAfterConflict = useCallback(
    (conflicts: readonly GridConflict[]) =>
      refreshFromServer(perubahanOf(conflicts, userData?.name)),
    [refreshFromServer, userData?.name],
  );

  const resolveConflict = useCallback(
    (anggotaRombelId: string, choice: 'theirs' | 'mine') => {
      const current = gridRef.current;
      if (!current) return;
      const conflicts: GridConflict[] = rowConflicts(editsRef.current, anggotaRombelId);
      updateGrid((data) => mergeCells(data, conflicts));
      const rowVersioned = isRowVersioned(current);
      const resolved =
        choice === 'theirs'
          ? resolveTheirs(editsRef.current, anggotaRombelId, rowVersioned)
          : resolveMine(editsRef.current, anggotaRombelId, rowVersioned);
      const next = dropSettled(resolved, gridRef.current ?? current);
      commit(next);
      // The teacher's values go now ("mine"), and so do, after "theirs", those of a row-versioned
      // row she typed in columns nobody else changed, which waited for the row.
      const waiting = Object.keys(next.queued).some(
        (key) => parseCellKey(key).anggota_rombel_id === anggotaRombelId,
      );
      if (choice === 'mine' || waiting) void flush();
      // A computed column (the SAS NA) is not among the cells a 409 names, and neither is a part
      // changed that the teacher did not send: the row would show the NA of before beside the
      // newest part. The grid is read again, as when a colleague's change is heard of. ("Mine" is
      // answered with the NA the server computes.)
      if (choice === 'theirs' && hasComputedColumns(current.kind))
        void refreshAfterConflict(conflicts);
    },
    [commit, flush, updateGrid, refreshAfterConflict],
  );

  /**
   * A write outside the grid's own saves ("Reset" of the descriptions) was refused (409): the
   * values it meant to write become the teacher's side of the conflict panel, over the versions
   * the grid shows, beside the current ones and who made them; he chooses per student, as after
   * a save of his own.
   */
  const showConflicts = useCallback(
    (mine: readonly CellEdit[], conflicts: readonly GridConflict[]) => {
      const current = gridRef.current;
      if (!current || conflicts.length === 0) return;
      const drafts = { ...editsRef.current.drafts };
      for (const cell of mine) {
        const base = baseCell(current, cell.anggota_rombel_id, cell.kolom);
        drafts[cellKey(cell.anggota_rombel_id, cell.kolom)] = {
          value: cell.value,
          version: base.version,
        };
      }
      commit(applyConflicts({ ...editsRef.current, drafts }, [], conflicts));
    },
    [commit],
  );

  /** A remedial written outside the grid's own saves (its modal): shown marked, told to presence. */
  const applyRemedial = useCallback(
    (result: GridWriteResult) => {
      updateGrid((current) => mergeCells(current, result.cells));
      if (result.cursor !== null) ownWrites.current.push(result.cursor);
      setRemedialAt(new Date());
    },
    [updateGrid],
  );

  const counts = useMemo(() => {
    const columns = new Map((grid?.columns ?? []).map((column) => [column.key, column]));
    let invalid = 0;
    for (const [key, draft] of Object.entries(edits.drafts)) {
      const column = columns.get(parseCellKey(key).kolom);
      if (column && !isValidValue(column.type, draft.value)) invalid += 1;
    }
    return {
      unsaved: Object.keys(edits.drafts).length,
      pending: new Set([...Object.keys(edits.sending), ...Object.keys(edits.queued)]).size,
      invalid,
      conflictRows: new Set(Object.values(edits.conflicts).map((c) => c.anggota_rombel_id)).size,
    };
  }, [edits, grid]);

  return {
    kind,
    pembelajaranId,
    query,
    grid,
    /** The grid is loaded and this device's kept edits are restored. */
    ready: ready && grid !== undefined,
    edits,
    lock,
    readOnly,
    restoredCount,
    dismissRestored: () => setRestoredCount(0),
    counts,
    hasUnsaved: counts.unsaved > 0,
    setCells,
    applyRemedial,
    undo,
    redo,
    canUndo: canUndo && !readOnly,
    canRedo: canRedo && !readOnly,
    save: saver.save,
    saving: saver.saving,
    offline: saver.offline,
    saveError: saver.error,
    savedAt: storedAt,
    resolveConflict,
    refreshFromServer,
    refreshAfterConflict,
    /** A write outside the grid's saves (the remedial window) was refused as locked (423). */
    lockedByServer: (message: string) => setLockOverride({ reason: null, message }),
    showConflicts,
    refreshedBy,
    ownWrites,
    applyLock,
  };
}

export type GradeGridController = ReturnType<typeof useGradeGrid>;
