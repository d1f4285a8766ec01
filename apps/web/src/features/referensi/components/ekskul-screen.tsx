import { useState } from 'react';
import { Badge, Button, Card, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EKSKUL_SORTS, EkskulItem } from '@erapor/shared/referensi/rombel.schemas';
import { useEkskulList } from '../api/get-rombel';
import { AnggotaModal } from './anggota-modal';
import { PagedTable, type PagedColumn } from './paged-table';
import { dash } from './person-format';
import { useListParams } from './use-list-params';

type EkskulSort = (typeof EKSKUL_SORTS)[number];

export function EkskulScreen() {
  const { t } = useTranslation();
  const params = useListParams<EkskulSort>('nama_ekskul');
  const list = useEkskulList(params.queryString);
  const [anggotaPath, setAnggotaPath] = useState<string | null>(null);
  const columns: PagedColumn<EkskulItem, EkskulSort>[] = [
    {
      key: 'nama',
      header: t('referensi.ekskul.nama'),
      sortKey: 'nama_ekskul',
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.nama_ekskul}
        </Text>
      ),
    },
    {
      key: 'pembina',
      header: t('referensi.ekskul.pembina'),
      sortKey: 'pembina',
      render: (row) => dash(row.pembina),
    },
    { key: 'ruang', header: t('referensi.ekskul.ruang'), render: (row) => dash(row.ruang) },
    {
      key: 'anggota',
      header: t('referensi.rombel.jumlahAnggota'),
      sortKey: 'anggota',
      render: (row) => <Badge variant="light">{row.anggota}</Badge>,
    },
    {
      key: 'aksi',
      header: t('referensi.aksi'),
      render: (row) =>
        row.rombongan_belajar_id ? (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconUsers size={14} aria-hidden />}
            aria-label={t('referensi.rombel.anggotaOf', { name: row.nama_ekskul })}
            onClick={() => setAnggotaPath(`ekstrakurikuler/${row.rombongan_belajar_id}`)}
          >
            {t('referensi.rombel.anggota')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PagedTable
        label={t('referensi.ekskul.tableLabel')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.ekstrakurikuler_id}
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
      />
      <AnggotaModal path={anggotaPath} canRemove={false} onClose={() => setAnggotaPath(null)} />
    </Card>
  );
}
