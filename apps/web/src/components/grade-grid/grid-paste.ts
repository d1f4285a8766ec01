import type { GridColumn, GridValue } from '@erapor/shared/penilaian/grid.schemas';
import type { CellEdit } from './use-grade-grid';
import { isEditable, isValidValue, parseValue } from './grid-values';

/** The rows of the sheet as the paste finds them (values with the unsaved edits). */
export interface PasteRow {
  id: string;
  nama: string;
  nisn: string | null;
  values: Record<string, GridValue>;
}

/**
 * Where the block goes: the selection (a single line is repeated down it, a single value over all
 * of it) or the active cell.
 */
export interface PasteTarget {
  min: { row: number; col: number };
  max: { row: number; col: number };
}

/** What a paste does: the cells it changes, and what it left out and why (told to the teacher). */
export interface PastePlan {
  cells: CellEdit[];
  /** The block as written, to select afterwards (null: nothing landed). */
  written: PasteTarget | null;
  /** The first line was column headings (no value fits its column, later lines have some). */
  headerSkipped: boolean;
  /** Leading columns of names, NISN or row numbers, left out so the scores land where aimed. */
  labelColumnsSkipped: number;
  /** Empty pasted cells over a value already there: the value is kept, not deleted. */
  blanksKept: number;
  /** Lines of the block below the last student, and columns past the last column. */
  rowsOutside: number;
  columnsOutside: number;
  /** Non-empty cells that fell on a column computed by the grid (SAS NA). */
  onReadOnly: number;
}

const filled = (text: string) => text.trim() !== '';

/** Whether `text` is a value of `column` (not merely text kept and marked red). */
function fits(column: GridColumn | undefined, text: string): boolean {
  if (!column || column.type === 'text' || !filled(text)) return false;
  const value = parseValue(column.type, text);
  return value !== null && isValidValue(column.type, value);
}

/** A column of the block. */
const columnOf = (block: string[][], col: number) => block.map((line) => line[col] ?? '');

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleUpperCase('id');

/** The students' names and NISNs, to recognise a pasted column of them. */
function rosterOf(rows: readonly PasteRow[]) {
  return {
    names: new Set(rows.map((row) => normal(row.nama))),
    nisns: new Set(rows.flatMap((row) => (row.nisn ? [row.nisn.trim()] : []))),
  };
}
type Roster = ReturnType<typeof rosterOf>;

/**
 * Whether the block's first column lists the students rather than values: most of its cells are
 * names or NISNs of this class, or it numbers the lines 1, 2, 3… before such a column (the "No"
 * of a class list). Only the class's own names count, so a column of marks like "-" or "sakit"
 * is never taken for names and shifted away.
 */
function isStudentColumn(block: string[][], roster: Roster): boolean {
  const cells = columnOf(block, 0).filter(filled);
  if (cells.length === 0) return false;
  const known = cells.filter(
    (text) => roster.names.has(normal(text)) || roster.nisns.has(text.trim()),
  ).length;
  if (known * 2 >= cells.length) return true;
  const numbered =
    cells.length >= 2 && cells.every((text, index) => text.trim() === String(index + 1));
  return (
    numbered &&
    block[0]!.length > 1 &&
    isStudentColumn(
      block.map((line) => line.slice(1)),
      roster,
    )
  );
}

/** Headings a class list or a grade sheet has over its columns. */
const HEADING =
  /^(no\.?|nomor|urut|nama( lengkap| peserta didik| siswa)?|peserta didik|siswa|nisn|nis|kelas|rombel|nilai( akhir| asesmen)?|tp\s*\d+|slm|sas|pts|sts|na|tes|non[\s-]?tes|tercapai|ketercapaian|capaian|deskripsi)$/i;

