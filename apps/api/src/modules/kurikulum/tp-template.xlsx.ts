import type ExcelJS from 'exceljs';
import { newWorkbook } from '../../lib/workbook';
import { TP_IMPORT_MAX_ROWS, type TpImportRow } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { AppError } from '../../plugins/errors';
import { cellText, columnLetter } from '../../lib/xlsx-cells';
import { openXlsx } from '../../lib/xlsx-upload';

/** Our own layout: a title, header rows naming subject, class and CP/KD, then No | TP. */
export const TP_SHEET = 'Tujuan Pembelajaran';
export const TP_TEMPLATE_MARKER = 'erapor-smk:templat-tp:1';
/** The hidden column holding the marker and the ids the upload is checked against. */
const ID_COLUMN = 5;
const HEADER_ROW = 8;
const EMPTY_ROWS = 30;

/** A workbook is the TP template by the marker in its hidden column (another import names it). */
export function isTpTemplateWorkbook(workbook: ExcelJS.Workbook): boolean {
  const sheet = workbook.getWorksheet(TP_SHEET) ?? workbook.worksheets[0];
  return sheet !== undefined && cellText(sheet.getCell(1, ID_COLUMN).value) === TP_TEMPLATE_MARKER;
}

export interface TpTemplateInfo {
  mataPelajaranId: number;
  namaMataPelajaran: string;
  pembelajaranId: string;
  rombel: string;
  induk:
    | { jenis: 'CP'; id: number; fase: string; elemen: string; deskripsi: string }
    | { jenis: 'KD'; id: string; kode: string; tingkat: number; deskripsi: string };
}

function invalidFile(message: string): AppError {
  return new AppError(422, 'kurikulum.templat_tp', message, { file: message });
}

/** The TP template of one pembelajaran and one CP or KD; the ids sit in a hidden column. */
export async function buildTpTemplate(info: TpTemplateInfo): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'e-Rapor SMK';
  const sheet = workbook.addWorksheet(TP_SHEET);
  sheet.columns = [{ width: 24 }, { width: 100 }, { width: 4 }, { width: 4 }, { width: 40 }];
  const title = sheet.getCell('A1');
  title.value = 'TEMPLAT TUJUAN PEMBELAJARAN (TP)';
  title.font = { bold: true, size: 14 };
  const label = (row: number, text: string, value: string) => {
    sheet.getCell(row, 1).value = text;
    sheet.getCell(row, 1).font = { bold: true };
    const cell = sheet.getCell(row, 2);
    cell.value = value;
    cell.alignment = { wrapText: true, vertical: 'top' };
  };
  label(2, 'Mata Pelajaran', `${info.namaMataPelajaran} (${info.mataPelajaranId})`);
  label(3, 'Kelas', info.rombel);
  if (info.induk.jenis === 'CP') {
    label(4, 'Capaian Pembelajaran', `Fase ${info.induk.fase} — Elemen: ${info.induk.elemen}`);
  } else {
    label(4, 'Kompetensi Dasar', `KD ${info.induk.kode} (kelas ${info.induk.tingkat})`);
  }
  label(5, '', info.induk.deskripsi);
  sheet.getRow(5).height = Math.min(180, 15 * Math.ceil(info.induk.deskripsi.length / 110) + 4);
  label(
    6,
    'Petunjuk',
    `Tulis satu tujuan pembelajaran per baris mulai baris ${HEADER_ROW + 1} di kolom B (paling banyak ${TP_IMPORT_MAX_ROWS} baris). Jangan ubah baris 1–${HEADER_ROW}: templat ini hanya untuk ${info.induk.jenis} di atas.`,
  );
  sheet.getRow(6).height = 32;
  const header = sheet.getRow(HEADER_ROW);
  header.values = ['No', 'Tujuan Pembelajaran'];
  header.font = { bold: true };
  for (const column of [1, 2]) {
    header.getCell(column).fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFDDEBF7' },
    };
    header.getCell(column).border = { bottom: { style: 'thin' } };
  }
  for (let index = 1; index <= EMPTY_ROWS; index += 1) {
    const row = sheet.getRow(HEADER_ROW + index);
    row.getCell(1).value = index;
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
  }
  const ids = [
    TP_TEMPLATE_MARKER,
    String(info.mataPelajaranId),
    info.pembelajaranId,
    info.induk.jenis,
    String(info.induk.id),
  ];
  ids.forEach((value, index) => {
    const cell = sheet.getCell(index + 1, ID_COLUMN);
    cell.value = value;
    cell.numFmt = '@';
  });
  sheet.getColumn(ID_COLUMN).hidden = true;
  sheet.views = [{ state: 'frozen', ySplit: HEADER_ROW }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A row of the file: a TP, or what the file holds there that cannot be one (`errors`). */
export type TpTemplateRow = TpImportRow & { errors?: string[] };

export interface TpTemplateContent {
  mataPelajaranId: string;
  pembelajaranId: string;
  /** The class printed on the template ("Kelas"), as the file holds it. */
  rombel: string;
  jenis: string;
  indukId: string;
  rows: TpTemplateRow[];
}

/** A filled TP template unpacks to a few dozen KB. */
const TP_MAX_UNPACKED_BYTES = 4 * 1024 * 1024;

/** Why a cell holding a formula without its result (see isUncomputed) cannot be read. */
export const RUMUS_BELUM_DIHITUNG =
  'Berisi rumus yang belum dihitung. Buka berkas di Excel, simpan, lalu unggah lagi.';

const IN_COLUMN_B = 'Tujuan pembelajaran ditulis di kolom B; pindahkan teks ini ke kolom B.';

/**
 * A formula saved without its result (by a program, not by Excel): there is no text to read. The
 * CP catalogue's reader tells such a cell with the same words.
 */
export function isUncomputed(value: ExcelJS.CellValue): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('formula' in value || 'sharedFormula' in value) &&
    value.result === undefined
  );
}

