import type ExcelJS from 'exceljs';
import { newWorkbook } from '../../lib/workbook';
import type { GridColumnType, GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { kompetenOfWord } from '@erapor/shared/penilaian/nilai';
import { AppError } from '../../plugins/errors';
import { isZip, unpackedSize } from '../../lib/xlsx-upload';
import { columnLetter, cellText as sharedCellText } from '../../lib/xlsx-cells';
import {
  DATA_SHEET,
  FORMAT,
  FORMAT_VERSION,
  ID_KEY,
  INFO_KEYS,
  MAX_UNPACKED_BYTES,
  META_SHEET,
  TEMPLATE_MAX_ROWS,
  VERSION_SHEET,
  columnId,
} from './template.xlsx';
import { isTpTemplateWorkbook } from '../kurikulum/tp-template.xlsx';

// A filled grade template read back (its layout: template.xlsx.ts): which template it is, its
// columns and rows, and each cell's value as the grid takes it, or why not.

export interface ParsedColumn {
  kind: GridKind;
  key: string;
  /** The title printed above it in the file. */
  label: string;
  column: number;
}

export interface ParsedRow {
  /** The row number as Excel shows it. */
  baris: number;
  id: string;
  nama: string;
  nisn: string;
  /** Raw cell values by `<kind>:<key>`. */
  values: Map<string, ExcelJS.CellValue>;
}

/** A score cell as downloaded: its version and value then. */
export interface DownloadedCell {
  version: number;
  value: number | null;
}

export interface ParsedTemplate {
  kind: string;
  pembelajaranId: string;
  semesterId: string;
  label: string;
  columns: ParsedColumn[];
  rows: ParsedRow[];
  /**
   * Columns the template does not know (no key above the title) holding something below the
   * title: a column the teacher added. Their cells are not read.
   */
  unknownColumns: { label: string; column: number }[];
  /**
   * Every score cell as downloaded, by `<anggota_rombel_id>|<kind>:<key>`; null for a template of
   * format version 1, which did not record them.
   */
  downloaded: Map<string, DownloadedCell> | null;
}

function fileError(message: string): AppError {
  return new AppError(422, 'penilaian.templat_berkas', message, { file: message });
}

const ADVICE = 'Unduh templat dari layar ini, isi, lalu unggah kembali tanpa mengubah formatnya.';
const NOT_XLSX = `Berkas bukan file Excel .xlsx. ${ADVICE}`;

/** Refuses anything that is not a zip (an .xlsx is one) before it is parsed. */
function checkMagic(bytes: Buffer): void {
  if (bytes.length === 0) throw fileError('Berkas kosong (0 byte).');
  if (isZip(bytes)) return;
  const ole = bytes.length > 8 && bytes.readUInt32BE(0) === 0xd0cf11e0;
  if (ole) {
    throw fileError(
      'Berkas berformat Excel lama (.xls). Buka di Excel lalu simpan sebagai "Excel Workbook (.xlsx)", atau unduh templat baru.',
    );
  }
  const head = bytes.subarray(0, Math.min(bytes.length, 512)).toString('utf8');
  if (head.startsWith('%PDF')) throw fileError(`Berkas ini PDF, bukan Excel (.xlsx). ${ADVICE}`);
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u0008\u000e-\u001f]/.test(head) && /[,;\t]/.test(head)) {
    throw fileError(`Berkas ini teks/CSV yang diberi nama .xlsx, bukan file Excel. ${ADVICE}`);
  }
  throw fileError(NOT_XLSX);
}

/** A cell as plain text (for ids, names and the meta sheet); an error cell names its code. */
export const cellText = (value: ExcelJS.CellValue) => sharedCellText(value, 'text');

function isBlank(value: ExcelJS.CellValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && 'richText' in value) return cellText(value) === '';
  return false;
}

const NOT_A_TEMPLATE =
  'Berkas ini bukan templat nilai dari e-Rapor SMK. Unduh templat dari layar ini, isi nilainya, lalu unggah kembali.';
const TP_TEMPLATE =
  'Berkas ini templat Tujuan Pembelajaran, bukan templat nilai. Unggah di menu Referensi › Tujuan Pembelajaran; untuk nilai, unduh templat dari layar ini.';

