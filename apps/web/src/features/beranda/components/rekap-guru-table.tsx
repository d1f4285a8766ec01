import { useMemo, useState } from 'react';
import { Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RekapGuru } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { ProgresBar } from './progres-bar';

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
}: {
  rows: readonly RekapGuru[];
  onDetail: (row: RekapGuru) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return rows;
    return rows.filter((row) => (row.nama ?? '').toLowerCase().includes(needle));
  }, [rows, search]);
  const ratio = (done: number, total: number) => t('berandaPenilaian.ratio', { done, total });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('berandaPenilaian.perGuruHint', {
          count: rows.filter((row) => row.guru_id !== null && !guruLengkap(row)).length,
        })}
      </Text>
      <TextInput
        placeholder={t('berandaPenilaian.searchGuru')}
        aria-label={t('berandaPenilaian.searchGuru')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <Table.ScrollContainer minWidth={760} maxHeight={520}>
        <Table
          striped
          highlightOnHover
          stickyHeader
          verticalSpacing="xs"
          aria-label={t('berandaPenilaian.guruRekapLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('berandaPenilaian.guru')}</Table.Th>
              <Table.Th ta="right">{t('berandaPenilaian.pembelajaran')}</Table.Th>
              <Table.Th>{t('berandaPenilaian.lengkap')}</Table.Th>
              <Table.Th>{t('berandaPenilaian.nilaiAkhir')}</Table.Th>
              <Table.Th>{t('berandaPenilaian.deskripsi')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center" py="sm">
                    {t('berandaPenilaian.noGuru')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {shown.map((row) => (
              <Table.Tr key={row.guru_id ?? ''}>
                <Table.Td>
                  <Text size="sm" fw={600} c={row.guru_id === null ? 'dimmed' : undefined}>
                    {row.nama ?? t('berandaPenilaian.tanpaGuru')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{row.pembelajaran}</Table.Td>
                <Table.Td>
                  <ProgresBar
                    done={row.lengkap}
                    total={row.pembelajaran}
                    label={t('berandaPenilaian.lengkap')}
                    text={ratio(row.lengkap, row.pembelajaran)}
                    miw={70}
                  />
                </Table.Td>
                <Table.Td>
                  <ProgresBar
                    done={row.nilai_akhir}
                    total={row.nilai_akhir_target}
                    label={t('berandaPenilaian.nilaiAkhir')}
                    text={ratio(row.nilai_akhir, row.nilai_akhir_target)}
                    miw={90}
                  />
                </Table.Td>
                <Table.Td>
                  <ProgresBar
                    done={row.deskripsi}
                    total={row.nilai_akhir_target}
                    label={t('berandaPenilaian.deskripsi')}
                    text={ratio(row.deskripsi, row.nilai_akhir_target)}
                    miw={90}
                  />
                </Table.Td>
                <Table.Td>
                  {row.guru_id === null ? null : (
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={t('berandaPenilaian.guruDetailOf', { guru: row.nama ?? '' })}
                      onClick={() => onDetail(row)}
                    >
                      {t('berandaPenilaian.detail')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
