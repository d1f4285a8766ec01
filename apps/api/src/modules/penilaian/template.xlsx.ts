import type ExcelJS from 'exceljs';
import { newWorkbook } from '../../lib/workbook';
import { columnLetter } from '../../lib/xlsx-cells';
import type { GridColumnType, GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { TEMPLATE_TITLES, type TemplateKind } from '@erapor/shared/penilaian/template.schemas';

/**
 * The workbook of a grade template (its reading back: template-read.xlsx.ts). Layout (our own): a header block naming
 * the subject, class and semester with instructions; a hidden row of column keys
 * (`<grid kind>:<column key>`) above the column titles; a hidden first column with each row's
 * anggota_rombel_id; a very hidden sheet identifying the template (kind, pembelajaran,
 * semester), and another holding every score cell's value and version as downloaded (format
 * version 2), so an upload can tell a value the teacher typed from one the grid has changed
 * since. Only the score cells are unlocked; the sheet is protected without a password.
 */

export const DATA_SHEET = 'Nilai';
export const META_SHEET = 'erapor';
export const TP_SHEET = 'Daftar TP';
/** Very hidden: anggota_rombel_id, `<kind>:<key>`, version and value of every score cell. */
export const VERSION_SHEET = 'erapor-versi';
export const FORMAT = 'erapor-smk/templat-nilai';
/** 2: with VERSION_SHEET; a version 1 file (without it) is still read. */
export const FORMAT_VERSION = 2;
/** Row of the column titles; the keys are in the (hidden) row above, students start below. */
export const HEADER_ROW = 8;
export const ID_KEY = 'id';
export const INFO_KEYS = ['no', 'nama', 'nisn'] as const;
/** Enough for any class; a sheet with more student rows than this is not a grade template. */
export const TEMPLATE_MAX_ROWS = 1000;
/**
 * A file that unpacks beyond this is refused before it is parsed (lib/xlsx-upload.ts): a class of
 * fifty with thirty columns unpacks to a few hundred KB.
 */
export const MAX_UNPACKED_BYTES = 8 * 1024 * 1024;

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
  /** Their versions (0: never written), by `<kind>:<key>`. */
  versions: Record<string, number>;
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
          .map((at) => `${columnLetter(first + at)}${rowNumber}`);
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
  const versions = book.addWorksheet(VERSION_SHEET, { state: 'veryHidden' });
  for (const student of input.students) {
    for (const column of input.columns) {
      if (column.readOnly) continue;
      const id = columnId(column.kind, column.key);
      versions.addRow([
        student.anggotaRombelId,
        id,
        student.versions[id] ?? 0,
        student.values[id] ?? null,
      ]);
    }
  }

  await sheet.protect('', {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
