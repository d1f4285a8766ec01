import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { zipBomb } from '../test/zip-bomb';
import { openXlsx, unpackedSize } from './xlsx-upload';

const MB = 1024 * 1024;
const refusals = { notXlsx: 'bukan xlsx', damaged: 'rusak', tooLarge: 'terlalu besar' };
const fail = (message: string) => new Error(message);

async function realWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Nilai').addRow(['No', 'Nama', 'Nilai']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('spreadsheet uploads are measured by unpacking them before they are parsed', () => {
  it('measures a real workbook by what it unpacks to', async () => {
    const bytes = await realWorkbook();
    const size = unpackedSize(bytes, MB);
    expect(typeof size).toBe('number');
    expect(size as number).toBeGreaterThan(bytes.length);
    const book = await openXlsx(bytes, MB, refusals, fail);
    expect(book.getWorksheet('Nilai')!.getRow(1).getCell(3).value).toBe('Nilai');
  });

  it('refuses a small file that unpacks beyond the limit, whatever sizes its headers state', async () => {
    const bomb = zipBomb(9 * MB);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(unpackedSize(bomb, 8 * MB)).toBe('too-large');
    expect(unpackedSize(bomb, 10 * MB)).toBe(9 * MB);
    await expect(openXlsx(bomb, 8 * MB, refusals, fail)).rejects.toThrow('terlalu besar');
  });

  it('refuses what is not a zip, or a damaged one, with the caller’s words', async () => {
    await expect(openXlsx(Buffer.alloc(0), MB, refusals, fail)).rejects.toThrow(
      'Berkas kosong (0 byte). Pilih berkas Excel yang sudah diisi.',
    );
    await expect(openXlsx(Buffer.from('a,b\n1,2\n'), MB, refusals, fail)).rejects.toThrow(
      'bukan xlsx',
    );
    const bytes = await realWorkbook();
    const cut = bytes.subarray(0, Math.floor(bytes.length / 2));
    expect(unpackedSize(cut, MB)).toBe('damaged');
    await expect(openXlsx(cut, MB, refusals, fail)).rejects.toThrow('rusak');
  });
});
