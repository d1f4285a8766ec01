import { useState } from 'react';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconClock, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ZONA_SINGKATAN,
  batasToLocalInput,
  formatBatas,
  localInputToBatas,
} from '@erapor/shared/penilaian/batas-penilaian';
import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { setBatasPenilaian } from '../api/set-batas-penilaian';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The deadline in words with how far it is: "Sabtu, 12 Desember 2026 pukul 23.59 WIB — 3 hari
 * lagi". Whether it passed is the server's word (its clock decides); the days left are counted
 * on this device's clock, for showing only.
 */
export function useBatasText() {
  const { t } = useTranslation();
  return (status: Pick<StatusPenilaian, 'batas' | 'batas_lewat' | 'zona'>) => {
    if (!status.batas) return null;
    const days = Math.floor((Date.parse(status.batas) - Date.now()) / DAY_MS);
    return {
      batas: formatBatas(status.batas, status.zona),
      sisa: status.batas_lewat
        ? t('berandaPenilaian.batasPassed')
        : days >= 1
          ? t('berandaPenilaian.batasDaysLeft', { count: days })
          : t('berandaPenilaian.batasToday'),
    };
  };
}

/**
 * What teachers and walis are told of the grading status on their Beranda: closed (by the
 * administrator, or at its deadline), or open until a deadline; nothing when open without one.
 */
export function StatusPenilaianNotice({ status }: { status: StatusPenilaian }) {
  const { t } = useTranslation();
  const text = useBatasText()(status);
  if (status.dibuka && !text) return null;
  const closed = !status.dibuka;
  return (
    <Alert
      color={closed ? 'orange' : 'blue'}
      variant="light"
      mb="sm"
      icon={closed ? <IconLock size={18} aria-hidden /> : <IconClock size={18} aria-hidden />}
      role="status"
    >
      {!closed && text
        ? t('berandaPenilaian.batasGuru', text)
        : status.batas_lewat && text
          ? t('berandaPenilaian.closedNoticeBatas', { batas: text.batas })
          : t('berandaPenilaian.closedNotice')}
    </Alert>
  );
}

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
  return (
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
  );
}
