import { useState } from 'react';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type {
  PASSWORD_PD_SORTS,
  PasswordPdItem,
} from '@erapor/shared/referensi/peserta-didik.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { apiClient } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { downloadPasswordPd, usePasswordPd, type PasswordPdPage } from '../api/get-peserta-didik';
import { AccountSlips } from './account-slips';
import { PagedTable, type PagedColumn } from './paged-table';
import { dash } from './person-format';
import { useListParams } from './use-list-params';

type PasswordSort = (typeof PASSWORD_PD_SORTS)[number];

function lastLogin(value: string | null, never: string): string {
  return value
    ? new Date(value).toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'short' })
    : never;
}

export function PasswordPdScreen() {
  const { t } = useTranslation();
  const params = useListParams<PasswordSort>('nama');
  const list = usePasswordPd(params.queryString);
  const [slips, setSlips] = useState<PasswordPdPage | null>(null);
  const [busy, setBusy] = useState<'print' | 'xlsx' | null>(null);
  const exportQuery = new URLSearchParams(params.queryString);
  exportQuery.delete('page');
  exportQuery.delete('per_page');

  const columns: PagedColumn<PasswordPdItem, PasswordSort>[] = [
    {
      key: 'nama',
      header: t('referensi.gtk.nama'),
      sortKey: 'nama',
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.nama}
        </Text>
      ),
    },
    {
      key: 'kelas',
      header: t('referensi.pd.kelas'),
      sortKey: 'kelas',
      render: (row) => row.kelas ?? t('referensi.pd.belumRombel'),
    },
    {
      key: 'username',
      header: t('referensi.password.username'),
      sortKey: 'nisn',
      render: (row) => dash(row.username),
    },
    { key: 'email', header: t('referensi.gtk.email'), render: (row) => dash(row.email) },
    {
      key: 'password',
      header: t('referensi.password.password'),
      render: (row) =>
        !row.has_account ? (
          <Badge color="gray" variant="light">
            {t('referensi.password.noAccount')}
          </Badge>
        ) : row.password ? (
          <Text ff="monospace" size="sm">
            {row.password}
          </Text>
        ) : (
          <Badge color="green" variant="light">
            {t('referensi.password.changed')}
          </Badge>
        ),
    },
    {
      key: 'login',
      header: t('referensi.password.lastLogin'),
      sortKey: 'last_login_at',
      render: (row) => lastLogin(row.last_login_at, t('referensi.password.never')),
    },
  ];

  /** Loads every matching student (not just this page), renders the slips, then prints. */
  async function print() {
    setBusy('print');
    const all = new URLSearchParams(exportQuery);
    all.set('per_page', '100');
    const pages: PasswordPdItem[] = [];
    let sekolah = '';
    for (let page = 1; ; page += 1) {
      all.set('page', String(page));
      const result = await apiClient.get<PasswordPdPage>(`referensi/password-pd?${all.toString()}`);
      if (!result.ok) {
        notify('error', apiErrorMessage(t, result.error));
        setBusy(null);
        return;
      }
      sekolah = result.data.sekolah;
      pages.push(...result.data.data);
      if (pages.length >= result.data.total || result.data.data.length === 0) break;
    }
    flushSync(() =>
      setSlips({ data: pages, total: pages.length, page: 1, per_page: pages.length, sekolah }),
    );
    setBusy(null);
    window.print();
  }

  async function download() {
    setBusy('xlsx');
    const result = await downloadPasswordPd(exportQuery.toString());
    setBusy(null);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
  }

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PagedTable
        label={t('referensi.password.tableLabel')}
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
          <Group gap="sm">
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              loading={busy === 'print'}
              onClick={() => void print()}
              disabled={!list.data?.total}
            >
              {t('referensi.password.print')}
            </Button>
            <Button
              variant="light"
              color="green"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={busy === 'xlsx'}
              onClick={() => void download()}
              disabled={!list.data?.total}
            >
              {t('referensi.password.xlsx')}
            </Button>
          </Group>
        }
      />
      {slips ? <AccountSlips sekolah={slips.sekolah} rows={slips.data} /> : null}
    </Card>
  );
}
