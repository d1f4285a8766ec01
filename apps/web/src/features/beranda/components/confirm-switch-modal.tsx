import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for an action that stops others' work (closing, locking). */
  color: 'red' | 'blue';
  onConfirm: () => Promise<void>;
}

/** Asks before a switch takes effect; the confirm button waits for the change to be saved. */
export function ConfirmSwitchModal({
  request,
  onClose,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={request !== null} onClose={onClose} title={request?.title} centered>
      <Text mb="lg">{request?.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color={request?.color}
          loading={busy}
          onClick={() => {
            if (!request) return;
            setBusy(true);
            void request
              .onConfirm()
              .then(onClose)
              .finally(() => setBusy(false));
          }}
        >
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
