import type ExcelJS from 'exceljs';
import { newWorkbook } from '../../lib/workbook';
import {
  DUDI_IMPORT_MAX_ROWS,
  type DudiImportField,
  type DudiImportRow,
} from '@erapor/shared/dudi/dudi-import.schemas';
import { AppError } from '../../plugins/errors';
import { openXlsx } from '../../lib/xlsx-upload';
import { cellText } from '../../lib/xlsx-cells';

export const DATA_SHEET = 'Data DUDI';
export const GUIDE_SHEET = 'Petunjuk';

/** Columns of the template, in order, with what the guide sheet says about each. */
export const IMPORT_COLUMNS: {
  field: DudiImportField;
  header: string;
  width: number;
  note: string;
}[] = [
  {
    field: 'nama_dudi',
    header: 'Nama DUDI *',
    width: 34,
    note: 'Wajib. Nama perusahaan/instansi mitra, mis. PT atau CV.',
  },
  { field: 'bidang_usaha', header: 'Bidang Usaha', width: 28, note: 'Boleh kosong.' },
  { field: 'alamat', header: 'Alamat', width: 36, note: 'Boleh kosong.' },
  {
    field: 'kota',
    header: 'Kota/Kabupaten',
    width: 20,
    note: 'DUDI dengan nama dan kota yang sama dianggap DUDI yang sama (diperbarui, tidak digandakan).',
  },
  { field: 'telepon', header: 'Telepon', width: 18, note: 'Angka, spasi, +, - dan tanda kurung.' },
  { field: 'email', header: 'Email', width: 28, note: 'Boleh kosong.' },
  { field: 'npwp', header: 'NPWP', width: 22, note: 'Angka, titik dan tanda -.' },
  {
    field: 'nomor_mou',
    header: 'Nomor MoU *',
    width: 28,
    note: 'Wajib. MoU dengan nomor yang sudah ada diperbarui, tidak digandakan.',
  },
  { field: 'judul_mou', header: 'Judul MoU *', width: 36, note: 'Wajib.' },
  {
    field: 'tanggal_mulai',
    header: 'Tanggal Mulai MoU * (YYYY-MM-DD)',
    width: 20,
    note: 'Wajib. Format YYYY-MM-DD atau DD/MM/YYYY.',
  },
  {
    field: 'tanggal_selesai',
    header: 'Tanggal Selesai MoU (YYYY-MM-DD)',
    width: 20,
    note: 'Boleh kosong; tidak boleh sebelum tanggal mulai.',
  },
  {
    field: 'judul_kegiatan',
    header: 'Judul Kegiatan *',
    width: 22,
    note: 'Wajib, mis. "PKL 2026". Satu baris = satu kegiatan dari satu MoU.',
  },
  { field: 'sk_tugas', header: 'SK Tugas', width: 24, note: 'Nomor SK penugasan; boleh kosong.' },
  {
    field: 'tgl_sk_tugas',
    header: 'Tanggal SK Tugas (YYYY-MM-DD)',
    width: 20,
    note: 'Boleh kosong.',
  },
  {
    field: 'pembimbing',
    header: 'Guru Pembimbing (NUPTK atau nama; pisahkan dengan ;)',
    width: 40,
    note: 'NUPTK atau nama guru aktif sekolah; beberapa guru dipisahkan titik koma.',
  },
  {
    field: 'peserta',
    header: 'NISN Peserta (pisahkan dengan ;)',
    width: 60,
    note: 'NISN 10 digit peserta didik aktif semester ini; beberapa NISN dipisahkan titik koma.',
  },
];

const EXAMPLE: Record<DudiImportField, string> = {
  nama_dudi: 'PT Contoh Teknologi Nusantara',
  bidang_usaha: 'Penyedia Layanan Internet',
  alamat: 'Jl. Contoh No. 1',
  kota: 'Kota Bandung',
  telepon: '(022) 1234567',
  email: 'hrd@contoh.co.id',
  npwp: '01.234.567.8-429.000',
  nomor_mou: '421.5/001/PKS/2026',
  judul_mou: 'Kerja Sama Praktik Kerja Lapangan',
  tanggal_mulai: '2026-07-01',
  tanggal_selesai: '2027-06-30',
  judul_kegiatan: 'PKL 2026',
  sk_tugas: '800/012/SMK/2026',
  tgl_sk_tugas: '2026-07-10',
  pembimbing: '1234567890123456; Nama Guru Kedua',
  peserta: '0012345678; 0012345679',
};

/** "Tanggal Mulai MoU * (YYYY-MM-DD)" → "tanggalmulaimou". */
function headerKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z]/g, '');
}

