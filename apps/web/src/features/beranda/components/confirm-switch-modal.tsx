import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALASAN_BUKA_MIN } from '@erapor/shared/penilaian/penilaian.schemas';
import { ConfirmModal } from '../../referensi/components/confirm-modal';

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
  const [alasan, setAlasan] = useState('');
  // the reason is typed afresh for every request
  const close = () => {
    setAlasan('');
    onClose();
  };
  const needsReason = request?.needsReason === true;
  return (
    <ConfirmModal
      opened={request !== null}
      title={request?.title ?? ''}
      message={request?.message ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      color={request?.color}
      confirmDisabled={needsReason && alasan.trim().length < ALASAN_BUKA_MIN}
      onCancel={close}
      onConfirm={async () => {
        if (!request) return;
        await request.onConfirm(needsReason ? alasan.trim() : undefined);
        close();
      }}
    >
      {needsReason ? (
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
    </ConfirmModal>
  );
}
