import { Badge, Card, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MAPEL_SORTS, MapelItem } from '@erapor/shared/referensi/rombel.schemas';
import { useMapelList } from '../api/get-rombel';
import { PagedTable, type PagedColumn } from './paged-table';
import { dash } from './person-format';
import { useListParams } from './use-list-params';

type MapelSort = (typeof MAPEL_SORTS)[number];

/** Every subject taught this semester, class by class. */
export function MapelScreen() {
  const { t } = useTranslation();
  const params = useListParams<MapelSort>('kelas', 25);
  const list = useMapelList(params.queryString);
  const columns: PagedColumn<MapelItem, MapelSort>[] = [
    { key: 'kelas', header: t('referensi.pd.kelas'), sortKey: 'kelas', render: (row) => row.kelas },
    {
      key: 'id',
      header: t('referensi.mapel.idMapel'),
      sortKey: 'mata_pelajaran_id',
      render: (row) => row.mata_pelajaran_id,
    },
    {
      key: 'ref',
      header: t('referensi.mapel.namaReferensi'),
      render: (row) => dash(row.mata_pelajaran),
    },
    {
      key: 'nama',
      header: t('referensi.mapel.namaTampil'),
      sortKey: 'nama_mata_pelajaran',
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.nama_mata_pelajaran}
        </Text>
      ),
    },
    {
      key: 'guru',
      header: t('referensi.mapel.guru'),
      sortKey: 'guru',
      render: (row) => dash(row.guru),
    },
    {
      key: 'status',
      header: t('referensi.rombel.status'),
      render: (row) => (
        // whole, however the other columns squeeze this one: "SIAP DINI…" says nothing
        <Badge color={row.siap_dinilai ? 'green' : 'gray'} variant="light" miw="max-content">
          {row.siap_dinilai ? t('referensi.rombel.siap') : t('referensi.rombel.belumSiap')}
        </Badge>
      ),
    },
  ];
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PagedTable
        label={t('referensi.mapel.tableLabel')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.pembelajaran_id}
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
        searchPlaceholder={t('referensi.mapel.searchPlaceholder')}
        toolbar={
          <Select
            aria-label={t('referensi.pd.rombel')}
            placeholder={t('referensi.pd.semuaRombel')}
            data={list.data?.rombel ?? []}
            value={params.filters.rombongan_belajar_id ?? null}
            onChange={(value) => params.setFilter('rombongan_belajar_id', value)}
            clearable
            searchable
            w={220}
          />
        }
      />
    </Card>
  );
}
