import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataSetPlanDto } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';

/** Says exactly what a pull will change before it starts. */
export function ConfirmPullModal({
  plans,
  busy,
  onConfirm,
  onClose,
}: {
  plans: DataSetPlanDto[] | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={plans !== null}
      onClose={onClose}
      title={t('sinkronisasi.confirmTitle')}
      centered
    >
      <Text size="sm" mb="sm">
        {t('sinkronisasi.confirmIntro')}
      </Text>
      <List size="sm" spacing={4} mb="sm">
        {(plans ?? []).map((plan) => (
          <List.Item key={plan.key}>
            <Text span fw={600} size="sm">
              {plan.title}
            </Text>
            {': '}
            {t('sinkronisasi.confirmLine', {
              baru: plan.baru.length,
              berubah: plan.berubah.length,
              hilang: plan.hilang.length,
            })}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mb="md">
        {t('sinkronisasi.confirmNote')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button color="green" onClick={onConfirm} loading={busy}>
          {t('sinkronisasi.confirmPull')}
        </Button>
      </Group>
    </Modal>
  );
}
