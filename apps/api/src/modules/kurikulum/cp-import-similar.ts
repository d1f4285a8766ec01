import type { CpImportIssue } from '@erapor/shared/kurikulum/cp-import.schemas';
import { textStart } from '@erapor/shared/text-start';
import type { Db } from '../../db/client';
import { cpTextsOf } from './kurikulum.repository';
import { compactText } from './kunci';

interface SimilarNote {
  issue: CpImportIssue;
  /** The CP the row resembles. */
  cpId: number;
}

/**
 * The school's CPs another wording of which a catalogue row may be: the same subject and phase,
 * and the same element as an official CP, or the same text as any, once spaces, case and
 * punctuation are set aside. Importing a second catalogue (ref_cp_2.xlsx after ref_cp.xlsx) would
 * otherwise put a parallel CP beside most official ones.
 *
 * A school CP (written by a teacher) with the same element is no second wording of the official
 * one, but teachers would then see two CPs of that element side by side; `sameSchoolElemen` tells
 * the administrator so, without holding the row back.
 */
export async function similarCps(db: Db, sekolahId: string, mapelIds: number[]) {
  const notes = new Map<string, SimilarNote>();
  const schoolElemen = new Map<string, { cpId: number; elemen: string; deskripsi: string }[]>();
  const quoted = (text: string) => `"${textStart(text, 80)}"`;
  for (const cp of await cpTextsOf(db, sekolahId, mapelIds)) {
    const at = `${cp.mataPelajaranId}|${cp.fase}`;
    if (cp.isDir) {
      notes.set(`${at}|e|${compactText(cp.elemen)}`, {
        cpId: cp.cpId,
        issue: {
          field: 'elemen',
          message: `Mirip CP resmi yang sudah ada dengan elemen ${quoted(cp.elemen)} (hanya berbeda spasi, huruf besar atau tanda baca); rumusan lain dari CP yang sama.`,
        },
      });
    } else {
      const key = `${at}|${compactText(cp.elemen)}`;
      schoolElemen.set(key, [...(schoolElemen.get(key) ?? []), cp]);
    }
    notes.set(`${at}|d|${compactText(cp.deskripsi)}`, {
      cpId: cp.cpId,
      issue: {
        field: 'deskripsi',
        message: `Sama dengan deskripsi CP yang sudah ada (elemen ${quoted(cp.elemen)}), hanya berbeda spasi, huruf besar atau tanda baca.`,
      },
    });
  }
  return {
    of: (mapelId: number, fase: string, elemen: string, deskripsi: string) =>
      notes.get(`${mapelId}|${fase}|d|${compactText(deskripsi)}`) ??
      notes.get(`${mapelId}|${fase}|e|${compactText(elemen)}`) ??
      null,
    sameSchoolElemen(
      mapelId: number,
      fase: string,
      elemen: string,
      like: SimilarNote | null,
    ): CpImportIssue | null {
      // the school CP the row is already said to resemble is not named twice
      const others = (schoolElemen.get(`${mapelId}|${fase}|${compactText(elemen)}`) ?? []).filter(
        (cp) => cp.cpId !== like?.cpId,
      );
      if (others.length === 0) return null;
      const which =
        others.length === 1
          ? `CP sekolah (buatan guru) ${quoted(others[0]!.elemen)} (${quoted(others[0]!.deskripsi)})`
          : `${others.length} CP sekolah (buatan guru) ${quoted(others[0]!.elemen)}`;
      return {
        field: 'elemen',
        message: `Sama elemen dengan ${which}. Catatan saja, tidak menghalangi penyimpanan: bila disimpan, guru melihat keduanya, ditandai Resmi dan Sekolah.`,
      };
    },
  };
}
