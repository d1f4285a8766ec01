import { KKM_BAWAAN } from './nilai';

/**
 * Proposed Capaian Kompetensi texts (domain §5.2, peers M9): from the TP attainment the teacher
 * set, or — when none is set — from the TP scores, the highest as achieved and the lowest as to
 * improve, as the official assessment guide advises.
 */

export const FRASA_CAPAIAN = 'Menunjukkan penguasaan yang baik dalam';
/**
 * The achieved side proposed from scores whose highest is below the passing mark: the student's
 * best TP, said positively as the guide asks, without claiming a good mastery the scores deny.
 */
export const FRASA_CAPAIAN_BERKEMBANG = 'Menunjukkan penguasaan yang mulai berkembang dalam';
export const FRASA_DITINGKATKAN = 'Perlu ditingkatkan dalam';

export interface TpUntukDeskripsi {
  tpId: string;
  deskripsi: string;
  /** 1 tercapai, 0 tidak tercapai, null not decided. */
  kompeten: 0 | 1 | null;
  /** The student's SLM score for this TP, if any. */
  nilai: number | null;
}

export interface UsulanDeskripsi {
  capaian: string | null;
  perluDitingkatkan: string | null;
  /** Where the proposal came from: the attainment flags, the scores, or nothing to go on. */
  dasar: 'ketercapaian' | 'nilai' | 'kosong';
  /** The TPs named on each side, to check a saved text against. */
  tpCapaian: string[];
  tpDitingkatkan: string[];
  /**
   * From the scores, the highest of which (`nilai`) is below the passing mark (`kkm`): the
   * achieved side is worded as developing (FRASA_CAPAIAN_BERKEMBANG), not as good mastery.
   */
  diBawahKkm: { kkm: number; nilai: number } | null;
}

/**
 * A TP as it continues the lead phrase: its first letter in lower case, its final full stop
 * dropped. A first word written in capitals is an abbreviation (SQL, K3LH, HTML, CNC) and is
 * left as written: "sQL" on a report card is worse than a capital mid-sentence.
 */
function lowerFirst(text: string): string {
  const trimmed = text.trim().replace(/[.\s]+$/, '');
  if (/^\p{Lu}[\p{Lu}\p{N}]/u.test(trimmed)) return trimmed;
  return trimmed.charAt(0).toLocaleLowerCase('id-ID') + trimmed.slice(1);
}

function kalimat(frasa: string, tps: readonly TpUntukDeskripsi[]): string | null {
  if (tps.length === 0) return null;
  return `${frasa} ${tps.map((tp) => lowerFirst(tp.deskripsi)).join(', ')}.`;
}

/** The student's highest TP score, when his TPs carry no attainment mark and some a score. */
function nilaiTertinggi(tps: readonly TpUntukDeskripsi[]): number | null {
  if (tps.some((tp) => tp.kompeten !== null)) return null;
  const scores = tps.flatMap((tp) => (tp.nilai === null ? [] : [tp.nilai]));
  return scores.length > 0 ? Math.max(...scores) : null;
}

/**
 * The proposal for one student. `kkm`: the pembelajaran's passing mark (kkmOf); a highest TP
 * score below it is proposed as developing, not as good mastery.
 */
export function usulanDeskripsi(
  tps: readonly TpUntukDeskripsi[],
  kkm: number = KKM_BAWAAN,
): UsulanDeskripsi {
  const decided = tps.filter((tp) => tp.kompeten !== null);
  let achieved: TpUntukDeskripsi[] = [];
  let improve: TpUntukDeskripsi[] = [];
  let dasar: UsulanDeskripsi['dasar'] = 'kosong';
  let diBawahKkm: UsulanDeskripsi['diBawahKkm'] = null;
  if (decided.length > 0) {
    dasar = 'ketercapaian';
    achieved = decided.filter((tp) => tp.kompeten === 1);
    improve = decided.filter((tp) => tp.kompeten === 0);
  } else {
    const scored = tps.filter(
      (tp): tp is TpUntukDeskripsi & { nilai: number } => tp.nilai !== null,
    );
    if (scored.length > 0) {
      dasar = 'nilai';
      const highest = Math.max(...scored.map((tp) => tp.nilai));
      const lowest = Math.min(...scored.map((tp) => tp.nilai));
      achieved = scored.filter((tp) => tp.nilai === highest);
      // With one score, or all equal, there is nothing lower to improve on.
      improve = lowest < highest ? scored.filter((tp) => tp.nilai === lowest) : [];
      if (highest < kkm) diBawahKkm = { kkm, nilai: highest };
    }
  }
  return {
    capaian: kalimat(diBawahKkm ? FRASA_CAPAIAN_BERKEMBANG : FRASA_CAPAIAN, achieved),
    perluDitingkatkan: kalimat(FRASA_DITINGKATKAN, improve),
    dasar,
    tpCapaian: achieved.map((tp) => tp.tpId),
    tpDitingkatkan: improve.map((tp) => tp.tpId),
    diBawahKkm,
  };
}

