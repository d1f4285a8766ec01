import { useState } from 'react';
import { Button, Card, Group, Modal, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUsersPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { downloadAccounts, generatePengguna } from '../../../features/pengguna/api/pengguna';
import { PenggunaDetailModal } from '../../../features/pengguna/components/pengguna-detail-modal';
import { PenggunaTable } from '../../../features/pengguna/components/pengguna-table';

export function HakAksesPenggunaScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirmGenerate, setConfirmGenerate] = useState(false);
  const [busy, setBusy] = useState<'generate' | 'download' | null>(null);

  // Action generatePengguna (spec): accounts for new staff and students, derived roles recomputed.
  async function generate() {
    setBusy('generate');
    const result = await generatePengguna();
    setBusy(null);
    setConfirmGenerate(false);
    if (!result.ok) return notify('error', apiErrorMessage(t, result.error));
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: ['pengguna'] });
  }

  async function download() {
    setBusy('download');
    const result = await downloadAccounts();
    setBusy(null);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
  }

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <Group justify="flex-end" mb="md" gap="sm">
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={busy === 'download'}
          onClick={() => void download()}
        >
          {t('pengguna.download')}
        </Button>
        <Button
          color="green"
          leftSection={<IconUsersPlus size={16} aria-hidden />}
          onClick={() => setConfirmGenerate(true)}
        >
          {t('pengguna.generate')}
        </Button>
      </Group>
      <PenggunaTable onOpen={setOpenId} />
      <PenggunaDetailModal userId={openId} onClose={() => setOpenId(null)} />
      <Modal
        opened={confirmGenerate}
        onClose={() => setConfirmGenerate(false)}
        title={t('pengguna.generate')}
        centered
      >
        <Text size="sm" mb="md">
          {t('pengguna.generateConfirm')}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={busy !== null}
            onClick={() => setConfirmGenerate(false)}
          >
            {t('common.cancel')}
          </Button>
          <Button color="green" loading={busy === 'generate'} onClick={() => void generate()}>
            {t('pengguna.generateYes')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
