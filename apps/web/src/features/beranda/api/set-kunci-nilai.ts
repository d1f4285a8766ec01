import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { KunciNilaiResponse } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { apiClient } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';

/** The wali (or the administrator) locks, or unlocks with a reason, the grades of a class. */
export function setKunciNilai(rombonganBelajarId: string, kunci: boolean, alasan?: string) {
  return apiClient.put<KunciNilaiResponse>('penilaian/kunci-nilai', {
    rombongan_belajar_id: rombonganBelajarId,
    kunci,
    ...(alasan ? { alasan } : {}),
  });
}

/**
 * Locks or opens a class from a confirmation: says the server's answer, and refreshes what shows
 * the grading counts and locks.
 */
export function useUbahKunci() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (rombonganBelajarId: string, kunci: boolean, alasan?: string) => {
    const result = await setKunciNilai(rombonganBelajarId, kunci, alasan);
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: ['beranda', 'penilaian'] });
  };
}