const lower = (text: string) => text.toLocaleLowerCase('id-ID');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `phrase` as whole words (letters and digits around it do not count), any spacing between. */
function phrasePattern(phrase: string, flags: string): RegExp {
  const words = phrase.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, flags);
}

/**
 * The TPs a description names: the TP's own text, as the proposal writes it, found in it as whole
 * words. The longest texts are looked for first and the places they match are taken out, so a TP
 * whose text is part of a longer TP's ("menyusun laporan keuangan sederhana" in "menyusun laporan
 * keuangan sederhana kegiatan usaha") is named only where it stands on its own.
 */
function tpDisebut<T extends Pick<TpUntukDeskripsi, 'tpId' | 'deskripsi'>>(
  text: string | null,
  tps: readonly T[],
): T[] {
  if (!text) return [];
  let haystack = lower(text);
  // TPs worded alike are one text: named together or not at all
  const byText = new Map<string, T[]>();
  for (const tp of tps) {
    const needle = lower(lowerFirst(tp.deskripsi));
    if (needle.length > 0) byText.set(needle, [...(byText.get(needle) ?? []), tp]);
  }
  const named = new Set<T>();
  for (const needle of [...byText.keys()].sort((a, b) => b.length - a.length)) {
    const rest = haystack.replace(phrasePattern(needle, 'gu'), '\n');
    if (rest === haystack) continue;
    for (const tp of byText.get(needle) ?? []) named.add(tp);
    haystack = rest;
  }
  return tps.filter((tp) => named.has(tp));
}

/** TPs whose text appears in both the achieved and the to-improve description. */
export function tpDiKeduaSisi(
  capaian: string | null,
  perluDitingkatkan: string | null,
  tps: readonly Pick<TpUntukDeskripsi, 'tpId' | 'deskripsi'>[],
): string[] {
  const improve = new Set(tpDisebut(perluDitingkatkan, tps).map((tp) => tp.tpId));
  return tpDisebut(capaian, tps)
    .filter((tp) => improve.has(tp.tpId))
    .map((tp) => tp.tpId);
}

/**
 * TPs a description puts on the wrong side (peers M9: a description contradicting the grades):
 * named as achieved while marked tidak tercapai, or as to improve while marked tercapai; between
 * TPs without a mark, named as achieved with a lower score than a TP named as to improve (both
 * are answered). A TP named on both sides is tpDiKeduaSisi's, not counted here.
 */
export function tpBertentangan(
  capaian: string | null,
  perluDitingkatkan: string | null,
  tps: readonly TpUntukDeskripsi[],
): { capaian: string[]; ditingkatkan: string[] } {
  const named = tpDisebut(capaian, tps);
  const improveNamed = tpDisebut(perluDitingkatkan, tps);
  const both = new Set(tpDiKeduaSisi(capaian, perluDitingkatkan, tps));
  const achieved = named.filter((tp) => !both.has(tp.tpId));
  const improve = improveNamed.filter((tp) => !both.has(tp.tpId));
  // the score a TP is judged by: only when it carries no attainment mark
  const score = (tp: TpUntukDeskripsi) => (tp.kompeten === null ? tp.nilai : null) ?? NaN;
  const wrongAchieved = achieved.filter(
    (tp) => tp.kompeten === 0 || improve.some((other) => score(other) > score(tp)),
  );
  const wrongImprove = improve.filter(
    (tp) => tp.kompeten === 1 || achieved.some((other) => score(other) < score(tp)),
  );
  return {
    capaian: wrongAchieved.map((tp) => tp.tpId),
    ditingkatkan: wrongImprove.map((tp) => tp.tpId),
  };
}

/**
 * Words that judge the student instead of describing what to improve. The official assessment
 * guide asks for positive, motivating sentences ("perlu ditingkatkan dalam…", "belum…").
 */
export const KATA_NEGATIF = [
  'tidak mampu',
  'tidak bisa',
  'tidak dapat',
  'tidak menguasai',
  'tidak memahami',
  'tidak paham',
  'tidak pernah',
  'gagal',
  'buruk',
  'jelek',
  'malas',
  'bodoh',
  'lemah',
  'payah',
  'nakal',
  'lamban',
] as const;

/** Whether `phrase` stands in `text` as whole words. */
function hasPhrase(text: string, phrase: string): boolean {
  return phrasePattern(phrase, 'u').test(text);
}

