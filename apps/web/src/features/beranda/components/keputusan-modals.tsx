import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ALASAN_PENYESUAIAN_MIN,
  type PenyesuaianSekolah,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { ApiResult } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { ConfirmModal } from '../../referensi/components/confirm-modal';
import { penyesuaianSekolahQuery } from '../api/get-penyesuaian-sekolah';
import { batalkanKeputusan, tolakPenyesuaian } from '../api/setujui-penyesuaian';

/** What a question about one change names: the student, the subject, old → new. */
const namaPerubahan = (row: PenyesuaianSekolah) => ({
  nama: row.nama,
  mapel: row.nama_mata_pelajaran,
  lama: row.nilai_lama ?? '–',
  baru: row.nilai_baru ?? '–',
});

/**
 * Sends one of the Waka's decisions: a refusal names the reason, a success says what was done
 * (`berhasil`) and reads the list again with its counts. Answers whether it was done.
 */
export function useKirimKeputusan() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async <T,>(
    send: () => Promise<ApiResult<T>>,
    berhasil: (data: T) => string,
  ): Promise<boolean> => {
    const result = await send();
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      return false;
    }
    notify('success', berhasil(result.data));
    await queryClient.invalidateQueries({ queryKey: penyesuaianSekolahQuery().queryKey });
    return true;
  };
}

/**
 * The Waka refuses one change, with a note to the teacher (at least ALASAN_PENYESUAIAN_MIN
 * characters before the button enables). Open while `row` is set.
 */
export function TolakModal({
  row,
  onClose,
}: {
  row: PenyesuaianSekolah | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kirim = useKirimKeputusan();
  const [catatan, setCatatan] = useState('');
  const refuse = async (target: PenyesuaianSekolah) => {
    const done = await kirim(
      () => tolakPenyesuaian([target.id], catatan.trim()),
      () => t('berandaPenilaian.penyesuaian.tertolak', { nama: target.nama }),
    );
    if (!done) return;
    setCatatan('');
    onClose();
  };
  return (
    <ConfirmModal
      opened={row !== null}
      title={t('berandaPenilaian.penyesuaian.tolakTitle')}
      message={row ? t('berandaPenilaian.penyesuaian.tolakMessage', namaPerubahan(row)) : ''}
      confirmLabel={t('berandaPenilaian.penyesuaian.tolak')}
      confirmDisabled={catatan.trim().length < ALASAN_PENYESUAIAN_MIN}
      onCancel={onClose}
      onConfirm={async () => {
        if (row) await refuse(row);
      }}
    >
      <Textarea
        label={t('berandaPenilaian.penyesuaian.catatanLabel')}
        description={t('berandaPenilaian.penyesuaian.catatanHint', {
          min: ALASAN_PENYESUAIAN_MIN,
        })}
        placeholder={t('berandaPenilaian.penyesuaian.catatanContoh')}
        value={catatan}
        maxLength={500}
        autosize
        minRows={2}
        mb="md"
        data-autofocus
        onChange={(event) => setCatatan(event.currentTarget.value)}
      />
    </ConfirmModal>
  );
}

/**
 * The Waka takes his decision on one change back (an approval given by mistake, a refusal he
 * settled with the teacher): the change waits for a decision again, and the list shows the
 * buttons to decide it. Open while `row` is set.
 */
export function BatalKeputusanModal({
  row,
  onClose,
}: {
  row: PenyesuaianSekolah | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kirim = useKirimKeputusan();
  const keputusan =
    row?.persetujuan?.keputusan === 'tolak'
      ? t('berandaPenilaian.penyesuaian.ditolak')
      : t('berandaPenilaian.penyesuaian.disetujui');
  return (
    <ConfirmModal
      opened={row !== null}
      title={t('berandaPenilaian.penyesuaian.batalTitle')}
      message={
        row
          ? t('berandaPenilaian.penyesuaian.batalMessage', { ...namaPerubahan(row), keputusan })
          : ''
      }
      confirmLabel={t('berandaPenilaian.penyesuaian.batalTitle')}
      color="primary"
      onCancel={onClose}
      onConfirm={async () => {
        if (!row) return;
        const done = await kirim(
          () => batalkanKeputusan([row.id]),
          () => t('berandaPenilaian.penyesuaian.dibatalkan', { nama: row.nama }),
        );
        if (done) onClose();
      }}
    />
  );
}
