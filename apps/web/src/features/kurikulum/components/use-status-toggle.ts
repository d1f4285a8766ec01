import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { ApiResult } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { kurikulumKeys } from '../api/kurikulum-api';

/** Switches a CP or KD on or off, says how it went and reloads the curriculum lists. */
export function useStatusToggle<K>(
  setStatus: (id: K, aktif: boolean) => Promise<ApiResult<{ message: string }>>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (id: K, aktif: boolean) => {
    const result = await setStatus(id, aktif);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
    else notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: kurikulumKeys.all });
  };
}
