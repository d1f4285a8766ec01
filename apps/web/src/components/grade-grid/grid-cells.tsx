import { createContext, memo, useContext, useLayoutEffect, useRef } from 'react';
import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CellProps, Column } from 'react-datasheet-grid';
import type { GridColumn, GridColumnType, GridValue } from '@erapor/shared/penilaian/grid.schemas';
import type { RowState } from './grid-state';
import { formatValue, parseValue } from './grid-values';
import { TextPreview } from './text-preview';

/**
 * How a cell looks: the edit states, or `remedial` for a stored score a remedial set and
 * `disesuaikan` for a final an adjustment set (`…-ditolak` when the Waka refused it).
 */
export type CellMark =
  | 'invalid'
  | 'error'
  | 'conflict'
  | 'pending'
  | 'unsaved'
  | 'remedial'
  | 'remedial-ditolak'
  | 'disesuaikan'
  | 'disesuaikan-ditolak';

/**
 * How the cell being opened was opened, which decides what typing does in it: `typing` (a key
 * typed on the active cell, or a tap on a score on a phone) selects the value, so the keys replace
 * it, as in Excel; `correcting` (F2, a double click, or a tap on a description on a phone) puts
 * the caret after the value, to correct it.
 */
export type EditStart = 'typing' | 'correcting';

/** Set by the sheet just before it opens a cell, read by the cell as it takes the focus. */
export const EditStartContext = createContext<{ current: EditStart }>({ current: 'typing' });

/** One row as the data-grid library sees it: the student, the row's state and the shown values. */
export interface GridRowData {
  id: string;
  nama: string;
  nisn: string | null;
  state: RowState;
  values: Record<string, GridValue>;
  /** Per column key: how the cell must look (red when invalid, amber in conflict…). */
  marks: Record<string, CellMark>;
  /** Per column key: the server's message about this cell (422), or the Waka's refusal note. */
  messages: Record<string, string>;
  /**
   * Per column key: the saved value that a value of an uploaded template, not saved yet, replaces
   * (a template filling an empty cell has none here).
   */
  replaced: Record<string, GridValue>;
}

/**
 * The hover text of a cell a remedial or an adjustment set: that it did, or that the Waka refused
 * it and why; and of a template's value not saved yet over a saved one: which value it replaces.
 */
function cellTitle(t: TFunction, row: GridRowData, config: CellConfig): string | undefined {
  const { key } = config;
  const catatan = row.messages[key] ?? '';
  switch (row.marks[key]) {
    case 'remedial':
      return t('gradeGrid.remedial.cellTitle');
    case 'remedial-ditolak':
      return t('gradeGrid.remedial.ditolakTitle', { catatan });
    case 'disesuaikan':
      return t('gradeGrid.remedial.disesuaikanTitle');
    case 'disesuaikan-ditolak':
      return t('gradeGrid.remedial.disesuaikanDitolakTitle', { catatan });
    case 'unsaved':
    case 'pending':
      return key in row.replaced
        ? t('gradeGrid.importedTitle', { nilai: config.format(row.replaced[key]!) })
        : undefined;
    default:
      return undefined;
  }
}

interface CellConfig {
  key: string;
  type: GridColumnType;
  format: (value: GridValue) => string;
  placeholder?: string;
}

/**
 * The editor of every value cell. Uncontrolled while typing (so a keystroke never waits on a
 * render), and every keystroke goes to the grid at once, so it is kept on the device at once.
 * Escape puts back what the cell held before this edit. Typing on the active cell replaces its
 * value; F2, a double click or a tap on a description opens it with the caret at the end
 * (`EditStartContext`).
 */