/** Opens an uploaded template; anything wrong with the file as a whole is a 422 naming the file. */
export async function readTemplate(bytes: Buffer): Promise<ParsedTemplate> {
  checkMagic(bytes);
  const size = unpackedSize(bytes, MAX_UNPACKED_BYTES);
  if (size === 'damaged') {
    throw fileError('Berkas Excel rusak atau tidak lengkap dan tidak dapat dibaca.');
  }
  if (size === 'too-large') {
    throw fileError(
      'Isi berkas Excel terlalu besar untuk sebuah templat nilai: mungkin ada lembar tambahan, gambar, atau isian jauh di bawah daftar. Hapus isi tambahan itu lalu simpan dan unggah lagi, atau unduh templat baru dari layar ini dan salin nilainya ke sana.',
    );
  }
  const book = await newWorkbook();
  try {
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw fileError(
      'Berkas Excel rusak atau tidak dapat dibaca. Unduh templat baru lalu isi lagi.',
    );
  }
  const meta = book.getWorksheet(META_SHEET);
  if (!meta) throw fileError(isTpTemplateWorkbook(book) ? TP_TEMPLATE : NOT_A_TEMPLATE);
  const facts = new Map<string, string>();
  meta.eachRow((row) => facts.set(cellText(row.getCell(1).value), cellText(row.getCell(2).value)));
  if (facts.get('format') !== FORMAT) throw fileError(NOT_A_TEMPLATE);
  if (Number(facts.get('versi')) > FORMAT_VERSION) {
    throw fileError(
      'Templat ini dibuat oleh versi e-Rapor SMK yang lebih baru. Unduh templat lagi.',
    );
  }
  const sheet = book.getWorksheet(facts.get('lembar') ?? DATA_SHEET);
  const headerRow = Number(facts.get('baris_judul'));
  if (!sheet || !Number.isInteger(headerRow) || headerRow < 2) {
    throw fileError(
      `Lembar "${DATA_SHEET}" tidak ditemukan atau sudah diubah. Unduh templat baru lalu isi lagi.`,
    );
  }

  const keys = sheet.getRow(headerRow - 1);
  const titles = sheet.getRow(headerRow);
  const columns: ParsedColumn[] = [];
  const info = new Map<string, number>();
  keys.eachCell((cell, column) => {
    const key = cellText(cell.value);
    if (key === ID_KEY || (INFO_KEYS as readonly string[]).includes(key)) {
      info.set(key, column);
      return;
    }
    const split = key.indexOf(':');
    if (split <= 0) return;
    columns.push({
      kind: key.slice(0, split) as GridKind,
      key: key.slice(split + 1),
      label: cellText(titles.getCell(column).value) || `Kolom ${columnLetter(column)}`,
      column,
    });
  });
  const idColumn = info.get(ID_KEY);
  if (!idColumn || columns.length === 0) {
    throw fileError(
      'Baris judul atau kolom tersembunyi templat sudah diubah, sehingga nilai tidak dapat dicocokkan. Unduh templat baru lalu isi lagi.',
    );
  }

  const known = new Set([...info.values(), ...columns.map((column) => column.column)]);
  const nisnColumn = info.get('nisn');
  const unknown = new Map<number, string>();
  const read = (row: ExcelJS.Row, key: string) => {
    const column = info.get(key);
    return column ? cellText(row.getCell(column).value) : '';
  };
  const rows: ParsedRow[] = [];
  // Only the rows the file holds: a stray value in row 1,048,576 is one row, not a million.
  sheet.eachRow((row, r) => {
    if (r <= headerRow) return;
    const values = new Map<string, ExcelJS.CellValue>();
    for (const column of columns) {
      values.set(columnId(column.kind, column.key), scoreOf(row.getCell(column.column)));
    }
    row.eachCell((cell, column) => {
      if (!known.has(column) && !unknown.has(column) && !isBlank(cell.value)) {
        unknown.set(
          column,
          cellText(titles.getCell(column).value) || `Kolom ${columnLetter(column)}`,
        );
      }
    });
    const parsed: ParsedRow = {
      baris: r,
      id: read(row, ID_KEY).toLowerCase(),
      nama: read(row, 'nama'),
      nisn: nisnColumn ? nisnOf(row.getCell(nisnColumn)) : '',
      values,
    };
    const empty =
      parsed.id === '' &&
      parsed.nama === '' &&
      parsed.nisn === '' &&
      [...values.values()].every(isBlank);
    if (empty) return;
    rows.push(parsed);
    if (rows.length > TEMPLATE_MAX_ROWS) {
      throw fileError(`Templat nilai paling banyak ${TEMPLATE_MAX_ROWS} baris peserta didik.`);
    }
  });
  return {
    kind: facts.get('jenis') ?? '',
    pembelajaranId: (facts.get('pembelajaran_id') ?? '').toLowerCase(),
    semesterId: facts.get('semester_id') ?? '',
    label: (facts.get('label') ?? '').slice(0, 200),
    columns,
    rows,
    unknownColumns: [...unknown]
      .sort(([a], [b]) => a - b)
      .map(([column, label]) => ({ label, column })),
    downloaded: downloadedCells(book.getWorksheet(VERSION_SHEET)),
  };
}

/**
 * A score cell's value as the grid should read it. Of merged cells only the first holds what was
 * typed (exceljs answers the first one's value for the others too), and a number shown as a
 * percentage ("80%", stored as 0.8) is passed on as that text, to be refused as such.
 */
function scoreOf(cell: ExcelJS.Cell): ExcelJS.CellValue {
  if (cell.isMerged && cell.master !== cell) return null;
  const value = cell.value;
  if (typeof value === 'number' && (cell.numFmt ?? '').includes('%')) {
    return `${Number((value * 100).toFixed(6))}%`;
  }
  return value;
}

