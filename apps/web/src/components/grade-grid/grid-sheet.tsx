import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBigUpLines, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DynamicDataSheetGrid, type DataSheetGridRef } from 'react-datasheet-grid';
import type { CellWithId, Operation } from 'react-datasheet-grid/dist/types';
import { parseTextHtmlData, parseTextPlainData } from 'react-datasheet-grid/dist/utils/copyPasting';
import 'react-datasheet-grid/dist/style.css';
import type {
  GridCell,
  GridColumn,
  GridData,
  GridValue,
} from '@erapor/shared/penilaian/grid.schemas';
import {
  ColumnFillContext,
  EditStartContext,
  nameColumn,
  valueColumn,
  type CellMark,
  type ColumnFill,
  type GridRowData,
} from './grid-cells';
import { CellMenu } from './cell-menu';
import { computedColumns } from './computed-columns';
import { rowState, shownValue, type EditsState } from './grid-state';
import { cellKey, isEditable, isValidValue } from './grid-values';
import { planPaste, type PastePlan } from './grid-paste';
import type { CellEdit } from './use-grade-grid';
import { isModified, touchEditStart, useSheetKeys } from './use-sheet-keys';

export interface SheetCell {
  row: number;
  col: number;
}

interface GridSheetProps {
  grid: GridData;
  edits: EditsState;
  readOnly: boolean;
  height: number;
  setCells: (cells: readonly CellEdit[], options?: { tag?: string }) => void;
  undo: () => void;
  redo: () => void;
  save: () => void;
  /** The cell whose history the teacher asked for (context menu). */
  onHistory: (cell: SheetCell) => void;
  /** The last cell the teacher was on (for the toolbar's history button). */
  onActiveCell: (cell: SheetCell | null) => void;
  /**
   * A remedial (or, for a final, an adjustment) can be recorded for this cell (context menu,
   * under `label`), and records it.
   */
  remedial?: {
    label: string;
    allowed: (cell: SheetCell) => boolean;
    open: (cell: SheetCell) => void;
  };
  /** Enter goes to the next column (the next row's first at the end) instead of down. */
  enterRight?: boolean;
  /** A paste was applied: what it left out is told to the teacher. */
  onPasted?: (plan: PastePlan) => void;
  /** A key was typed on a column the grid computes (the SAS NA): the teacher is told why. */
  onComputedTyped?: (column: GridColumn) => void;
}

const EMPTY_CELL = { value: null, version: 0 };

