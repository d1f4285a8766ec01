import { useState } from 'react';
import { ActionIcon, Card, Select, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PD_SORTS, PdItem } from '@erapor/shared/referensi/peserta-didik.schemas';
import { usePdList, usePdOptions, type PdStatus } from '../api/get-peserta-didik';
import { PagedTable, type PagedColumn } from './paged-table';
import { PdDetailDrawer } from './pd-detail-drawer';
import { dash, tempatTanggalLahir } from './person-format';
import { useListParams } from './use-list-params';

type PdSort = (typeof PD_SORTS)[number];

export function PdScreen({ status }: { status: PdStatus }) {
  const { t } = useTranslation();
  const params = useListParams<PdSort>('nama');
  const list = usePdList(status, params.queryString);
  const options = usePdOptions();
  const [detailId, setDetailId] = useState<string | null>(null);
  const tingkat = params.filters.tingkat ?? null;
  const rombelOptions = (options.data?.rombel ?? []).filter(
    (option) => !tingkat || String(option.tingkat) === tingkat,
  );

  const columns: PagedColumn<PdItem, PdSort>[] = [
    {
      key: 'nama',
      header: t('referensi.gtk.nama'),
      sortKey: 'nama',
      render: (row) => (
        <Text fw={500} size="sm">
          {row.nama}
        </Text>
      ),
    },
    {
      key: 'nisn',
      header: t('referensi.pd.nisn'),
      sortKey: 'nisn',
      render: (row) => dash(row.nisn),
    },
    {
      key: 'jk',
      header: t('referensi.gtk.lp'),
      sortKey: 'jenis_kelamin',
      render: (row) => dash(row.jenis_kelamin),
    },
    {
      key: 'ttl',
      header: t('referensi.gtk.ttl'),
      sortKey: 'tanggal_lahir',
      render: (row) => tempatTanggalLahir(row.tempat_lahir, row.tanggal_lahir),
    },
    { key: 'agama', header: t('referensi.gtk.agama'), render: (row) => dash(row.agama) },
    {
      key: 'kelas',
      header: t('referensi.pd.kelas'),
      sortKey: 'kelas',
      render: (row) =>
        row.kelas ?? (
          <Text size="sm" c="dimmed">
            {t('referensi.pd.belumRombel')}
          </Text>
        ),
    },
    {
      key: 'aksi',
      header: t('referensi.aksi'),
      render: (row) => (
        <Tooltip label={t('referensi.detail')}>
          <ActionIcon
            variant="light"
            aria-label={t('referensi.detailOf', { name: row.nama })}
            onClick={() => setDetailId(row.peserta_didik_id)}
          >
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PagedTable
        label={status === 'aktif' ? t('referensi.pd.tableAktif') : t('referensi.pd.tableKeluar')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.peserta_didik_id}
        total={list.data?.total ?? 0}
        page={params.page}
        perPage={params.perPage}
        loading={list.isFetching}
        error={list.error}
        search={params.search}
        onSearch={params.setSearch}
        onPage={params.setPage}
        onPerPage={params.setPerPage}
        sort={params.sort}
        order={params.order}
        onSort={params.toggleSort}
        searchPlaceholder={t('referensi.pd.searchPlaceholder')}
        toolbar={
          status === 'aktif' ? (
            <>
              <Select
                aria-label={t('referensi.pd.tingkat')}
                placeholder={t('referensi.pd.semuaTingkat')}
                data={(options.data?.tingkat ?? []).map((value) => ({
                  value: String(value),
                  label: t('referensi.pd.kelasN', { n: value }),
                }))}
                value={tingkat}
                onChange={(value) => {
                  params.setFilter('tingkat', value);
                  params.setFilter('rombongan_belajar_id', null);
                }}
                clearable
                w={150}
              />
              <Select
                aria-label={t('referensi.pd.rombel')}
                placeholder={t('referensi.pd.semuaRombel')}
                data={rombelOptions.map(({ value, label }) => ({ value, label }))}
                value={params.filters.rombongan_belajar_id ?? null}
                onChange={(value) => params.setFilter('rombongan_belajar_id', value)}
                clearable
                searchable
                w={200}
              />
            </>
          ) : null
        }
      />
      <PdDetailDrawer
        id={detailId}
        pekerjaan={options.data?.pekerjaan ?? []}
        onClose={() => setDetailId(null)}
      />
    </Card>
  );
}
