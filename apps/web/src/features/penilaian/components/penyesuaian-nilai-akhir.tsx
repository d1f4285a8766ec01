import { Badge, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PenyesuaianNilai } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { useFormatWaktu } from '../../../components/grade-grid/format-time';
import { useJenisWords } from '../../../components/grade-grid/penyesuaian-form';
import { usePersetujuanText } from '../../../components/grade-grid/persetujuan-text';

/**
 * Who set the final after a remedial or an adjustment, when, from what, and why; and whether the
 * Waka Kurikulum approved it, or refused it (with his note).
 */
function usePenyesuaianText(penyesuaian: PenyesuaianNilai) {
  const { t } = useTranslation();
  const formatWaktu = useFormatWaktu();
  const words = useJenisWords();
  const persetujuanText = usePersetujuanText();
  const approval = persetujuanText(penyesuaian.persetujuan);
  const made = t('penilaian.penyesuaian.keterangan', {
    jenis: words.nama[penyesuaian.jenis],
    lama: penyesuaian.nilai_lama ?? '–',
    oleh: penyesuaian.oleh ?? '–',
    waktu: formatWaktu(penyesuaian.waktu),
    alasan: penyesuaian.alasan,
  });
  // the teacher's reason ends the first sentence, usually without its full stop
  return `${made.trimEnd()}${/[.!?…]$/.test(made.trimEnd()) ? '' : '.'} ${approval}`;
}

/** Marks a stored final that a remedial or an adjustment set; its reason on hover. */
export function PenyesuaianBadge({ penyesuaian }: { penyesuaian: PenyesuaianNilai }) {
  const words = useJenisWords();
  const text = usePenyesuaianText(penyesuaian);
  return (
    <Tooltip label={text} multiline w={320}>
      <Badge
        size="sm"
        variant="light"
        color={
          penyesuaian.persetujuan?.keputusan === 'tolak'
            ? 'red'
            : penyesuaian.jenis === 'remedial'
              ? 'teal'
              : 'grape'
        }
        aria-label={text}
        style={{ flexShrink: 0, cursor: 'help' }}
      >
        {words.badge[penyesuaian.jenis]}
      </Badge>
    </Tooltip>
  );
}

/** The reason of the stored final, written out, for the breakdown. */
export function PenyesuaianText({ penyesuaian }: { penyesuaian: PenyesuaianNilai }) {
  return (
    <Text size="sm" data-testid="rincian-penyesuaian">
      {usePenyesuaianText(penyesuaian)}
    </Text>
  );
}
