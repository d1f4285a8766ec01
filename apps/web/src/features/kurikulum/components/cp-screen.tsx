import { useState } from 'react';
import {
  Alert,
  Badge,
  Card,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  CP_SORTS,
  CpItem,
  PembelajaranGuru,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import type { PagedColumn } from '../../referensi/components/paged-table';
import { useListParams } from '../../referensi/components/use-list-params';
import {
  addCp,
  kurikulumKeys,
  setCpStatus,
  useCpList,
  usePembelajaranGuru,
} from '../api/kurikulum-api';
import { FormActions } from './form-actions';
import { AktifBadge, KurikulumTable } from './kurikulum-table';
import { ofKind, PembelajaranSelect } from './pembelajaran-select';
import { useStatusToggle } from './use-status-toggle';

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
      <FormActions busy={busy} onCancel={onDone} onSave={() => void submit()} />
    </Stack>
  );
}

/** The CPs of the teacher's subjects and phases: official and the school's own, with status. */
export function CpScreen() {
  const { t } = useTranslation();
  const pembelajaran = usePembelajaranGuru();
  const merdeka = ofKind(pembelajaran.data, 'merdeka');
  const params = useListParams<CpSort>('mata_pelajaran', 25);
  const list = useCpList(params.queryString);
  const [adding, setAdding] = useState(false);
  const toggle = useStatusToggle(setCpStatus);

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
          <AktifBadge aktif={row.aktif} />
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
            onChange={(event) => void toggle(row.cp_id, event.currentTarget.checked)}
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
      <KurikulumTable
        label={t('kurikulum.cp.tableLabel')}
        columns={columns}
        params={params}
        query={list}
        rowKey={(row) => String(row.cp_id)}
        searchPlaceholder={t('kurikulum.cp.search')}
        emptyText={t('kurikulum.cp.empty')}
        pembelajaran={merdeka}
        addLabel={t('kurikulum.cp.add')}
        onAdd={() => setAdding(true)}
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
