import { useState } from 'react';
import { ActionIcon, Alert, Center, Loader, Modal, Table, Text, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnggotaItem } from '@erapor/shared/referensi/rombel.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { removeAnggota, rombelKeys, useAnggota } from '../api/get-rombel';
import { ConfirmModal } from './confirm-modal';
import { dash, tempatTanggalLahir } from './person-format';

interface AnggotaModalProps {
  /** `rombongan-belajar/<id>` or `ekstrakurikuler/<id>`; null = closed. */
  path: string | null;
  /** Only the administrator may take a student out of a class. */
  canRemove: boolean;
  onClose: () => void;
}

export function AnggotaModal({ path, canRemove, onClose }: AnggotaModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const anggota = useAnggota(path);
  const [removing, setRemoving] = useState<AnggotaItem | null>(null);

  async function remove() {
    if (!removing) return;
    const result = await removeAnggota(removing.anggota_rombel_id);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else {
      notify('success', result.data.message);
      await queryClient.invalidateQueries({ queryKey: rombelKeys.all });
    }
    setRemoving(null);
  }

  const title = anggota.data
    ? t('referensi.rombel.anggotaOf', { name: anggota.data.rombel.nama })
    : t('referensi.rombel.anggota');
  return (
    <Modal opened={path !== null} onClose={onClose} title={title} size="xl">
      {anggota.isPending && path ? (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : null}
      {anggota.isError ? <Alert color="red">{anggota.error.message}</Alert> : null}
      {anggota.data ? (
        <Table.ScrollContainer minWidth={640} mah={480}>
          <Table striped verticalSpacing={4} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('referensi.table.no')}</Table.Th>
                <Table.Th>{t('referensi.gtk.nama')}</Table.Th>
                <Table.Th>{t('referensi.pd.nisn')}</Table.Th>
                <Table.Th>{t('referensi.gtk.lp')}</Table.Th>
                <Table.Th>{t('referensi.gtk.ttl')}</Table.Th>
                <Table.Th>{t('referensi.gtk.agama')}</Table.Th>
                {canRemove ? <Table.Th>{t('referensi.aksi')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {anggota.data.data.map((row, index) => (
                <Table.Tr key={row.anggota_rombel_id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{row.nama}</Table.Td>
                  <Table.Td>{dash(row.nisn)}</Table.Td>
                  <Table.Td>{dash(row.jenis_kelamin)}</Table.Td>
                  <Table.Td>{tempatTanggalLahir(row.tempat_lahir, row.tanggal_lahir)}</Table.Td>
                  <Table.Td>{dash(row.agama)}</Table.Td>
                  {canRemove ? (
                    <Table.Td>
                      <Tooltip label={t('referensi.rombel.keluarkan')}>
                        <ActionIcon
                          color="red"
                          variant="light"
                          aria-label={t('referensi.rombel.keluarkanOf', { name: row.nama })}
                          onClick={() => setRemoving(row)}
                        >
                          <IconUserMinus size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {anggota.data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('referensi.rombel.noAnggota')}
            </Text>
          ) : null}
        </Table.ScrollContainer>
      ) : null}
      <ConfirmModal
        opened={removing !== null}
        title={t('referensi.rombel.keluarkan')}
        message={t('referensi.rombel.keluarkanMessage', { name: removing?.nama ?? '' })}
        confirmLabel={t('referensi.rombel.keluarkan')}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      />
    </Modal>
  );
}
