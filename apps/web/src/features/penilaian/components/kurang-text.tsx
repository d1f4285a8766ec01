import { useTranslation } from 'react-i18next';
import type { NilaiAsesmenSiswa } from '@erapor/shared/penilaian/nilai-akhir.schemas';

/** What an incomplete Nilai Asesmen lacks, e.g. "kurang 2 nilai TP, SAS belum ada". */
export function KurangText({ kurang }: { kurang: NilaiAsesmenSiswa['kurang'] }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (kurang.tp > 0) parts.push(t('penilaian.nilaiAkhir.kurangTp', { count: kurang.tp }));
  if (kurang.sas) parts.push(t('penilaian.nilaiAkhir.kurangSas'));
  if (parts.length === 0) parts.push(t('penilaian.nilaiAkhir.kurangTanpaTp'));
  return <>{parts.join(', ')}</>;
}
