import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconCopy, IconLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  PembelajaranGuru,
  TP_SORTS,
  TpItem,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { ConfirmModal } from '../../referensi/components/confirm-modal';
import type { PagedColumn } from '../../referensi/components/paged-table';
import { useListParams } from '../../referensi/components/use-list-params';
import {
  deleteTp,
  editTp,
  refreshAfterTpChange,
  usePembelajaranGuru,
  useTpList,
} from '../api/kurikulum-api';
import { FormActions } from './form-actions';
import { PembelajaranNotice } from './pembelajaran-notice';
import { KurikulumTable } from './kurikulum-table';
import { TpAddModal } from './tp-add-modal';
import { TpMappingModal } from './tp-mapping-modal';
import { GuardedAction, RombelChip, useLockReason } from './tp-lock';
import { TpSalinModal } from './tp-salin-modal';

type TpSort = (typeof TP_SORTS)[number];

function TpEditModal({ tp, onClose }: { tp: TpItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(tp?.deskripsi ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!tp) return;
    if (!text.trim()) {
      setError(t('kurikulum.tp.deskripsiWajib'));
      return;
    }
    setBusy(true);
    const result = await editTp(tp.tp_id, text);
    setBusy(false);
    if (!result.ok) {
      setError(result.error.fields?.deskripsi ?? apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    await refreshAfterTpChange(queryClient);
    onClose();
  }

  return (
    <Modal opened={tp !== null} onClose={onClose} title={t('kurikulum.tp.editTitle')} size="lg">
      <Stack gap="sm">
        {tp?.dipakai ? (
          <Text size="sm" c="orange">
            {t('kurikulum.tp.editDipakai')}
          </Text>
        ) : null}
        <Textarea
          label={t('kurikulum.tp.deskripsi')}
          withAsterisk
          autosize
          minRows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <FormActions busy={busy} onCancel={onClose} onSave={() => void save()} />
      </Stack>
    </Modal>
  );
}

/** The one class and subject the list is narrowed to, if the filters name exactly one. */
function salinDari(
  own: readonly PembelajaranGuru[],
  filters: Record<string, string | null>,
): string | null {
  const rombel = filters.rombongan_belajar_id ?? null;
  const mapel = filters.mata_pelajaran_id ?? null;
  if (rombel === null && mapel === null) return null;
  const matching = own.filter(
    (row) =>
      (rombel === null || row.rombongan_belajar_id === rombel) &&
      (mapel === null || String(row.mata_pelajaran_id) === mapel),
  );
  return matching.length === 1 ? matching[0]!.pembelajaran_id : null;
}

/** The teacher's TPs with the classes they are mapped to; add, edit, map, delete. */
export function TpScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pembelajaran = usePembelajaranGuru();
  const params = useListParams<TpSort>('mata_pelajaran', 25);
  const list = useTpList(params.queryString);
  // Opened to add a TP for one class and subject (`?tambah=<pembelajaran_id>`, from a grade grid
  // without TPs): the window opens with it chosen, and closing it goes back there (`kembali`).
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tambah = search.get('tambah');
  const kembali = search.get('kembali');
  const [adding, setAdding] = useState(tambah !== null);
  const [editing, setEditing] = useState<TpItem | null>(null);
  const [mapping, setMapping] = useState<TpItem | null>(null);
  const [salin, setSalin] = useState(false);
  const [deleting, setDeleting] = useState<TpItem | null>(null);
  const own = pembelajaran.data ?? [];
  const lockReason = useLockReason();

  async function remove() {
    if (!deleting) return;
    const result = await deleteTp(deleting.tp_id);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else {
      notify('success', result.data.message);
      await refreshAfterTpChange(queryClient);
    }
    setDeleting(null);
  }

  const columns: PagedColumn<TpItem, TpSort>[] = [
    {
      key: 'mapel',
      header: t('kurikulum.common.mataPelajaran'),
      sortKey: 'mata_pelajaran',
      width: 170,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.mata_pelajaran}
        </Text>
      ),
    },
    {
      key: 'rombel',
      header: t('kurikulum.tp.rombel'),
      width: 170,
      render: (row) => {
        const others = row.pemetaan.filter((item) => !item.milik_sendiri).length;
        return (
          <Group gap={4}>
            {row.pemetaan
              .filter((item) => item.milik_sendiri)
              .map((item) => (
                <RombelChip key={item.pembelajaran_id} row={item} />
              ))}
            {others > 0 ? (
              <Badge color="gray" variant="outline" size="sm">
                {t('kurikulum.tp.guruLain', { count: others })}
              </Badge>
            ) : null}
            {row.pemetaan.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('kurikulum.tp.belumDipetakan')}
              </Text>
            ) : null}
          </Group>
        );
      },
    },
    {
      key: 'induk',
      header: t('kurikulum.tp.cpKd'),
      width: 200,
      minWidth: 150,
      longText: true,
      render: (row) =>
        row.cp ? (
          // A school CP and the official one imported later may share an element ("Basis
          // Data"): the badge says which of the two the TP hangs under, as the CP list does.
          <Stack gap={2} align="flex-start">
            <Text size="sm" title={row.cp.deskripsi}>
              {row.cp.elemen}
            </Text>
            <Badge
              color={row.cp.is_dir ? 'blue' : 'grape'}
              variant="outline"
              size="xs"
              miw="max-content"
            >
              {row.cp.is_dir ? t('kurikulum.cp.resmi') : t('kurikulum.cp.sekolah')}
            </Badge>
          </Stack>
        ) : (
          <Text size="sm" title={row.kd?.deskripsi}>
            {`KD ${row.kd?.kode ?? ''}`}
          </Text>
        ),
    },
    {
      key: 'fase',
      header: t('kurikulum.tp.faseTingkat'),
      render: (row) =>
        row.cp ? (
          <Badge variant="light" miw="max-content">
            {t('kurikulum.common.faseValue', { fase: row.cp.fase })}
          </Badge>
        ) : (
          <Badge variant="light" color="grape">
            {t('kurikulum.filter.kelas', { tingkat: row.kd?.tingkat ?? '' })}
          </Badge>
        ),
    },
    {
      key: 'deskripsi',
      header: t('kurikulum.tp.deskripsi'),
      sortKey: 'deskripsi',
      minWidth: 200,
      longText: true,
      render: (row) => <Text size="sm">{row.deskripsi}</Text>,
    },
    {
      key: 'aksi',
      header: t('kurikulum.common.aksi'),
      render: (row) => {
        // a class it is mapped to, locked, refuses rewording and deleting it (see tp-lock)
        const locked = lockReason(row.pemetaan);
        return (
          <Group gap={4} wrap="nowrap">
            <GuardedAction
              tooltip={t('kurikulum.tp.edit')}
              refusal={
                !row.dapat_diubah
                  ? t('kurikulum.tp.bukanMilik')
                  : locked
                    ? t('kurikulum.tp.kunci.edit', { alasan: locked })
                    : null
              }
              color="yellow"
              label={t('kurikulum.tp.editOf', { name: row.deskripsi })}
              onClick={() => setEditing(row)}
            >
              <IconPencil size={16} aria-hidden />
            </GuardedAction>
            <Tooltip label={t('kurikulum.tp.mapping.open')}>
              <ActionIcon
                variant="light"
                aria-label={t('kurikulum.tp.mapping.openOf', { name: row.deskripsi })}
                onClick={() => setMapping(row)}
              >
                <IconLink size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <GuardedAction
              tooltip={t('kurikulum.tp.delete')}
              refusal={
                row.dipakai
                  ? t('kurikulum.tp.dipakai')
                  : !row.dapat_diubah
                    ? t('kurikulum.tp.bukanMilik')
                    : locked
                      ? t('kurikulum.tp.kunci.delete', { alasan: locked })
                      : null
              }
              color="red"
              label={t('kurikulum.tp.deleteOf', { name: row.deskripsi })}
              onClick={() => setDeleting(row)}
            >
              <IconTrash size={16} aria-hidden />
            </GuardedAction>
          </Group>
        );
      },
    },
  ];

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <PembelajaranNotice total={pembelajaran.data?.length} />
      <KurikulumTable
        label={t('kurikulum.tp.tableLabel')}
        columns={columns}
        params={params}
        query={list}
        rowKey={(row) => row.tp_id}
        searchPlaceholder={t('kurikulum.tp.search')}
        emptyText={t('kurikulum.tp.empty')}
        pembelajaran={own}
        addLabel={t('kurikulum.tp.add')}
        onAdd={() => setAdding(true)}
        actions={
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => setSalin(true)}
            disabled={own.length === 0}
          >
            {t('kurikulum.tp.salin.open')}
          </Button>
        }
      />
      {tambah === null || pembelajaran.data ? (
        // with a class to open it for, made once the teacher's classes are known
        <TpAddModal
          opened={adding}
          onClose={() => {
            setAdding(false);
            // only a way back into the product's own grade screens
            if (tambah !== null && kembali?.startsWith('/penilaian/')) void navigate(kembali);
          }}
          list={own}
          initialPembelajaranId={tambah ?? undefined}
        />
      ) : null}
      {editing ? (
        <TpEditModal key={editing.tp_id} tp={editing} onClose={() => setEditing(null)} />
      ) : null}
      <TpMappingModal tp={mapping} onClose={() => setMapping(null)} />
      {salin ? (
        // made afresh each time, starting from the class the list is narrowed to
        <TpSalinModal
          opened
          onClose={() => setSalin(false)}
          list={own}
          initialDari={salinDari(own, params.filters)}
        />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('kurikulum.tp.deleteTitle')}
        message={t('kurikulum.tp.deleteMessage', { name: deleting?.deskripsi ?? '' })}
        confirmLabel={t('kurikulum.tp.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </Card>
  );
}
