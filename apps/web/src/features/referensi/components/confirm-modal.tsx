import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red (the default) for what removes or stops others' work; 'primary' is the theme's colour. */
  color?: 'red' | 'blue' | 'primary';
  /** What the user must fill in before confirming (e.g. a reason), under the message. */
  children?: ReactNode;
  confirmDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** Asks before an action; the confirm button waits for the action to finish. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      {/* the message quotes names users typed: a long word or address breaks, not the window */}
      <Text mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {props.message}
      </Text>
      {props.children}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color={props.color === 'primary' ? undefined : (props.color ?? 'red')}
          loading={busy}
          disabled={props.confirmDisabled}
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
