import { useState } from 'react';
import { Button, Checkbox, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PembelajaranGuru } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { refreshAfterTpChange, salinTp, useTpSalin } from '../api/kurikulum-api';
import { useLockReason } from './tp-lock';

/**
 * Every TP of one of the teacher's classes mapped to his parallel classes (same subject, same
 * grade) at once: a teacher of six parallel classes writes his TPs for one and copies them,
 * instead of mapping each TP six times.
 */
export function TpSalinModal({
  opened,
  onClose,
  list,
  initialDari,
}: {
  opened: boolean;
  onClose: () => void;
  list: readonly PembelajaranGuru[];
  /** The class the list is filtered to, if one: the likely source. */
  initialDari?: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dari, setDari] = useState<string | null>(initialDari ?? null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const plan = useTpSalin(opened ? dari : null);
  const lockReason = useLockReason();

  const close = () => {
    setChosen([]);
    onClose();
  };

  async function submit() {
    if (!dari || chosen.length === 0) return;
    setBusy(true);
    const result = await salinTp(dari, chosen);
    setBusy(false);
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      await refreshAfterTpChange(queryClient);
      return;
    }
    notify('success', result.data.message);
    await refreshAfterTpChange(queryClient);
    close();
  }

  const data = plan.data;
  // a locked class would refuse the copy (423): neither offered nor chosen by "Pilih semua"
  const open = data?.tujuan.filter((row) => row.baru > 0 && row.terkunci === null) ?? [];
  return (
    <Modal opened={opened} onClose={close} title={t('kurikulum.tp.salin.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('kurikulum.tp.salin.hint')}
        </Text>
        <Select
          label={t('kurikulum.tp.salin.dari')}
          placeholder={t('kurikulum.tp.salin.dariPlaceholder')}
          data={list.map((row) => ({
            value: row.pembelajaran_id,
            label: `${row.nama_mata_pelajaran} – ${row.rombel}`,
          }))}
          value={dari}
          onChange={(value) => {
            setDari(value);
            setChosen([]);
          }}
          searchable
        />
        {dari && plan.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {data ? (
          <>
            <Text size="sm" data-testid="tp-salin-jumlah">
              {t('kurikulum.tp.salin.jumlah', { count: data.jumlah_tp })}
            </Text>
            {data.tujuan.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('kurikulum.tp.salin.tanpaParalel')}
              </Text>
            ) : (
              <Checkbox.Group
                label={t('kurikulum.tp.salin.ke')}
                value={chosen}
                onChange={setChosen}
              >
                <Stack gap={6} mt={6}>
                  {data.tujuan.map((row) => (
                    <Checkbox
                      key={row.pembelajaran_id}
                      value={row.pembelajaran_id}
                      disabled={row.baru === 0 || row.terkunci !== null}
                      label={
                        row.baru === 0
                          ? t('kurikulum.tp.salin.lengkap', { rombel: row.rombel })
                          : t('kurikulum.tp.salin.baru', { rombel: row.rombel, count: row.baru })
                      }
                      description={
                        row.baru > 0 && row.terkunci !== null
                          ? t('kurikulum.tp.kunci.petakan', { alasan: lockReason([row]) })
                          : undefined
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
            {open.length > 1 ? (
              <Group>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => setChosen(open.map((row) => row.pembelajaran_id))}
                >
                  {t('kurikulum.tp.salin.semua')}
                </Button>
              </Group>
            ) : null}
          </>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={busy}
            disabled={!dari || chosen.length === 0}
          >
            {t('kurikulum.tp.salin.submit', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
