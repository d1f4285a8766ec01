import { useTranslation } from 'react-i18next';
import type { PersetujuanPenyesuaian } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { useFormatWaktu } from './format-time';

/**
 * The Waka Kurikulum's decision on a remedial or an adjustment, in words: approved by whom and
 * when, refused with his note, or not decided yet (null).
 */
export function usePersetujuanText() {
  const { t } = useTranslation();
  const formatWaktu = useFormatWaktu();
  return (persetujuan: PersetujuanPenyesuaian | null) =>
    persetujuan === null
      ? t('penilaian.penyesuaian.belumDisetujui')
      : persetujuan.keputusan === 'tolak'
        ? t('penilaian.penyesuaian.ditolak', {
            oleh: persetujuan.oleh ?? '–',
            waktu: formatWaktu(persetujuan.waktu),
            catatan: persetujuan.catatan ?? '',
          })
        : t('penilaian.penyesuaian.disetujui', {
            oleh: persetujuan.oleh ?? '–',
            waktu: formatWaktu(persetujuan.waktu),
          });
}
