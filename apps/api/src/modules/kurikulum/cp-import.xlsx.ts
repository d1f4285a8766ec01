import type ExcelJS from 'exceljs';
import {
  CP_IMPORT_MAX_ROWS,
  type CpImportField,
  type CpImportRow,
} from '@erapor/shared/kurikulum/cp-import.schemas';
import { AppError } from '../../plugins/errors';
import { cellText } from '../../lib/xlsx-cells';
import { openXlsx } from '../../lib/xlsx-upload';
import { isUncomputed } from './tp-template.xlsx';

/** "Mata Pelajaran" → "matapelajaran", "mata_pelajaran_id" → "matapelajaranid". */
function headerKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const FIELD_OF_HEADER = new Map<string, CpImportField>([
  ['matapelajaranid', 'mata_pelajaran_id'],
  ['mapelid', 'mata_pelajaran_id'],
  ['idmapel', 'mata_pelajaran_id'],
  ['idmatapelajaran', 'mata_pelajaran_id'],
  ['matapelajaran', 'mata_pelajaran'],
  ['mapel', 'mata_pelajaran'],
  ['namamapel', 'mata_pelajaran'],
  ['kelas', 'kelas'],
  ['tingkat', 'kelas'],
  ['fase', 'fase'],
  ['elemen', 'elemen'],
  ['deskripsi', 'deskripsi'],
  ['capaianpembelajaran', 'deskripsi'],
]);

const REQUIRED: CpImportField[] = ['mata_pelajaran_id', 'fase', 'elemen', 'deskripsi'];

function invalidFile(message: string): AppError {
  return new AppError(422, 'kurikulum.import_cp_file', message, { file: message });
}

/** The known layouts of the official catalogue, told apart by their header row. */
function formatName(columns: Map<CpImportField, number>, headers: Set<string>): string {
  if (columns.has('kelas') && headers.has('kompetensiid')) {
    return 'Katalog CP (kelas, mata_pelajaran_id, Mata Pelajaran, fase, kurikulum, kompetensi_id, elemen, deskripsi)';
  }
  if (headers.has('no') && headers.has('mapel')) {
    return 'Rekap CP (no, MAPEL, mata_pelajaran_id, fase, elemen, deskripsi)';
  }
  return 'Daftar CP (mata_pelajaran_id, fase, elemen, deskripsi)';
}

function findHeader(sheet: ExcelJS.Worksheet) {
  for (let r = 1; r <= Math.min(15, sheet.rowCount); r += 1) {
    const columns = new Map<CpImportField, number>();
    const headers = new Set<string>();
    sheet.getRow(r).eachCell((cell, column) => {
      const key = headerKey(cellText(cell.value));
      headers.add(key);
      const field = FIELD_OF_HEADER.get(key);
      if (field && !columns.has(field)) columns.set(field, column);
    });
    if (REQUIRED.every((field) => columns.has(field))) {
      return { row: r, columns, format: formatName(columns, headers) };
    }
  }
  return null;
}

/**
 * A catalogue row as read, with the cells that hold a formula saved without its result (a file
 * written by a program): they show the formula, and the check says why it cannot be read rather
 * than calling a filled cell empty.
 */
export type CpWorkbookRow = CpImportRow & { rumus?: CpImportField[] };

export interface CpWorkbook {
  format: string;
  rows: CpWorkbookRow[];
  /** Rows with no subject, phase, element or text (e.g. a numbered but empty row). */
  kosong: number;
}

/** The official catalogue unpacks to about 1 MB; sixteen times that is still a catalogue. */
const CP_MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

/**
 * Reads the capaian pembelajaran of a catalogue workbook in any of its known layouts (the first
 * sheet whose header row names mata_pelajaran_id, fase, elemen and deskripsi).
 */
export async function readCpWorkbook(bytes: Buffer): Promise<CpWorkbook> {
  const workbook = await openXlsx(
    bytes,
    CP_MAX_UNPACKED_BYTES,
    {
      notXlsx:
        'Berkas bukan file Excel .xlsx (mungkin CSV atau .xls yang diganti namanya). Simpan ulang sebagai "Excel Workbook (.xlsx)" lalu unggah kembali.',
      damaged: 'Berkas Excel rusak atau tidak dapat dibaca.',
      tooLarge:
        'Isi berkas Excel terlalu besar untuk katalog CP (lebih dari 16 MB setelah dibuka).',
    },
    invalidFile,
  );
  let found: {
    sheet: ExcelJS.Worksheet;
    header: NonNullable<ReturnType<typeof findHeader>>;
  } | null = null;
  for (const sheet of workbook.worksheets) {
    const header = findHeader(sheet);
    if (header) {
      found = { sheet, header };
      break;
    }
  }
  if (!found) {
    throw invalidFile(
      'Judul kolom mata_pelajaran_id, fase, elemen dan deskripsi tidak ditemukan. Gunakan berkas katalog CP resmi (ref_cp) atau susun kolom dengan judul tersebut.',
    );
  }
  const { sheet, header } = found;
  const rows: CpWorkbookRow[] = [];
  let kosong = 0;
  for (let r = header.row + 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const rumus: CpImportField[] = [];
    const text = (field: CpImportField) => {
      const column = header.columns.get(field);
      if (!column) return '';
      const cell = row.getCell(column);
      // the subject's name is only shown (the national name stands in for an empty one)
      if (isUncomputed(cell.value) && field !== 'mata_pelajaran') {
        rumus.push(field);
        return `=${cell.formula}`;
      }
      return cellText(cell.value);
    };
    const values: CpWorkbookRow = {
      baris: r,
      mata_pelajaran_id: text('mata_pelajaran_id'),
      mata_pelajaran: text('mata_pelajaran'),
      kelas: text('kelas'),
      fase: text('fase'),
      elemen: text('elemen'),
      deskripsi: text('deskripsi'),
    };
    if (!values.mata_pelajaran_id && !values.fase && !values.elemen && !values.deskripsi) {
      if (values.mata_pelajaran || values.kelas || row.actualCellCount > 0) kosong += 1;
      continue;
    }
    rows.push(rumus.length > 0 ? { ...values, rumus } : values);
    if (rows.length > CP_IMPORT_MAX_ROWS) {
      throw invalidFile(
        `Satu berkas paling banyak ${CP_IMPORT_MAX_ROWS} baris CP. Pecah berkas menjadi beberapa bagian.`,
      );
    }
  }
  if (rows.length === 0) {
    throw invalidFile('Berkas tidak berisi baris CP di bawah judul kolom.');
  }
  return { format: header.format, rows, kosong };
}
