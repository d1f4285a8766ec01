import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PenyesuaianSekolah } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { useFormatWaktu } from '../../../components/grade-grid/format-time';

/** The texts a list of remedials and adjustments is searched by. */
export const penyesuaianTexts = (row: PenyesuaianSekolah, t: TFunction) => [
  row.rombel,
  row.nama_mata_pelajaran,
  row.nama,
  row.oleh,
  row.alasan,
  komponenText(row, t),
  row.persetujuan?.catatan ?? null,
];

/** The score it changed: a TP's, a SAS part's, or the final. */
function komponenText(row: PenyesuaianSekolah, t: TFunction): string {
  if (row.tp !== null) return t('berandaPenilaian.penyesuaian.tp', { tp: row.tp });
  if (row.sas !== null) {
    return t('berandaPenilaian.penyesuaian.sas', {
      bagian:
        row.sas === 'tes'
          ? t('berandaPenilaian.penyesuaian.bagianSas.tes')
          : t('berandaPenilaian.penyesuaian.bagianSas.non-tes'),
    });
  }
  return t('berandaPenilaian.penyesuaian.nilaiAkhir');
}

/** When it was made, and by whom. */
export function WaktuOleh({ row }: { row: PenyesuaianSekolah }) {
  const formatWaktu = useFormatWaktu();
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatWaktu(row.waktu)}
      </Text>
      <Text size="xs" c="dimmed">
        {row.oleh ?? '–'}
      </Text>
    </>
  );
}

/**
 * What was changed: remedial or adjusted, old → new, and the TP (whole on hover), the SAS part or
 * the final.
 */
function PenyesuaianNilaiCell({ row }: { row: PenyesuaianSekolah }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge size="sm" variant="light" color={row.jenis === 'remedial' ? 'teal' : 'grape'}>
        {row.jenis === 'remedial'
          ? t('berandaPenilaian.penyesuaian.remedial')
          : t('berandaPenilaian.penyesuaian.adjust')}
      </Badge>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.nilai_lama ?? '–'} → {row.nilai_baru ?? '–'}
      </Text>
      <Text
        size="xs"
        c="dimmed"
        lineClamp={2}
        data-testid="penyesuaian-komponen"
        // the whole TP on hover: two lines show its beginning
        title={row.tp ?? undefined}
      >
        {komponenText(row, t)}
      </Text>
    </Stack>
  );
}

/** The student, what was changed and the reason given: three cells of a list's row. */
export function SiswaNilaiAlasan({ row }: { row: PenyesuaianSekolah }) {
  return (
    <>
      <Table.Td>{row.nama}</Table.Td>
      <Table.Td>
        <PenyesuaianNilaiCell row={row} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.alasan}</Text>
      </Table.Td>
    </>
  );
}

/**
 * The Waka's decision on it: approved or refused, by whom and when, a refusal's note, and whether
 * the score was changed again since (the teacher acted on the refusal).
 */
export function KeputusanCell({
  persetujuan,
  diubahLagi,
}: {
  persetujuan: NonNullable<PenyesuaianSekolah['persetujuan']>;
  diubahLagi: boolean;
}) {
  const { t } = useTranslation();
  const formatWaktu = useFormatWaktu();
  const ditolak = persetujuan.keputusan === 'tolak';
  return (
    <Stack gap={2} align="flex-start">
      <Badge size="sm" variant="light" color={ditolak ? 'red' : 'green'}>
        {ditolak
          ? t('berandaPenilaian.penyesuaian.ditolak')
          : t('berandaPenilaian.penyesuaian.disetujui')}
      </Badge>
      <Text size="xs" c="dimmed">
        {persetujuan.oleh ?? '–'}, {formatWaktu(persetujuan.waktu)}
      </Text>
      {persetujuan.catatan !== null ? <Text size="xs">{persetujuan.catatan}</Text> : null}
      {ditolak && diubahLagi ? (
        <Text size="xs" c="dimmed" fs="italic">
          {t('berandaPenilaian.penyesuaian.diubahLagi')}
        </Text>
      ) : null}
    </Stack>
  );
}
