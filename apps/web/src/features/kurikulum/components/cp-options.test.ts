import { describe, expect, it } from 'vitest';
import { cpOptions } from './cp-options';

const words = { resmi: 'Resmi', sekolah: 'Sekolah' };
const cp = (cp_id: number, elemen: string, is_dir: boolean, deskripsi = `Deskripsi ${cp_id}`) => ({
  cp_id,
  elemen,
  is_dir,
  deskripsi,
});

describe('cpOptions', () => {
  it('names a CP by its element while the element is the only one of its name', () => {
    expect(cpOptions([cp(1, 'Basis Data', true), cp(2, 'Pemrograman Web', false)], words)).toEqual([
      { value: '1', label: 'Basis Data' },
      { value: '2', label: 'Pemrograman Web' },
    ]);
  });

  it('tells the school’s CP from the official one of the same element', () => {
    expect(cpOptions([cp(1, 'Basis Data', false), cp(2, 'Basis Data', true)], words)).toEqual([
      { value: '1', label: 'Basis Data (Sekolah)' },
      { value: '2', label: 'Basis Data (Resmi)' },
    ]);
  });

  it('adds how each begins when two official CPs share the element (two catalogues)', () => {
    const long =
      'Pada akhir fase F, peserta didik mampu merancang basis data relasional untuk kebutuhan sebuah usaha kecil.';
    const options = cpOptions(
      [cp(1, 'Basis Data', true, long), cp(2, 'Basis Data', true, 'Memahami  SQL\ndasar.')],
      words,
    );
    expect(options.map((option) => option.label)).toEqual([
      'Basis Data (Resmi): Pada akhir fase F, peserta didik mampu merancang basis data…',
      'Basis Data (Resmi): Memahami SQL dasar.',
    ]);
  });
});
