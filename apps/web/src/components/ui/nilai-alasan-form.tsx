import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GRID_LOCKED_CODE } from '@erapor/shared/penilaian/grid.schemas';
import { ALASAN_PENYESUAIAN_MIN } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { ApiResult } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/api-error-message';
import { notify } from '../../lib/toast';
import { NumberOnlyInput } from './number-only-input';

/**
 * A new score with the reason for it (a remedial, an adjusted final): both checked before
 * anything is sent (an integer 0–100; a reason of at least ALASAN_PENYESUAIAN_MIN characters),
 * the server's field messages shown under the fields, each gone once its field is edited. A 409
 * (someone changed the score meanwhile) says so and lets the caller read the score again; a 423
 * (grading closed or the class locked meanwhile) says why and lets the caller turn read-only.
 */
export function NilaiAlasanForm<T>({
  nilaiLabel,
  alasanPlaceholder,
  submitLabel,
  send,
  savedText,
  conflictText,
  onSaved,
  onConflict,
  onLocked,
  children,
  testId,
  alasanAwal = '',
  onAlasanSaved,
}: {
  nilaiLabel: string;
  alasanPlaceholder: string;
  submitLabel: string;
  send: (nilai: number, alasan: string) => Promise<ApiResult<T>>;
  savedText: (nilai: number) => string;
  /** What a 409 is told, from its answer (`body`: who changed the score). */
  conflictText: (body: unknown) => string;
  onSaved: (result: T) => Promise<unknown> | void;
  /** `body`: the 409 answer (for a grid cell: the current cells and who changed them). */
  onConflict: (body: unknown) => Promise<unknown> | void;
  /** Refused as locked (423), with the server's reason: nothing can be written here any more. */
  onLocked?: (message: string) => Promise<unknown> | void;
  /** Fields above the score (the kind of change). */
  children?: ReactNode;
  testId?: string;
  /** A reason to start from (the last one given in the same grid), shown with a hint. */
  alasanAwal?: string;
  /** Told the reason of a change the server stored. */
  onAlasanSaved?: (alasan: string) => void;
}) {
  const { t } = useTranslation();
  const [nilai, setNilai] = useState('');
  const [alasan, setAlasan] = useState(alasanAwal);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const local: Record<string, string> = {};
    const value = Number(nilai);
    if (nilai === '' || !Number.isInteger(value) || value > 100)
      local.nilai = t('penilaian.penyesuaian.nilaiSalah');
    if (alasan.trim().length < ALASAN_PENYESUAIAN_MIN)
      local.alasan = t('penilaian.penyesuaian.alasanPendek', { min: ALASAN_PENYESUAIAN_MIN });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    const result = await send(value, alasan.trim());
    setSaving(false);
    if (result.ok) {
      notify('success', savedText(value));
      onAlasanSaved?.(alasan.trim());
      setNilai('');
      setAlasan('');
      await onSaved(result.data);
      return;
    }
    setErrors(result.error.fields ?? {});
    notify(
      'error',
      result.status === 409 ? conflictText(result.body) : apiErrorMessage(t, result.error),
    );
    if (result.status === 409) await onConflict(result.body);
    else if (result.status === 423 || result.error.code === GRID_LOCKED_CODE)
      await onLocked?.(result.error.message);
  };

  return (
    <Stack gap="xs" data-testid={testId}>
      {children}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <NumberOnlyInput
          label={nilaiLabel}
          value={nilai}
          maxLength={3}
          w={130}
          // in a window (remedial, adjusted final) the score is what is typed first, however the
          // window was opened; Mantine's focus trap takes the element with this attribute
          data-autofocus
          onChange={(event) => {
            setNilai(event.currentTarget.value);
            setErrors(({ nilai: _, ...rest }) => rest);
          }}
          error={errors.nilai}
        />
        <Textarea
          label={t('penilaian.penyesuaian.alasanLabel')}
          placeholder={alasanPlaceholder}
          value={alasan}
          maxLength={500}
          autosize
          minRows={2}
          style={{ flex: 1 }}
          onChange={(event) => {
            setAlasan(event.currentTarget.value);
            setErrors(({ alasan: _, ...rest }) => rest);
          }}
          error={errors.alasan}
          description={
            alasanAwal && alasan === alasanAwal
              ? t('penilaian.penyesuaian.alasanTerakhir')
              : undefined
          }
        />
      </Group>
      <Group justify="flex-end">
        <Button loading={saving} onClick={() => void save()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
