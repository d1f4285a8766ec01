import { useState } from 'react';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { IconBook, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ROMBEL_SORTS, RombelItem } from '@erapor/shared/referensi/rombel.schemas';
import { useSession } from '../../../lib/storage';
import { useRombelList } from '../api/get-rombel';
import { AnggotaModal } from './anggota-modal';
import { PagedTable, type PagedColumn } from './paged-table';
import { PembelajaranModal } from './pembelajaran-modal';
import { dash } from './person-format';
import { useListParams } from './use-list-params';

type RombelSort = (typeof ROMBEL_SORTS)[number];

/** Regular classes (jenis 1) or elective-subject classes (jenis 16) of the semester. */
export function RombelScreen({ jenis }: { jenis: '1' | '16' }) {
  const { t } = useTranslation();
  const { userData } = useSession();
  const isAdmin = userData?.roles.includes('admin') ?? false;
  const params = useListParams<RombelSort>('nama');
  const list = useRombelList(jenis, params.queryString);
  const [anggotaPath, setAnggotaPath] = useState<string | null>(null);
  const [pembelajaranId, setPembelajaranId] = useState<string | null>(null);

  const columns: PagedColumn<RombelItem, RombelSort>[] = [
    {
      key: 'nama',
      header: t('referensi.rombel.nama'),
      sortKey: 'nama',
      render: (row) => (
        <Text fw={500} size="sm">
          {row.nama}
        </Text>
      ),
    },
    {
      key: 'tingkat',
      header: t('referensi.pd.tingkat'),
      sortKey: 'tingkat',
      render: (row) => row.tingkat,
    },
    {
      key: 'wali',
      header: t('referensi.rombel.waliKelas'),
      sortKey: 'wali_kelas',
      render: (row) => dash(row.wali_kelas),
    },
    {
      key: 'jurusan',
      header: t('referensi.rombel.jurusan'),
      sortKey: 'jurusan',
      render: (row) => dash(row.jurusan),
    },
    {
      key: 'kurikulum',
      header: t('referensi.rombel.kurikulum'),
      render: (row) => (
        <Text size="xs" c="dimmed" maw={200}>
          {dash(row.kurikulum)}
        </Text>
      ),
    },
    {
      key: 'anggota',
      header: t('referensi.rombel.jumlahAnggota'),
      sortKey: 'anggota',
      render: (row) => <Badge variant="light">{row.anggota}</Badge>,
    },
    {
      key: 'aksi',
      header: t('referensi.aksi'),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconUsers size={14} aria-hidden />}
            aria-label={t('referensi.rombel.anggotaOf', { name: row.nama })}
            onClick={() => setAnggotaPath(`rombongan-belajar/${row.rombongan_belajar_id}`)}
          >
            {t('referensi.rombel.anggota')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="teal"
            leftSection={<IconBook size={14} aria-hidden />}
            aria-label={t('referensi.rombel.pembelajaranOf', { name: row.nama })}
            onClick={() => setPembelajaranId(row.rombongan_belajar_id)}
          >
            {t('referensi.rombel.pembelajaran')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PagedTable
        label={
          jenis === '1' ? t('referensi.rombel.tableReguler') : t('referensi.rombel.tablePilihan')
        }
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.rombongan_belajar_id}
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
        searchPlaceholder={t('referensi.rombel.searchPlaceholder')}
      />
      <AnggotaModal path={anggotaPath} canRemove={isAdmin} onClose={() => setAnggotaPath(null)} />
      <PembelajaranModal
        id={pembelajaranId}
        canEdit={isAdmin}
        onClose={() => setPembelajaranId(null)}
      />
    </Card>
  );
}
