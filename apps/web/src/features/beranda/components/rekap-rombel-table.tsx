import { Badge, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconHistory, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RekapRombel } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { FinalCells, finalCounts, RatioCell, SearchedTable, SummaryCard } from './searched-table';

/**
 * What the administrator does with a class's lock from the school summary (decision 0021): lock
 * an open class, open a locked one, and read its whole lock log. The Waka gets none of them.
 */
export interface RombelKunciActions {
  onLock: (row: RekapRombel) => void;
  onUnlock: (row: RekapRombel) => void;
  onRiwayat: (row: RekapRombel) => void;
}

const rombelTexts = (row: RekapRombel) => [row.nama, row.wali];

/** A class's lock: the badge when locked, and the administrator's actions on it. */
function KunciCell({ row, actions }: { row: RekapRombel; actions: RombelKunciActions | null }) {
  const { t } = useTranslation();
  const rombel = row.nama;
  return (
    <Stack gap={4} align="flex-start">
      {row.kunci_nilai ? (
        <Badge
          size="sm"
          color="red"
          variant="light"
          leftSection={<IconLock size={12} aria-hidden />}
        >
          {t('berandaPenilaian.locked')}
        </Badge>
      ) : null}
      {actions ? (
        <Group gap={4} wrap="nowrap">
          {row.kunci_nilai ? (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconLockOpen size={12} aria-hidden />}
              aria-label={t('berandaPenilaian.bukaKunciOf', { rombel })}
              onClick={() => actions.onUnlock(row)}
            >
              {t('berandaPenilaian.bukaKunci')}
            </Button>
          ) : (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconLock size={12} aria-hidden />}
              aria-label={t('berandaPenilaian.kunciOf', { rombel })}
              onClick={() => actions.onLock(row)}
            >
              {t('berandaPenilaian.kunciAksi')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<IconHistory size={12} aria-hidden />}
            aria-label={t('berandaPenilaian.logOf', { rombel })}
            onClick={() => actions.onRiwayat(row)}
          >
            {t('berandaPenilaian.logRiwayat')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The school summary per class (regular and elective), searchable by class or wali. */
export function RekapRombelTable({
  rows,
  onDetail,
  kunci,
}: {
  rows: readonly RekapRombel[];
  onDetail: (row: RekapRombel) => void;
  /** The administrator's lock actions; without them the lock is only shown. */
  kunci: RombelKunciActions | null;
}) {
  const { t } = useTranslation();
  const detailButton = (row: RekapRombel) => (
    <Button
      size="compact-xs"
      variant="light"
      aria-label={t('berandaPenilaian.detailOf', { rombel: row.nama })}
      onClick={() => onDetail(row)}
    >
      {t('berandaPenilaian.detail')}
    </Button>
  );
  return (
    <SearchedTable
      rows={rows}
      textsOf={rombelTexts}
      searchLabel={t('berandaPenilaian.searchRombel')}
      label={t('berandaPenilaian.rombelTableLabel')}
      minWidth={kunci ? 1000 : 900}
      emptyText={t('berandaPenilaian.noRombel')}
      head={[
        <Table.Th key="rombel">{t('berandaPenilaian.rombel')}</Table.Th>,
        <Table.Th key="wali">{t('berandaPenilaian.wali')}</Table.Th>,
        <Table.Th key="siswa" ta="right">
          {t('berandaPenilaian.siswa')}
        </Table.Th>,
        <Table.Th key="pembelajaran" ta="right">
          {t('berandaPenilaian.pembelajaran')}
        </Table.Th>,
        <Table.Th key="dipetakan">{t('berandaPenilaian.dipetakan')}</Table.Th>,
        <Table.Th key="nilai-akhir">{t('berandaPenilaian.nilaiAkhir')}</Table.Th>,
        <Table.Th key="deskripsi">{t('berandaPenilaian.deskripsi')}</Table.Th>,
        <Table.Th key="kunci">{t('berandaPenilaian.kunci')}</Table.Th>,
        <Table.Th key="aksi" />,
      ]}
      renderRow={(row) => (
        <Table.Tr key={row.rombongan_belajar_id}>
          <Table.Td>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {row.nama}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{row.wali ?? '—'}</Text>
          </Table.Td>
          <Table.Td ta="right">{row.siswa}</Table.Td>
          <Table.Td ta="right">{row.pembelajaran}</Table.Td>
          <RatioCell
            done={row.dipetakan}
            total={row.pembelajaran}
            label={t('berandaPenilaian.dipetakan')}
            miw={70}
          />
          <FinalCells rekap={row} />
          <Table.Td>
            <KunciCell row={row} actions={kunci} />
          </Table.Td>
          <Table.Td>{detailButton(row)}</Table.Td>
        </Table.Tr>
      )}
      renderCard={(row) => (
        <SummaryCard
          key={row.rombongan_belajar_id}
          title={row.nama}
          meta={[
            `${t('berandaPenilaian.wali')}: ${row.wali ?? '—'}`,
            `${t('berandaPenilaian.siswa')}: ${row.siswa} · ${t('berandaPenilaian.pembelajaran')}: ${row.pembelajaran}`,
          ]}
          counts={[
            {
              key: 'dipetakan',
              label: t('berandaPenilaian.dipetakan'),
              short: t('berandaPenilaian.dipetakan'),
              done: row.dipetakan,
              total: row.pembelajaran,
            },
            ...finalCounts(t, row),
          ]}
          actions={
            <>
              {/* the lock on the left, Detail on the right as on every card */}
              <Box mr="auto">
                <KunciCell row={row} actions={kunci} />
              </Box>
              {detailButton(row)}
            </>
          }
        />
      )}
    />
  );
}
