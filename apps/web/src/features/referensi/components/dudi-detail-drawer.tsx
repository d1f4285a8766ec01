import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { KegiatanSummary, MouItem } from '@erapor/shared/dudi/dudi.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { dudiKeys, useDudiDetail } from '../api/get-dudi';
import { deleteKegiatan, deleteMou } from '../api/save-dudi';
import { ConfirmModal } from './confirm-modal';
import { DudiKegiatanModal } from './dudi-kegiatan-modal';
import { DudiKegiatanPanel } from './dudi-kegiatan-panel';
import { DudiMouModal } from './dudi-mou-modal';
import { tanggal } from './person-format';

type Deleting = { kind: 'mou'; row: MouItem } | { kind: 'kegiatan'; row: KegiatanSummary };

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '-'}</Text>
    </div>
  );
}

/** A partner with its agreements → activities → supervisors and participants. */
export function DudiDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useDudiDetail(id);
  const [mouForm, setMouForm] = useState<MouItem | null | undefined>(undefined);
  const [kegiatanForm, setKegiatanForm] = useState<{
    mouId: string;
    row: KegiatanSummary | null;
  } | null>(null);
  const [kegiatanId, setKegiatanId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const dudi = detail.data;

  function close() {
    setKegiatanId(null);
    onClose();
  }

  async function remove() {
    if (!deleting) return;
    const result =
      deleting.kind === 'mou'
        ? await deleteMou(deleting.row.mou_id)
        : await deleteKegiatan(deleting.row.akt_pd_id);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else {
      notify('success', result.data.message);
      if (deleting.kind === 'kegiatan' && deleting.row.akt_pd_id === kegiatanId)
        setKegiatanId(null);
      await queryClient.invalidateQueries({ queryKey: dudiKeys.all });
    }
    setDeleting(null);
  }

  return (
    <Drawer
      opened={id !== null}
      onClose={close}
      position="right"
      size="xl"
      title={dudi?.nama ?? t('dudi.detailTitle')}
    >
      {!dudi ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Field label={t('dudi.fields.bidangUsaha')} value={dudi.bidang_usaha} />
            <Field label={t('dudi.fields.kota')} value={dudi.kota} />
            <Field label={t('dudi.fields.alamat')} value={dudi.alamat} />
            <Field label={t('dudi.fields.telepon')} value={dudi.telepon} />
            <Field label={t('dudi.fields.email')} value={dudi.email} />
            <Field label={t('dudi.fields.npwp')} value={dudi.npwp} />
          </SimpleGrid>
          <Group justify="space-between">
            <Title order={5}>{t('dudi.mou.title')}</Title>
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setMouForm(null)}
            >
              {t('dudi.mou.add')}
            </Button>
          </Group>
          {dudi.mou.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dudi.mou.empty')}
            </Text>
          ) : null}
          {dudi.mou.map((mou) => (
            <Card key={mou.mou_id} withBorder radius="md" padding="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {mou.nomor_mou}
                    </Text>
                    <Badge size="sm" color={mou.aktif ? 'green' : 'gray'} variant="light">
                      {mou.aktif ? t('dudi.mou.aktif') : t('dudi.mou.berakhir')}
                    </Badge>
                  </Group>
                  <Text size="sm">{mou.judul_mou}</Text>
                  <Text size="xs" c="dimmed">
                    {t('dudi.mou.periode', {
                      mulai: tanggal(mou.tanggal_mulai),
                      selesai: tanggal(mou.tanggal_selesai),
                    })}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('dudi.kegiatan.add')}>
                    <ActionIcon
                      variant="light"
                      aria-label={t('dudi.kegiatan.addTo', { name: mou.nomor_mou })}
                      onClick={() => setKegiatanForm({ mouId: mou.mou_id, row: null })}
                    >
                      <IconPlus size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <ActionIcon
                    variant="light"
                    color="yellow"
                    aria-label={t('dudi.editOf', { name: mou.nomor_mou })}
                    onClick={() => setMouForm(mou)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    color="red"
                    aria-label={t('dudi.deleteOf', { name: mou.nomor_mou })}
                    onClick={() => setDeleting({ kind: 'mou', row: mou })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <Stack gap={6} mt="xs">
                {mou.kegiatan.map((kegiatan) => (
                  <Group
                    key={kegiatan.akt_pd_id}
                    justify="space-between"
                    wrap="nowrap"
                    p={6}
                    style={{
                      borderRadius: 6,
                      background:
                        kegiatan.akt_pd_id === kegiatanId
                          ? 'var(--mantine-color-blue-light)'
                          : 'var(--mantine-color-default-hover)',
                    }}
                  >
                    <div>
                      <Text size="sm" fw={500}>
                        {kegiatan.judul_akt_pd}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('dudi.kegiatan.summary', {
                          sk: kegiatan.sk_tugas ?? '-',
                          pembimbing: kegiatan.jumlah_pembimbing,
                          peserta: kegiatan.jumlah_peserta,
                        })}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconListDetails size={14} aria-hidden />}
                        aria-label={t('dudi.kegiatan.manageOf', { name: kegiatan.judul_akt_pd })}
                        onClick={() => setKegiatanId(kegiatan.akt_pd_id)}
                      >
                        {t('dudi.kegiatan.manage')}
                      </Button>
                      <ActionIcon
                        variant="light"
                        color="yellow"
                        aria-label={t('dudi.editOf', { name: kegiatan.judul_akt_pd })}
                        onClick={() => setKegiatanForm({ mouId: mou.mou_id, row: kegiatan })}
                      >
                        <IconPencil size={14} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="light"
                        color="red"
                        aria-label={t('dudi.deleteOf', { name: kegiatan.judul_akt_pd })}
                        onClick={() => setDeleting({ kind: 'kegiatan', row: kegiatan })}
                      >
                        <IconTrash size={14} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                ))}
                {mou.kegiatan.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('dudi.kegiatan.empty')}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          ))}
          {kegiatanId ? (
            <DudiKegiatanPanel kegiatanId={kegiatanId} onClose={() => setKegiatanId(null)} />
          ) : null}
          <DudiMouModal
            opened={mouForm !== undefined}
            dudiId={dudi.dudi_id}
            row={mouForm ?? null}
            onDone={() => setMouForm(undefined)}
          />
          <DudiKegiatanModal
            opened={kegiatanForm !== null}
            mouId={kegiatanForm?.mouId ?? ''}
            row={kegiatanForm?.row ?? null}
            onDone={() => setKegiatanForm(null)}
          />
          <ConfirmModal
            opened={deleting !== null}
            title={
              deleting?.kind === 'mou' ? t('dudi.mou.deleteTitle') : t('dudi.kegiatan.deleteTitle')
            }
            message={
              deleting?.kind === 'mou'
                ? t('dudi.mou.deleteMessage', { name: deleting.row.nomor_mou })
                : t('dudi.kegiatan.deleteMessage', { name: deleting?.row.judul_akt_pd ?? '' })
            }
            confirmLabel={t('dudi.delete')}
            onCancel={() => setDeleting(null)}
            onConfirm={remove}
          />
        </Stack>
      )}
    </Drawer>
  );
}