/**
 * The negative words of KATA_NEGATIF in the descriptions, left out where they are part of a TP's
 * own text (a TP may well be about "arus lemah" or "analisis kegagalan").
 */
export function kataNegatif(
  texts: readonly (string | null)[],
  tps: readonly Pick<TpUntukDeskripsi, 'deskripsi'>[],
): string[] {
  let haystack = lower(texts.filter(Boolean).join('\n'));
  if (haystack === '') return [];
  for (const tp of tps) {
    const own = lower(lowerFirst(tp.deskripsi));
    if (own.length > 0) haystack = haystack.split(own).join(' ');
  }
  return KATA_NEGATIF.filter((kata) => hasPhrase(haystack, kata));
}

/**
 * Words that claim a good mastery: the lead phrase of a proposal from the attainment or from
 * passing scores (FRASA_CAPAIAN), and the ways teachers write the same.
 */
export const KLAIM_PENGUASAAN_BAIK = [
  'penguasaan yang baik',
  'penguasaan yang sangat baik',
  'menguasai dengan baik',
  'sangat menguasai',
  'sangat baik',
  'baik sekali',
] as const;

/**
 * A saved achieved text claiming a good mastery (KLAIM_PENGUASAAN_BAIK, not counted inside a TP's
 * own text) although the student's TPs carry no attainment mark and his highest TP score is below
 * the passing mark `kkm` (peers M9: a description contradicting the grades, as the proposal made
 * before it read the passing mark). Answers that score and the mark, or null.
 */
export function klaimDiBawahKkm(
  capaian: string | null,
  tps: readonly TpUntukDeskripsi[],
  kkm: number,
): { kkm: number; nilai: number } | null {
  const nilai = nilaiTertinggi(tps);
  if (capaian === null || nilai === null || nilai >= kkm) return null;
  let haystack = lower(capaian);
  for (const tp of tps) {
    const own = lower(lowerFirst(tp.deskripsi));
    if (own.length > 0) haystack = haystack.split(own).join(' ');
  }
  return KLAIM_PENGUASAAN_BAIK.some((klaim) => hasPhrase(haystack, klaim)) ? { kkm, nilai } : null;
}

/**
 * Another student's name in a description (peers M9: a text copied from one student to another).
 * Only names of at least two words are looked for, so that a one-word name that is also a common
 * word ("Bunga", "Intan") is not taken for a name; a name the student shares is not counted.
 */
export function namaSiswaLain(
  texts: readonly (string | null)[],
  namaSendiri: string,
  namaKelas: readonly string[],
): string | null {
  const haystack = lower(texts.filter(Boolean).join('\n'));
  if (haystack === '') return null;
  const own = lower(namaSendiri.trim().replace(/\s+/g, ' '));
  for (const nama of namaKelas) {
    const tidy = nama.trim().replace(/\s+/g, ' ');
    const name = lower(tidy);
    if (name === own || name.split(' ').length < 2) continue;
    if (hasPhrase(haystack, name)) return tidy;
  }
  return null;
}

export interface DeskripsiSiswa {
  id: string;
  capaian: string | null;
  perluDitingkatkan: string | null;
  usulan: Pick<UsulanDeskripsi, 'dasar' | 'tpCapaian' | 'tpDitingkatkan'>;
}

/**
 * Per student, how many classmates have exactly the same description (case and spacing aside)
 * although what their TPs say of them differs (peers M9: a text copied from student to student):
 * both have something to propose from, and the TPs proposed as achieved or to improve are not the
 * same. Students whose results agree may well share a text; they are not counted.
 */
export function salinanBerbeda(rows: readonly DeskripsiSiswa[]): Map<string, number> {
  const tidy = (text: string | null) =>
    (text ?? '').toLocaleLowerCase('id-ID').replace(/\s+/g, ' ').trim();
  const signature = (usulan: DeskripsiSiswa['usulan']) =>
    `${[...usulan.tpCapaian].sort().join(',')}|${[...usulan.tpDitingkatkan].sort().join(',')}`;
  const byText = new Map<string, DeskripsiSiswa[]>();
  for (const row of rows) {
    const key = `${tidy(row.capaian)}\n${tidy(row.perluDitingkatkan)}`;
    if (key === '\n' || row.usulan.dasar === 'kosong') continue;
    byText.set(key, [...(byText.get(key) ?? []), row]);
  }
  const counts = new Map<string, number>();
  for (const group of byText.values()) {
    for (const row of group) {
      const own = signature(row.usulan);
      const others = group.filter((other) => other !== row && signature(other.usulan) !== own);
      if (others.length > 0) counts.set(row.id, others.length);
    }
  }
  return counts;
}
