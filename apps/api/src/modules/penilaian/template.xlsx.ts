import type ExcelJS from 'exceljs';
import { newWorkbook } from '../../lib/workbook';
import type { GridColumnType, GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { TEMPLATE_TITLES, type TemplateKind } from '@erapor/shared/penilaian/template.schemas';
import { AppError } from '../../plugins/errors';
import { isZip, unpackedSize } from '../../lib/xlsx-upload';

/**
 * The workbook of a grade template and its reading back. Layout (our own): a header block naming
 * the subject, class and semester with instructions; a hidden row of column keys
 * (`<grid kind>:<column key>`) above the column titles; a hidden first column with each row's
 * anggota_rombel_id; a very hidden sheet identifying the template (kind, pembelajaran,
 * semester). Only the score cells are unlocked; the sheet is protected without a password.
 */

export const DATA_SHEET = 'Nilai';
const META_SHEET = 'erapor';
const TP_SHEET = 'Daftar TP';
const FORMAT = 'erapor-smk/templat-nilai';
const FORMAT_VERSION = 1;
/** Row of the column titles; the keys are in the (hidden) row above, students start below. */
const HEADER_ROW = 8;
const ID_KEY = 'id';
const INFO_KEYS = ['no', 'nama', 'nisn'] as const;
/** Enough for any class; a sheet with more student rows than this is not a grade template. */
export const TEMPLATE_MAX_ROWS = 1000;
/**
 * A file that unpacks beyond this is refused before it is parsed (lib/xlsx-upload.ts): a class of
 * fifty with thirty columns unpacks to a few hundred KB.
 */
const MAX_UNPACKED_BYTES = 8 * 1024 * 1024;

export interface TemplateColumn {
  kind: GridKind;
  key: string;
  label: string;
  description?: string;
  type: GridColumnType;
  readOnly?: boolean;
}

export interface TemplateStudent {
  anggotaRombelId: string;
  nama: string;
  nisn: string | null;
  /** Current values by `<kind>:<key>`. */
  values: Record<string, number | string | null>;
}

export interface TemplateInput {
  kind: TemplateKind;
  pembelajaranId: string;
  semesterId: string;
  semesterNama: string;
  mataPelajaran: string;
  rombel: string;
  columns: TemplateColumn[];
  students: TemplateStudent[];
}

export const columnId = (kind: GridKind, key: string) => `${kind}:${key}`;

const FILL_TITLE = 'FFDDEBF7';
const FILL_INPUT = 'FFFFF2CC';
const FILL_COMPUTED = 'FFEDEDED';
const thin = { style: 'thin' as const, color: { argb: 'FFBFBFBF' } };
const border = { top: thin, left: thin, bottom: thin, right: thin };

/** A column per learning objective (TP): its description goes to a note and the "Daftar TP" sheet. */
const isTpColumn = (column: TemplateColumn) =>
  (column.kind === 'slm' || column.kind === 'ketercapaian') && Boolean(column.description);

function instructions(kind: TemplateKind, columns: readonly TemplateColumn[]): string[] {
  const lines = [
    'Isi nilai berupa bilangan bulat 0–100 (tanpa koma atau desimal) pada sel berlatar kuning.',
  ];
  if (columns.some((column) => column.type === 'kompeten')) {
    lines.push(
      'Kolom Ketercapaian TP: isi 1 jika tercapai, 0 jika tidak tercapai, kosongkan jika belum ditentukan.',
    );
  }
  if (kind === 'sas') lines.push('Kolom NA dihitung sendiri dari rerata Non Tes dan Tes.');
  if (columns.some(isTpColumn)) {
    lines.push('Deskripsi tiap TP ada pada catatan judul kolom dan di lembar "Daftar TP".');
  }
  lines.push(
    'Sel yang dikosongkan tidak menghapus nilai yang sudah tersimpan. Jangan mengubah judul, kolom, atau baris tersembunyi.',
    'Unggah kembali berkas ini di layar yang sama: nilai tampil di lembar nilai untuk diperiksa dan baru tersimpan setelah Anda menekan Simpan.',
  );
  return lines;
}

function validationOf(type: GridColumnType): ExcelJS.DataValidation {
  if (type === 'kompeten') {
    return {
      type: 'whole',
      operator: 'between',
      allowBlank: true,
      formulae: [0, 1],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: 'Ketercapaian TP',
      error: 'Isi 1 (tercapai), 0 (tidak tercapai), atau kosongkan.',
    };
  }
  return {
    type: 'whole',
    operator: 'between',
    allowBlank: true,
    formulae: [0, 100],
    showErrorMessage: true,
    errorStyle: 'stop',
    errorTitle: 'Nilai tidak sah',
    error: 'Nilai harus bilangan bulat 0–100.',
  };
}

const letter = (column: number) => {
  let text = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    text = String.fromCharCode(65 + ((n - 1) % 26)) + text;
  }
  return text;
};

