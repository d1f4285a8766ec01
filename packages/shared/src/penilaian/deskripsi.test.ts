import { describe, expect, it } from 'vitest';
import {
  kataNegatif,
  klaimDiBawahKkm,
  namaSiswaLain,
  salinanBerbeda,
  tpBertentangan,
  tpDiKeduaSisi,
  usulanDeskripsi,
  type DeskripsiSiswa,
  type TpUntukDeskripsi,
} from './deskripsi';

const tp = (tpId: string, deskripsi: string, kompeten: 0 | 1 | null, nilai: number | null) =>
  ({ tpId, deskripsi, kompeten, nilai }) satisfies TpUntukDeskripsi;

describe('usulanDeskripsi wording', () => {
  it('lower-cases the first letter of a TP, but leaves an abbreviation that starts it as written', () => {
    const usulan = usulanDeskripsi([
      tp('sql', 'SQL lanjutan untuk laporan penjualan.', null, 95),
      tp('k3', 'K3LH di bengkel sekolah.', null, 95),
      tp('erd', 'ERD (Entity Relationship Diagram) untuk basis data sekolah.', null, 60),
      tp('uji', 'Menguji aplikasi secara mandiri.', null, 60),
    ]);
    expect(usulan.capaian).toBe(
      'Menunjukkan penguasaan yang baik dalam SQL lanjutan untuk laporan penjualan, K3LH di bengkel sekolah.',
    );
    expect(usulan.perluDitingkatkan).toBe(
      'Perlu ditingkatkan dalam ERD (Entity Relationship Diagram) untuk basis data sekolah, menguji aplikasi secara mandiri.',
    );
  });
});

describe('usulanDeskripsi from scores below the passing mark', () => {
  const jaringan = [
    tp('a', 'Menjelaskan konsep jaringan.', null, 45),
    tp('b', 'Memasang kabel UTP', null, 20),
    tp('c', 'Mengonfigurasi router', null, 30),
  ];

  it('does not claim good mastery of the best TP when even it is below the KKM', () => {
    const usulan = usulanDeskripsi(jaringan, 70);
    expect(usulan).toMatchObject({
      dasar: 'nilai',
      capaian: 'Menunjukkan penguasaan yang mulai berkembang dalam menjelaskan konsep jaringan.',
      perluDitingkatkan: 'Perlu ditingkatkan dalam memasang kabel UTP.',
      tpCapaian: ['a'],
      tpDitingkatkan: ['b'],
      diBawahKkm: { kkm: 70, nilai: 45 },
    });
    // the default passing mark when none is given
    expect(usulanDeskripsi(jaringan).diBawahKkm).toEqual({ kkm: 60, nilai: 45 });
  });

  it('keeps the rule for a best TP at or above the KKM, and for the attainment marks', () => {
    const lulus = usulanDeskripsi(
      jaringan.map((item) => (item.tpId === 'a' ? { ...item, nilai: 70 } : item)),
      70,
    );
    expect(lulus.capaian).toBe(
      'Menunjukkan penguasaan yang baik dalam menjelaskan konsep jaringan.',
    );
    expect(lulus.diBawahKkm).toBeNull();
    // The teacher's own judgment of attainment decides, whatever the scores.
    const ditandai = usulanDeskripsi(
      jaringan.map((item) => ({ ...item, kompeten: item.tpId === 'a' ? 1 : 0 })),
      70,
    );
    expect(ditandai.capaian).toBe(
      'Menunjukkan penguasaan yang baik dalam menjelaskan konsep jaringan.',
    );
    expect(ditandai.diBawahKkm).toBeNull();
  });

  it('finds a saved text claiming good mastery over scores all below the KKM', () => {
    const lama = 'Menunjukkan penguasaan yang baik dalam menjelaskan konsep jaringan.';
    expect(klaimDiBawahKkm(lama, jaringan, 70)).toEqual({ kkm: 70, nilai: 45 });
    expect(klaimDiBawahKkm('Sangat menguasai router.', jaringan, 70)).toEqual({
      kkm: 70,
      nilai: 45,
    });
    // the developing wording, a best TP at the mark, attainment marks and no text pass
    const baru = usulanDeskripsi(jaringan, 70).capaian;
    expect(klaimDiBawahKkm(baru, jaringan, 70)).toBeNull();
    expect(klaimDiBawahKkm(lama, jaringan, 45)).toBeNull();
    expect(
      klaimDiBawahKkm(
        lama,
        jaringan.map((item) => ({ ...item, kompeten: 1 as const })),
        70,
      ),
    ).toBeNull();
    expect(klaimDiBawahKkm(null, jaringan, 70)).toBeNull();
    // "dengan baik" inside a TP's own text claims nothing
    const komunikasi = [tp('k', 'Berkomunikasi dengan sangat baik di tempat kerja', null, 40)];
    expect(
      klaimDiBawahKkm(
        'Mulai berkembang dalam berkomunikasi dengan sangat baik di tempat kerja.',
        komunikasi,
        70,
      ),
    ).toBeNull();
  });
});

