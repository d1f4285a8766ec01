import { describe, expect, it } from 'vitest';
import {
  bagianNilaiAsesmen,
  isScore,
  kkmOf,
  nilaiAsesmen,
  nilaiGabungan,
  nilaiSumatifAkhir,
  roundHalfUp,
} from './nilai';
import { tpDiKeduaSisi, usulanDeskripsi } from './deskripsi';

describe('roundHalfUp', () => {
  it('rounds halves up, also where binary fractions would round them down', () => {
    expect(roundHalfUp(84.5)).toBe(85);
    expect(roundHalfUp(84.49)).toBe(84);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
  });
});

describe('isScore', () => {
  it('accepts integers 0–100 only', () => {
    expect([0, 100, 55].every(isScore)).toBe(true);
    expect([-1, 101, 7.5, Number.NaN, '80', null].some(isScore)).toBe(false);
  });
});

describe('nilaiSumatifAkhir', () => {
  it('is the rounded mean of the parts present', () => {
    expect(nilaiSumatifAkhir(80, 85)).toBe(83);
    expect(nilaiSumatifAkhir(null, 71)).toBe(71);
    expect(nilaiSumatifAkhir(null, null)).toBeNull();
  });
});

describe('nilaiAsesmen', () => {
  const base = { jumlahTp: 3, bobotMateri: 1, bobotAkhir: 1 };
  it('weights the SLM mean and the SAS', () => {
    const result = nilaiAsesmen({ ...base, slm: [80, 90, 85], sas: 70 });
    expect(result).toMatchObject({ nilai: 78, lengkap: true, rerataSlm: 85 });
    expect(nilaiAsesmen({ ...base, slm: [80, 90, 85], sas: 70, bobotMateri: 3 }).nilai).toBe(81);
  });
  it('does not count a missing component as 0 but flags the grade incomplete', () => {
    const noSas = nilaiAsesmen({ ...base, slm: [80, 90, 85], sas: null });
    expect(noSas).toMatchObject({ nilai: 85, lengkap: false, kurang: { tp: 0, sas: true } });
    const missingTp = nilaiAsesmen({ ...base, slm: [80], sas: 90 });
    expect(missingTp).toMatchObject({ nilai: 85, lengkap: false, kurang: { tp: 2, sas: false } });
    expect(nilaiAsesmen({ ...base, slm: [], sas: null }).nilai).toBeNull();
  });
});

describe('usulanDeskripsi', () => {
  const tps = [
    { tpId: 'a', deskripsi: 'Menjelaskan konsep jaringan.', kompeten: null, nilai: 90 },
    { tpId: 'b', deskripsi: 'Memasang kabel UTP', kompeten: null, nilai: 60 },
    { tpId: 'c', deskripsi: 'Mengonfigurasi router', kompeten: null, nilai: 75 },
  ] as const;
  it('uses the attainment when the teacher set it', () => {
    const result = usulanDeskripsi(
      tps.map((tp, i) => ({ ...tp, kompeten: i === 1 ? (0 as const) : (1 as const) })),
    );
    expect(result.dasar).toBe('ketercapaian');
    expect(result.capaian).toBe(
      'Menunjukkan penguasaan yang baik dalam menjelaskan konsep jaringan, mengonfigurasi router.',
    );
    expect(result.perluDitingkatkan).toBe('Perlu ditingkatkan dalam memasang kabel UTP.');
  });
  it('falls back to the highest and lowest TP score', () => {
    const result = usulanDeskripsi(tps.map((tp) => ({ ...tp })));
    expect(result).toMatchObject({ dasar: 'nilai', tpCapaian: ['a'], tpDitingkatkan: ['b'] });
    expect(usulanDeskripsi([{ ...tps[0] }]).perluDitingkatkan).toBeNull();
    expect(usulanDeskripsi([]).dasar).toBe('kosong');
  });
  it('finds a TP named on both sides', () => {
    expect(
      tpDiKeduaSisi(
        'Menunjukkan penguasaan yang baik dalam memasang kabel UTP.',
        'Perlu ditingkatkan dalam memasang kabel UTP.',
        tps,
      ),
    ).toEqual(['b']);
  });
});

describe('bagianNilaiAsesmen', () => {
  it('gives the weighted parts that exist and the mean before rounding', () => {
    const komponen = { slm: [80, 77], jumlahTp: 3, sas: 71, bobotMateri: 3, bobotAkhir: 1 };
    expect(bagianNilaiAsesmen(komponen)).toEqual({
      rerataSlm: 78.5,
      bagian: [
        { bagian: 'slm', nilai: 78.5, bobot: 3 },
        { bagian: 'sas', nilai: 71, bobot: 1 },
      ],
      mentah: 76.625,
    });
    // the grade is that mean rounded half up
    expect(nilaiAsesmen(komponen).nilai).toBe(77);
    expect(bagianNilaiAsesmen({ ...komponen, slm: [], sas: null })).toEqual({
      rerataSlm: null,
      bagian: [],
      mentah: null,
    });
  });
});

describe('nilaiGabungan', () => {
  it('is the rounded mean of the parts that exist, a missing part skipped and not counted as 0', () => {
    expect(nilaiGabungan([81, 90])).toEqual({ ada: [81, 90], mentah: 85.5, nilai: 86 });
    expect(nilaiGabungan([70, null])).toEqual({ ada: [70], mentah: 70, nilai: 70 });
    expect(nilaiGabungan([80, 81, 81])).toEqual({ ada: [80, 81, 81], mentah: 242 / 3, nilai: 81 });
    expect(nilaiGabungan([null, null])).toEqual({ ada: [], mentah: null, nilai: null });
  });
});

describe('kkmOf', () => {
  it.each([
    // the pembelajaran's own mark first; Dapodik sends 0 for none
    [75, 65, 75],
    [0, 65, 65],
    [null, 65, 65],
    // a Kurikulum Merdeka group carries none
    [null, null, 60],
    [0, null, 60],
    // a mark no score could miss is no mark
    [150, null, 60],
  ])('pembelajaran %s, kelompok %s: %s', (pembelajaran, kelompok, kkm) => {
    expect(kkmOf(pembelajaran, kelompok)).toBe(kkm);
  });
});