/** The workbook a teacher downloads: the grid's students, columns and current values. */
export async function buildTemplate(input: TemplateInput): Promise<Buffer> {
  const book = await newWorkbook();
  book.creator = 'e-Rapor SMK';
  book.created = new Date();
  const sheet = book.addWorksheet(DATA_SHEET, {
    views: [{ state: 'frozen', xSplit: 4, ySplit: HEADER_ROW }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const first = 5;
  const last = first + input.columns.length - 1;

  sheet.getColumn(1).width = 38;
  sheet.getColumn(1).hidden = true;
  sheet.getColumn(2).width = 5;
  sheet.getColumn(3).width = 36;
  sheet.getColumn(4).width = 13;
  input.columns.forEach((column, index) => {
    sheet.getColumn(first + index).width = column.type === 'kompeten' ? 14 : 11;
  });

  const title = sheet.getCell('B1');
  title.value = `TEMPLAT ${TEMPLATE_TITLES[input.kind].toUpperCase()}`;
  title.font = { bold: true, size: 14 };
  const facts: [string, string][] = [
    ['Mata Pelajaran', input.mataPelajaran],
    ['Kelas', input.rombel],
    ['Semester', input.semesterNama],
  ];
  facts.forEach(([label, value], index) => {
    const row = sheet.getRow(2 + index);
    row.getCell(2).value = label;
    row.getCell(2).font = { bold: true };
    row.getCell(3).value = `: ${value}`;
  });
  const guide = instructions(input.kind, input.columns);
  const guideRow = sheet.getRow(5);
  guideRow.getCell(2).value = 'Petunjuk';
  guideRow.getCell(2).font = { bold: true };
  guideRow.getCell(2).alignment = { vertical: 'top' };
  const guideEnd = Math.max(last, 8);
  sheet.mergeCells(5, 3, 6, guideEnd);
  const guideCell = sheet.getCell(5, 3);
  guideCell.value = guide.map((line, index) => `${index + 1}. ${line}`).join('\n');
  guideCell.alignment = { wrapText: true, vertical: 'top' };
  guideCell.font = { size: 9 };
  // Tall enough for the wrapped text: about 1.1 characters of 9 pt per unit of column width.
  let width = 0;
  for (let column = 3; column <= guideEnd; column += 1) {
    width += sheet.getColumn(column).width ?? 9;
  }
  const perLine = Math.max(20, Math.floor(width * 1.1));
  const lines = guide.reduce((sum, line) => sum + Math.ceil((line.length + 3) / perLine), 0);
  sheet.getRow(5).height = Math.ceil((lines * 12 + 4) / 2);
  sheet.getRow(6).height = Math.ceil((lines * 12 + 4) / 2);

  const keys = sheet.getRow(HEADER_ROW - 1);
  keys.hidden = true;
  keys.getCell(1).value = ID_KEY;
  INFO_KEYS.forEach((key, index) => (keys.getCell(2 + index).value = key));
  input.columns.forEach((column, index) => {
    keys.getCell(first + index).value = columnId(column.kind, column.key);
  });

  const header = sheet.getRow(HEADER_ROW);
  header.values = [
    'ID',
    'No',
    'Nama Peserta Didik',
    'NISN',
    ...input.columns.map((column) => column.label),
  ];
  header.height = 30;
  header.eachCell((cell, column) => {
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILL_TITLE } };
    cell.border = border;
    const spec = input.columns[column - first];
    if (spec?.description) cell.note = spec.description;
  });

  input.students.forEach((student, index) => {
    const rowNumber = HEADER_ROW + 1 + index;
    const row = sheet.getRow(rowNumber);
    row.getCell(1).value = student.anggotaRombelId;
    row.getCell(2).value = index + 1;
    row.getCell(3).value = student.nama;
    row.getCell(4).value = student.nisn ?? '';
    row.getCell(4).numFmt = '@';
    for (let c = 2; c <= 4; c += 1) row.getCell(c).border = border;
    input.columns.forEach((column, offset) => {
      const cell = row.getCell(first + offset);
      const current = student.values[columnId(column.kind, column.key)] ?? null;
      cell.border = border;
      cell.alignment = { horizontal: 'center' };
      if (column.readOnly) {
        const parts = input.columns
          .map((other, at) => (other.readOnly || other.kind !== column.kind ? null : at))
          .filter((at): at is number => at !== null)
          .map((at) => `${letter(first + at)}${rowNumber}`);
        const range = parts.join(',');
        cell.value = {
          formula: `IF(COUNT(${range})=0,"",ROUND(AVERAGE(${range}),0))`,
          result: current ?? '',
        };
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILL_COMPUTED } };
        return;
      }
      cell.value = current;
      cell.numFmt = '0';
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILL_INPUT } };
      cell.protection = { locked: false };
      cell.dataValidation = validationOf(column.type);
    });
  });

  const described = input.columns.filter(isTpColumn);
  if (described.length > 0) {
    const list = book.addWorksheet(TP_SHEET);
    list.columns = [
      { header: 'Kolom', key: 'label', width: 22 },
      { header: 'Deskripsi', key: 'description', width: 90 },
    ];
    list.getRow(1).font = { bold: true };
    for (const column of described) {
      list.addRow({ label: column.label, description: column.description });
    }
    list.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
    await list.protect('', { selectLockedCells: true, selectUnlockedCells: true });
  }

  const meta = book.addWorksheet(META_SHEET, { state: 'veryHidden' });
  const facts2: [string, string | number][] = [
    ['format', FORMAT],
    ['versi', FORMAT_VERSION],
    ['jenis', input.kind],
    ['pembelajaran_id', input.pembelajaranId],
    ['semester_id', input.semesterId],
    ['label', `${input.mataPelajaran} kelas ${input.rombel}`],
    ['lembar', DATA_SHEET],
    ['baris_judul', HEADER_ROW],
  ];
  for (const fact of facts2) meta.addRow(fact);

  await sheet.protect('', {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------
// Reading

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

export interface ParsedTemplate {
  kind: string;
  pembelajaranId: string;
  semesterId: string;
  label: string;
  columns: ParsedColumn[];
  rows: ParsedRow[];
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
  if (head.startsWith('%PDF')) throw fileError(`Berkas ini PDF, bukan Excel. ${NOT_XLSX}`);
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u0008\u000e-\u001f]/.test(head) && /[,;\t]/.test(head)) {
    throw fileError(`Berkas ini teks/CSV yang diberi nama .xlsx, bukan file Excel. ${ADVICE}`);
  }
  throw fileError(NOT_XLSX);
}

