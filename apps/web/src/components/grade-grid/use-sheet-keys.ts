import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { DataSheetGridRef } from 'react-datasheet-grid';
import type { GridColumn, GridColumnType, GridData } from '@erapor/shared/penilaian/grid.schemas';
import type { EditStart } from './grid-cells';
import type { SheetCell } from './grid-sheet';
import { isEditable } from './grid-values';

export function isModified(event: KeyboardEvent) {
  return (event.ctrlKey || event.metaKey) && !event.altKey;
}

/**
 * Whether a key is the sheet's: typed in one of its cells, or with nothing in particular focused
 * (the library keeps its active cell without focusing it, so the page or the dialog holding the
 * sheet has the focus). A key on a button, a field or a menu elsewhere (the cell menu's Enter and
 * Home/End, a toolbar button's Enter) is that element's own.
 */
function keyForSheet(event: KeyboardEvent, box: HTMLElement | null): boolean {
  const target = event.target;
  return target instanceof Node && box !== null && (box.contains(target) || target.contains(box));
}

/** The columns Enter and Shift+Enter stop on: the editable ones, or all in a sheet with none. */
function stopColumns(grid: GridData, readOnly: boolean): number[] {
  const all = grid.columns.map((_, index) => index);
  const editable = all.filter((index) => isEditable(grid.columns[index]!, readOnly));
  return editable.length > 0 ? editable : all;
}

/**
 * The cell Enter goes to when it goes right: the next editable column of the row, else the first
 * editable column of the next row; the cell itself at the end of the sheet. In a sheet with
 * nothing to edit (locked, or looked at only) every column counts, so Enter still moves.
 */
export function nextRightCell(grid: GridData, from: SheetCell, readOnly: boolean): SheetCell {
  const columns = stopColumns(grid, readOnly);
  const next = columns.find((col) => col > from.col);
  if (next !== undefined) return { row: from.row, col: next };
  if (from.row + 1 < grid.rows.length && columns.length > 0)
    return { row: from.row + 1, col: columns[0]! };
  return from;
}

/**
 * The mirror of `nextRightCell`, for Shift+Enter: the previous editable column of the row, else
 * the last editable column of the row above; the cell itself at the start of the sheet.
 */
export function previousLeftCell(grid: GridData, from: SheetCell, readOnly: boolean): SheetCell {
  const columns = stopColumns(grid, readOnly);
  const previous = columns.filter((col) => col < from.col).at(-1);
  if (previous !== undefined) return { row: from.row, col: previous };
  if (from.row > 0 && columns.length > 0) return { row: from.row - 1, col: columns.at(-1)! };
  return from;
}

/**
 * Where Enter goes, whether the cell was typed in or not (as in Excel): down, or with Enter set to
 * go right, to the next column (a description's text goes down: a class is described student by
 * student). The last row stays where it is. Shift+Enter (`back`) goes the other way: up, or
 * left; the first row stays.
 */
export function enterTarget(
  grid: GridData,
  from: SheetCell,
  enterRight: boolean,
  readOnly: boolean,
  back = false,
): SheetCell {
  if (enterRight && grid.columns[from.col]?.type !== 'text')
    return back ? previousLeftCell(grid, from, readOnly) : nextRightCell(grid, from, readOnly);
  const row = back ? from.row - 1 : from.row + 1;
  return { row: Math.max(0, Math.min(row, grid.rows.length - 1)), col: from.col };
}

/**
 * How a cell opens under a finger. A score or an attainment is typed over, as a key typed on it
 * would: a column of scores is entered student by student with Enter. A description opens with
 * the caret after its text: selected whole, the first letter typed would wipe a long text, and a
 * tap on the selection (to place the caret) raises the browser's selection menu instead.
 */
export function touchEditStart(type: GridColumnType | undefined): EditStart {
  return type === 'text' ? 'correcting' : 'typing';
}

/** Home / End: the row's first or last column; with Ctrl, the sheet's first or last cell. */
function edgeCell(grid: GridData, from: SheetCell, key: 'Home' | 'End', sheet: boolean) {
  const first = key === 'Home';
  return {
    row: sheet ? (first ? 0 : grid.rows.length - 1) : from.row,
    col: first ? 0 : grid.columns.length - 1,
  };
}

/**
 * The sheet's keys the library lacks or has otherwise than Excel, listened for before it on the
 * document:
 * - Enter moves (down, or right when so set) whether the cell is being typed in or not; the
 *   library would open a cell not typed in, so the next score would land on the student skipped;
 *   F2, a second click or a double click open a cell.
 * - A cell entered by typing into it is left with ← and → (its value kept), while one opened
 *   with F2 or a click keeps the arrows for moving inside the text.
 * - Shift+Enter moves back (up, or left when Enter goes right), except in a description being
 *   typed in, where it breaks the line.
 * - Home / End go to the row's first / last column, Ctrl+Home / Ctrl+End to the sheet's first /
 *   last cell (the browser would scroll the sheet's box away from the active cell instead); with
 *   Shift they extend the selection there instead.
 * - Shift+Tab on the sheet's first cell stays there (the library would let go of the sheet).
 * - A key typed on a computed column (the SAS NA) is told (`onComputedTyped`), not ignored
 *   without a word.
 * Answers `editStartRef`, how the cell being opened was opened (for the cell's caret),
 * `openActiveCell`, which opens the active cell as F2 does (the library has no call for it), and
 * `pressed`, told of a press on the sheet.
 */
