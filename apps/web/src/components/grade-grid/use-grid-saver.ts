import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  GRID_LOCKED_CODE,
  GRID_MAX_CELLS,
  type GridCellWrite,
  type GridConflict,
  type GridData,
  type GridKind,
  type GridLock,
} from '@erapor/shared/penilaian/grid.schemas';
import type { ApiErrorDetail, ApiResult } from '../../lib/api-client';
import type { GridWriteResult } from '@erapor/shared/penilaian/grid.schemas';
import { conflictsOf, putGrid } from './grade-grid-api';
import {
  applyConflicts,
  applySaved,
  baseCell,
  dropSending,
  isRowVersioned,
  markSending,
  mergeCells,
  queueAll,
  requeue,
  selectWrites,
  splitRowConflicts,
  type EditsState,
} from './grid-state';
import { cellKey } from './grid-values';
import { ownUnansweredConflicts, rebaseOnOwn } from './unanswered-writes';

/** Why the grid is read-only; `reason` is null when only a refused write (423) told us. */
export interface GridLockState {
  reason: GridLock['reason'] | null;
  message: string;
}

interface SaverDeps {
  kind: GridKind;
  pembelajaranId: string;
  editsRef: RefObject<EditsState>;
  gridRef: RefObject<GridData | undefined>;
  lockedRef: RefObject<boolean>;
  commit: (next: EditsState) => void;
  updateGrid: (update: (current: GridData) => GridData) => void;
  onLocked: (lock: GridLockState) => void;
  /** A save was written, at this presence cursor (so presence knows it as this grid's own). */
  onWritten: (cursor: number) => void;
  /** A 409 brought in newer values that were not the teacher's to decide (shown at once). */
  onBroughtIn: (cells: readonly GridConflict[]) => void;
}

/**
 * Answers after which the same write is simply tried again later (never with a newer version);
 * 507: the server's disk is full, until the operator frees it.
 */
const RETRY_STATUSES = new Set([0, 502, 503, 504, 507]);
/**
 * Of those, the answers after which the write may have been stored all the same: no answer, or a
 * gateway's instead of the server's. 507 is the server's own refusal (nothing written).
 */
const MAYBE_STORED_STATUSES = new Set([0, 502, 503, 504]);
const MAX_DELAY_MS = 30_000;

/** `cells.3.value` → the key of the fourth cell sent. */
function fieldErrorsOf(error: ApiErrorDetail, writes: readonly GridCellWrite[]) {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const index = /^cells\.(\d+)/.exec(field)?.[1];
    const write = index === undefined ? undefined : writes[Number(index)];
    if (write) result[cellKey(write.anggota_rombel_id, write.kolom)] = message;
  }
  return result;
}

/**
 * Sends the grid's changed cells and folds the answer back in: new versions on 200, conflicts on
 * 409 (the rest goes again at once), read-only on 423, marked cells on 422, and on a lost
 * connection the same write again with backoff and when the browser is back online. A write
 * whose answer was lost is remembered: a later 409 showing it stored is this grid's own value.
 */