/** A cell as plain text (for ids, names and the meta sheet). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    }
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value).trim();
}

function isBlank(value: ExcelJS.CellValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && 'richText' in value) return cellText(value) === '';
  return false;
}

const NOT_A_TEMPLATE =
  'Berkas ini bukan templat nilai dari e-Rapor SMK. Unduh templat dari layar ini, isi nilainya, lalu unggah kembali.';

/** Opens an uploaded template; anything wrong with the file as a whole is a 422 naming the file. */
export async function readTemplate(bytes: Buffer): Promise<ParsedTemplate> {
  checkMagic(bytes);
  const size = unpackedSize(bytes, MAX_UNPACKED_BYTES);
  if (size === 'damaged') {
    throw fileError('Berkas Excel rusak atau tidak lengkap dan tidak dapat dibaca.');
  }
  if (size === 'too-large') {
    throw fileError('Isi berkas Excel terlalu besar untuk sebuah templat nilai.');
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
  if (!meta) throw fileError(NOT_A_TEMPLATE);
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
      label: cellText(titles.getCell(column).value) || `Kolom ${letter(column)}`,
      column,
    });
  });
  const idColumn = info.get(ID_KEY);
  if (!idColumn || columns.length === 0) {
    throw fileError(
      'Baris judul atau kolom tersembunyi templat sudah diubah, sehingga nilai tidak dapat dicocokkan. Unduh templat baru lalu isi lagi.',
    );
  }

  const read = (row: ExcelJS.Row, key: string) => {
    const column = info.get(key);
    return column ? cellText(row.getCell(column).value) : '';
  };
  const rows: ParsedRow[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const values = new Map<string, ExcelJS.CellValue>();
    for (const column of columns) {
      values.set(columnId(column.kind, column.key), row.getCell(column.column).value);
    }
    const parsed: ParsedRow = {
      baris: r,
      id: read(row, ID_KEY).toLowerCase(),
      nama: read(row, 'nama'),
      nisn: read(row, 'nisn'),
      values,
    };
    const empty =
      parsed.id === '' &&
      parsed.nama === '' &&
      parsed.nisn === '' &&
      [...values.values()].every(isBlank);
    if (empty) continue;
    rows.push(parsed);
    if (rows.length > TEMPLATE_MAX_ROWS) {
      throw fileError(`Templat nilai paling banyak ${TEMPLATE_MAX_ROWS} baris peserta didik.`);
    }
  }
  return {
    kind: facts.get('jenis') ?? '',
    pembelajaranId: (facts.get('pembelajaran_id') ?? '').toLowerCase(),
    semesterId: facts.get('semester_id') ?? '',
    label: (facts.get('label') ?? '').slice(0, 200),
    columns,
    rows,
  };
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
    return { ok: false, message: `"${value ? 'TRUE' : 'FALSE'}" bukan angka; isi bilangan bulat.` };
  }
  if (typeof value !== 'number' && typeof value !== 'string') {
    return { ok: false, message: 'Bukan angka; isi bilangan bulat 0–100.' };
  }
  let number: number;
  if (typeof value === 'number') {
    number = value;
  } else {
    const text = value.trim();
    if (text === '') return { ok: true, value: null };
    if (type === 'kompeten') {
      const word = text.toLowerCase();
      if (word === 'tercapai') return { ok: true, value: 1 };
      if (word === 'tidak tercapai') return { ok: true, value: 0 };
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