export function useSheetKeys(options: {
  sheetRef: RefObject<DataSheetGridRef | null>;
  sheetBox: RefObject<HTMLElement | null>;
  /** Not null while a cell is being typed in. */
  editTag: RefObject<string | null>;
  grid: GridData;
  readOnly: boolean;
  enterRight: boolean;
  onComputedTyped?: (column: GridColumn) => void;
}) {
  const { sheetRef, sheetBox, editTag, grid, readOnly, enterRight } = options;
  const editStart = useRef<EditStart>('typing');
  const opening = useRef<EditStart | null>(null);
  const onComputedTyped = useRef(options.onComputedTyped);
  useEffect(() => {
    onComputedTyped.current = options.onComputedTyped;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const sheet = sheetRef.current;
      const active = sheet?.activeCell;
      if (!sheet || !active || event.isComposing || !keyForSheet(event, sheetBox.current)) return;
      const editing = editTag.current !== null;
      const column = grid.columns[active.col];
      const bare = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
      const moveTo = (cell: SheetCell) => {
        event.preventDefault();
        event.stopPropagation();
        sheet.setActiveCell(cell);
      };
      if (event.key === 'Enter' && bare) {
        moveTo(enterTarget(grid, active, enterRight, readOnly));
        return;
      }
      if (event.key === 'Enter' && event.shiftKey && !event.altKey && !isModified(event)) {
        // In a description being typed in, Shift+Enter stays the line break it was (the text
        // field's own key, Enter being taken for moving on): a description is written in
        // paragraphs. Elsewhere it moves back, as Enter moves on, keeping what was typed.
        if (editing && column?.type === 'text') return;
        moveTo(enterTarget(grid, active, enterRight, readOnly, true));
        return;
      }
      if (
        event.key === 'Tab' &&
        event.shiftKey &&
        !event.altKey &&
        !isModified(event) &&
        active.row === 0 &&
        active.col === 0
      ) {
        moveTo({ row: 0, col: 0 });
        return;
      }
      if (editing) {
        const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
        if (step === 0 || !bare || editStart.current !== 'typing' || column?.type === 'text')
          return;
        moveTo({
          row: active.row,
          col: Math.max(0, Math.min(grid.columns.length - 1, active.col + step)),
        });
        return;
      }
      if ((event.key === 'Home' || event.key === 'End') && !event.altKey) {
        if (!event.shiftKey) {
          moveTo(edgeCell(grid, active, event.key, isModified(event)));
          return;
        }
        // Shift extends the selection from the active cell, which stays where it is, as in Excel:
        // the selection's corner away from it moves to the edge. The library's own selection is
        // set (the anchor first: the library keeps it as the active cell), so Delete, Ctrl+C and
        // Ctrl+D act on the block.
        const selection = sheet.selection ?? { min: active, max: active };
        const far = {
          row: selection.min.row === active.row ? selection.max.row : selection.min.row,
          col: selection.min.col === active.col ? selection.max.col : selection.min.col,
        };
        event.preventDefault();
        event.stopPropagation();
        sheet.setSelection({
          min: { row: active.row, col: active.col },
          max: edgeCell(grid, far, event.key, isModified(event)),
        });
        return;
      }
      // A key on a cell not being typed in opens it for typing over its value (the library opens
      // it after this listener), F2 for correcting it.
      if (event.key === 'F2') {
        editStart.current = opening.current ?? 'correcting';
        return;
      }
      editStart.current = 'typing';
      const printable =
        event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey;
      if (printable && column?.readOnly && !readOnly) onComputedTyped.current?.(column);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [grid, enterRight, readOnly, sheetRef, sheetBox, editTag]);

  // A double click opens a cell to correct the value, with the caret after it. A single click on
  // the active cell (the library opens it) opens it for typing over it, as a key would: a teacher
  // who clicks a cell twice and types 8 over a 5 means 8, not 58. A tap on a phone opens it as
  // `touchEditStart` says for its column (the active one: the library opens a cell tapped while
  // active; another cell tapped is opened by the sheet, which says how).
  const pressed = useCallback(
    (byTouch: boolean, clicks: number) => {
      if (byTouch) {
        const col = sheetRef.current?.activeCell?.col;
        editStart.current = touchEditStart(col === undefined ? undefined : grid.columns[col]?.type);
        return;
      }
      editStart.current = clicks >= 2 ? 'correcting' : 'typing';
    },
    [grid, sheetRef],
  );

  const openActiveCell = useCallback((start: EditStart) => {
    opening.current = start;
    try {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F2', bubbles: true }));
    } finally {
      opening.current = null;
    }
  }, []);

  return { editStartRef: editStart, openActiveCell, pressed };
}