export function useGridSaver(deps: SaverDeps) {
  const depsRef = useRef(deps);
  useEffect(() => {
    depsRef.current = deps;
  });
  const [saving, setSaving] = useState(false);
  const [offline, setOffline] = useState(false);
  const [error, setError] = useState<ApiErrorDetail | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const flush = useCallback(
    async function run(): Promise<void> {
      const d = depsRef.current;
      if (inFlight.current) {
        again.current = true;
        return;
      }
      const grid = d.gridRef.current;
      if (!grid || d.lockedRef.current) return;
      const writes = selectWrites(d.editsRef.current, grid).slice(0, GRID_MAX_CELLS);
      if (writes.length === 0) return;
      clearTimer();
      inFlight.current = true;
      again.current = false;
      setSaving(true);
      d.commit(markSending(d.editsRef.current, writes));
      let result: ApiResult<GridWriteResult>;
      try {
        result = await putGrid(d.kind, { pembelajaran_id: d.pembelajaranId, cells: writes });
      } catch {
        result = {
          ok: false,
          status: 0,
          error: { code: 'network.unreachable', message: '' },
          body: null,
        };
      }
      inFlight.current = false;
      if (!mounted.current) return;
      setSaving(false);
      const now = depsRef.current;
      const state = now.editsRef.current;

      if (result.ok) {
        const cells = result.data?.cells ?? [];
        if (typeof result.data?.cursor === 'number') now.onWritten(result.data.cursor);
        now.updateGrid((current) => mergeCells(current, cells));
        now.commit(applySaved(state, writes, cells));
        attempt.current = 0;
        setOffline(false);
        setError(null);
        setSavedAt(new Date());
        if (again.current || Object.keys(now.editsRef.current.queued).length > 0) await run();
        return;
      }
      const conflicts = result.status === 409 ? conflictsOf(result.body) : [];
      if (conflicts.length > 0) {
        // This grid's own earlier write, stored though its answer was lost, is no conflict: it is
        // shown as stored and what was typed since goes on top of it, like after its answer.
        const rowVersioned = isRowVersioned(grid);
        const own = ownUnansweredConflicts(state, conflicts, rowVersioned);
        const others = conflicts.filter((conflict) => !own.includes(conflict));
        if (own.length > 0) {
          now.updateGrid((current) => mergeCells(current, own));
          setSavedAt(new Date());
        }
        // Of a row-versioned row, only the columns the teacher typed in that changed since are
        // hers to decide; the rest is the newest text, shown at once (said so when it differs
        // from what the grid showed), and a row with nothing to decide goes again on top of it.
        const { clashes, newest } = rowVersioned
          ? splitRowConflicts(state, grid, others)
          : { clashes: others, newest: [] };
        if (newest.length > 0) {
          now.updateGrid((current) => mergeCells(current, newest));
          const changed = newest.filter(
            (cell) => baseCell(grid, cell.anggota_rombel_id, cell.kolom).value !== cell.value,
          );
          if (changed.length > 0) now.onBroughtIn(changed);
        }
        now.commit(applyConflicts(rebaseOnOwn(state, own, rowVersioned), writes, clashes, newest));
        setOffline(false);
        setError(null);
        await run();
        return;
      }
      if (result.status === 423 || result.error.code === GRID_LOCKED_CODE) {
        now.commit(dropSending(state));
        now.onLocked({ reason: null, message: result.error.message });
        return;
      }
      if (RETRY_STATUSES.has(result.status) || result.status === 401) {
        now.commit(requeue(state, MAYBE_STORED_STATUSES.has(result.status)));
        setOffline(true);
        // a full disk is said in the server's own words, not only as "waiting"
        if (result.status === 507) setError(result.error);
        // After a 401 the session is gone (sign-in page): the edits wait on this device.
        if (result.status === 401) return;
        attempt.current += 1;
        const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(attempt.current - 1, 5));
        clearTimer();
        timer.current = setTimeout(() => void run(), delay);
        return;
      }
      now.commit(
        dropSending(state, result.status === 422 ? fieldErrorsOf(result.error, writes) : {}),
      );
      setError(result.error);
    },
    [clearTimer],
  );

  useEffect(() => {
    mounted.current = true;
    const online = () => {
      if (Object.keys(depsRef.current.editsRef.current.queued).length === 0) return;
      clearTimer();
      void flush();
    };
    window.addEventListener('online', online);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', online);
      clearTimer();
    };
  }, [clearTimer, flush]);

  const save = useCallback(() => {
    const d = depsRef.current;
    if (!d.gridRef.current || d.lockedRef.current) return;
    attempt.current = 0;
    setError(null);
    d.commit(queueAll(d.editsRef.current, d.gridRef.current));
    void flush();
  }, [flush]);

  return { flush, save, saving, offline, error, savedAt };
}
