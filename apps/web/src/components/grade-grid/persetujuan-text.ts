import { useTranslation } from 'react-i18next';
import type { PersetujuanPenyesuaian } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { formatTime } from './format-time';

/**
 * The Waka Kurikulum's decision on a remedial or an adjustment, in words: approved by whom and
 * when, refused with his note, or not decided yet (null).
 */
export function usePersetujuanText() {
  const { t, i18n } = useTranslation();
  return (persetujuan: PersetujuanPenyesuaian | null) =>
    persetujuan === null
      ? t('penilaian.penyesuaian.belumDisetujui')
      : persetujuan.keputusan === 'tolak'
        ? t('penilaian.penyesuaian.ditolak', {
            oleh: persetujuan.oleh ?? '–',
            waktu: formatTime(persetujuan.waktu, i18n.language),
            catatan: persetujuan.catatan ?? '',
          })
        : t('penilaian.penyesuaian.disetujui', {
            oleh: persetujuan.oleh ?? '–',
            waktu: formatTime(persetujuan.waktu, i18n.language),
          });
}
