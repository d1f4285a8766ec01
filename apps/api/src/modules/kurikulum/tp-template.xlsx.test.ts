import { afterEach, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { TP_IMPORT_MAX_ROWS } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { AppError } from '../../plugins/errors';
import { buildTpTemplate, readTpTemplate, TP_SHEET, type TpTemplateInfo } from './tp-template.xlsx';

// The TP template read back: what a teacher's file, as Excel or LibreOffice saves it, turns into.

const INFO: TpTemplateInfo = {
  mataPelajaranId: 800050000,
  namaMataPelajaran: 'Dasar-dasar Pengembangan Perangkat Lunak dan Gim',
  pembelajaranId: '0b6f2c4e-6a1d-4f3b-8c2e-5d7a9e1f3b42',
  rombel: 'X RPL 2',
  induk: {
    jenis: 'CP',
    id: 46,
    fase: 'E',
    elemen: 'Proses bisnis',
    deskripsi:
      'Pada akhir fase E, peserta didik mampu memahami proses bisnis pengembangan perangkat lunak.',
  },
};

/** The downloaded template with `fill` applied to its sheet, saved again. */
async function filled(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await buildTpTemplate(INFO)) as unknown as ExcelJS.Buffer);
  fill(book.getWorksheet(TP_SHEET)!);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The 422 message naming the file, or a failure when the file was read. */
async function refusal(bytes: Buffer): Promise<string> {
  const error = await readTpTemplate(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(422);
  return (error as AppError).fields!.file!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readTpTemplate', () => {
  it('reads a TP typed in the last row of Excel as one more row, not a million', async () => {
    const bytes = await filled((sheet) => {
      sheet.getCell('B9').value = 'Menjelaskan proses bisnis pengembangan perangkat lunak.';
      sheet.getCell('B10').value = 'Menerapkan alur kerja pengembangan gim sederhana.';
      sheet.getCell('B1048576').value = 'Mengidentifikasi peran dalam tim pengembang.';
    });
    expect(bytes.length).toBeLessThan(64 * 1024);
    // exceljs makes a row object for every row asked for: the reader asks only for rows that exist.
    const probe = new ExcelJS.Workbook().addWorksheet('probe');
    const getRow = vi.spyOn(Object.getPrototypeOf(probe) as ExcelJS.Worksheet, 'getRow');
    const content = await readTpTemplate(bytes);
    expect(content.rows.map((row) => row.baris)).toEqual([9, 10, 1_048_576]);
    expect(content.rows[2]).toEqual({
      baris: 1_048_576,
      deskripsi: 'Mengidentifikasi peran dalam tim pengembang.',
    });
    expect(getRow.mock.calls.length).toBeLessThan(1000);
  });

  it(`refuses more than ${TP_IMPORT_MAX_ROWS} TPs, however far apart they are written`, async () => {
    const bytes = await filled((sheet) => {
      for (let index = 0; index <= TP_IMPORT_MAX_ROWS; index += 1) {
        sheet.getCell(9 + index * 5000, 2).value = `Menjelaskan konsep ke-${index + 1}.`;
      }
    });
    expect(await refusal(bytes)).toBe(
      `Satu templat paling banyak ${TP_IMPORT_MAX_ROWS} tujuan pembelajaran.`,
    );
  });

  it('shows a formula with no computed result as a refused row instead of dropping it', async () => {
    const bytes = await filled((sheet) => {
      sheet.getCell('B9').value = 'Menjelaskan proses bisnis pengembangan perangkat lunak.';
      sheet.getCell('B10').value = { formula: 'CONCAT("Menerapkan ","alur kerja.")' };
      sheet.getCell('B11').value = {
        formula: 'CONCAT("Menguji ","hasil kerja.")',
        result: 'Menguji hasil kerja.',
      };
      sheet.getCell('B12').value = { formula: 'Daftar!A1', result: { error: '#REF!' } };
    });
    const content = await readTpTemplate(bytes);
    expect(content.rows).toEqual([
      { baris: 9, deskripsi: 'Menjelaskan proses bisnis pengembangan perangkat lunak.' },
      {
        baris: 10,
        deskripsi: '=CONCAT("Menerapkan ","alur kerja.")',
        errors: [
          'Berisi rumus yang belum dihitung. Buka berkas di Excel, simpan, lalu unggah lagi.',
        ],
      },
      { baris: 11, deskripsi: 'Menguji hasil kerja.' },
      {
        baris: 12,
        deskripsi: '#REF!',
        errors: ['Berisi galat #REF!; tulis tujuan pembelajaran sebagai teks biasa.'],
      },
    ]);
  });

  it('shows a TP written in another column than B as a refused row', async () => {
    const bytes = await filled((sheet) => {
      // Column A holds the template's own numbering (1, 2, 3…): not a TP.
      sheet.getCell('A9').value = 'Menjelaskan proses bisnis pengembangan perangkat lunak.';
      sheet.getCell('B10').value = 'Menerapkan alur kerja pengembangan gim sederhana.';
      sheet.getCell('C11').value = 'Menguji hasil kerja.';
      sheet.getCell('A12').value = 4;
    });
    const content = await readTpTemplate(bytes);
    const inB = 'Tujuan pembelajaran ditulis di kolom B; pindahkan teks ini ke kolom B.';
    expect(content.rows).toEqual([
      {
        baris: 9,
        deskripsi: 'Menjelaskan proses bisnis pengembangan perangkat lunak.',
        errors: [`Teks ada di kolom A. ${inB}`],
      },
      { baris: 10, deskripsi: 'Menerapkan alur kerja pengembangan gim sederhana.' },
      { baris: 11, deskripsi: 'Menguji hasil kerja.', errors: [`Teks ada di kolom C. ${inB}`] },
    ]);
  });

  it('names the class the template was made for', async () => {
    const content = await readTpTemplate(
      await filled((sheet) => {
        sheet.getCell('B9').value = 'Menjelaskan proses bisnis pengembangan perangkat lunak.';
      }),
    );
    expect(content).toMatchObject({ pembelajaranId: INFO.pembelajaranId, rombel: 'X RPL 2' });
  });

  it('says an empty upload is empty', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe(
      'Berkas kosong (0 byte). Unduh templat TP, isi, lalu unggah kembali.',
    );
    expect(await refusal(Buffer.from('No,Tujuan Pembelajaran\n1,Menjelaskan konsep\n'))).toMatch(
      /^Berkas bukan file Excel \.xlsx/,
    );
  });
});
