import { useMemo, useState, type ReactNode } from 'react';
import { Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RekapPenilaian } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { ProgresBar } from './progres-bar';

/**
 * A list of the school summary with a search box over it: the rows any of whose texts holds what
 * is typed (case aside), in a scrolling table with a sticky header, and a line when none match.
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
    </Stack>
  );
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
