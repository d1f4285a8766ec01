import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorDetail } from './api-client';

/** Puts the API's per-field messages (`error.fields`) under the matching inputs. */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: ApiErrorDetail,
  known: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const name = known.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: 'server', message });
    applied = true;
  }
  return applied;
}
