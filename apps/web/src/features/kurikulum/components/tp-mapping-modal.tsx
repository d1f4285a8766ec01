import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TpItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { mapTp, refreshAfterTpChange, unmapTp, useTpMapping } from '../api/kurikulum-api';
import { GuardedAction, RombelChip, useLockReason } from './tp-lock';

/**
 * Shows which of the teacher's classes a TP is assessed in, maps it to more, removes one; a class
 * whose grades are locked offers neither, and says why.
 */
export function TpMappingModal({ tp, onClose }: { tp: TpItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mapping = useTpMapping(tp?.tp_id ?? null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const lockReason = useLockReason();

  async function refresh() {
    await refreshAfterTpChange(queryClient);
  }

  async function add() {
    if (!tp || chosen.length === 0) return;
    setBusy(true);
    const result = await mapTp(tp.tp_id, chosen);
    setBusy(false);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else {
      notify('success', result.data.message);
      setChosen([]);
    }
    await refresh();
  }

  async function remove(pembelajaranId: string) {
    if (!tp) return;
    const result = await unmapTp(tp.tp_id, pembelajaranId);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else notify('success', result.data.message);
    await refresh();
  }

  const data = mapping.data;
  return (
    <Modal
      opened={tp !== null}
      onClose={() => {
        setChosen([]);
        onClose();
      }}
      title={t('kurikulum.tp.mapping.title')}
      size="lg"
    >
      {tp ? (
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {tp.deskripsi}
          </Text>
          {!data ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
          {data ? (
            <>
              <Table withTableBorder fz="sm" aria-label={t('kurikulum.tp.mapping.terpetakan')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('kurikulum.tp.mapping.terpetakan')}</Table.Th>
                    <Table.Th w={140}>{t('kurikulum.common.status')}</Table.Th>
                    <Table.Th w={60} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.terpetakan.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={3}>
                        <Text size="sm" c="dimmed">
                          {t('kurikulum.tp.mapping.belum')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                  {data.terpetakan.map((row) => (
                    <Table.Tr key={row.pembelajaran_id}>
                      <Table.Td>{row.terkunci ? <RombelChip row={row} /> : row.rombel}</Table.Td>
                      <Table.Td>
                        {row.ada_nilai ? (
                          <Badge color="orange" variant="light" size="sm">
                            {t('kurikulum.tp.mapping.adaNilai')}
                          </Badge>
                        ) : !row.milik_sendiri ? (
                          <Badge color="gray" variant="light" size="sm">
                            {t('kurikulum.tp.mapping.guruLain')}
                          </Badge>
                        ) : (
                          <Badge color="green" variant="light" size="sm">
                            {t('kurikulum.tp.mapping.belumDinilai')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {row.milik_sendiri ? (
                          <GuardedAction
                            tooltip={t('kurikulum.tp.mapping.hapus')}
                            refusal={
                              row.ada_nilai
                                ? t('kurikulum.tp.mapping.tidakBisaHapus')
                                : row.terkunci
                                  ? t('kurikulum.tp.kunci.hapusPemetaan', {
                                      alasan: lockReason([row]),
                                    })
                                  : null
                            }
                            color="red"
                            label={t('kurikulum.tp.mapping.hapusOf', { name: row.rombel })}
                            onClick={() => void remove(row.pembelajaran_id)}
                          >
                            <IconLinkOff size={16} aria-hidden />
                          </GuardedAction>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="sm" fw={600}>
                {t('kurikulum.tp.mapping.tersedia')}
              </Text>
              {data.tersedia.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('kurikulum.tp.mapping.tidakAda')}
                </Text>
              ) : (
                <Checkbox.Group value={chosen} onChange={setChosen}>
                  <Group gap="md">
                    {data.tersedia.map((row) => (
                      // a locked class refuses the mapping: not offered, and told why
                      <Checkbox
                        key={row.pembelajaran_id}
                        value={row.pembelajaran_id}
                        label={row.rombel}
                        disabled={row.terkunci !== null}
                        description={
                          row.terkunci
                            ? t('kurikulum.tp.kunci.petakan', { alasan: lockReason([row]) })
                            : undefined
                        }
                      />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
              {data.tersedia.length === 0 ? null : (
                <Group justify="flex-end">
                  <Button
                    onClick={() => void add()}
                    loading={busy}
                    disabled={chosen.length === 0 || !tp.dapat_diubah}
                  >
                    {t('kurikulum.tp.mapping.petakan', { count: chosen.length })}
                  </Button>
                </Group>
              )}
            </>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
