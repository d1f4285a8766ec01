import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import { IconFileSpreadsheet, IconLock, IconPencilPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PembelajaranGuru } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { addTp, refreshAfterTpChange, useTpRef, type TpTarget } from '../api/kurikulum-api';
import { cpOptions } from './cp-options';
import { PembelajaranSelect } from './pembelajaran-select';
import { TpImportPanel } from './tp-import-panel';

const KOMPETENSI: Record<number, string> = { 1: 'P', 2: 'K' };

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Writing one TP: the text under the chosen CP/KD; the form stays open for the next one. */
function TpSingleForm({ target }: { target: TpTarget }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [deskripsi, setDeskripsi] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(0);

  async function submit() {
    if (!deskripsi.trim()) {
      setError(t('kurikulum.tp.deskripsiWajib'));
      return;
    }
    setBusy(true);
    const result = await addTp({ ...target, deskripsi });
    setBusy(false);
    if (!result.ok) {
      const fields = result.error.fields ?? {};
      setError(fields.deskripsi ?? apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    setDeskripsi('');
    setError(undefined);
    setSaved((count) => count + 1);
    await refreshAfterTpChange(queryClient);
  }

  return (
    <Stack gap="sm">
      <Textarea
        label={t('kurikulum.tp.deskripsi')}
        description={t('kurikulum.tp.deskripsiHint')}
        withAsterisk
        autosize
        minRows={3}
        value={deskripsi}
        onChange={(event) => setDeskripsi(event.currentTarget.value)}
        error={error}
        data-autofocus
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {saved > 0 ? t('kurikulum.tp.savedCount', { count: saved }) : ''}
        </Text>
        <Button loading={busy} onClick={() => void submit()}>
          {t('kurikulum.tp.saveOne')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Add TPs for one of the teacher's classes and a CP (Merdeka) or KD (K13): one by one or by Excel. */
export function TpAddModal(props: {
  opened: boolean;
  onClose: () => void;
  list: PembelajaranGuru[];
  /** The class and subject chosen when the window opens (one of `list`). */
  initialPembelajaranId?: string;
}) {
  const { t } = useTranslation();
  const [pembelajaranId, setPembelajaranId] = useState<string | null>(
    props.list.some((row) => row.pembelajaran_id === props.initialPembelajaranId)
      ? props.initialPembelajaranId!
      : null,
  );
  const [indukId, setIndukId] = useState<string | null>(null);
  const ref = useTpRef(props.opened ? pembelajaranId : null);
  const chosen = props.list.find((row) => row.pembelajaran_id === pembelajaranId);

  const options = ref.data
    ? ref.data.merdeka
      ? cpOptions(ref.data.cp, {
          resmi: t('kurikulum.cp.resmi'),
          sekolah: t('kurikulum.cp.sekolah'),
        })
      : ref.data.kd.map((kd) => ({
          value: kd.kd_id,
          label: `${kd.kode} (${KOMPETENSI[kd.kompetensi_id] ?? ''}) ${kd.deskripsi}`,
        }))
    : [];
  const selectedCp = ref.data?.cp.find((cp) => String(cp.cp_id) === indukId);
  const target: TpTarget | null =
    pembelajaranId && indukId && ref.data && options.some((option) => option.value === indukId)
      ? ref.data.merdeka
        ? { pembelajaran_id: pembelajaranId, cp_id: Number(indukId) }
        : { pembelajaran_id: pembelajaranId, kd_id: indukId }
      : null;

  function close() {
    setIndukId(null);
    props.onClose();
  }

  return (
    <Modal opened={props.opened} onClose={close} title={t('kurikulum.tp.addTitle')} size="xl">
      {props.opened ? (
        <Stack gap="sm">
          <PembelajaranSelect
            list={props.list}
            value={pembelajaranId}
            onChange={(value) => {
              setPembelajaranId(value);
              setIndukId(null);
            }}
          />
          {ref.isFetching ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
          {ref.data && options.length === 0 ? (
            <Alert color="yellow">
              {ref.data.merdeka ? t('kurikulum.tp.tanpaCp') : t('kurikulum.tp.tanpaKd')}
            </Alert>
          ) : null}
          {ref.data?.terkunci ? (
            // told before the form is filled, not by the refusal of its Simpan
            <Alert color="gray" icon={<IconLock size={18} aria-hidden />} role="status">
              {ref.data.terkunci.pesan}
            </Alert>
          ) : null}
          {ref.data && !ref.data.terkunci && options.length > 0 ? (
            <Select
              label={ref.data.merdeka ? t('kurikulum.tp.cp') : t('kurikulum.tp.kd')}
              placeholder={ref.data.merdeka ? t('kurikulum.tp.pilihCp') : t('kurikulum.tp.pilihKd')}
              data={options}
              value={indukId}
              onChange={setIndukId}
              searchable
              withAsterisk
            />
          ) : null}
          {selectedCp ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {selectedCp.deskripsi}
            </Text>
          ) : null}
          {target && chosen ? (
            <Tabs defaultValue="satu" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="satu" leftSection={<IconPencilPlus size={16} aria-hidden />}>
                  {t('kurikulum.tp.tabSatu')}
                </Tabs.Tab>
                <Tabs.Tab value="excel" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
                  {t('kurikulum.tp.tabExcel')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="satu" pt="sm">
                <TpSingleForm key={`${pembelajaranId}-${indukId}`} target={target} />
              </Tabs.Panel>
              <Tabs.Panel value="excel" pt="sm">
                <TpImportPanel
                  key={`${pembelajaranId}-${indukId}`}
                  target={target}
                  // one file per CP or KD of a class, named so (not one name for all of them)
                  slug={slugOf(
                    `${chosen.nama_mata_pelajaran}-${chosen.rombel}-${
                      target.cp_id !== undefined
                        ? `cp-${target.cp_id}`
                        : `kd-${ref.data?.kd.find((kd) => kd.kd_id === target.kd_id)?.kode ?? ''}`
                    }`,
                  )}
                />
              </Tabs.Panel>
            </Tabs>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('kurikulum.common.selesai')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