describe('tpDiKeduaSisi', () => {
  // TP 8's text is part of TP 6's
  const tps = [
    tp('tp6', 'Menyusun laporan keuangan sederhana kegiatan usaha.', null, 95),
    tp('tp8', 'Menyusun laporan keuangan sederhana.', null, 40),
  ];

  it("does not take a TP inside a longer TP's text for the same TP on both sides", () => {
    const usulan = usulanDeskripsi(tps);
    expect(usulan).toMatchObject({
      capaian:
        'Menunjukkan penguasaan yang baik dalam menyusun laporan keuangan sederhana kegiatan usaha.',
      perluDitingkatkan: 'Perlu ditingkatkan dalam menyusun laporan keuangan sederhana.',
      tpCapaian: ['tp6'],
      tpDitingkatkan: ['tp8'],
    });
    expect(tpDiKeduaSisi(usulan.capaian, usulan.perluDitingkatkan, tps)).toEqual([]);
    expect(tpBertentangan(usulan.capaian, usulan.perluDitingkatkan, tps)).toEqual({
      capaian: [],
      ditingkatkan: [],
    });
  });

  it('still finds the same TP on both sides, the shorter one too where it stands on its own', () => {
    expect(
      tpDiKeduaSisi(
        'Menunjukkan penguasaan yang baik dalam menyusun laporan keuangan sederhana kegiatan usaha.',
        'Perlu ditingkatkan dalam menyusun laporan keuangan sederhana kegiatan usaha.',
        tps,
      ),
    ).toEqual(['tp6']);
    // a teacher's own wording, both TPs named on each side
    expect(
      tpDiKeduaSisi(
        'Sudah baik dalam menyusun laporan keuangan sederhana kegiatan usaha dan menyusun  laporan keuangan sederhana.',
        'Masih perlu berlatih menyusun laporan keuangan sederhana, juga menyusun laporan keuangan sederhana kegiatan usaha',
        tps,
      ),
    ).toEqual(['tp6', 'tp8']);
  });

  it('does not count a TP text inside a longer word', () => {
    const pendek = [tp('a', 'Analisis data', null, 90), tp('b', 'Menganalisis data', null, 60)];
    expect(
      tpDiKeduaSisi(
        'Menunjukkan penguasaan yang baik dalam analisis data.',
        'Perlu ditingkatkan dalam menganalisis data.',
        pendek,
      ),
    ).toEqual([]);
  });
});

describe('tpBertentangan', () => {
  const achieved = 'Menunjukkan penguasaan yang baik dalam menjelaskan konsep jaringan.';
  const improve = 'Perlu ditingkatkan dalam memasang kabel UTP.';

  it('finds a TP named as achieved while marked tidak tercapai, and the other way round', () => {
    const tps = [
      tp('a', 'Menjelaskan konsep jaringan', 0, 90),
      tp('b', 'Memasang kabel UTP', 1, 60),
      tp('c', 'Mengonfigurasi router', 1, 75),
    ];
    expect(tpBertentangan(achieved, improve, tps)).toEqual({ capaian: ['a'], ditingkatkan: ['b'] });
  });

  it('agrees with the marks when the sides are right', () => {
    const tps = [
      tp('a', 'Menjelaskan konsep jaringan', 1, 60),
      tp('b', 'Memasang kabel UTP', 0, 90),
    ];
    expect(tpBertentangan(achieved, improve, tps)).toEqual({ capaian: [], ditingkatkan: [] });
  });

  it('without marks, finds an achieved TP scored lower than one to improve', () => {
    const inverted = [
      tp('a', 'Menjelaskan konsep jaringan', null, 58),
      tp('b', 'Memasang kabel UTP', null, 91),
    ];
    expect(tpBertentangan(achieved, improve, inverted)).toEqual({
      capaian: ['a'],
      ditingkatkan: ['b'],
    });
    const right = [
      tp('a', 'Menjelaskan konsep jaringan', null, 91),
      tp('b', 'Memasang kabel UTP', null, 58),
    ];
    expect(tpBertentangan(achieved, improve, right)).toEqual({ capaian: [], ditingkatkan: [] });
    // no score on one side: nothing to compare
    const unscored = [
      tp('a', 'Menjelaskan konsep jaringan', null, 58),
      tp('b', 'Memasang kabel UTP', null, null),
    ];
    expect(tpBertentangan(achieved, improve, unscored)).toEqual({ capaian: [], ditingkatkan: [] });
  });

  it('leaves a TP named on both sides to tpDiKeduaSisi, and empty texts alone', () => {
    const tps = [tp('b', 'Memasang kabel UTP', 1, 60)];
    expect(
      tpBertentangan('Menunjukkan penguasaan yang baik dalam memasang kabel UTP.', improve, tps),
    ).toEqual({ capaian: [], ditingkatkan: [] });
    expect(tpBertentangan(null, null, tps)).toEqual({ capaian: [], ditingkatkan: [] });
  });
});

