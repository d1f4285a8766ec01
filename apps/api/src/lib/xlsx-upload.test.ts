import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { rangeBomb, zipBomb } from '../test/zip-bomb';
import { MAX_RANGE_CELLS, openXlsx, rangeCells, unpackedSize } from './xlsx-upload';

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

  it('counts the cells that merges, data validations and defined names span', () => {
    expect(rangeCells('<mergeCells count="2"><mergeCell ref="C5:J6"/><mergeCell ref="A1"/>')).toBe(
      17,
    );
    expect(
      rangeCells('<dataValidation type="whole" allowBlank="1" sqref="C8:C45 E8:F9 $AA$1:$AB$2">'),
    ).toBe(38 + 4 + 4);
    expect(
      rangeCells('<definedName name="_xlnm.Print_Titles">Nilai!$A$1:$Z$1048576</definedName>'),
    ).toBe(26 * 1048576);
    // other ranges (a sheet's dimension, conditional formats) are not expanded by the library
    expect(rangeCells('<dimension ref="A1:XFD1048576"/><conditionalFormatting sqref="A:A">')).toBe(
      0,
    );
  });

  it('refuses a small file whose merged cells or validations span millions of cells', async () => {
    for (const xml of [
      '<mergeCells count="1"><mergeCell ref="L50:Z1048576"/></mergeCells>',
      '<dataValidations count="1"><dataValidation type="whole" sqref="A1:XFD1048576"><formula1>0</formula1></dataValidation></dataValidations>',
    ]) {
      const bytes = rangeBomb(xml);
      expect(bytes.length).toBeLessThan(1024);
      expect(unpackedSize(bytes, MB)).toBe('too-large');
      await expect(openXlsx(bytes, MB, refusals, fail)).rejects.toThrow('terlalu besar');
    }
    // a template's own merges and validations are far below the limit
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Nilai');
    sheet.mergeCells('C5:J6');
    for (let row = 8; row <= 1008; row += 1)
      sheet.getCell(row, 3).dataValidation = { type: 'whole', formulae: [0, 100] };
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(typeof unpackedSize(bytes, MB)).toBe('number');
    expect(MAX_RANGE_CELLS).toBeGreaterThan(1001 + 16);
  });
});
