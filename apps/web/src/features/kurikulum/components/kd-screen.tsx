import { useState } from 'react';
import {
  ActionIcon,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  KD_SORTS,
  KdItem,
  PembelajaranGuru,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import type { PagedColumn } from '../../referensi/components/paged-table';
import { useListParams } from '../../referensi/components/use-list-params';
import {
  addKd,
  kurikulumKeys,
  setKdAlias,
  setKdStatus,
  useKdList,
  usePembelajaranGuru,
} from '../api/kurikulum-api';
import { FormActions } from './form-actions';
import { AktifBadge, KurikulumTable } from './kurikulum-table';
import { PembelajaranNotice } from './pembelajaran-notice';
import { ofKind, PembelajaranSelect } from './pembelajaran-select';
import { useStatusToggle } from './use-status-toggle';

type KdSort = (typeof KD_SORTS)[number];

function KdForm({ list, onDone }: { list: PembelajaranGuru[]; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pembelajaranId, setPembelajaranId] = useState<string | null>(null);
  const [kompetensi, setKompetensi] = useState<'1' | '2'>('1');
  const [kode, setKode] = useState('3.');
  const [deskripsi, setDeskripsi] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Sent once: the empty grade, class and subject boxes say so, each under itself. */
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setSent(true);
    const missing: Record<string, string> = {};
    if (!/^\d{1,2}\.\d{1,2}$/.test(kode.trim())) missing.kode = t('kurikulum.kd.kodeFormat');
    if (!deskripsi.trim()) missing.deskripsi = t('kurikulum.kd.deskripsiWajib');
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !pembelajaranId) return;
    setBusy(true);
    const result = await addKd({
      pembelajaran_id: pembelajaranId,
      kompetensi_id: kompetensi === '1' ? 1 : 2,
      kode: kode.trim(),
      deskripsi,
    });
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
        missing={sent}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('kurikulum.kd.aspek')}
        </Text>
        <SegmentedControl
          value={kompetensi}
          onChange={(value) => {
            setKompetensi(value);
            setKode((current) => current.replace(/^\d*\.?/, value === '1' ? '3.' : '4.'));
          }}
          data={[
            { value: '1', label: t('kurikulum.kd.pengetahuan') },
            { value: '2', label: t('kurikulum.kd.keterampilan') },
          ]}
          w="fit-content"
        />
      </Stack>
      <TextInput
        label={t('kurikulum.kd.kode')}
        description={t('kurikulum.kd.kodeHint')}
        withAsterisk
        value={kode}
        onChange={(event) => setKode(event.currentTarget.value)}
        error={errors.kode}
        w={200}
      />
      <Textarea
        label={t('kurikulum.kd.deskripsi')}
        withAsterisk
        autosize
        minRows={3}
        value={deskripsi}
        onChange={(event) => setDeskripsi(event.currentTarget.value)}
        error={errors.deskripsi}
      />
      <FormActions busy={busy} onCancel={onDone} onSave={() => void submit()} />
    </Stack>
  );
}

function KdAliasModal({ kd, onClose }: { kd: KdItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alias, setAlias] = useState(kd?.alias ?? '');
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!kd) return;
    setBusy(true);
    const result = await setKdAlias(kd.kd_id, alias.trim() ? alias : null);
    setBusy(false);
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: kurikulumKeys.all });
    onClose();
  }

  return (
    <Modal opened={kd !== null} onClose={onClose} title={t('kurikulum.kd.aliasTitle')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {kd ? `${kd.kode} ${kd.deskripsi}` : ''}
        </Text>
        <Textarea
          label={t('kurikulum.kd.alias')}
          description={t('kurikulum.kd.aliasHint')}
          autosize
          minRows={2}
          value={alias}
          onChange={(event) => setAlias(event.currentTarget.value)}
          data-autofocus
        />
        <FormActions busy={busy} onCancel={onClose} onSave={() => void save()} />
      </Stack>
    </Modal>
  );
}

/** The KDs of the teacher's K13 classes: list, add ('Tambah Data'), alias, on/off. */
export function KdScreen() {
  const { t } = useTranslation();
  const pembelajaran = usePembelajaranGuru();
  const k13 = ofKind(pembelajaran.data, 'k13');
  const params = useListParams<KdSort>('mata_pelajaran', 25);
  const list = useKdList(params.queryString);
  const [adding, setAdding] = useState(false);
  const [aliasOf, setAliasOf] = useState<KdItem | null>(null);
  const toggle = useStatusToggle(setKdStatus);

  const columns: PagedColumn<KdItem, KdSort>[] = [
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
    { key: 'kode', header: t('kurikulum.kd.kode'), sortKey: 'kode', render: (row) => row.kode },
    {
      key: 'kelas',
      header: t('kurikulum.kd.kelas'),
      sortKey: 'tingkat',
      render: (row) => row.tingkat,
    },
    {
      key: 'deskripsi',
      header: t('kurikulum.kd.deskripsi'),
      longText: true,
      render: (row) => (
        <Stack gap={2}>
          {row.alias ? (
            <Text size="sm" fw={500}>
              {row.alias}
            </Text>
          ) : null}
          <Text size="sm" c={row.alias ? 'dimmed' : undefined}>
            {row.deskripsi}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'kurikulum',
      header: t('kurikulum.kd.kurikulum'),
      render: (row) => (
        <Text size="sm">
          {row.kompetensi_id === 1 ? t('kurikulum.kd.pengetahuan') : t('kurikulum.kd.keterampilan')}
          {` · ${row.kurikulum}`}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('kurikulum.common.status'),
      render: (row) => <AktifBadge aktif={row.aktif} />,
    },
    {
      key: 'aksi',
      header: t('kurikulum.common.aksi'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('kurikulum.kd.alias')}>
            <ActionIcon
              variant="light"
              color="yellow"
              aria-label={t('kurikulum.kd.aliasOf', { name: row.kode })}
              onClick={() => setAliasOf(row)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Switch
            checked={row.aktif}
            aria-label={t('kurikulum.kd.statusOf', { name: row.kode })}
            onChange={(event) => void toggle(row.kd_id, event.currentTarget.checked)}
          />
        </Group>
      ),
    },
  ];

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PembelajaranNotice
        total={pembelajaran.data?.length}
        ofKind={k13.length}
        lainKurikulum={t('kurikulum.kd.tanpaK13')}
      />
      <KurikulumTable
        label={t('kurikulum.kd.tableLabel')}
        columns={columns}
        params={params}
        query={list}
        rowKey={(row) => row.kd_id}
        searchPlaceholder={t('kurikulum.kd.search')}
        emptyText={t('kurikulum.kd.empty')}
        pembelajaran={k13}
        addLabel={t('kurikulum.kd.add')}
        onAdd={() => setAdding(true)}
      />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('kurikulum.kd.addTitle')}
        size="lg"
      >
        {adding ? <KdForm list={k13} onDone={() => setAdding(false)} /> : null}
      </Modal>
      {aliasOf ? (
        <KdAliasModal key={aliasOf.kd_id} kd={aliasOf} onClose={() => setAliasOf(null)} />
      ) : null}
    </Card>
  );
}