const FIELD_OF_HEADER = new Map<string, DudiImportField>([
  ...IMPORT_COLUMNS.map((column) => [headerKey(column.header), column.field] as const),
  ['namadudi', 'nama_dudi'],
  ['nama', 'nama_dudi'],
  ['kota', 'kota'],
  ['nomormou', 'nomor_mou'],
  ['tanggalmulai', 'tanggal_mulai'],
  ['tanggalselesai', 'tanggal_selesai'],
  ['judulkegiatan', 'judul_kegiatan'],
  ['gurupembimbing', 'pembimbing'],
  ['pembimbing', 'pembimbing'],
  ['nisnpeserta', 'peserta'],
  ['peserta', 'peserta'],
  ['tanggalsk', 'tgl_sk_tugas'],
]);

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Accepts 2026-07-01, 1/7/2026 and 01-07-2026; anything else is kept for the row's error. */
export function normaliseDate(text: string): string {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`;
  return text;
}

const DATE_FIELDS: DudiImportField[] = ['tanggal_mulai', 'tanggal_selesai', 'tgl_sk_tugas'];

function invalidFile(message: string): AppError {
  return new AppError(422, 'dudi.import_file', message, { file: message });
}

function findHeader(sheet: ExcelJS.Worksheet) {
  for (let r = 1; r <= Math.min(10, sheet.rowCount); r += 1) {
    const found = new Map<DudiImportField, number>();
    sheet.getRow(r).eachCell((cell, column) => {
      const field = FIELD_OF_HEADER.get(headerKey(cellText(cell.value)));
      if (field && !found.has(field)) found.set(field, column);
    });
    if (found.has('nama_dudi') && found.has('nomor_mou')) return { row: r, columns: found };
  }
  return null;
}

/** A school's list of work-placement partners unpacks to well under 1 MB. */
const IMPORT_MAX_UNPACKED_BYTES = 8 * 1024 * 1024;

/** Reads the data rows of an import workbook; a wrong file is a 422 naming the file. */
export async function readDudiImportRows(bytes: Buffer): Promise<DudiImportRow[]> {
  const workbook = await openXlsx(
    bytes,
    IMPORT_MAX_UNPACKED_BYTES,
    {
      notXlsx: 'Berkas bukan file Excel .xlsx. Unduh templat, isi, lalu unggah kembali.',
      damaged: 'Berkas Excel rusak atau tidak dapat dibaca.',
      tooLarge:
        'Isi berkas Excel terlalu besar untuk daftar DUDI. Unduh templat, isi, lalu unggah kembali.',
    },
    invalidFile,
  );
  const sheet =
    workbook.getWorksheet(DATA_SHEET) ??
    workbook.worksheets.find((candidate) => candidate.name !== GUIDE_SHEET);
  if (!sheet) throw invalidFile('Berkas Excel tidak memiliki lembar data.');
  const header = findHeader(sheet);
  if (!header) {
    throw invalidFile(
      'Kolom "Nama DUDI" dan "Nomor MoU" tidak ditemukan. Gunakan templat yang disediakan.',
    );
  }
  const rows: DudiImportRow[] = [];
  for (let r = header.row + 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const values = { baris: r } as DudiImportRow;
    let empty = true;
    for (const { field } of IMPORT_COLUMNS) {
      const column = header.columns.get(field);
      let text = column ? cellText(row.getCell(column).value) : '';
      if (DATE_FIELDS.includes(field)) text = normaliseDate(text);
      values[field] = text;
      if (text) empty = false;
    }
    if (empty) continue;
    rows.push(values);
    if (rows.length > DUDI_IMPORT_MAX_ROWS) {
      throw invalidFile(`Satu berkas paling banyak ${DUDI_IMPORT_MAX_ROWS} baris data.`);
    }
  }
  if (rows.length === 0) {
    throw invalidFile('Berkas tidak berisi baris data di bawah judul kolom lembar "Data DUDI".');
  }
  return rows;
}

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.alignment = { wrapText: true, vertical: 'middle' };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
}

/**
 * A workbook in the template format: "Data DUDI" with the given rows (text cells, so NISN and
 * NUPTK keep their digits) and "Petunjuk" with what each column means and an example row.
 */
export async function buildDudiWorkbook(rows: Record<DudiImportField, string>[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'e-Rapor SMK';
  const sheet = workbook.addWorksheet(DATA_SHEET);
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    style: { numFmt: '@' },
  }));
  styleHeader(sheet.getRow(1));
  sheet.getRow(1).height = 45;
  for (const values of rows) sheet.addRow(IMPORT_COLUMNS.map((column) => values[column.field]));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const guide = workbook.addWorksheet(GUIDE_SHEET);
  guide.columns = [{ width: 40 }, { width: 90 }];
  guide.addRow(['Petunjuk impor DUDI']).font = { bold: true, size: 14 };
  guide.addRow([
    'Isi lembar "Data DUDI" mulai baris 2. Satu baris = satu kegiatan (mis. PKL) dari satu MoU satu DUDI.',
  ]);
  guide.addRow([
    'Kolom bertanda * wajib diisi. Isi kolom sebagai teks agar angka nol di depan NISN/NUPTK tidak hilang.',
  ]);
  guide.addRow([
    'Mengimpor berkas yang sama dua kali tidak menggandakan DUDI, MoU, kegiatan, pembimbing atau peserta.',
  ]);
  guide.addRow([]);
  styleHeader(guide.addRow(['Kolom', 'Keterangan']));
  for (const column of IMPORT_COLUMNS) guide.addRow([column.header, column.note]);
  guide.addRow([]);
  guide.addRow([
    'Contoh baris (salin ke lembar "Data DUDI" lalu ganti dengan data sekolah):',
  ]).font = {
    bold: true,
  };
  styleHeader(guide.addRow(IMPORT_COLUMNS.map((column) => column.header)));
  guide.addRow(IMPORT_COLUMNS.map((column) => EXAMPLE[column.field]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function dudiImportTemplate(): Promise<Buffer> {
  return buildDudiWorkbook([]);
}
