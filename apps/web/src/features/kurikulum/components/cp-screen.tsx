import { useState } from 'react';
import {
  ActionIcon,
  Badge,
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
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  CP_SORTS,
  CpItem,
  PembelajaranGuru,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { ConfirmModal } from '../../referensi/components/confirm-modal';
import type { PagedColumn } from '../../referensi/components/paged-table';
import { useListParams } from '../../referensi/components/use-list-params';
import {
  addCp,
  deleteCp,
  editCp,
  kurikulumKeys,
  setCpStatus,
  useCpList,
  usePembelajaranGuru,
} from '../api/kurikulum-api';
import { FormActions } from './form-actions';
import { AktifBadge, KurikulumTable } from './kurikulum-table';
import { PembelajaranNotice } from './pembelajaran-notice';
import { ofKind, PembelajaranSelect } from './pembelajaran-select';
import { useStatusToggle } from './use-status-toggle';

type CpSort = (typeof CP_SORTS)[number];

const FORM_FIELDS = ['pembelajaran_id', 'elemen', 'deskripsi'];

/** Adds a school CP, or (given `cp`) corrects one: the same form, its subject and phase fixed. */
function CpForm({
  list,
  cp,
  onDone,
}: {
  list: PembelajaranGuru[];
  cp: CpItem | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pembelajaranId, setPembelajaranId] = useState<string | null>(null);
  const [elemen, setElemen] = useState(cp?.elemen ?? '');
  const [deskripsi, setDeskripsi] = useState(cp?.deskripsi ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Sent once: the empty grade, class and subject boxes say so, each under itself. */
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setSent(true);
    const missing: Record<string, string> = {};
    if (!elemen.trim()) missing.elemen = t('kurikulum.cp.elemenWajib');
    if (!deskripsi.trim()) missing.deskripsi = t('kurikulum.cp.deskripsiWajib');
    setErrors(missing);
    if ((!cp && !pembelajaranId) || Object.keys(missing).length > 0) return;
    setBusy(true);
    const result = cp
      ? await editCp(cp.cp_id, { elemen, deskripsi })
      : await addCp({ pembelajaran_id: pembelajaranId!, elemen, deskripsi });
    setBusy(false);
    if (!result.ok) {
      const fields = result.error.fields ?? {};
      setErrors(fields);
      // A refusal about no field of the form (not his CP, an official one, gone) is a toast.
      if (!FORM_FIELDS.some((field) => fields[field])) {
        notify('error', apiErrorMessage(t, result.error));
      }
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: kurikulumKeys.all });
    onDone();
  }

  return (
    <Stack gap="sm">
      {cp ? (
        <TextInput
          label={t('kurikulum.common.mataPelajaran')}
          value={`${cp.mata_pelajaran} · ${t('kurikulum.common.faseValue', { fase: cp.fase })}`}
          description={t('kurikulum.cp.tetap')}
          readOnly
        />
      ) : (
        <PembelajaranSelect
          list={list}
          value={pembelajaranId}
          onChange={setPembelajaranId}
          error={errors.pembelajaran_id}
          missing={sent}
        />
      )}
      {cp && cp.jumlah_tp > 0 ? (
        <Text size="sm" c="orange">
          {t('kurikulum.cp.editDipakai', { count: cp.jumlah_tp })}
        </Text>
      ) : null}
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

/** The latest value that was not null: a closing window keeps showing what it showed. */
function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}

/** The CPs of the teacher's subjects and phases: official and the school's own, with status. */
export function CpScreen() {
  const { t } = useTranslation();
  const pembelajaran = usePembelajaranGuru();
  const merdeka = ofKind(pembelajaran.data, 'merdeka');
  const params = useListParams<CpSort>('mata_pelajaran', 25);
  const list = useCpList(params.queryString);
  const queryClient = useQueryClient();
  /** The open form: a new CP (`cp` null) or the school CP being corrected. */
  const [form, setForm] = useState<{ cp: CpItem | null } | null>(null);
  const [deleting, setDeleting] = useState<CpItem | null>(null);
  /** The CP about to be switched off: asked first, since it is off for every teacher. */
  const [switchingOff, setSwitchingOff] = useState<CpItem | null>(null);
  const shownSwitchingOff = useLastShown(switchingOff);
  // The two windows' title and text stay while they fade out after closing.
  const shownForm = useLastShown(form);
  const shownDeleting = useLastShown(deleting);
  const toggle = useStatusToggle(setCpStatus);

  async function remove() {
    if (!deleting) return;
    const result = await deleteCp(deleting.cp_id);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else {
      notify('success', result.data.message);
      await queryClient.invalidateQueries({ queryKey: kurikulumKeys.all });
    }
    setDeleting(null);
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
        <Badge variant="light" miw="max-content">
          {t('kurikulum.common.faseValue', { fase: row.fase })}
        </Badge>
      ),
    },
    {
      key: 'elemen',
      header: t('kurikulum.cp.elemen'),
      sortKey: 'elemen',
      width: 200,
      minWidth: 150,
      longText: true,
      render: (row) => <Text size="sm">{row.elemen}</Text>,
    },
    {
      key: 'deskripsi',
      header: t('kurikulum.cp.deskripsi'),
      minWidth: 220,
      longText: true,
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
          <Badge
            color={row.is_dir ? 'blue' : 'grape'}
            variant="outline"
            size="xs"
            miw="max-content"
          >
            {row.is_dir ? t('kurikulum.cp.resmi') : t('kurikulum.cp.sekolah')}
          </Badge>
        </Stack>
      ),
    },
    {
      key: 'aksi',
      header: t('kurikulum.common.aksi'),
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Tooltip
            label={row.aktif ? t('kurikulum.common.nonaktifkan') : t('kurikulum.common.aktifkan')}
          >
            <Switch
              checked={row.aktif}
              aria-label={t('kurikulum.cp.statusOf', { name: row.elemen })}
              onChange={(event) => {
                if (event.currentTarget.checked) void toggle(row.cp_id, true);
                else setSwitchingOff(row);
              }}
            />
          </Tooltip>
          {/* Only the school's own CPs are corrected or removed; the catalogue's stay as issued. */}
          {row.is_dir ? null : (
            <>
              <Tooltip label={t('kurikulum.cp.edit')}>
                <ActionIcon
                  variant="light"
                  color="yellow"
                  aria-label={t('kurikulum.cp.editOf', { name: row.elemen })}
                  onClick={() => setForm({ cp: row })}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip
                label={
                  row.jumlah_tp > 0
                    ? t('kurikulum.cp.dipakai', { count: row.jumlah_tp })
                    : t('kurikulum.cp.delete')
                }
              >
                <ActionIcon
                  variant="light"
                  color="red"
                  disabled={row.jumlah_tp > 0}
                  aria-label={t('kurikulum.cp.deleteOf', { name: row.elemen })}
                  onClick={() => setDeleting(row)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PembelajaranNotice
        total={pembelajaran.data?.length}
        ofKind={merdeka.length}
        lainKurikulum={t('kurikulum.common.tanpaMerdeka')}
      />
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
        onAdd={() => setForm({ cp: null })}
      />
      <Modal
        opened={form !== null}
        onClose={() => setForm(null)}
        title={shownForm?.cp ? t('kurikulum.cp.editTitle') : t('kurikulum.cp.addTitle')}
        // the width of the Tambah TP window, where grade, class and subject fit their placeholders
        size="xl"
      >
        {form ? (
          <CpForm
            key={form.cp?.cp_id ?? 'baru'}
            list={merdeka}
            cp={form.cp}
            onDone={() => setForm(null)}
          />
        ) : null}
      </Modal>
      <ConfirmModal
        opened={switchingOff !== null}
        title={t('kurikulum.cp.nonaktifTitle')}
        message={t('kurikulum.cp.nonaktifMessage', {
          name: shownSwitchingOff?.elemen ?? '',
          mapel: shownSwitchingOff?.mata_pelajaran ?? '',
          fase: shownSwitchingOff?.fase ?? '',
          count: shownSwitchingOff?.jumlah_tp ?? 0,
        })}
        confirmLabel={t('kurikulum.common.nonaktifkan')}
        color="primary"
        onCancel={() => setSwitchingOff(null)}
        onConfirm={async () => {
          if (switchingOff) await toggle(switchingOff.cp_id, false);
          setSwitchingOff(null);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('kurikulum.cp.deleteTitle')}
        message={t('kurikulum.cp.deleteMessage', { name: shownDeleting?.elemen ?? '' })}
        confirmLabel={t('kurikulum.cp.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </Card>
  );
}