describe('kataNegatif', () => {
  it('finds judging words as whole words, in both texts', () => {
    expect(
      kataNegatif(
        ['Ananda malas mengerjakan tugas.', 'Tidak  mampu memasang kabel UTP.'],
        [tp('b', 'Memasang kabel UTP', null, null)],
      ),
    ).toEqual(['tidak mampu', 'malas']);
  });

  it('does not count a word inside another word or inside a TP text', () => {
    expect(kataNegatif(['Menunjukkan penguasaan yang baik dalam berlembah-lembah.'], [])).toEqual(
      [],
    );
    expect(
      kataNegatif(
        ['Perlu ditingkatkan dalam menganalisis rangkaian arus lemah.'],
        [tp('x', 'Menganalisis rangkaian arus lemah', null, null)],
      ),
    ).toEqual([]);
    expect(kataNegatif([null, ''], [])).toEqual([]);
  });
});

describe('namaSiswaLain', () => {
  const kelas = ['Andi Pratama', 'Siti Nurhaliza', 'Bunga', 'Dewi  Lestari '];

  it("finds a classmate's full name, whatever the case and spacing", () => {
    expect(
      namaSiswaLain(['Siti nurhaliza menunjukkan penguasaan yang baik.'], 'Andi Pratama', kelas),
    ).toBe('Siti Nurhaliza');
    expect(namaSiswaLain([null, 'Dewi lestari perlu berlatih.'], 'Andi Pratama', kelas)).toBe(
      'Dewi Lestari',
    );
  });

  it("ignores the student's own name, one-word names and names inside longer words", () => {
    expect(namaSiswaLain(['Andi Pratama rajin.'], 'Andi Pratama', kelas)).toBeNull();
    expect(namaSiswaLain(['Menghitung bunga majemuk.'], 'Andi Pratama', kelas)).toBeNull();
    expect(namaSiswaLain(['Siti Nurhalizanya'], 'Andi Pratama', kelas)).toBeNull();
    expect(namaSiswaLain([], 'Andi Pratama', kelas)).toBeNull();
  });
});

describe('salinanBerbeda', () => {
  const row = (
    id: string,
    capaian: string | null,
    tpCapaian: string[],
    tpDitingkatkan: string[] = [],
  ): DeskripsiSiswa => ({
    id,
    capaian,
    perluDitingkatkan: 'Perlu ditingkatkan dalam memasang kabel UTP.',
    usulan: { dasar: 'nilai', tpCapaian, tpDitingkatkan },
  });
  const text = 'Menunjukkan penguasaan yang baik dalam merakit komputer.';

  it('counts classmates with the very same text whose TPs say otherwise', () => {
    const counts = salinanBerbeda([
      row('a', text, ['tp-1']),
      row('b', `  ${text.toUpperCase()} `, ['tp-2']),
      row('c', text, ['tp-3'], ['tp-1']),
      row('d', 'Menunjukkan penguasaan yang baik dalam menginstal sistem operasi.', ['tp-2']),
    ]);
    expect(Object.fromEntries(counts)).toEqual({ a: 2, b: 2, c: 2 });
  });

  it('leaves alone students whose results agree, and those with nothing to propose from', () => {
    expect(
      salinanBerbeda([row('a', text, ['tp-1', 'tp-2']), row('b', text, ['tp-2', 'tp-1'])]).size,
    ).toBe(0);
    const kosong = {
      ...row('b', text, []),
      usulan: { dasar: 'kosong' as const, tpCapaian: [], tpDitingkatkan: [] },
    };
    expect(salinanBerbeda([row('a', text, ['tp-1']), kosong]).size).toBe(0);
    expect(
      salinanBerbeda([
        { ...row('a', null, ['tp-1']), perluDitingkatkan: null },
        { ...row('b', null, ['tp-2']), perluDitingkatkan: null },
      ]).size,
    ).toBe(0);
  });
});
