import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ZONA_SINGKATAN,
  batasToLocalInput,
  formatBatas,
  localInputToBatas,
} from '@erapor/shared/penilaian/batas-penilaian';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { setBatasPenilaian } from '../api/set-batas-penilaian';

/**
 * The administrator's deadline: a date and time in the school's time zone, saved (Simpan) or
 * cleared (Hapus). Remounted (by its key) when the saved deadline changes.
 */
export function BatasPenilaianControl({
  batas,
  zona,
  lewat = false,
}: {
  batas: string | null;
  zona: ZonaWaktu;
  /** The deadline has passed: it changes only by opening grading (with a reason), which clears it. */
  lewat?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = batas ? batasToLocalInput(batas, zona) : '';
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = localInputToBatas(value, zona);
  const save = async (next: string | null) => {
    setBusy(true);
    const result = await setBatasPenilaian(next);
    setBusy(false);
    if (!result.ok) {
      const message = result.error.fields?.batas ?? apiErrorMessage(t, result.error);
      setError(message);
      notify('error', message);
      return;
    }
    setError(null);
    notify('success', next ? t('berandaPenilaian.batasSaved') : t('berandaPenilaian.batasCleared'));
    await queryClient.invalidateQueries({ queryKey: ['beranda', 'penilaian'] });
  };
  // The browser shows the field in its own locale ("12/03/2026, 11:59 PM" on an English system,
  // which an Indonesian reads as 12 March): the time chosen is also said in words before saving.
  const preview =
    chosen !== null && value !== initial && !lewat
      ? t('berandaPenilaian.batasPreview', { waktu: formatBatas(chosen, zona) })
      : null;
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="datetime-local"
          label={t('berandaPenilaian.batasTitle')}
          description={
            lewat
              ? t('berandaPenilaian.batasPassedHint')
              : t('berandaPenilaian.batasHint', { zona: ZONA_SINGKATAN[zona] })
          }
          disabled={lewat}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          miw={220}
          maw={320}
        />
        {lewat ? null : (
          <Button
            size="sm"
            disabled={chosen === null || value === initial}
            loading={busy}
            onClick={() => void save(chosen)}
          >
            {t('berandaPenilaian.batasSave')}
          </Button>
        )}
        {batas && !lewat ? (
          <Button
            size="sm"
            variant="default"
            color="red"
            disabled={busy}
            onClick={() => void save(null)}
          >
            {t('berandaPenilaian.batasClear')}
          </Button>
        ) : null}
      </Group>
      {preview && (
        <Text size="sm" fw={600} c="blue.8" data-testid="batas-preview">
          {preview}
        </Text>
      )}
    </Stack>
  );
}