/** Whether a line is the headings of the copied columns: it names them, and no value is in it. */
function isHeading(line: string[], columnAt: (offset: number) => GridColumn | undefined) {
  const labels = new Set(
    line.flatMap((_, j) => {
      const column = columnAt(j);
      return column ? [normal(column.label), normal(column.key)] : [];
    }),
  );
  return (
    line.some((text) => filled(text) && (HEADING.test(text.trim()) || labels.has(normal(text)))) &&
    !line.some((text, j) => fits(columnAt(j), text))
  );
}

/**
 * Plans a paste of a block copied from a spreadsheet onto the grid. Unlike a plain spreadsheet it
 * protects the grades: an empty cell in the block never deletes a value (Delete does that), a
 * line of headings and leading columns listing the class's students are recognised and left out
 * (else every score would land one line or column off), and whatever falls outside the sheet or on
 * a computed column is counted, to be told, instead of vanishing.
 */
export function planPaste(
  pasted: string[][],
  target: PasteTarget,
  columns: readonly GridColumn[],
  rows: readonly PasteRow[],
  locked: boolean,
): PastePlan {
  const width = Math.max(0, ...pasted.map((line) => line.length));
  let block = pasted.map((line) => [...line, ...Array<string>(width - line.length).fill('')]);
  const plan: PastePlan = {
    cells: [],
    written: null,
    headerSkipped: false,
    labelColumnsSkipped: 0,
    blanksKept: 0,
    rowsOutside: 0,
    columnsOutside: 0,
    onReadOnly: 0,
  };
  if (width === 0 || block.every((line) => !line.some(filled))) return plan;
  const columnAt = (offset: number) => columns[target.min.col + offset];

  // The headings over the copied columns, then leading columns listing the students (No, NISN,
  // Nama: at most the three a class list has).
  const dropHeading = () => {
    if (plan.headerSkipped || block.length < 2 || !isHeading(block[0]!, columnAt)) return;
    block = block.slice(1);
    plan.headerSkipped = true;
  };
  dropHeading();
  const roster = rosterOf(rows);
  for (let guard = 0; guard < 3 && block[0]!.length > 1; guard += 1) {
    if (!isStudentColumn(block, roster)) break;
    block = block.map((line) => line.slice(1));
    plan.labelColumnsSkipped += 1;
  }
  // headings seen only once the list's own columns are gone
  dropHeading();

  // One line fills every selected row, and one value every selected cell, as in a spreadsheet; a
  // block goes from the top-left cell.
  const across =
    block.length === 1 && block[0]!.length === 1 ? target.max.col - target.min.col + 1 : 0;
  const line = across > 0 ? Array<string>(across).fill(block[0]![0]!) : block[0]!;
  const lines =
    block.length === 1
      ? Array.from({ length: target.max.row - target.min.row + 1 }, () => line)
      : block;
  let lastRow = -1;
  let lastCol = -1;
  lines.forEach((line, r) => {
    const row = rows[target.min.row + r];
    if (!row) {
      if (line.some(filled)) plan.rowsOutside += 1;
      return;
    }
    line.forEach((text, j) => {
      const column = columnAt(j);
      if (!column) return;
      if (!isEditable(column, locked)) {
        if (filled(text)) plan.onReadOnly += 1;
        return;
      }
      const current = row.values[column.key] ?? null;
      if (!filled(text)) {
        if (current !== null) plan.blanksKept += 1;
        return;
      }
      lastRow = Math.max(lastRow, target.min.row + r);
      lastCol = Math.max(lastCol, target.min.col + j);
      const value = parseValue(column.type, text);
      if (value !== current)
        plan.cells.push({ anggota_rombel_id: row.id, kolom: column.key, value });
    });
  });
  const outsideColumns = block[0]!.length - (columns.length - target.min.col);
  if (outsideColumns > 0) {
    const beyond = block.map((line) => line.slice(columns.length - target.min.col));
    // only columns that hold something count as lost
    plan.columnsOutside = beyond[0]!.filter((_, j) =>
      beyond.some((line) => filled(line[j]!)),
    ).length;
  }
  if (lastRow >= 0) plan.written = { min: target.min, max: { row: lastRow, col: lastCol } };
  return plan;
}
