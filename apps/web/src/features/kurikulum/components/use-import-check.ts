import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { ApiResult } from '../../../lib/api-client';

/**
 * The chosen Excel file and the server's check of it (nothing saved yet): choosing a file sends
 * it for checking, clearing it forgets the check.
 */
export function useImportCheck<P>(checkFile: (file: File) => Promise<ApiResult<P>>) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<P | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setError(null);
    if (!chosen) return;
    setBusy(true);
    const result = await checkFile(chosen);
    setBusy(false);
    if (result.ok) setPreview(result.data);
    else setError(apiErrorMessage(t, result.error));
  }

  /** Sends the checked rows; a refusal is shown, success gives the result. */
  async function confirm<R>(send: () => Promise<ApiResult<R>>): Promise<R | null> {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (!result.ok) {
      setError(apiErrorMessage(t, result.error));
      return null;
    }
    return result.data;
  }

  /** Forgets the file and its check (a shown error stays). */
  function clearFile() {
    setFile(null);
    setPreview(null);
  }

  function reset() {
    clearFile();
    setError(null);
  }

  return { file, preview, error, busy, check, confirm, clearFile, reset };
}
