import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CpResmiGroup } from '@erapor/shared/kurikulum/cp-import.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { hapusCpResmi, kurikulumKeys, useCpResmi } from '../api/kurikulum-api';

const keyOf = (group: CpResmiGroup) => `${group.mata_pelajaran_id}|${group.fase}`;

/**
 * The window where the administrator takes a wrong catalogue import back: per subject and phase,
 * the official CPs no TP uses are deleted. What will go and what stays (those a TP uses) is said
 * before the red button, which names the number deleted.
 */
function CpResmiHapusModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useCpResmi(opened);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groups = list.data ?? [];
  const group = groups.find((item) => keyOf(item) === chosen) ?? null;
  const unused = group ? group.total - group.dipakai : 0;

  function close() {
    setChosen(null);
    setError(null);
    onClose();
  }

  async function remove() {
    if (!group) return;
    setBusy(true);
    const result = await hapusCpResmi({
      mata_pelajaran_id: group.mata_pelajaran_id,
      fase: group.fase,
    });
    setBusy(false);
    if (!result.ok) {
      setError(apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    // the catalogue card's totals, the teachers' CP lists and this list
    await queryClient.invalidateQueries({ queryKey: kurikulumKeys.all });
    close();
  }

  const names = group ? { mapel: group.mata_pelajaran, fase: group.fase } : null;
  return (
    <Modal opened={opened} onClose={close} title={t('kurikulum.cpResmi.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('kurikulum.cpResmi.intro')}</Text>
        {list.isPending ? <Text size="sm">{t('common.loading')}</Text> : null}
        {list.isError ? (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        ) : null}
        {list.isSuccess && groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('kurikulum.cpResmi.none')}
          </Text>
        ) : null}
        {groups.length > 0 ? (
          <Select
            label={t('kurikulum.cpResmi.pilih')}
            placeholder={t('kurikulum.cpResmi.pilihPlaceholder')}
            data={groups.map((item) => ({
              value: keyOf(item),
              label: t('kurikulum.cpResmi.option', {
                mapel: item.mata_pelajaran,
                fase: item.fase,
                total: item.total,
                dipakai: item.dipakai,
              }),
            }))}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setError(null);
            }}
            searchable
          />
        ) : null}
        {group && names ? (
          <Alert color={unused > 0 ? 'red' : 'gray'} data-testid="cp-resmi-akibat">
            <Text size="sm">
              {unused > 0
                ? t('kurikulum.cpResmi.confirm', { count: unused, ...names })
                : t('kurikulum.cpResmi.nothing', names)}
            </Text>
            <Text size="sm">
              {group.dipakai > 0
                ? t('kurikulum.cpResmi.kept', { count: group.dipakai })
                : t('kurikulum.cpResmi.keptNone')}
            </Text>
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void remove()}
            loading={busy}
            disabled={unused === 0}
          >
            {t('kurikulum.cpResmi.hapus', { count: unused })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The Katalog CP card's way to delete the official CPs of a wrong import (administrator). */
export function CpResmiHapus() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('kurikulum.cpResmi.open')}
      </Button>
      <CpResmiHapusModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
