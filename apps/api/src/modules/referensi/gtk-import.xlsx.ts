import { newWorkbook } from '../../lib/workbook';
import {
  GTK_IMPORT_MAX_ROWS,
  type ImportRow,
  type JenisGtkLokal,
} from '@erapor/shared/referensi/gtk.schemas';
import { AppError } from '../../plugins/errors';
import { openXlsx } from '../../lib/xlsx-upload';
import { cellText } from '../../lib/xlsx-cells';

/** Columns of the import template, in order; other headers (NUPTK, Agama, …) are ignored. */
const TEMPLATE_COLUMNS = [
  { header: 'No', width: 6 },
  { header: 'Nama', width: 32 },
  { header: 'NIK', width: 20 },
  { header: 'Jenis Kelamin (L/P)', width: 20 },
  { header: 'Tempat Lahir', width: 20 },
  { header: 'Tanggal Lahir (YYYY-MM-DD)', width: 26 },
  { header: 'Email', width: 30 },
  { header: 'No HP', width: 18 },
] as const;

type Field = Exclude<keyof ImportRow, 'baris'>;

/** Header text (lower case, letters only) → field; accepts the older e-Rapor headers too. */
function fieldOfHeader(text: string): Field | null {
  const key = text
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z]/g, '');
  if (key === 'nama' || key === 'namalengkap') return 'nama';
  if (key === 'nik') return 'nik';
  if (key === 'jeniskelamin' || key === 'jk' || key === 'lp') return 'jenis_kelamin';
  if (key === 'tempatlahir') return 'tempat_lahir';
  if (key === 'tanggallahir' || key === 'tgllahir') return 'tanggal_lahir';
  if (key === 'email') return 'email';
  if (['nohp', 'telphp', 'telp', 'hp', 'nomorhp', 'telepon'].includes(key)) return 'no_hp';
  return null;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Accepts 2001-05-12, 12/05/2001 and 12-05-2001; anything else is kept for the row's error. */
export function normaliseDate(text: string): string {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`;
  return text;
}

export function normaliseGender(text: string): string {
  const key = text.trim().toLowerCase();
  if (key === 'l' || key.startsWith('laki')) return 'L';
  if (key === 'p' || key === 'perempuan' || key === 'wanita') return 'P';
  return text.trim();
}

function invalidFile(message: string): AppError {
  return new AppError(422, 'referensi.import_file', message, { file: message });
}

/** A school's staff list unpacks to well under 1 MB. */
const IMPORT_MAX_UNPACKED_BYTES = 8 * 1024 * 1024;

/** Reads the rows of an import workbook; the file itself being wrong is a 422 naming the file. */
export async function readImportRows(bytes: Buffer): Promise<ImportRow[]> {
  const workbook = await openXlsx(
    bytes,
    IMPORT_MAX_UNPACKED_BYTES,
    {
      notXlsx: 'Berkas bukan file Excel .xlsx. Unduh templat lalu isi dan unggah kembali.',
      damaged: 'Berkas Excel rusak atau tidak dapat dibaca.',
      tooLarge:
        'Isi berkas Excel terlalu besar untuk daftar guru dan tendik. Unduh templat lalu isi dan unggah kembali.',
    },
    invalidFile,
  );
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalidFile('Berkas Excel tidak memiliki lembar kerja.');

  let headerRow = 0;
  const columnOf = new Map<Field, number>();
  for (let r = 1; r <= Math.min(10, sheet.rowCount) && headerRow === 0; r += 1) {
    const found = new Map<Field, number>();
    sheet.getRow(r).eachCell((cell, column) => {
      const field = fieldOfHeader(cellText(cell.value));
      if (field && !found.has(field)) found.set(field, column);
    });
    if (found.has('nama') && found.has('nik')) {
      headerRow = r;
      for (const [field, column] of found) columnOf.set(field, column);
    }
  }
  if (headerRow === 0) {
    throw invalidFile('Kolom "Nama" dan "NIK" tidak ditemukan. Gunakan templat yang disediakan.');
  }

  const rows: ImportRow[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const read = (field: Field) => {
      const column = columnOf.get(field);
      return column ? cellText(row.getCell(column).value) : '';
    };
    const values: ImportRow = {
      baris: r,
      nama: read('nama'),
      nik: read('nik').replace(/\s/g, ''),
      jenis_kelamin: normaliseGender(read('jenis_kelamin')),
      tempat_lahir: read('tempat_lahir'),
      tanggal_lahir: normaliseDate(read('tanggal_lahir')),
      email: read('email'),
      no_hp: read('no_hp'),
    };
    const { baris: _baris, ...cells } = values;
    if (Object.values(cells).every((text) => text === '')) continue;
    rows.push(values);
    if (rows.length > GTK_IMPORT_MAX_ROWS) {
      throw invalidFile(`Satu berkas paling banyak ${GTK_IMPORT_MAX_ROWS} baris data.`);
    }
  }
  if (rows.length === 0) throw invalidFile('Berkas tidak berisi baris data di bawah judul kolom.');
  return rows;
}

/** The template a school fills in, with one example row. */
export async function importTemplate(jenis: JenisGtkLokal): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'e-Rapor SMK';
  const sheet = workbook.addWorksheet(jenis === 'asesor' ? 'Asesor' : 'Instruktur');
  sheet.columns = TEMPLATE_COLUMNS.map((column) => ({ ...column }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  sheet.getColumn(3).numFmt = '@';
  sheet.getColumn(6).numFmt = '@';
  sheet.getColumn(8).numFmt = '@';
  sheet.addRow([
    1,
    'Contoh Nama Lengkap',
    '3201010101900001',
    'L',
    'Bandung',
    '1990-01-01',
    'contoh@email.com',
    '081234567890',
  ]);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
