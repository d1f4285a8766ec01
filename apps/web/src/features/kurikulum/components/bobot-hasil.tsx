import { useCallback, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countNilaiAkhirBerbeda } from '../api/kurikulum-api';

// What a row's weights give, shown beside it on Bobot Penilaian: the share of each summative in
// the Nilai Asesmen as the teacher types, and after a save the stored finals that no longer match.

/** A weight as the box holds it: a whole number 1–100, else null (the server names the fault). */
function weightOf(value: number | string): number | null {
  const number =
    typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= 100 ? number : null;
}

/**
 * The share of SLM and SAS in the Nilai Asesmen, in whole percents adding up to 100; null while
 * a weight is not a whole number 1–100.
 */
export function porsiOf(
  materi: number | string,
  akhir: number | string,
): { slm: number; sas: number } | null {
  const slm = weightOf(materi);
  const sas = weightOf(akhir);
  if (slm === null || sas === null) return null;
  const share = Math.round((slm / (slm + sas)) * 100);
  return { slm: share, sas: 100 - share };
}

/**
 * The stored finals that differ from the Nilai Asesmen, per pembelajaran, checked after a save
 * of its weights: `check` asks for the rows saved, `forget` drops a row typed into again.
 */
export function useNilaiAkhirBerbeda() {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const check = useCallback(async (pembelajaranIds: readonly string[]) => {
    const found: Record<string, number> = {};
    await Promise.all(
      pembelajaranIds.map(async (id) => {
        const count = await countNilaiAkhirBerbeda(id);
        if (count) found[id] = count;
      }),
    );
    setCounts(found);
  }, []);
  const forget = useCallback((id: string) => {
    setCounts(({ [id]: _typedAgain, ...rest }) => rest);
  }, []);
  const clear = useCallback(() => setCounts({}), []);
  return { counts, check, forget, clear };
}

/**
 * Beside a row: "SLM 40 % : SAS 60 %" for the weights it shows. The boxes drop a comma or a point
 * without a word (spec §5), so "1,5" becomes 15; the share shows that what was meant is not what
 * will be saved. After a save, how many stored finals no longer match, with the way to the Nilai
 * Akhir screen of that class and subject.
 */
export function BobotHasil({
  materi,
  akhir,
  berbeda,
  pembelajaranId,
  name,
}: {
  materi: number | string;
  akhir: number | string;
  berbeda: number | undefined;
  pembelajaranId: string;
  /** Subject and class, naming the link. */
  name: string;
}) {
  const { t } = useTranslation();
  const porsi = porsiOf(materi, akhir);
  return (
    <>
      {porsi ? (
        <Text size="xs" c="dimmed">
          {t('kurikulum.bobot.porsiNilai', porsi)}
        </Text>
      ) : null}
      {berbeda ? (
        <Text size="xs" c="orange.8" maw={260}>
          {t('kurikulum.bobot.berbeda', { count: berbeda })}{' '}
          <Anchor
            component={Link}
            to={`/penilaian/nilai-akhir?pembelajaran_id=${pembelajaranId}`}
            size="xs"
            aria-label={t('kurikulum.bobot.periksaOf', { name })}
          >
            {t('kurikulum.bobot.periksa')}
          </Anchor>
        </Text>
      ) : null}
    </>
  );
}