const ValueCell = memo(function ValueCell({
  focus,
  active,
  rowData,
  setRowData,
  columnData,
}: CellProps<GridRowData, CellConfig>) {
  const { t } = useTranslation();
  const start = useContext(EditStartContext);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const value = rowData.values[columnData.key] ?? null;
  const latest = useRef({ rowData, setRowData, columnData });
  const before = useRef<GridValue>(value);
  useLayoutEffect(() => {
    latest.current = { rowData, setRowData, columnData };
  });

  useLayoutEffect(() => {
    const element = inputRef.current;
    if (!element) return;
    if (focus) {
      const { rowData: row, columnData: config } = latest.current;
      before.current = row.values[config.key] ?? null;
      element.value = config.format(before.current);
      element.focus();
      if (start.current === 'correcting') {
        const end = element.value.length;
        element.setSelectionRange(end, end);
        // a long description opens on its last lines, where the caret is (Chrome does not scroll
        // a text field to a caret set before it was shown)
        element.scrollTop = element.scrollHeight;
      } else element.select();
    } else {
      element.blur();
    }
  }, [focus, start]);

  useLayoutEffect(() => {
    if (!focus && inputRef.current) inputRef.current.value = columnData.format(value);
  }, [focus, value, columnData]);

  // The field lets the pointer through to the library's cell while it is not being typed in (the
  // library selects by the pointer's place), so a title on the field alone is never shown on
  // hover: the cell the pointer rests on carries it too. The library renders that element and
  // takes no attributes for it; React leaves an attribute it does not manage alone, so it is set
  // here and taken off again when the mark goes or the cell unmounts. The field keeps its own
  // title, read to a screen reader as the open field's description.
  const title = cellTitle(t, rowData, columnData);
  useLayoutEffect(() => {
    const container = inputRef.current?.closest('.dsg-cell');
    if (!container || title === undefined) return;
    container.setAttribute('title', title);
    return () => container.removeAttribute('title');
  }, [title]);

  const put = (next: GridValue) => {
    const { rowData: row, setRowData: set, columnData: config } = latest.current;
    set({ ...row, values: { ...row.values, [config.key]: next } });
  };
  const common = {
    ref: inputRef,
    defaultValue: columnData.format(value),
    tabIndex: -1,
    placeholder: active ? columnData.placeholder : undefined,
    'aria-invalid': rowData.marks[columnData.key] === 'invalid' || undefined,
    title,
    style: { pointerEvents: focus ? ('auto' as const) : ('none' as const) },
    onChange: (event: { target: { value: string } }) => {
      if (focus) put(parseValue(columnData.type, event.target.value));
    },
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') put(before.current);
    },
  };
  if (columnData.type === 'text') {
    // No maxLength: a longer text pasted in would be cut without a word; it is marked instead.
    // Not being typed in, the field is covered by its first lines, cut with an ellipsis.
    return (
      <>
        <textarea
          {...common}
          className={focus ? 'dsg-input gg-textarea' : 'dsg-input gg-textarea gg-textarea-covered'}
        />
        {!focus && <TextPreview text={columnData.format(value)} />}
      </>
    );
  }
  return (
    <input
      {...common}
      className={columnData.type === 'score' ? 'dsg-input dsg-input-align-right' : 'dsg-input'}
      inputMode={columnData.type === 'score' ? 'numeric' : undefined}
    />
  );
});

/** Per column key: how many students have a valid value in it, out of how many. */
export interface ColumnFill {
  filled: Record<string, number>;
  /** Per column key: how many of its cells are not stored yet (unsaved, pending, refused). */
  unsaved: Record<string, number>;
  total: number;
  /** Puts the cursor on the column's next empty (or invalid) cell after the current one. */
  goToEmpty: (columnKey: string) => void;
}

/** The sheet's fill counts, read by each column's header (only the headers re-render on edits). */
export const ColumnFillContext = createContext<ColumnFill | null>(null);

/**
 * "34/36" under a column's header; green once every student has a value and all of them are
 * stored (a full column not yet saved says so, and is not green). While some are missing it is
 * a button to the next student without one.
 */
function FillCount({ columnKey }: { columnKey: string }) {
  const { t } = useTranslation();
  const fill = useContext(ColumnFillContext);
  if (!fill || fill.total === 0) return null;
  const filled = fill.filled[columnKey] ?? 0;
  const unsaved = fill.unsaved[columnKey] ?? 0;
  const label = t('gradeGrid.fill', { filled, total: fill.total });
  const text = `${filled}/${fill.total}`;
  if (filled === fill.total) {
    const full = unsaved > 0 ? label + t('gradeGrid.fillUnsaved', { count: unsaved }) : label;
    return (
      <span
        className="gg-header-fill"
        data-complete={unsaved === 0 ? true : undefined}
        data-unsaved={unsaved > 0 ? true : undefined}
        data-testid={`fill-${columnKey}`}
        role="img"
        aria-label={full}
        title={full}
      >
        {text}
      </span>
    );
  }
  const hint = `${label}. ${t('gradeGrid.fillNext')}`;
  return (
    <button
      type="button"
      className="gg-header-fill"
      data-testid={`fill-${columnKey}`}
      aria-label={hint}
      title={hint}
      // the sheet's own header handling must not take this click
      onMouseDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        event.stopPropagation();
        fill.goToEmpty(columnKey);
      }}
    >
      {text}
    </button>
  );
}

function HeaderTitle({ column }: { column: GridColumn }) {
  const { t } = useTranslation();
  const tip = [column.description, column.readOnly ? t('gradeGrid.computed') : null]
    .filter(Boolean)
    .join(' — ');
  const label = tip ? (
    <Tooltip label={tip} multiline w={320} withinPortal openDelay={200}>
      <span className="gg-header-label gg-header-described" tabIndex={0}>
        {column.label}
      </span>
    </Tooltip>
  ) : (
    <span className="gg-header-label">{column.label}</span>
  );
  return (
    <span className="gg-header">
      {label}
      <FillCount columnKey={column.key} />
    </span>
  );
}

const STATE_DOT: Record<RowState, string> = {
  saved: 'gg-dot-saved',
  unsaved: 'gg-dot-unsaved',
  pending: 'gg-dot-pending',
  conflict: 'gg-dot-conflict',
};

export function RowStateDot({ state }: { state: RowState }) {
  const { t } = useTranslation();
  const labels: Record<RowState, string> = {
    saved: t('gradeGrid.rowState.saved'),
    unsaved: t('gradeGrid.rowState.unsaved'),
    pending: t('gradeGrid.rowState.pending'),
    conflict: t('gradeGrid.rowState.conflict'),
  };
  return (
    <span
      className={`gg-dot ${STATE_DOT[state]}`}
      role="img"
      aria-label={labels[state]}
      title={labels[state]}
    />
  );
}

