import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

describe('fieldLabel', () => {
  it.each([
    [['email'], 'Email'],
    [[], 'Isian'],
    // A field of one item of a list, with the item's place counted from 1.
    [['cells', 2, 'value'], 'Nilai (sel ke-3)'],
    [['cells', '0', 'version'], 'Versi sel (sel ke-1)'],
    [['pembelajaran', 4, 'no_urut'], 'No urut (baris ke-5)'],
    [['rows', 9, 'nama_dudi'], 'Nama DUDI (baris ke-10)'],
    [['siswa', 0, 'anggota_rombel_id'], 'Peserta didik (peserta didik ke-1)'],
    // An item itself, and a list whose items have no name of their own.
    [['milik', 0], 'Simpanan sebelumnya (simpanan ke-1)'],
    [['data_sets', 1], 'Jenis data (isian ke-2)'],
    // A key the table does not know is shown as it is: the route test keeps that from happening.
    [['tidak_dikenal'], 'tidak_dikenal'],
  ])('names %j "%s"', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });

  it('names a cell’s value by its column: a description cell’s is "Deskripsi", a score’s "Nilai"', () => {
    const request = {
      cells: [
        { kolom: 'capaian', value: 'Sudah menguasai' },
        { kolom: 'PERLU_DITINGKATKAN', value: 'Perlu ditingkatkan' },
        { kolom: 'nilai', value: 80 },
        null,
      ],
    };
    expect(fieldLabel(['cells', 0, 'value'], request)).toBe('Deskripsi (sel ke-1)');
    expect(fieldLabel(['cells', 1, 'value'], request)).toBe('Deskripsi (sel ke-2)');
    expect(fieldLabel(['cells', 2, 'value'], request)).toBe('Nilai (sel ke-3)');
    expect(fieldLabel(['cells', 3, 'value'], request)).toBe('Nilai (sel ke-4)');
    expect(fieldLabel(['cells', 0, 'version'], request)).toBe('Versi sel (sel ke-1)');
  });
});