/**
 * What one row below the header holds, or null when nothing: the TP of column B; a formula there
 * that was never computed (a file written by a program, not saved by Excel: it has no text to
 * read); or text in another column, a TP written in the wrong place. Numbers elsewhere are the
 * template's own numbering (column A) and are not a TP.
 */
function readRow(row: ExcelJS.Row, baris: number): TpTemplateRow | null {
  const cell = row.getCell(2);
  const value = cell.value;
  if (isUncomputed(value)) {
    return {
      baris,
      deskripsi: `=${cell.formula}`,
      errors: [RUMUS_BELUM_DIHITUNG],
    };
  }
  const deskripsi = cellText(value);
  if (deskripsi) return { baris, deskripsi };
  const failed = cellText(value, 'text');
  if (failed) {
    // an error (#REF!, #N/A…), typed or the result of a formula: no text to read
    return {
      baris,
      deskripsi: failed,
      errors: [`Berisi galat ${failed}; tulis tujuan pembelajaran sebagai teks biasa.`],
    };
  }
  let stray: TpTemplateRow | null = null;
  row.eachCell((other, column) => {
    const text = cellText(other.value);
    if (stray || column === 2 || !/\p{L}/u.test(text)) return;
    stray = {
      baris,
      deskripsi: text,
      errors: [`Teks ada di kolom ${columnLetter(column)}. ${IN_COLUMN_B}`],
    };
  });
  return stray;
}

/** Reads an uploaded TP template; anything that is not one answers 422 naming the file. */
export async function readTpTemplate(bytes: Buffer): Promise<TpTemplateContent> {
  const workbook = await openXlsx(
    bytes,
    TP_MAX_UNPACKED_BYTES,
    {
      empty: 'Berkas kosong (0 byte). Unduh templat TP, isi, lalu unggah kembali.',
      notXlsx:
        'Berkas bukan file Excel .xlsx (mungkin CSV atau dokumen lain yang diganti namanya). Unduh templat TP, isi, lalu unggah kembali.',
      damaged: 'Berkas Excel rusak atau tidak dapat dibaca.',
      tooLarge: `Isi berkas Excel terlalu besar untuk templat TP (paling banyak ${TP_IMPORT_MAX_ROWS} TP). Unduh templat TP lagi lalu isi.`,
    },
    invalidFile,
  );
  const sheet = workbook.getWorksheet(TP_SHEET) ?? workbook.worksheets[0];
  if (!sheet || cellText(sheet.getCell(1, ID_COLUMN).value) !== TP_TEMPLATE_MARKER) {
    throw invalidFile(
      'Berkas ini bukan templat TP dari aplikasi ini. Unduh templat untuk CP/KD yang dipilih, isi, lalu unggah kembali.',
    );
  }
  const id = (row: number) => cellText(sheet.getCell(row, ID_COLUMN).value);
  let headerRow = HEADER_ROW;
  let rombel = '';
  for (let r = 1; r <= Math.min(20, sheet.rowCount); r += 1) {
    if (cellText(sheet.getCell(r, 1).value) === 'Kelas') {
      rombel = cellText(sheet.getCell(r, 2).value);
    }
    if (/^tujuan pembelajaran$/i.test(cellText(sheet.getCell(r, 2).value))) {
      headerRow = r;
      break;
    }
  }
  const rows: TpTemplateRow[] = [];
  // Only the rows the file holds: one typed in row 1,048,576 is one row, not a million.
  sheet.eachRow((row, r) => {
    if (r <= headerRow) return;
    const read = readRow(row, r);
    if (!read) return;
    rows.push(read);
    if (rows.length > TP_IMPORT_MAX_ROWS) {
      throw invalidFile(`Satu templat paling banyak ${TP_IMPORT_MAX_ROWS} tujuan pembelajaran.`);
    }
  });
  if (rows.length === 0) {
    throw invalidFile(
      `Templat belum berisi tujuan pembelajaran: tulis di kolom B mulai baris ${headerRow + 1}.`,
    );
  }
  return {
    mataPelajaranId: id(2),
    pembelajaranId: id(3),
    rombel: rombel.slice(0, 100),
    jenis: id(4),
    indukId: id(5),
    rows,
  };
}
