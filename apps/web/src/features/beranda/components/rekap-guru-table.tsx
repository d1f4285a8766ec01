import { Button, Group, Table, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RekapGuru } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { formatBatas } from '@erapor/shared/penilaian/batas-penilaian';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { copyText } from '../../../lib/copy-text';
import { notify } from '../../../lib/toast';
import { FinalCells, finalCounts, RatioCell, SearchedTable, SummaryCard } from './searched-table';

const namaOf = (row: RekapGuru) => [row.nama];

/** A teacher's pembelajaran all have every final grade. */
export const guruLengkap = (row: RekapGuru) =>
  row.pembelajaran > 0 && row.lengkap === row.pembelajaran;

/**
 * The school summary per teacher, the least complete first (the server's order): whom the Waka
 * calls as the deadline nears; Detail lists his subjects, each of which opens read-only.
 */
export function RekapGuruTable({
  rows,
  onDetail,
  batas = null,
  batasPts = null,
  zona = 'Asia/Jakarta',
}: {
  rows: readonly RekapGuru[];
  onDetail: (row: RekapGuru) => void;
  /** The grading deadline, named in the reminder. */
  batas?: string | null;
  /**
   * The Nilai Tengah Semester deadline while it is open: the reminder names it and each teacher's
   * mid-semester scores, and counts those behind on them.
   */
  batasPts?: string | null;
  zona?: ZonaWaktu;
}) {
  const { t, i18n } = useTranslation();
  const ptsBehind = (row: RekapGuru) => batasPts !== null && row.pts < row.nilai_akhir_target;
  const behind = rows.filter(
    (row) => row.guru_id !== null && (!guruLengkap(row) || ptsBehind(row)),
  );
  // what the Waka sends to the teachers' group: who is behind, with his counts
  const copyReminder = async () => {
    const lines = [
      batasPts ? t('berandaPenilaian.pengingatJudulPts') : t('berandaPenilaian.pengingatJudul'),
      ...(batasPts
        ? [
            t('berandaPenilaian.pengingatBatasPts', {
              waktu: formatBatas(batasPts, zona, i18n.language),
            }),
          ]
        : []),
      ...(batas
        ? [t('berandaPenilaian.pengingatBatas', { waktu: formatBatas(batas, zona, i18n.language) })]
        : []),
      '',
      ...behind.map((row, index) => {
        const counts = {
          no: index + 1,
          nama: row.nama ?? '',
          nilai: t('berandaPenilaian.ratio', {
            done: row.nilai_akhir,
            total: row.nilai_akhir_target,
          }),
          deskripsi: t('berandaPenilaian.ratio', {
            done: row.deskripsi,
            total: row.nilai_akhir_target,
          }),
          pts: t('berandaPenilaian.ratio', { done: row.pts, total: row.nilai_akhir_target }),
        };
        return batasPts
          ? t('berandaPenilaian.pengingatBarisPts', counts)
          : t('berandaPenilaian.pengingatBaris', counts);
      }),
    ];
    if (await copyText(lines.join('\n')))
      notify('success', t('berandaPenilaian.pengingatDisalin', { count: behind.length }));
    else notify('error', t('berandaPenilaian.pengingatGagal'));
  };
  const detailButton = (row: RekapGuru) =>
    row.guru_id === null ? null : (
      <Button
        size="compact-xs"
        variant="light"
        aria-label={t('berandaPenilaian.guruDetailOf', { guru: row.nama ?? '' })}
        onClick={() => onDetail(row)}
      >
        {t('berandaPenilaian.detail')}
      </Button>
    );
  const namaText = (row: RekapGuru) => row.nama ?? t('berandaPenilaian.tanpaGuru');
  return (
    <SearchedTable
      rows={rows}
      textsOf={namaOf}
      searchLabel={t('berandaPenilaian.searchGuru')}
      label={t('berandaPenilaian.guruRekapLabel')}
      minWidth={860}
      emptyText={t('berandaPenilaian.noGuru')}
      above={
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('berandaPenilaian.perGuruHint', {
              count: rows.filter((row) => row.guru_id !== null && !guruLengkap(row)).length,
            })}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopy size={14} aria-hidden />}
            disabled={behind.length === 0}
            onClick={() => void copyReminder()}
          >
            {t('berandaPenilaian.pengingatSalin')}
          </Button>
        </Group>
      }
      head={[
        <Table.Th key="guru">{t('berandaPenilaian.guru')}</Table.Th>,
        <Table.Th key="pembelajaran" ta="right">
          {t('berandaPenilaian.pembelajaran')}
        </Table.Th>,
        <Table.Th key="lengkap">{t('berandaPenilaian.lengkap')}</Table.Th>,
        <Table.Th key="pts">
          <abbr title={t('berandaPenilaian.ptsFull')}>{t('berandaPenilaian.pts')}</abbr>
        </Table.Th>,
        <Table.Th key="nilai-akhir">{t('berandaPenilaian.nilaiAkhir')}</Table.Th>,
        <Table.Th key="deskripsi">{t('berandaPenilaian.deskripsi')}</Table.Th>,
        <Table.Th key="aksi" />,
      ]}
      renderRow={(row) => (
        <Table.Tr key={row.guru_id ?? ''}>
          <Table.Td>
            <Text size="sm" fw={600} c={row.guru_id === null ? 'dimmed' : undefined}>
              {namaText(row)}
            </Text>
          </Table.Td>
          <Table.Td ta="right">{row.pembelajaran}</Table.Td>
          <RatioCell
            done={row.lengkap}
            total={row.pembelajaran}
            label={t('berandaPenilaian.lengkap')}
            miw={70}
          />
          <RatioCell
            done={row.pts}
            total={row.nilai_akhir_target}
            label={t('berandaPenilaian.ptsFull')}
            miw={90}
          />
          <FinalCells rekap={row} />
          <Table.Td>{detailButton(row)}</Table.Td>
        </Table.Tr>
      )}
      renderCard={(row) => (
        <SummaryCard
          key={row.guru_id ?? ''}
          title={namaText(row)}
          meta={[`${t('berandaPenilaian.pembelajaran')}: ${row.pembelajaran}`]}
          counts={[
            {
              key: 'lengkap',
              label: t('berandaPenilaian.lengkap'),
              short: t('berandaPenilaian.lengkap'),
              done: row.lengkap,
              total: row.pembelajaran,
            },
            {
              key: 'pts',
              label: t('berandaPenilaian.ptsFull'),
              short: t('berandaPenilaian.pts'),
              done: row.pts,
              total: row.nilai_akhir_target,
            },
            ...finalCounts(t, row),
          ]}
          actions={detailButton(row)}
        />
      )}
    />
  );
}
