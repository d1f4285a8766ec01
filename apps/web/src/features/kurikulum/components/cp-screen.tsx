import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  CP_SORTS,
  CpItem,
  PembelajaranGuru,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { PagedTable, type PagedColumn } from '../../referensi/components/paged-table';
import { useListParams } from '../../referensi/components/use-list-params';
import {
  addCp,
  kurikulumKeys,
  setCpStatus,
  useCpList,
  usePembelajaranGuru,
} from '../api/kurikulum-api';
import { KurikulumFilters, ofKind, PembelajaranSelect } from './pembelajaran-select';

type CpSort = (typeof CP_SORTS)[number];

function CpForm({ list, onDone }: { list: PembelajaranGuru[]; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pembelajaranId, setPembelajaranId] = useState<string | null>(null);
  const [elemen, setElemen] = useState('');
  const [deskripsi, setDeskripsi] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const missing: Record<string, string> = {};
    if (!pembelajaranId) missing.pembelajaran_id = t('kurikulum.common.pilihPembelajaran');
    if (!elemen.trim()) missing.elemen = t('kurikulum.cp.elemenWajib');
    if (!deskripsi.trim()) missing.deskripsi = t('kurikulum.cp.deskripsiWajib');
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !pembelajaranId) return;
    setBusy(true);
    const result = await addCp({ pembelajaran_id: pembelajaranId, elemen, deskripsi });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.error.fields ?? {});
      if (!result.error.fields) notify('error', apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: kurikulumKeys.all });
    onDone();
  }

  return (
    <Stack gap="sm">
      <PembelajaranSelect
        list={list}
        value={pembelajaranId}
        onChange={setPembelajaranId}
        error={errors.pembelajaran_id}
      />
      <TextInput
        label={t('kurikulum.cp.elemen')}
        withAsterisk
        value={elemen}
        onChange={(event) => setElemen(event.currentTarget.value)}
        error={errors.elemen}
      />
      <Textarea
        label={t('kurikulum.cp.deskripsi')}
        withAsterisk
        autosize
        minRows={4}
        value={deskripsi}
        onChange={(event) => setDeskripsi(event.currentTarget.value)}
        error={errors.deskripsi}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button loading={busy} onClick={() => void submit()}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The CPs of the teacher's subjects and phases: official and the school's own, with status. */
export function CpScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pembelajaran = usePembelajaranGuru();
  const merdeka = ofKind(pembelajaran.data, 'merdeka');
  const params = useListParams<CpSort>('mata_pelajaran', 25);
  const list = useCpList(params.queryString);
  const [adding, setAdding] = useState(false);

  async function toggle(row: CpItem, aktif: boolean) {
    const result = await setCpStatus(row.cp_id, aktif);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: kurikulumKeys.all });
  }

  const columns: PagedColumn<CpItem, CpSort>[] = [
    {
      key: 'mapel',
      header: t('kurikulum.common.mataPelajaran'),
      sortKey: 'mata_pelajaran',
      width: 180,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.mata_pelajaran}
        </Text>
      ),
    },
    {
      key: 'fase',
      header: t('kurikulum.common.fase'),
      sortKey: 'fase',
      width: 100,
      render: (row) => (
        <Badge variant="light">{t('kurikulum.common.faseValue', { fase: row.fase })}</Badge>
      ),
    },
    {
      key: 'elemen',
      header: t('kurikulum.cp.elemen'),
      sortKey: 'elemen',
      width: 200,
      render: (row) => <Text size="sm">{row.elemen}</Text>,
    },
    {
      key: 'deskripsi',
      header: t('kurikulum.cp.deskripsi'),
      render: (row) => (
        <Text size="sm" lineClamp={3} title={row.deskripsi}>
          {row.deskripsi}
        </Text>
      ),
    },
    { key: 'tp', header: t('kurikulum.cp.jumlahTp'), width: 70, render: (row) => row.jumlah_tp },
    {
      key: 'status',
      header: t('kurikulum.common.status'),
      width: 110,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <Badge color={row.aktif ? 'green' : 'gray'} variant="light">
            {row.aktif ? t('kurikulum.common.aktif') : t('kurikulum.common.nonaktif')}
          </Badge>
          <Badge color={row.is_dir ? 'blue' : 'grape'} variant="outline" size="xs">
            {row.is_dir ? t('kurikulum.cp.resmi') : t('kurikulum.cp.sekolah')}
          </Badge>
        </Stack>
      ),
    },
    {
      key: 'aksi',
      header: t('kurikulum.common.aksi'),
      render: (row) => (
        <Tooltip
          label={row.aktif ? t('kurikulum.common.nonaktifkan') : t('kurikulum.common.aktifkan')}
        >
          <Switch
            checked={row.aktif}
            aria-label={t('kurikulum.cp.statusOf', { name: row.elemen })}
            onChange={(event) => void toggle(row, event.currentTarget.checked)}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      {pembelajaran.data && merdeka.length === 0 ? (
        <Alert color="blue" mb="md">
          {t('kurikulum.common.tanpaMerdeka')}
        </Alert>
      ) : null}
      <PagedTable
        label={t('kurikulum.cp.tableLabel')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => String(row.cp_id)}
        total={list.data?.total ?? 0}
        page={params.page}
        perPage={params.perPage}
        loading={list.isFetching}
        search={params.search}
        onSearch={params.setSearch}
        onPage={params.setPage}
        onPerPage={params.setPerPage}
        sort={params.sort}
        order={params.order}
        onSort={params.toggleSort}
        searchPlaceholder={t('kurikulum.cp.search')}
        emptyText={t('kurikulum.cp.empty')}
        toolbar={
          <>
            {merdeka.length > 0 ? (
              <KurikulumFilters
                list={merdeka}
                filters={params.filters}
                setFilter={params.setFilter}
              />
            ) : null}
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
              disabled={merdeka.length === 0}
            >
              {t('kurikulum.cp.add')}
            </Button>
          </>
        }
      />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('kurikulum.cp.addTitle')}
        size="lg"
      >
        {adding ? <CpForm list={merdeka} onDone={() => setAdding(false)} /> : null}
      </Modal>
    </Card>
  );
}