function sameRecord<T>(a: Record<string, T>, b: Record<string, T>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function sameRow(a: GridRowData, b: GridRowData): boolean {
  return (
    a.state === b.state &&
    a.nama === b.nama &&
    a.nisn === b.nisn &&
    sameRecord(a.values, b.values) &&
    sameRecord(a.marks, b.marks) &&
    sameRecord(a.messages, b.messages) &&
    sameRecord(a.replaced, b.replaced)
  );
}

/**
 * The library re-renders a row when its object changes: rows that did not change keep their
 * object, so a keystroke re-renders one row, not the whole class.
 */
/** How a stored cell is marked: set by a remedial or an adjustment, and refused by the Waka. */
function storedMark(cell: GridCell | undefined): CellMark | undefined {
  if (!cell) return undefined;
  const kind = cell.disesuaikan ? 'disesuaikan' : cell.remedial ? 'remedial' : undefined;
  if (!kind) return undefined;
  return cell.remedial_ditolak ? `${kind}-ditolak` : kind;
}

function buildRows(
  grid: GridData,
  edits: EditsState,
  previous: Map<string, GridRowData>,
): GridRowData[] {
  const editable = new Set(grid.columns.filter((c) => isEditable(c, false)).map((c) => c.key));
  return grid.rows.map((row) => {
    const values: GridRowData['values'] = {};
    const marks: GridRowData['marks'] = {};
    const messages: GridRowData['messages'] = {};
    const replaced: GridRowData['replaced'] = {};
    const keys: string[] = [];
    for (const column of grid.columns) {
      const key = cellKey(row.anggota_rombel_id, column.key);
      const value = shownValue(edits, row.cells[column.key] ?? EMPTY_CELL, key);
      values[column.key] = value;
      if (!editable.has(column.key)) continue;
      keys.push(key);
      let mark: CellMark | undefined;
      if (!isValidValue(column.type, value)) mark = 'invalid';
      else if (key in edits.fieldErrors) mark = 'error';
      else if (key in edits.conflicts) mark = 'conflict';
      else if (key in edits.sending || key in edits.queued) mark = 'pending';
      else if (key in edits.drafts) mark = 'unsaved';
      else mark = storedMark(row.cells[column.key]);
      if (mark) marks[column.key] = mark;
      if (key in edits.fieldErrors) messages[column.key] = edits.fieldErrors[key]!;
      else if (mark === 'remedial-ditolak' || mark === 'disesuaikan-ditolak') {
        messages[column.key] = row.cells[column.key]!.remedial_ditolak!;
      }
      // A template's value over a saved grade keeps saying which grade it replaces until saved:
      // the upload's report is closed by then, and a wrong file would otherwise overwrite it
      // unseen (a value retyped by hand is no longer the template's, and says nothing).
      const stored = row.cells[column.key]?.value ?? null;
      if (edits.drafts[key]?.sumber === 'import' && stored !== null && stored !== value) {
        replaced[column.key] = stored;
      }
    }
    const state = rowState(edits, keys);
    // A computed column (the SAS NA) of a row whose parts are not all stored shows what the parts
    // as shown make, marked as not stored like them: the stored value is that of the parts before
    // the edits. The server computes and stores its own on Simpan, and that one shows then.
    if (state !== 'saved') {
      const computed = computedColumns(grid.kind, (kolom) => values[kolom] ?? null) ?? {};
      for (const [kolom, value] of Object.entries(computed)) {
        if (!(kolom in values) || editable.has(kolom)) continue;
        values[kolom] = value;
        marks[kolom] = state === 'pending' ? 'pending' : 'unsaved';
      }
    }
    const built: GridRowData = {
      id: row.anggota_rombel_id,
      nama: row.nama,
      nisn: row.nisn,
      state,
      values,
      marks,
      messages,
      replaced,
    };
    const before = previous.get(built.id);
    const kept = before && sameRow(before, built) ? before : built;
    previous.set(built.id, kept);
    return kept;
  });
}

/** A value the teacher has given: not empty, and valid for the column. */
const isFilled = (type: GridColumn['type'], value: GridValue | undefined) =>
  value !== null && value !== undefined && value !== '' && isValidValue(type, value);

/** The marks of a cell whose shown value is not (yet) the stored one. */
const NOT_STORED: ReadonlySet<CellMark> = new Set<CellMark>([
  'unsaved',
  'pending',
  'conflict',
  'error',
]);

/**
 * How many rows hold a valid, non-empty value in each column (what the teacher sees), and how
 * many of a column's cells are not stored yet (typed, waiting to be sent, or refused).
 */
export function columnFill(
  grid: GridData,
  rows: readonly GridRowData[],
): Omit<ColumnFill, 'goToEmpty'> {
  const filled: Record<string, number> = {};
  const unsaved: Record<string, number> = {};
  for (const column of grid.columns) {
    filled[column.key] = rows.filter((row) => isFilled(column.type, row.values[column.key])).length;
    unsaved[column.key] = rows.filter((row) => {
      const mark = row.marks[column.key];
      return mark !== undefined && NOT_STORED.has(mark);
    }).length;
  }
  return { filled, unsaved, total: rows.length };
}

/** The first row after `from` (wrapping around) whose cell in the column is empty or invalid. */
export function nextEmptyRow(
  rows: readonly GridRowData[],
  column: GridColumn,
  from: number,
): number | null {
  for (let step = 1; step <= rows.length; step += 1) {
    const row = (from + step + rows.length) % rows.length;
    if (!isFilled(column.type, rows[row]!.values[column.key])) return row;
  }
  return null;
}

/**
 * Most the sheet's frame may be wide: the name column, every column at its widest and the
 * frame's right border. A sheet of a few scores ends where its last column ends instead of
 * showing an empty band; a text column has no widest, so such a sheet fills the width. Taken from
 * the column definitions only, never from a measured size, so it cannot loop with the library's
 * own measuring; a narrower screen still shrinks the columns and then scrolls them.
 */
function frameMaxWidth(
  gutter: { basis: number },
  columns: readonly { maxWidth?: number }[],
): number | undefined {
  let width = gutter.basis + 1;
  for (const column of columns) {
    if (column.maxWidth === undefined) return undefined;
    width += column.maxWidth;
  }
  return width;
}

/** Where a sticky bar of the layout (header or footer) covers the window, if it is sticky. */
function stickyEdge(selector: string, side: 'top' | 'bottom'): number | null {
  const bar = document.querySelector(selector);
  if (!bar) return null;
  const position = getComputedStyle(bar).position;
  if (position !== 'sticky' && position !== 'fixed') return null;
  const box = bar.getBoundingClientRect();
  return side === 'top' ? box.bottom : box.top;
}

/**
 * Scrolls the page so that a cell is in view, not under the sticky header or footer: the sheet
 * is taller than what is left of the window under the toolbar, and the library scrolls only its
 * own box, so arrowing down would otherwise walk the active cell off the bottom of the screen.
 * In view is within the visual viewport where the browser has one: a phone's on-screen keyboard
 * often shrinks only that, not the window's layout, and covers the window's lower part.
 */
function scrollPageToCell(cell: HTMLElement) {
  // The library's frame glides to the cell (a CSS transition): where it is going is in its
  // style, where it is now in the computed style.
  const now = cell.getBoundingClientRect();
  const shift = (parseFloat(cell.style.top) || 0) - (parseFloat(getComputedStyle(cell).top) || 0);
  const box = { top: now.top + shift, bottom: now.top + shift + now.height };
  const view = window.visualViewport;
  const top = Math.max(stickyEdge('.app-header', 'top') ?? 0, view?.offsetTop ?? 0);
  const bottom = Math.min(
    window.innerHeight,
    view ? view.offsetTop + view.height : Infinity,
    stickyEdge('.app-footer', 'bottom') ?? Infinity,
  );
  const margin = 8;
  if (box.bottom > bottom) window.scrollBy({ top: box.bottom - bottom + margin });
  else if (box.top < top) window.scrollBy({ top: box.top - top - margin });
}

/**
 * Whether a key comes from a dialog opened over the sheet (`box`: a cell's history or a remedial,
 * opened from the keyboard, when the sheet keeps its active cell), not from the sheet. A sheet
 * inside a dialog (Lihat nilai) is not over-opened by its own dialog.
 */
function inDialogOver(event: Event, box: HTMLElement | null): boolean {
  const target = event.target;
  if (!(target instanceof Element) || !box) return false;
  const dialog = target.closest('[role="dialog"], [role="alertdialog"]');
  return dialog !== null && !dialog.contains(box);
}

/** Whether a paste goes into a field of the page outside the sheet, or a dialog over it. */
function pastedElsewhere(event: Event, box: HTMLElement | null): boolean {
  const target = event.target;
  const field = target instanceof Element ? target.closest('input, textarea') : null;
  return (field !== null && !(box?.contains(field) ?? false)) || inDialogOver(event, box);
}

/** Whether a pointer is on a value cell: a name or a heading selects a row or a column instead. */
function onValueCell(target: EventTarget): boolean {
  return (
    target instanceof Element &&
    target.closest('.dsg-cell') !== null &&
    !target.closest('.dsg-cell-gutter, .dsg-cell-header')
  );
}

/** Whether an event happened in the cell being typed in: the one holding the focused field. */
function inOpenCell(target: EventTarget, box: HTMLElement | null): boolean {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || !box?.contains(field) || !(target instanceof Node)) {
    return false;
  }
  return field.closest('.dsg-cell')?.contains(target) ?? false;
}

