import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** Asks before a destructive action; the confirm button waits for the action to finish. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text mb="lg">{props.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void props.onConfirm().finally(() => setBusy(false));
          }}
        >
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
