import { useCallback, useRef, useState } from 'react';
import type { GridValue } from '@erapor/shared/penilaian/grid.schemas';

/** One step the teacher can undo: the cells it changed, before and after. */
export interface UndoStep {
  changes: { key: string; before: GridValue; after: GridValue }[];
  /** Steps with the same tag on the same single cell merge (keystrokes of one cell edit). */
  tag?: string;
}

const LIMIT = 200;

/** Undo/redo stacks of grid edits (typing, pastes, fill-down, deletes, template fills). */
export function useUndoHistory() {
  const undoStack = useRef<UndoStep[]>([]);
  const redoStack = useRef<UndoStep[]>([]);
  const [sizes, setSizes] = useState({ undo: 0, redo: 0 });
  const bump = () => setSizes({ undo: undoStack.current.length, redo: redoStack.current.length });

  const record = useCallback((step: UndoStep) => {
    if (step.changes.length === 0) return;
    const last = undoStack.current.at(-1);
    const mergeable =
      step.tag !== undefined &&
      last?.tag === step.tag &&
      step.changes.length === 1 &&
      last.changes.length === 1 &&
      last.changes[0]!.key === step.changes[0]!.key;
    if (mergeable) {
      last.changes[0] = { ...last.changes[0]!, after: step.changes[0]!.after };
      // typed and then taken back (Escape, or erased to what it was): nothing left to undo
      if (last.changes[0].after === last.changes[0].before) undoStack.current.pop();
    } else {
      undoStack.current = [...undoStack.current, step].slice(-LIMIT);
    }
    redoStack.current = [];
    bump();
  }, []);

  const takeUndo = useCallback((): UndoStep | null => {
    const step = undoStack.current.pop() ?? null;
    if (step) redoStack.current.push(step);
    bump();
    return step;
  }, []);

  const takeRedo = useCallback((): UndoStep | null => {
    const step = redoStack.current.pop() ?? null;
    if (step) undoStack.current.push(step);
    bump();
    return step;
  }, []);

  return {
    record,
    takeUndo,
    takeRedo,
    canUndo: sizes.undo > 0,
    canRedo: sizes.redo > 0,
  };
}
