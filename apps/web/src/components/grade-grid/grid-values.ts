import { isScore, kompetenOfWord } from '@erapor/shared/penilaian/nilai';
import type { GridColumn, GridColumnType, GridValue } from '@erapor/shared/penilaian/grid.schemas';

/** Longest text a description cell accepts (the write schema's limit). */
export const TEXT_MAX_LENGTH = 5000;

/** One cell of the grid: a student's enrolment and a column key. */
export interface CellAddress {
  anggota_rombel_id: string;
  kolom: string;
}

// A separator that never occurs in a uuid or a column key.
const SEPARATOR = '\u001f';

export function cellKey(anggotaRombelId: string, kolom: string): string {
  return `${anggotaRombelId}${SEPARATOR}${kolom}`;
}

export function parseCellKey(key: string): CellAddress {
  const at = key.indexOf(SEPARATOR);
  return { anggota_rombel_id: key.slice(0, at), kolom: key.slice(at + 1) };
}

/**
 * What a typed or pasted text becomes in a score cell: an integer when it is made of digits,
 * otherwise the text itself (kept, shown in red, never sent), null when empty.
 */
export function parseScore(text: string): GridValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^\d{1,6}$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

/** Tercapai = 1, Tidak tercapai = 0 (kompetenOfWord); anything else is kept as typed (invalid). */
export function parseKompeten(text: string): GridValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return kompetenOfWord(trimmed) ?? trimmed;
}

/** Descriptions keep their line breaks; an empty text means "no description". */
export function parseText(text: string): GridValue {
  return text.trim() === '' ? null : text;
}

export function parseValue(type: GridColumnType, text: string): GridValue {
  if (type === 'score') return parseScore(text);
  if (type === 'kompeten') return parseKompeten(text);
  return parseText(text);
}

export function isValidValue(type: GridColumnType, value: GridValue): boolean {
  if (value === null) return true;
  if (type === 'score') return isScore(value);
  if (type === 'kompeten') return value === 0 || value === 1;
  return typeof value === 'string' && value.length <= TEXT_MAX_LENGTH;
}

/** The text a cell shows (and copies): kompeten values are written out by `kompetenLabel`. */
export function formatValue(
  type: GridColumnType,
  value: GridValue,
  kompetenLabel: (tercapai: boolean) => string,
): string {
  if (value === null) return '';
  if (type === 'kompeten' && (value === 0 || value === 1)) return kompetenLabel(value === 1);
  return String(value);
}

export function isEditable(column: GridColumn, locked: boolean): boolean {
  return !locked && !column.readOnly;
}
