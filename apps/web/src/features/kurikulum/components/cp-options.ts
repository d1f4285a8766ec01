import type { TpRef } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { textStart } from '@erapor/shared/text-start';

/**
 * The CP choices of a class: by element, as the catalogue names them. Where the school has two
 * CPs of one element (its own and the official one imported later, or two catalogues' wordings),
 * the label says which is which, and then how each begins, so that the two are not one choice
 * twice.
 */
export function cpOptions(
  cps: TpRef['cp'],
  words: { resmi: string; sekolah: string },
): { value: string; label: string }[] {
  const count = (labels: string[]) => {
    const counts = new Map<string, number>();
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
    return counts;
  };
  const byElemen = count(cps.map((cp) => cp.elemen));
  const withSource = cps.map((cp) =>
    byElemen.get(cp.elemen)! > 1
      ? `${cp.elemen} (${cp.is_dir ? words.resmi : words.sekolah})`
      : cp.elemen,
  );
  const bySource = count(withSource);
  return cps.map((cp, index) => {
    const label = withSource[index]!;
    if (bySource.get(label)! === 1) return { value: String(cp.cp_id), label };
    return { value: String(cp.cp_id), label: `${label}: ${textStart(cp.deskripsi, 60)}` };
  });
}
