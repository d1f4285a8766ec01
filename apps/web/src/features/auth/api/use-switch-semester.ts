import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { switchSemester } from './switch-semester';

/**
 * Switches the session to another semester and says so: every query is read again under the new
 * tokens. Answers the new session, or null when refused (the reason is shown).
 */
export function useSwitchSemester() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const pindah = async (semesterId: string): Promise<SessionResponse | null> => {
    setPending(true);
    const result = await switchSemester(semesterId);
    setPending(false);
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      return null;
    }
    await queryClient.invalidateQueries();
    notify('success', t('semester.switched', { name: result.data.userData.semester.nama }));
    return result.data;
  };
  return { pindah, pending };
}