/**
 * On a phone, the room beside the name column of a sheet of descriptions, which each description
 * is fitted to: the width the library lays its columns out in (its box's content, measured as it
 * measures it) less the name column and the pixel the library keeps when it scrolls a cell into
 * view. A sheet of descriptions fills the width whatever its columns (its frame is not capped),
 * so its width does not follow what is measured here.
 */
function useTextFit(
  box: RefObject<HTMLElement | null>,
  enabled: boolean,
  nameWidth: number,
): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const container = enabled ? box.current?.querySelector('.dsg-container') : null;
    if (!container) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [box, enabled]);
  return enabled && width ? width - nameWidth - 1 : undefined;
}

/**
 * The spreadsheet itself (react-datasheet-grid): navigation, selection, copy/paste of blocks,
 * delete and the fill handle come from the library; this adds what it lacks — Ctrl+D fill-down,
 * Ctrl+Z / Ctrl+Y undo/redo over our edit history, Ctrl+S, a right-click history entry, and
 * Enter, Home / End and the caret as in Excel (`useSheetKeys`).
 */
export function GridSheet(props: GridSheetProps) {
  const { grid, edits, readOnly, height, setCells } = props;
  const { t } = useTranslation();
  const sheetRef = useRef<DataSheetGridRef>(null);
  const editTag = useRef<string | null>(null);
  const editCount = useRef(0);
  const [menu, setMenu] = useState<{ x: number; y: number; cell: SheetCell } | null>(null);
  const sheetBox = useRef<HTMLDivElement>(null);
  /**
   * Opens the active cell's menu where the pointer is, or (from the keyboard) under the cell;
   * false when no cell of this sheet is active.
   */
  const openMenu = (at?: { x: number; y: number }) => {
    const cell = sheetRef.current?.activeCell;
    if (!cell || cell.col < 0) return false;
    const box = sheetBox.current?.querySelector('.dsg-active-cell')?.getBoundingClientRect();
    const place = at ?? (box ? { x: box.left, y: box.bottom } : { x: 0, y: 0 });
    setMenu({ ...place, cell: { row: cell.row, col: cell.col } });
    return true;
  };
  const [rowCache] = useState(() => new Map<string, GridRowData>());
  const rows = useMemo(() => buildRows(grid, edits, rowCache), [grid, edits, rowCache]);

  const goToEmpty = useCallback(
    (columnKey: string) => {
      const sheet = sheetRef.current;
      const col = grid.columns.findIndex((column) => column.key === columnKey);
      if (!sheet || col < 0) return;
      const from = sheet.activeCell?.col === col ? sheet.activeCell.row : -1;
      const row = nextEmptyRow(rows, grid.columns[col]!, from);
      if (row !== null) sheet.setActiveCell({ col, row });
    },
    [grid.columns, rows],
  );
  const fill = useMemo(() => ({ ...columnFill(grid, rows), goToEmpty }), [grid, rows, goToEmpty]);

  const kompetenLabel = useCallback(
    (tercapai: boolean) =>
      tercapai ? t('gradeGrid.kompeten.achieved') : t('gradeGrid.kompeten.notAchieved'),
    [t],
  );
  // A phone-sized screen (the viewport, not the sheet's own measured width: no layout loop).
  const compact = useMediaQuery('(max-width: 36em)', undefined, {
    getInitialValueInEffect: false,
  });
  const longestName = useMemo(
    () => grid.rows.reduce((most, row) => Math.max(most, row.nama.length), 0),
    [grid.rows],
  );
  const gutter = useMemo(
    () => nameColumn(t('gradeGrid.columnName'), compact, longestName),
    [t, compact, longestName],
  );
  const hasText = grid.columns.some((column) => column.type === 'text');
  const textFit = useTextFit(sheetBox, compact && hasText, gutter.basis);
  const columns = useMemo(
    () =>
      grid.columns.map((column) =>
        valueColumn(column, {
          readOnly,
          kompetenLabel,
          kompetenHint: t('gradeGrid.kompeten.hint'),
          textFit,
        }),
      ),
    [grid.columns, readOnly, kompetenLabel, t, textFit],
  );
  // A sheet of descriptions fills the width, also when they are fitted to a phone's: a frame
  // capped at their fitted widths would narrow what they are fitted to, a pixel at a time.
  const maxWidth = useMemo(
    () => (hasText ? undefined : frameMaxWidth(gutter, columns)),
    [hasText, gutter, columns],
  );

  const onChange = useCallback(
    (next: GridRowData[], operations: Operation[]) => {
      const cells: CellEdit[] = [];
      for (const operation of operations) {
        if (operation.type !== 'UPDATE') continue;
        for (let index = operation.fromRowIndex; index < operation.toRowIndex; index += 1) {
          const before = rows[index];
          const after = next[index];
          if (!before || !after) continue;
          for (const column of grid.columns) {
            const value = after.values[column.key] ?? null;
            if (value !== (before.values[column.key] ?? null)) {
              cells.push({ anggota_rombel_id: before.id, kolom: column.key, value });
            }
          }
        }
      }
      setCells(cells, { tag: editTag.current ?? undefined });
    },
    [grid.columns, rows, setCells],
  );

  const fillDown = useCallback(() => {
    const selection = sheetRef.current?.selection;
    if (!selection) return;
    const single = selection.min.row === selection.max.row;
    const source = single ? selection.min.row - 1 : selection.min.row;
    if (source < 0) return;
    const cells: CellEdit[] = [];
    for (let col = selection.min.col; col <= selection.max.col; col += 1) {
      const column = grid.columns[col];
      if (!column || !isEditable(column, readOnly)) continue;
      const value = rows[source]!.values[column.key] ?? null;
      for (let row = source + 1; row <= selection.max.row; row += 1) {
        cells.push({ anggota_rombel_id: rows[row]!.id, kolom: column.key, value });
      }
    }
    setCells(cells);
  }, [grid.columns, readOnly, rows, setCells]);

  /**
   * A block pasted from a spreadsheet, planned by planPaste (empty cells keep the values under
   * them, headings and the students' own columns are left out) instead of by the library.
   */
  const paste = (block: string[][], target: { min: SheetCell; max: SheetCell }) => {
    const plan = planPaste(block, target, grid.columns, rows, readOnly);
    if (plan.cells.length > 0) setCells(plan.cells);
    if (plan.written) sheetRef.current?.setSelection(plan.written);
    props.onPasted?.(plan);
  };

  const editableAt = (col: number) => {
    const column = grid.columns[col];
    return column !== undefined && isEditable(column, readOnly);
  };
  const columnTypeAt = (col: number) => grid.columns[col]?.type;
  // what the document's listeners (set once) call: this render's handlers
  const handlers = {
    fillDown,
    openMenu,
    paste,
    editableAt,
    columnTypeAt,
    undo: props.undo,
    redo: props.redo,
    save: props.save,
  };
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const sheet = sheetRef.current;
      const active = sheet?.activeCell;
      const data = event.clipboardData;
      if (!sheet || !active || !data) return;
      // A paste elsewhere (a dialog's reason, a search box) is that field's own: the library would
      // otherwise put it in the sheet's active cell, so it is kept from seeing it (the browser
      // still inserts the text; the field's input event is a separate event).
      if (pastedElsewhere(event, sheetBox.current)) {
        event.stopPropagation();
        return;
      }
      const plain = data.getData('text/plain') || data.getData('text');
      const editing = editTag.current !== null;
      // Typing in a cell, one value (or a description's lines) goes into it; a block copied from
      // a spreadsheet (tab-separated, or a column of several scores) is pasted as a block from
      // that cell instead of into it.
      const textCell = latest.current.columnTypeAt(active.col) === 'text';
      const severalCells = plain.includes('\t') || (!textCell && plain.trim().includes('\n'));
      if (editing && !severalCells) return;
      event.preventDefault();
      event.stopPropagation();
      // Only a table in the HTML is a block of cells (Excel, Google Sheets, a table in Word).
      // Google Docs, Word paragraphs, a web page or WhatsApp Web put a list of scores there as
      // paragraphs, spans and line breaks, which the library's HTML reader cuts to the first value
      // or to nothing; their plain text holds the same lines, one score each.
      const html = data.types.includes('text/html') ? data.getData('text/html') : '';
      const table = /<table[\s>]/i.test(html);
      // A paragraph with line breaks (Notepad, a chat, a document) put on a description cell is
      // that student's description, as it is when pasted while typing: split into lines, it would
      // overwrite the next students' descriptions. Only a spreadsheet's block spreads over cells.
      const oneText = !editing && textCell && !plain.includes('\t') && !table;
      const block = table
        ? parseTextHtmlData(html)
        : oneText
          ? [[plain.replace(/\r\n?/g, '\n').replace(/\n+$/, '')]]
          : parseTextPlainData(plain);
      const here = { row: active.row, col: active.col };
      const target = editing
        ? { min: here, max: here }
        : {
            min: {
              row: sheet.selection?.min.row ?? here.row,
              col: sheet.selection?.min.col ?? here.col,
            },
            max: {
              row: sheet.selection?.max.row ?? here.row,
              col: sheet.selection?.max.col ?? here.col,
            },
          };
      if (!editing) {
        latest.current.paste(block, target);
        return;
      }
      // leave the cell first, so what was typed in it lands before the block does
      sheet.setActiveCell(here);
      setTimeout(() => latest.current.paste(block, target), 0);
    };
    document.addEventListener('paste', onPaste, true);
    return () => document.removeEventListener('paste', onPaste, true);
  }, []);

  // The library listens for keys on the document and acts on its active cell wherever the key was
  // typed: in a dialog opened from the keyboard (a cell's history, a remedial), the digits typed
  // into its field would start editing the grade behind it. Keys typed in a dialog over the sheet
  // stop at the body (after the page's own handlers ran) while the sheet has an active cell.
  useEffect(() => {
    const shield = (event: KeyboardEvent) => {
      if (sheetRef.current?.activeCell && inDialogOver(event, sheetBox.current)) {
        event.stopPropagation();
      }
    };
    document.body.addEventListener('keydown', shield);
    return () => document.body.removeEventListener('keydown', shield);
  }, []);

  const { enterRight = false } = props;
  const { editStartRef, openActiveCell, pressed } = useSheetKeys({
    sheetRef,
    sheetBox,
    editTag,
    grid,
    readOnly,
    enterRight,
    onComputedTyped: props.onComputedTyped,
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (inDialogOver(event, sheetBox.current)) return;
      // the keyboard's menu key or Shift+F10 on the active cell (not while typing in it)
      if (
        (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) &&
        editTag.current === null &&
        latest.current.openMenu()
      ) {
        event.preventDefault();
        return;
      }
      if (!isModified(event)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        latest.current.save();
        return;
      }
      // Only while the sheet has the keyboard, and not inside a cell being typed in (the
      // input's own undo applies there).
      if (!sheetRef.current?.activeCell || editTag.current !== null) return;
      if (key === 'z' && !event.shiftKey) latest.current.undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) latest.current.redo();
      else if (key === 'd' && !event.shiftKey) latest.current.fillDown();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const { onActiveCell, onHistory, remedial } = props;
  const closeMenu = useCallback(() => setMenu(null), []);
  // On a phone or tablet a tapped cell opens for typing at once (the on-screen keyboard needs a
  // focused input; the library would want a second tap), and after Enter the next student's cell
  // opens too, so the keyboard stays up down the column. What is typed replaces a score, as typing
  // on an active cell does; a description opens with the caret after its text (`touchEditStart`).
  const touch = useRef(false);
  /** The kind of pointer last pressed on the sheet ('mouse', 'touch', 'pen'). */
  const pointer = useRef<string | null>(null);
  const onActiveCellChange = useCallback(
    ({ cell }: { cell: CellWithId | null }) => {
      onActiveCell(cell && { row: cell.row, col: cell.col });
      if (!cell) return;
      if (touch.current && latest.current.editableAt(cell.col)) {
        // opened once the library has taken the new cell in
        setTimeout(() => {
          const active = sheetRef.current?.activeCell;
          if (!touch.current || editTag.current !== null) return;
          if (active?.row !== cell.row || active.col !== cell.col) return;
          openActiveCell(touchEditStart(latest.current.columnTypeAt(cell.col)));
        }, 0);
      }
      // once the library has moved the cell's frame and scrolled its own box to it
      requestAnimationFrame(() => {
        const active = sheetBox.current?.querySelector<HTMLElement>('.dsg-active-cell');
        if (active) scrollPageToCell(active);
      });
    },
    [onActiveCell, openActiveCell],
  );

  // A phone's on-screen keyboard, opening under the cell being typed in, shrinks the visual
  // viewport (often that alone, not the window's layout, so nothing else moves): the cell is
  // brought back above it. A grown viewport (the keyboard closed) or a pinch zoom in no cell
  // leaves the page where the teacher put it.
  useEffect(() => {
    const view = window.visualViewport;
    if (!view) return;
    let height = view.height;
    const onResize = () => {
      const shrunk = view.height < height;
      height = view.height;
      if (!shrunk || editTag.current === null) return;
      requestAnimationFrame(() => {
        const active = sheetBox.current?.querySelector<HTMLElement>('.dsg-active-cell');
        if (active) scrollPageToCell(active);
      });
    };
    view.addEventListener('resize', onResize);
    return () => view.removeEventListener('resize', onResize);
  }, []);

  /**
   * A touch held on a cell (a long press) asks for that cell's menu. The browser sends only the
   * context menu event, no press the library would take the cell from, so the cell under the
   * finger is made active first, as a right click makes it (the library finds the cell at the
   * event's place), without opening it for typing, and its menu opens once the library has it.
   */
  const longPress = (target: EventTarget, x: number, y: number) => {
    touch.current = false;
    target.dispatchEvent(
      new MouseEvent('mousedown', {
        bubbles: true,
        cancelable: true,
        button: 2,
        buttons: 2,
        clientX: x,
        clientY: y,
      }),
    );
    setTimeout(() => latest.current.openMenu({ x, y }), 0);
  };

  return (
    <div
      className="gg-sheet"
      style={{ maxWidth }}
      role="group"
      aria-label={t('gradeGrid.gridLabel')}
      ref={sheetBox}
      onPointerDown={(event) => {
        pointer.current = event.pointerType;
        touch.current =
          (event.pointerType === 'touch' || event.pointerType === 'pen') &&
          onValueCell(event.target);
      }}
      onMouseDown={(event) => pressed(touch.current, event.detail)}
      onContextMenu={(event) => {
        // In the cell being typed in, the menu is the field's own: the browser's (cut, copy,
        // paste), and on a phone a tap on selected text raises this event too, where the teacher
        // wants the caret. The grid's menu there would take the focus and close the keyboard.
        if (editTag.current !== null && inOpenCell(event.target, sheetBox.current)) return;
        // Chromium says which pointer raised the menu; other browsers, the last one pressed.
        const native = event.nativeEvent as MouseEvent & { pointerType?: string };
        const by = native.pointerType || pointer.current;
        if ((by === 'touch' || by === 'pen') && event.button !== 2 && onValueCell(event.target)) {
          event.preventDefault();
          longPress(event.target, event.clientX, event.clientY);
          return;
        }
        if (openMenu(event.button === 2 ? { x: event.clientX, y: event.clientY } : undefined))
          event.preventDefault();
      }}
    >
      <ColumnFillContext.Provider value={fill}>
        <EditStartContext.Provider value={editStartRef}>
          <DynamicDataSheetGrid<GridRowData>
            ref={sheetRef}
            value={rows}
            onChange={onChange}
            columns={columns}
            gutterColumn={gutter}
            rowKey="id"
            lockRows
            disableContextMenu
            addRowsComponent={false}
            height={height}
            rowHeight={grid.columns.some((column) => column.type === 'text') ? 72 : 40}
            headerRowHeight={56}
            onActiveCellChange={onActiveCellChange}
            onFocus={() => {
              editCount.current += 1;
              editTag.current = `edit-${editCount.current}`;
            }}
            onBlur={() => {
              editTag.current = null;
            }}
            cellClassName={({ rowData, columnId }) => {
              const mark = columnId ? (rowData as GridRowData).marks[columnId] : undefined;
              return mark ? `gg-cell-${mark}` : undefined;
            }}
          />
        </EditStartContext.Provider>
      </ColumnFillContext.Provider>
      {menu && (
        <CellMenu
          x={menu.x}
          y={menu.y}
          onClose={closeMenu}
          items={[
            {
              label: t('gradeGrid.history'),
              icon: <IconHistory size={14} />,
              onSelect: () => onHistory(menu.cell),
            },
            ...(remedial?.allowed(menu.cell)
              ? [
                  {
                    label: remedial.label,
                    icon: <IconArrowBigUpLines size={14} />,
                    onSelect: () => remedial.open(menu.cell),
                  },
                ]
              : []),
          ]}
        />
      )}
    </div>
  );
}
