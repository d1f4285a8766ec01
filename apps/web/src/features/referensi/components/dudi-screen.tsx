import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconFileImport, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DUDI_SORTS, DudiItem } from '@erapor/shared/dudi/dudi.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { dudiKeys, useDudiList } from '../api/get-dudi';
import { deleteDudi } from '../api/save-dudi';
import { ConfirmModal } from './confirm-modal';
import { DudiDetailDrawer } from './dudi-detail-drawer';
import { DudiFormModal } from './dudi-form-modal';
import { DudiImportModal } from './dudi-import-modal';
import { PagedTable, type PagedColumn } from './paged-table';
import { dash } from './person-format';
import { useListParams } from './use-list-params';

type DudiSort = (typeof DUDI_SORTS)[number];

/** Partner companies of the school (not served by Dapodik): list, add/edit, import, detail. */
export function DudiScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const params = useListParams<DudiSort>('nama');
  const list = useDudiList(params.queryString);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [editing, setEditing] = useState<DudiItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DudiItem | null>(null);
  const [importing, setImporting] = useState(false);

  const columns: PagedColumn<DudiItem, DudiSort>[] = [
    {
      key: 'nama',
      header: t('dudi.fields.nama'),
      sortKey: 'nama',
      render: (row) => (
        <Text fw={500} size="sm">
          {row.nama}
        </Text>
      ),
    },
    {
      key: 'bidang',
      header: t('dudi.fields.bidangUsaha'),
      sortKey: 'bidang_usaha',
      render: (row) => dash(row.bidang_usaha),
    },
    {
      key: 'kota',
      header: t('dudi.fields.kota'),
      sortKey: 'kota',
      render: (row) => dash(row.kota),
    },
    { key: 'telepon', header: t('dudi.fields.telepon'), render: (row) => dash(row.telepon) },
    {
      key: 'mou',
      header: t('dudi.jumlahMou'),
      sortKey: 'jumlah_mou',
      render: (row) => row.jumlah_mou,
    },
    {
      key: 'peserta',
      header: t('dudi.jumlahPeserta'),
      sortKey: 'jumlah_peserta',
      render: (row) => row.jumlah_peserta,
    },
    {
      key: 'aksi',
      header: t('dudi.aksi'),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('dudi.detail')}>
            <ActionIcon
              variant="light"
              aria-label={t('dudi.detailOf', { name: row.nama })}
              onClick={() => setDetailId(row.dudi_id)}
            >
              <IconEye size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('dudi.edit')}>
            <ActionIcon
              variant="light"
              color="yellow"
              aria-label={t('dudi.editOf', { name: row.nama })}
              onClick={() => setEditing(row)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('dudi.delete')}>
            <ActionIcon
              variant="light"
              color="red"
              aria-label={t('dudi.deleteOf', { name: row.nama })}
              onClick={() => setDeleting(row)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  async function remove() {
    if (!deleting) return;
    const result = await deleteDudi(deleting.dudi_id);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else {
      notify('success', result.data.message);
      await queryClient.invalidateQueries({ queryKey: dudiKeys.all });
    }
    setDeleting(null);
  }

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PagedTable
        label={t('dudi.tableLabel')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.dudi_id}
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
        searchPlaceholder={t('dudi.searchPlaceholder')}
        emptyText={t('dudi.empty')}
        toolbar={
          <>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing(null)}
            >
              {t('dudi.add')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              {t('dudi.import.open')}
            </Button>
          </>
        }
      />
      <DudiDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <DudiFormModal
        opened={editing !== undefined}
        row={editing ?? null}
        onDone={() => setEditing(undefined)}
      />
      <DudiImportModal opened={importing} onClose={() => setImporting(false)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('dudi.deleteTitle')}
        message={t('dudi.deleteMessage', { name: deleting?.nama ?? '' })}
        confirmLabel={t('dudi.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </Card>
  );
}