/** The frozen left column: state, number, name and NISN of the student. */
function NameCell({ rowData, rowIndex }: CellProps<GridRowData, unknown>) {
  const { t } = useTranslation();
  return (
    <div className="gg-name" data-row-state={rowData.state}>
      <RowStateDot state={rowData.state} />
      <span className="gg-no">{rowIndex + 1}</span>
      <span className="gg-student">
        <span className="gg-nama" title={rowData.nama}>
          {rowData.nama}
        </span>
        {rowData.nisn && (
          <span className="gg-nisn">{t('gradeGrid.nisn', { nisn: rowData.nisn })}</span>
        )}
      </span>
    </div>
  );
}

/**
 * The frozen name column, in px: roomy on a wide screen; on a phone the number and the start of
 * the name (cut with an ellipsis), so that a description beside it is read in lines of a few
 * words, not of a dozen letters, and two scores or an attainment fit beside it.
 */
const NAME_WIDTH = { wide: 260, compact: 120, most: 340 };

/**
 * The frozen name column. On a wide screen it grows, up to NAME_WIDTH.most, for the class's
 * longest name (capitals at 14px run about 9px a letter; 76px for the number, the row's dot and
 * the padding): a long Indonesian name is read whole, not cut to "TAMPUBO…".
 */
export function nameColumn(title: string, compact: boolean, longestName = 0) {
  const width = compact
    ? NAME_WIDTH.compact
    : Math.min(NAME_WIDTH.most, Math.max(NAME_WIDTH.wide, longestName * 9 + 76));
  return {
    component: NameCell,
    title: <span className="gg-header-label">{title}</span>,
    basis: width,
    grow: 0,
    shrink: 0,
    minWidth: width,
  };
}

/**
 * Most a score column grows to, in px: a sheet of a few scores (SAS, PTS) gets roomy columns and
 * a frame as wide as they are, not stretched numbers across the screen.
 */
const SCORE_MAX_WIDTH = 160;

/** Least width in px of a description fitted to a phone's sheet, on the narrowest of screens. */
const TEXT_FIT_LEAST = 120;

/**
 * Widths of a column by its type: [basis, least, most]; text has no most, it fills the sheet,
 * unless `textFit` (a phone) gives the room beside the name column: then a description is exactly
 * that wide, so the one being typed in is seen whole, and a second one is scrolled to.
 */
function columnWidths(column: GridColumn, textFit?: number): [number, number, number | undefined] {
  if (column.type === 'text') {
    if (textFit === undefined) return [320, 220, undefined];
    const fit = Math.max(TEXT_FIT_LEAST, Math.floor(textFit));
    return [fit, fit, fit];
  }
  // Narrow enough to scroll many TPs, wide enough that the longest word of the header is
  // never cut ("Semester" of "Nilai Tengah Semester"): 14px semibold runs about 9.5px a letter,
  // so 10 leaves room; 20px is the header's padding.
  const longestWord = Math.max(...column.label.split(/\s+/).map((word) => word.length));
  const least = Math.max(72, longestWord * 10 + 20);
  if (column.type === 'kompeten') {
    // Never narrower than "Tidak tercapai": a cut word reads as neither state.
    const fit = Math.max(136, least);
    return [fit, fit, Math.max(200, least)];
  }
  return [Math.max(84, least), least, Math.max(SCORE_MAX_WIDTH, least)];
}

/** The library's column for one grid column: edit, copy, paste, delete in the column's terms. */
export function valueColumn(
  column: GridColumn,
  options: {
    readOnly: boolean;
    kompetenLabel: (tercapai: boolean) => string;
    kompetenHint: string;
    /** On a phone: the room in px beside the name column, which a description fits in. */
    textFit?: number;
  },
): Partial<Column<GridRowData, CellConfig, string>> {
  const format = (value: GridValue) => formatValue(column.type, value, options.kompetenLabel);
  const [basis, minWidth, maxWidth] = columnWidths(column, options.textFit);
  const config: CellConfig = {
    key: column.key,
    type: column.type,
    format,
    placeholder: column.type === 'kompeten' ? options.kompetenHint : undefined,
  };
  const put = (row: GridRowData, value: GridValue): GridRowData => ({
    ...row,
    values: { ...row.values, [column.key]: value },
  });
  return {
    id: column.key,
    title: <HeaderTitle column={column} />,
    component: ValueCell,
    columnData: config,
    disabled: options.readOnly || Boolean(column.readOnly),
    basis,
    grow: 1,
    minWidth,
    maxWidth,
    deleteValue: ({ rowData }) => put(rowData, null),
    copyValue: ({ rowData }) => format(rowData.values[column.key] ?? null),
    pasteValue: ({ rowData, value }) => put(rowData, parseValue(column.type, value)),
    isCellEmpty: ({ rowData }) => (rowData.values[column.key] ?? null) === null,
  };
}
