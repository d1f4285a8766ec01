import { useCallback, useEffect, useMemo, useState } from 'react';
import { Card, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PembelajaranProgres } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { BatasPtsNotice, StatusPenilaianNotice } from '../../../components/status-penilaian-notice';
import { HalamanPagination } from '../../beranda/components/halaman-pagination';
import { LihatNilaiModal } from '../../beranda/components/lihat-nilai';
import { PenilaianState } from '../../beranda/components/penilaian-state';
import { ProgresTable } from '../../beranda/components/progres-table';
import { useMonitoringPenilaian } from '../api/get-monitoring-penilaian';

/** Rows a page shows: a class or two, readable without scrolling far. */
export const MONITORING_PAGE_SIZE = 25;

/**
 * What the report card still lacks of a pembelajaran: it cannot be graded yet (not mapped), or a
 * student has no final grade or no description.
 */
export function belumLengkap(row: PembelajaranProgres): boolean {
  const { progres } = row;
  return (
    !row.siap_dinilai || progres.nilai_akhir < progres.siswa || progres.deskripsi < progres.siswa
  );
}

interface Filters {
  tingkat: string | null;
  rombel: string | null;
  cari: string;
  belum: boolean;
  halaman: number;
}

const paramsOf = (filters: Filters) => {
  const entries: [string, string | null][] = [
    ['tingkat', filters.tingkat],
    ['rombel', filters.rombel],
    ['cari', filters.cari.trim() === '' ? null : filters.cari],
    ['belum', filters.belum ? '1' : null],
    ['hal', filters.halaman > 1 ? String(filters.halaman) : null],
  ];
  return new URLSearchParams(
    entries.flatMap(([key, value]) => (value === null ? [] : [[key, value]])),
  );
};

/**
 * The filters, written to the address so that a reload or a shared link keeps them. They are
 * read from it once: the screen's state is the truth, since two changes in a row (a class
 * picked, then a word typed) must not read an address not yet updated.
 */
function useFilters(): [Filters, (change: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => ({
    tingkat: params.get('tingkat'),
    rombel: params.get('rombel'),
    cari: params.get('cari') ?? '',
    belum: params.get('belum') === '1',
    halaman: Math.max(1, Number.parseInt(params.get('hal') ?? '1', 10) || 1),
  }));
  useEffect(() => {
    setParams(paramsOf(filters), { replace: true });
  }, [filters, setParams]);
  const update = useCallback(
    (change: Partial<Filters>) => setFilters((current) => ({ ...current, halaman: 1, ...change })),
    [],
  );
  return [filters, update];
}

function MonitoringList({ rows }: { rows: readonly PembelajaranProgres[] }) {
  const { t } = useTranslation();
  const [filters, update] = useFilters();
  const [lihat, setLihat] = useState<PembelajaranProgres | null>(null);

  const tingkatOptions = useMemo(
    () =>
      [...new Set(rows.map((row) => row.tingkat))]
        .sort((a, b) => a - b)
        .map((tingkat) => ({
          value: String(tingkat),
          label: t('berandaPenilaian.tingkatLabel', { tingkat }),
        })),
    [rows, t],
  );
  const rombelOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of rows) {
      if (filters.tingkat !== null && String(row.tingkat) !== filters.tingkat) continue;
      seen.set(row.rombongan_belajar_id, row.rombel);
    }
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [rows, filters.tingkat]);

  const needle = filters.cari.trim().toLocaleLowerCase('id');
  const matching = rows.filter(
    (row) =>
      (filters.tingkat === null || String(row.tingkat) === filters.tingkat) &&
      (filters.rombel === null || row.rombongan_belajar_id === filters.rombel) &&
      (needle === '' ||
        row.nama_mata_pelajaran.toLocaleLowerCase('id').includes(needle) ||
        (row.guru ?? '').toLocaleLowerCase('id').includes(needle)),
  );
  const behind = matching.filter(belumLengkap);
  const shown = filters.belum ? behind : matching;
  const pages = Math.max(1, Math.ceil(shown.length / MONITORING_PAGE_SIZE));
  const page = Math.min(filters.halaman, pages);
  const pageRows = shown.slice((page - 1) * MONITORING_PAGE_SIZE, page * MONITORING_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('berandaPenilaian.monitoring.tingkat')}
          placeholder={t('berandaPenilaian.monitoring.semua')}
          data={tingkatOptions}
          value={filters.tingkat}
          onChange={(tingkat) => update({ tingkat, rombel: null })}
          clearable
          w={160}
        />
        <Select
          label={t('berandaPenilaian.rombel')}
          placeholder={t('berandaPenilaian.monitoring.semua')}
          data={rombelOptions}
          value={
            rombelOptions.some((option) => option.value === filters.rombel) ? filters.rombel : null
          }
          onChange={(rombel) => update({ rombel })}
          searchable
          clearable
          w={200}
        />
        <TextInput
          label={t('berandaPenilaian.monitoring.cari')}
          placeholder={t('berandaPenilaian.monitoring.cariPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.cari}
          onChange={(event) => update({ cari: event.currentTarget.value })}
          w={280}
        />
        <Switch
          label={t('berandaPenilaian.monitoring.belum')}
          checked={filters.belum}
          onChange={(event) => update({ belum: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
      <Text size="sm" c="dimmed" data-testid="monitoring-ringkasan">
        {t('berandaPenilaian.monitoring.ringkasan', {
          count: matching.length,
          belum: behind.length,
        })}
      </Text>
      {pageRows.length === 0 ? (
        <Text size="sm">
          {filters.belum && matching.length > 0
            ? t('berandaPenilaian.monitoring.semuaLengkap')
            : t('berandaPenilaian.monitoring.kosong')}
        </Text>
      ) : (
        <ProgresTable
          rows={pageRows}
          variant="sekolah"
          label={t('berandaPenilaian.monitoring.tableLabel')}
          onLihat={setLihat}
        />
      )}
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('berandaPenilaian.monitoring.halaman', {
              from: (page - 1) * MONITORING_PAGE_SIZE + 1,
              to: (page - 1) * MONITORING_PAGE_SIZE + pageRows.length,
              total: shown.length,
            })}
          </Text>
          <HalamanPagination
            total={pages}
            value={page}
            onChange={(halaman) => update({ halaman })}
          />
        </Group>
      ) : null}
      <LihatNilaiModal row={lihat} onClose={() => setLihat(null)} />
    </Stack>
  );
}

/**
 * Monitoring › Nilai Akademik: the Waka finds which subjects of which classes still lack final
 * grades or descriptions, by grade level, class, subject or teacher, and opens their grades
 * read-only (with each cell's history).
 */
export function MonitoringPenilaianScreen() {
  const query = useMonitoringPenilaian();
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PenilaianState query={query}>
        {(data) => (
          <Stack gap="md">
            <StatusPenilaianNotice status={data} />
            <BatasPtsNotice status={data} />
            <MonitoringList rows={data.pembelajaran} />
          </Stack>
        )}
      </PenilaianState>
    </Card>
  );
}
