import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash, IconUserPlus, IconUsersPlus, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { dudiKeys, useCalonPembimbing, useKegiatanDetail } from '../api/get-dudi';
import { addPembimbing, removePembimbing, removePeserta } from '../api/save-dudi';
import { DudiPesertaModal } from './dudi-peserta-modal';

/** Supervising teachers and participating students of one activity. */
export function DudiKegiatanPanel({
  kegiatanId,
  onClose,
}: {
  kegiatanId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useKegiatanDetail(kegiatanId);
  const calon = useCalonPembimbing(kegiatanId);
  const [guruId, setGuruId] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);

  async function run(action: () => ReturnType<typeof removePeserta>) {
    const result = await action();
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: dudiKeys.all });
  }

  if (!detail.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  const kegiatan = detail.data;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      aria-label={t('dudi.kegiatan.panelLabel', { name: kegiatan.judul_akt_pd })}
      component="section"
    >
      <Group justify="space-between" mb="sm">
        <Title order={5}>{t('dudi.kegiatan.panelTitle', { name: kegiatan.judul_akt_pd })}</Title>
        <ActionIcon variant="subtle" aria-label={t('dudi.kegiatan.closePanel')} onClick={onClose}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Stack gap="md">
        <div>
          <Text fw={600} size="sm" mb={4}>
            {t('dudi.pembimbing.title')}
          </Text>
          <Table verticalSpacing={4} aria-label={t('dudi.pembimbing.title')}>
            <Table.Tbody>
              {kegiatan.pembimbing.map((row) => (
                <Table.Tr key={row.bimbing_pd_id}>
                  <Table.Td w={48}>
                    <Text size="sm" fw={600} c="dimmed">
                      {row.urutan}.
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.nama}</Table.Td>
                  <Table.Td c="dimmed">{row.nuptk ?? '-'}</Table.Td>
                  <Table.Td w={40}>
                    <Tooltip label={t('dudi.remove')}>
                      <ActionIcon
                        variant="light"
                        color="red"
                        aria-label={t('dudi.removeOf', { name: row.nama })}
                        onClick={() => void run(() => removePembimbing(row.bimbing_pd_id))}
                      >
                        <IconTrash size={14} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {kegiatan.pembimbing.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dudi.pembimbing.empty')}
            </Text>
          ) : null}
          <Group mt="xs" align="flex-end">
            <Select
              aria-label={t('dudi.pembimbing.choose')}
              placeholder={t('dudi.pembimbing.choose')}
              data={calon.data ?? []}
              value={guruId}
              onChange={setGuruId}
              searchable
              nothingFoundMessage={t('dudi.pembimbing.nothing')}
              style={{ flex: 1 }}
            />
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              disabled={!guruId}
              onClick={() =>
                guruId &&
                void run(() => addPembimbing(kegiatanId, guruId)).then(() => setGuruId(null))
              }
            >
              {t('dudi.pembimbing.add')}
            </Button>
          </Group>
        </div>
        <div>
          <Group justify="space-between" mb={4}>
            <Text fw={600} size="sm">
              {t('dudi.peserta.title', { count: kegiatan.peserta.length })}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUsersPlus size={14} aria-hidden />}
              onClick={() => setPicking(true)}
            >
              {t('dudi.peserta.add')}
            </Button>
          </Group>
          <Table striped verticalSpacing={4} aria-label={t('dudi.peserta.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dudi.peserta.nama')}</Table.Th>
                <Table.Th>{t('dudi.peserta.nisn')}</Table.Th>
                <Table.Th>{t('dudi.peserta.kelas')}</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {kegiatan.peserta.map((row) => (
                <Table.Tr key={row.anggota_akt_pd_id}>
                  <Table.Td>{row.nama}</Table.Td>
                  <Table.Td>{row.nisn ?? '-'}</Table.Td>
                  <Table.Td>{row.kelas ?? '-'}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="light"
                      color="red"
                      aria-label={t('dudi.removeOf', { name: row.nama })}
                      onClick={() => void run(() => removePeserta(row.anggota_akt_pd_id))}
                    >
                      <IconTrash size={14} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {kegiatan.peserta.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dudi.peserta.empty')}
            </Text>
          ) : null}
        </div>
      </Stack>
      <DudiPesertaModal kegiatanId={kegiatanId} opened={picking} onDone={() => setPicking(false)} />
    </Paper>
  );
}
