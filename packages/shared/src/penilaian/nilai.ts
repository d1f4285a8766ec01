/**
 * Grade formulas of Kurikulum Merdeka (domain §5.1), shared by the server (which stores the
 * results) and the browser (which shows them while typing). All rounding is half-up to integers,
 * as the report prints them.
 */

/** Half-up rounding to `digits` decimals that is not fooled by binary fractions (2.675 → 2.68). */
export function roundHalfUp(value: number, digits = 0): number {
  const factor = 10 ** digits;
  // 15 significant digits drop the binary noise (267.49999999999997 → 267.5) before rounding.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** True for an integer score 0–100: the only value a score cell accepts. */
export function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
}

/**
 * Nilai Akhir of the Sumatif Akhir Semester: the rounded mean of the parts that are filled
 * (non-tes, tes); the one part when only one is; null when none is.
 */
export function nilaiSumatifAkhir(nonTes: number | null, tes: number | null): number | null {
  const parts = [nonTes, tes].filter((part): part is number => part !== null);
  return parts.length === 0 ? null : roundHalfUp(mean(parts));
}

export interface KomponenNilai {
  /** The student's SLM scores, one per mapped TP that has a score. */
  slm: readonly number[];
  /** How many TPs are mapped to the pembelajaran (to tell a missing score from no TP). */
  jumlahTp: number;
  /** The stored SAS NA, or null when the student has no SAS yet. */
  sas: number | null;
  bobotMateri: number;
  bobotAkhir: number;
}

export interface NilaiAsesmen {
  /** The computed grade from the components that exist; null when there is nothing at all. */
  nilai: number | null;
  /** Every mapped TP has a score and the SAS exists. */
  lengkap: boolean;
  /** What is missing, for the "belum lengkap" flag: TP scores missing and/or the SAS. */
  kurang: { tp: number; sas: boolean };
  /** Mean of the SLM scores (2 decimals), null when there are none. */
  rerataSlm: number | null;
}

/**
 * "Nilai Asesmen": round((W_m·S_m + W_a·S_a) / (W_m + W_a)). Unlike e-Rapor a missing component is
 * not counted as 0: the grade is computed from what exists and flagged incomplete, and the teacher
 * decides whether to accept it (deliberate fix of domain §10).
 */
export function nilaiAsesmen(komponen: KomponenNilai): NilaiAsesmen {
  const { rerataSlm, mentah } = bagianNilaiAsesmen(komponen);
  const kurang = {
    tp: Math.max(0, komponen.jumlahTp - komponen.slm.length),
    sas: komponen.sas === null,
  };
  const lengkap = kurang.tp === 0 && !kurang.sas && komponen.jumlahTp > 0;
  const nilai = mentah === null ? null : roundHalfUp(mentah);
  return { nilai, lengkap, kurang, rerataSlm };
}

/** One weighted part of the Nilai Asesmen: the SLM mean or the SAS NA, with its weight. */
export interface BagianNilai {
  bagian: 'slm' | 'sas';
  nilai: number;
  bobot: number;
}

/**
 * How the Nilai Asesmen is made (for showing it, peers.md M4 "why this number"): the SLM mean
 * (2 decimals), the parts that exist with their weights, and the weighted mean before rounding
 * (null when no part exists or the weights add up to nothing).
 */
export function bagianNilaiAsesmen(komponen: KomponenNilai): {
  rerataSlm: number | null;
  bagian: BagianNilai[];
  mentah: number | null;
} {
  const rerataSlm = komponen.slm.length > 0 ? roundHalfUp(mean(komponen.slm), 2) : null;
  const bagian: BagianNilai[] = [];
  if (rerataSlm !== null)
    bagian.push({ bagian: 'slm', nilai: rerataSlm, bobot: komponen.bobotMateri });
  if (komponen.sas !== null)
    bagian.push({ bagian: 'sas', nilai: komponen.sas, bobot: komponen.bobotAkhir });
  const totalBobot = bagian.reduce((sum, part) => sum + part.bobot, 0);
  const mentah =
    bagian.length === 0 || totalBobot <= 0
      ? null
      : bagian.reduce((sum, part) => sum + part.nilai * part.bobot, 0) / totalBobot;
  return { rerataSlm, bagian, mentah };
}

/**
 * A parent subject's combined final (domain §5.9): the mean of the parts that exist (its own
 * final and its sub-subjects' finals), rounded half up. A missing part is skipped, not counted as
 * 0; with no part at all there is no combined final. `mentah` is the mean before rounding.
 */
export function nilaiGabungan(parts: readonly (number | null)[]): {
  ada: number[];
  mentah: number | null;
  nilai: number | null;
} {
  const ada = parts.filter((part): part is number => part !== null);
  const mentah = ada.length === 0 ? null : mean(ada);
  return { ada, mentah, nilai: mentah === null ? null : roundHalfUp(mentah) };
}

// Not a bare "t": a teacher may mean "tidak" as well as "tercapai", so it stays unread.
const TERCAPAI = new Set(['1', 'y', 'ya', 'tercapai', 'kompeten', 'k']);
const TIDAK = new Set(['0', 'tt', 'n', 'tidak', 'tidak tercapai', 'belum tercapai', 'bk', 'tk']);

/**
 * A TP attainment written as a word or a digit, the same in the grid and in a template: 1
 * (tercapai), 0 (tidak tercapai), or null when it is not one of the words read.
 */
export function kompetenOfWord(text: string): 0 | 1 | null {
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (TERCAPAI.has(word)) return 1;
  if (TIDAK.has(word)) return 0;
  return null;
}

/**
 * The passing mark when neither the pembelajaran nor its report group names one: 60, the mark of
 * every group but the productive ones (domain §5.3); the Kurikulum Merdeka groups carry none.
 */
export const KKM_BAWAAN = 60;

/**
 * The passing mark (KKM) a pembelajaran's scores are read against: its own when set (Dapodik
 * sends 0 for none), else its report group's (ref_kelompok: 60, or 65 for the productive
 * groups), else KKM_BAWAAN. A mark no score could reach or miss (above 100) counts as none.
 */
export function kkmOf(pembelajaranKkm: number | null, kelompokKkm: number | null): number {
  for (const kkm of [pembelajaranKkm, kelompokKkm]) {
    if (kkm !== null && Number.isInteger(kkm) && kkm > 0 && kkm <= 100) return kkm;
  }
  return KKM_BAWAAN;
}