/** A NISN as text: one typed as a number lost its leading zeros, which are put back. */
function nisnOf(cell: ExcelJS.Cell): string {
  if (typeof cell.value === 'number' && Number.isInteger(cell.value) && cell.value >= 0) {
    return String(cell.value).padStart(10, '0');
  }
  return cellText(cell.value);
}

/** The score cells as downloaded (VERSION_SHEET); null when the file has no such sheet. */
function downloadedCells(sheet: ExcelJS.Worksheet | undefined): Map<string, DownloadedCell> | null {
  if (!sheet) return null;
  const cells = new Map<string, DownloadedCell>();
  sheet.eachRow((row) => {
    const version = Number(row.getCell(3).value);
    const value = row.getCell(4).value;
    if (!Number.isInteger(version)) return;
    cells.set(`${cellText(row.getCell(1).value).toLowerCase()}|${cellText(row.getCell(2).value)}`, {
      version,
      value: typeof value === 'number' ? value : null,
    });
  });
  return cells;
}

export type ParsedValue = { ok: true; value: number | null } | { ok: false; message: string };

const shown = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

/** A cell of a score or attainment column, checked: empty, a whole number in range, or why not. */
export function parseValue(raw: ExcelJS.CellValue, type: GridColumnType): ParsedValue {
  let value: unknown = raw;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: unknown }).result;
      if (result === undefined) {
        return {
          ok: false,
          message:
            'Berisi rumus yang belum dihitung; buka berkas di Excel, simpan, lalu unggah lagi.',
        };
      }
      value = result;
    }
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    if ('error' in value) {
      const error = value.error;
      const code = typeof error === 'string' ? ` ${error}` : '';
      return { ok: false, message: `Berisi galat rumus${code}; isi nilai angka.` };
    }
    value = cellText(value as ExcelJS.CellValue);
  }
  if (value === null || value === undefined) return { ok: true, value: null };
  if (value instanceof Date) {
    return { ok: false, message: 'Berisi tanggal, bukan nilai; isi bilangan bulat.' };
  }
  if (typeof value === 'boolean') {
    // a checkbox of Google Sheets or Excel: ticked is achieved
    if (type === 'kompeten') return { ok: true, value: value ? 1 : 0 };
    return { ok: false, message: `"${value ? 'TRUE' : 'FALSE'}" bukan angka; isi bilangan bulat.` };
  }
  if (typeof value !== 'number' && typeof value !== 'string') {
    return { ok: false, message: 'Bukan angka; isi bilangan bulat 0–100.' };
  }
  let number: number;
  if (typeof value === 'number') {
    // Whole scores weighted by a formula (=0.3*63+0.7*63) can come out a hair off a whole number
    // (62.99999999999999), which Excel shows in the template's whole-number format as 63: the
    // teacher sees 63, so 63 is read. A real fraction (85.5) is still refused below.
    const whole = Math.round(value);
    number = Math.abs(value - whole) < 1e-9 ? whole : value;
  } else {
    const text = value.trim();
    if (text === '') return { ok: true, value: null };
    if (type === 'kompeten') {
      // the words the grid reads too (ya / tidak, tercapai / tidak tercapai, …)
      const kompeten = kompetenOfWord(text);
      if (kompeten !== null) return { ok: true, value: kompeten };
    }
    if (/^[+-]?\d+([.,]\d+)?\s*%$/.test(text)) {
      return {
        ok: false,
        message: `"${shown(text)}" berisi tanda persen; tulis nilainya saja (mis. 80), tanpa %.`,
      };
    }
    if (/^[+-]?\d+$/.test(text)) number = Number(text);
    else if (/^[+-]?\d*[.,]\d+$/.test(text)) number = Number(text.replace(',', '.'));
    else if (type === 'kompeten') {
      return {
        ok: false,
        message: `"${shown(text)}" tidak dikenal; isi 1 (tercapai), 0 (tidak tercapai), atau kosongkan.`,
      };
    } else {
      return { ok: false, message: `"${shown(text)}" bukan angka; isi bilangan bulat 0–100.` };
    }
  }
  if (!Number.isFinite(number)) {
    return { ok: false, message: 'Bukan angka; isi bilangan bulat 0–100.' };
  }
  const printed = String(number).replace('.', ',');
  if (type === 'kompeten') {
    if (number === 0 || number === 1) return { ok: true, value: number };
    return {
      ok: false,
      message: `${printed} tidak dikenal; isi 1 (tercapai), 0 (tidak tercapai), atau kosongkan.`,
    };
  }
  if (!Number.isInteger(number)) {
    return {
      ok: false,
      message: `${printed} bukan bilangan bulat; tulis nilai bulat 0–100 tanpa koma.`,
    };
  }
  if (number < 0 || number > 100) {
    return { ok: false, message: `${printed} di luar rentang; nilai harus 0–100.` };
  }
  return { ok: true, value: number };
}
