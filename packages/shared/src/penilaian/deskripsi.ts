/**
 * Proposed Capaian Kompetensi texts (domain §5.2, peers M9): from the TP attainment the teacher
 * set, or — when none is set — from the TP scores, the highest as achieved and the lowest as to
 * improve, as the official assessment guide advises.
 */

export const FRASA_CAPAIAN = 'Menunjukkan penguasaan yang baik dalam';
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
}

function lowerFirst(text: string): string {
  const trimmed = text.trim().replace(/[.\s]+$/, '');
  return trimmed.charAt(0).toLocaleLowerCase('id-ID') + trimmed.slice(1);
}

function kalimat(frasa: string, tps: readonly TpUntukDeskripsi[]): string | null {
  if (tps.length === 0) return null;
  return `${frasa} ${tps.map((tp) => lowerFirst(tp.deskripsi)).join(', ')}.`;
}

export function usulanDeskripsi(tps: readonly TpUntukDeskripsi[]): UsulanDeskripsi {
  const decided = tps.filter((tp) => tp.kompeten !== null);
  let achieved: TpUntukDeskripsi[] = [];
  let improve: TpUntukDeskripsi[] = [];
  let dasar: UsulanDeskripsi['dasar'] = 'kosong';
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
    }
  }
  return {
    capaian: kalimat(FRASA_CAPAIAN, achieved),
    perluDitingkatkan: kalimat(FRASA_DITINGKATKAN, improve),
    dasar,
    tpCapaian: achieved.map((tp) => tp.tpId),
    tpDitingkatkan: improve.map((tp) => tp.tpId),
  };
}

/** TPs whose text appears in both the achieved and the to-improve description. */
export function tpDiKeduaSisi(
  capaian: string | null,
  perluDitingkatkan: string | null,
  tps: readonly Pick<TpUntukDeskripsi, 'tpId' | 'deskripsi'>[],
): string[] {
  if (!capaian || !perluDitingkatkan) return [];
  const a = capaian.toLocaleLowerCase('id-ID');
  const b = perluDitingkatkan.toLocaleLowerCase('id-ID');
  return tps
    .filter((tp) => {
      const text = lowerFirst(tp.deskripsi).toLocaleLowerCase('id-ID');
      return text.length > 0 && a.includes(text) && b.includes(text);
    })
    .map((tp) => tp.tpId);
}
