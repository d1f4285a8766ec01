import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconFileImport, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GTK_SORTS, GtkItem, JenisGtk } from '@erapor/shared/referensi/gtk.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { gtkKeys, useGtkList } from '../api/get-gtk';
import { deleteGtkLokal } from '../api/save-gtk-lokal';
import { ConfirmModal } from './confirm-modal';
import { GtkDetailModal } from './gtk-detail-modal';
import { GtkFormModal } from './gtk-form-modal';
import { GtkImportModal } from './gtk-import-modal';
import { PagedTable, type PagedColumn } from './paged-table';
import { dash, tempatTanggalLahir } from './person-format';
import { useListParams } from './use-list-params';

type GtkSort = (typeof GTK_SORTS)[number];

/** Guru, tendik, instruktur or asesor: the same list; the local kinds can be managed. */
export function GtkScreen({ jenis }: { jenis: JenisGtk }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const params = useListParams<GtkSort>('nama');
  const list = useGtkList(jenis, params.queryString);
  const local = jenis === 'instruktur' || jenis === 'asesor' ? jenis : null;
  const [detailId, setDetailId] = useState<string | null>(null);
  const [editing, setEditing] = useState<GtkItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<GtkItem | null>(null);
  const [importing, setImporting] = useState(false);

  const columns: PagedColumn<GtkItem, GtkSort>[] = [
    {
      key: 'nama',
      header: t('referensi.gtk.nama'),
      sortKey: 'nama',
      render: (row) => (
        <Text fw={500} size="sm">
          {row.nama_lengkap}
        </Text>
      ),
    },
    {
      key: 'nuptk',
      header: local ? t('referensi.gtk.nik') : t('referensi.gtk.nuptk'),
      sortKey: local ? undefined : 'nuptk',
      render: (row) => dash(local ? row.nik : row.nuptk),
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
    local === 'asesor'
      ? { key: 'dudi', header: t('referensi.gtk.dudi'), render: (row) => dash(row.dudi) }
      : { key: 'jenis', header: t('referensi.gtk.jenisPtk'), render: (row) => dash(row.jenis_ptk) },
    {
      key: 'email',
      header: t('referensi.gtk.email'),
      sortKey: 'email',
      render: (row) => dash(row.email),
    },
    {
      key: 'aksi',
      header: t('referensi.aksi'),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('referensi.detail')}>
            <ActionIcon
              variant="light"
              aria-label={t('referensi.detailOf', { name: row.nama })}
              onClick={() => setDetailId(row.guru_id)}
            >
              <IconEye size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {local && !row.is_dapodik ? (
            <>
              <Tooltip label={t('referensi.edit')}>
                <ActionIcon
                  variant="light"
                  color="yellow"
                  aria-label={t('referensi.editOf', { name: row.nama })}
                  onClick={() => setEditing(row)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('referensi.delete')}>
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={t('referensi.deleteOf', { name: row.nama })}
                  onClick={() => setDeleting(row)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          ) : null}
        </Group>
      ),
    },
  ];

  async function remove() {
    if (!deleting || !local) return;
    const result = await deleteGtkLokal(local, deleting.guru_id);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else {
      notify('success', result.data.message);
      await queryClient.invalidateQueries({ queryKey: gtkKeys.all });
    }
    setDeleting(null);
  }

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PagedTable
        label={t('referensi.gtk.tableLabel')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.guru_id}
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
        searchPlaceholder={t('referensi.gtk.searchPlaceholder')}
        toolbar={
          local ? (
            <>
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing(null)}
              >
                {t('referensi.gtk.add')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconFileImport size={16} aria-hidden />}
                onClick={() => setImporting(true)}
              >
                {t('referensi.import.open')}
              </Button>
            </>
          ) : (
            <Badge variant="light" color="gray">
              {t('referensi.fromDapodik')}
            </Badge>
          )
        }
      />
      <GtkDetailModal id={detailId} onClose={() => setDetailId(null)} />
      {local ? (
        <>
          <GtkFormModal
            jenis={local}
            row={editing ?? null}
            opened={editing !== undefined}
            onDone={() => setEditing(undefined)}
          />
          <GtkImportModal jenis={local} opened={importing} onClose={() => setImporting(false)} />
          <ConfirmModal
            opened={deleting !== null}
            title={t('referensi.gtk.deleteTitle')}
            message={t('referensi.gtk.deleteMessage', { name: deleting?.nama ?? '' })}
            confirmLabel={t('referensi.delete')}
            onCancel={() => setDeleting(null)}
            onConfirm={remove}
          />
        </>
      ) : null}
    </Card>
  );
}
