import { useMemo, useState, type ReactNode } from 'react';
import { Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { RekapPenilaian } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { ProgresBar } from './progres-bar';

/** Where the school summary's tables turn into cards: Mantine's `sm`, as the teacher's own list. */
const PHONE = '(max-width: 48em)';

/**
 * A list of the school summary with a search box over it: the rows any of whose texts holds what
 * is typed (case aside), in a scrolling table with a sticky header, and a line when none match.
 * On a phone, given `renderCard`, each row is a card instead: a table as wide as the counts needs
 * would show only its name columns, every number off the screen to the right.
 */
export function SearchedTable<T>({
  rows,
  textsOf,
  searchLabel,
  label,
  minWidth,
  head,
  emptyText,
  renderRow,
  renderCard,
  above,
}: {
  rows: readonly T[];
  textsOf: (row: T) => readonly (string | null)[];
  searchLabel: string;
  label: string;
  minWidth: number;
  /** The header cells. */
  head: ReactNode[];
  emptyText: string;
  renderRow: (row: T) => ReactNode;
  /** A row as a card on a phone (a `SummaryCard`). */
  renderCard?: (row: T) => ReactNode;
  /** Said above the search box; a function gets the rows the search leaves. */
  above?: ReactNode | ((shown: readonly T[]) => ReactNode);
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return rows;
    return rows.filter((row) =>
      textsOf(row).some((text) => (text ?? '').toLowerCase().includes(needle)),
    );
  }, [rows, search, textsOf]);
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  return (
    <Stack gap="xs">
      {typeof above === 'function' ? above(shown) : above}
      <TextInput
        placeholder={searchLabel}
        aria-label={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {phone && renderCard ? (
        <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars="y">
          <Stack
            gap="sm"
            component="ul"
            aria-label={label}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {shown.map(renderCard)}
          </Stack>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="sm">
              {emptyText}
            </Text>
          ) : null}
        </ScrollArea.Autosize>
      ) : (
        <Table.ScrollContainer minWidth={minWidth} maxHeight={520}>
          <Table striped highlightOnHover stickyHeader verticalSpacing="xs" aria-label={label}>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={head.length}>
                    <Text size="sm" c="dimmed" ta="center" py="sm">
                      {emptyText}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {shown.map(renderRow)}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** A count of a summary card: what is counted, how many are done of how many expected. */
export interface SummaryCount {
  key: string;
  /** The bar's accessible name. */
  label: string;
  /** Shown before the numbers. */
  short: string;
  done: number;
  total: number;
}

/** A row of the school summary on a phone: its name, lines about it, its counts, its actions. */
export function SummaryCard({
  title,
  meta,
  counts,
  actions,
}: {
  title: ReactNode;
  /** Each on a line of its own, so that a wali's long name does not split "Siswa: 36". */
  meta?: readonly string[];
  counts: readonly SummaryCount[];
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Text fw={600} size="sm">
        {title}
      </Text>
      {meta?.map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} my="xs">
        {counts.map((count) => (
          <ProgresBar
            key={count.key}
            done={count.done}
            total={count.total}
            label={count.label}
            text={`${count.short} ${t('berandaPenilaian.ratio', { done: count.done, total: count.total })}`}
            miw={0}
          />
        ))}
      </SimpleGrid>
      {actions ? (
        <Group justify="flex-end" align="flex-end" gap="xs">
          {actions}
        </Group>
      ) : null}
    </Paper>
  );
}

/** The counts of `FinalCells` on a card: finals and descriptions, each stored of expected. */
export function finalCounts(t: TFunction, rekap: RekapPenilaian): SummaryCount[] {
  return [
    {
      key: 'nilai-akhir',
      label: t('berandaPenilaian.nilaiAkhir'),
      short: t('berandaPenilaian.nilaiAkhir'),
      done: rekap.nilai_akhir,
      total: rekap.nilai_akhir_target,
    },
    {
      key: 'deskripsi',
      label: t('berandaPenilaian.deskripsi'),
      short: t('berandaPenilaian.deskripsi'),
      done: rekap.deskripsi,
      total: rekap.nilai_akhir_target,
    },
  ];
}

/** A table cell with "done/total" over a bar (a school summary's count against what is expected). */
export function RatioCell({
  done,
  total,
  label,
  miw,
}: {
  done: number;
  total: number;
  label: string;
  miw: number;
}) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <ProgresBar
        done={done}
        total={total}
        label={label}
        text={t('berandaPenilaian.ratio', { done, total })}
        miw={miw}
      />
    </Table.Td>
  );
}

/** The finals and the descriptions of a group of pembelajaran, each stored of expected. */
export function FinalCells({ rekap }: { rekap: RekapPenilaian }) {
  const { t } = useTranslation();
  return (
    <>
      <RatioCell
        done={rekap.nilai_akhir}
        total={rekap.nilai_akhir_target}
        label={t('berandaPenilaian.nilaiAkhir')}
        miw={90}
      />
      <RatioCell
        done={rekap.deskripsi}
        total={rekap.nilai_akhir_target}
        label={t('berandaPenilaian.deskripsi')}
        miw={90}
      />
    </>
  );
}
