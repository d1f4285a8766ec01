import { useState } from 'react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALASAN_BUKA_MIN } from '@erapor/shared/penilaian/penilaian.schemas';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for an action that stops others' work (closing, locking). */
  color: 'red' | 'blue';
  /** Opening what was locked asks for a reason, kept in the lock history. */
  needsReason?: boolean;
  onConfirm: (alasan?: string) => Promise<void>;
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
  const [alasan, setAlasan] = useState('');
  // the reason is typed afresh for every request
  const close = () => {
    setAlasan('');
    onClose();
  };
  const reasonMissing = request?.needsReason === true && alasan.trim().length < ALASAN_BUKA_MIN;
  return (
    <Modal opened={request !== null} onClose={close} title={request?.title} centered>
      <Text mb="lg">{request?.message}</Text>
      {request?.needsReason ? (
        <Textarea
          mb="lg"
          required
          rows={3}
          maxLength={500}
          label={t('berandaPenilaian.alasanLabel')}
          description={t('berandaPenilaian.alasanHint', { min: ALASAN_BUKA_MIN })}
          placeholder={t('berandaPenilaian.alasanPlaceholder')}
          value={alasan}
          onChange={(event) => setAlasan(event.currentTarget.value)}
          data-autofocus
        />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color={request?.color}
          loading={busy}
          disabled={reasonMissing}
          onClick={() => {
            if (!request || reasonMissing) return;
            setBusy(true);
            void request
              .onConfirm(request.needsReason ? alasan.trim() : undefined)
              .then(close)
              .finally(() => setBusy(false));
          }}
        >
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
