import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Above a curriculum list: a user who teaches nothing this semester (a kaprog, a Waka) is told
 * so; one who teaches, but no class of this list's curriculum, is told `lainKurikulum` (CP: none
 * of his classes is Merdeka; KD: none is K13). Nothing while the list of his teaching loads.
 */
export function PembelajaranNotice({
  total,
  ofKind,
  lainKurikulum,
}: {
  /** How many pembelajaran he teaches; undefined while loading. */
  total: number | undefined;
  /** How many of them use this list's curriculum (a list for every curriculum gives none). */
  ofKind?: number;
  lainKurikulum?: string;
}) {
  const { t } = useTranslation();
  const text =
    total === 0
      ? t('kurikulum.common.tanpaPembelajaran')
      : total !== undefined && ofKind === 0
        ? lainKurikulum
        : undefined;
  return text ? (
    <Alert color="blue" mb="md">
      {text}
    </Alert>
  ) : null;
}
