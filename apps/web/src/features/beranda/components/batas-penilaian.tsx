import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  ZONA_SINGKATAN,
  batasToLocalInput,
  dalamRentangBatas,
  formatBatas,
  formatTanggal,
  localInputToBatas,
  rentangBatas,
  type RentangBatas,
} from '@erapor/shared/penilaian/batas-penilaian';
import { ALASAN_BUKA_MIN } from '@erapor/shared/penilaian/penilaian.schemas';
import { semesterDates } from '@erapor/shared/semester/semester';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { serverNow } from '../../../lib/server-clock';
import { useSession } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import { setBatasPenilaian } from '../api/set-batas-penilaian';
import { setBatasPts } from '../api/set-batas-pts';

/** The words of each deadline's control: grading as a whole, or the Nilai Tengah Semester window. */
function wordsOf(t: TFunction, jenis: 'penilaian' | 'pts', zona: ZonaWaktu) {
  const singkatan = { zona: ZONA_SINGKATAN[zona] };
  if (jenis === 'pts') {
    return {
      title: t('berandaPenilaian.batasPtsTitle'),
      hint: t('berandaPenilaian.batasPtsHint', singkatan),
      passedHint: t('berandaPenilaian.batasPtsPassedHint'),
      preview: (waktu: string) => t('berandaPenilaian.batasPtsPreview', { waktu }),
      saved: t('berandaPenilaian.batasPtsSaved'),
      cleared: t('berandaPenilaian.batasPtsCleared'),
      // Two Simpan and Hapus buttons sit on one card: these say which deadline they are for.
      saveLabel: t('berandaPenilaian.batasPtsSaveLabel'),
      clearLabel: t('berandaPenilaian.batasPtsClearLabel'),
    };
  }
  return {
    title: t('berandaPenilaian.batasTitle'),
    hint: t('berandaPenilaian.batasHint', singkatan),
    passedHint: t('berandaPenilaian.batasPassedHint'),
    preview: (waktu: string) => t('berandaPenilaian.batasPreview', { waktu }),
    saved: t('berandaPenilaian.batasSaved'),
    cleared: t('berandaPenilaian.batasCleared'),
    saveLabel: undefined,
    clearLabel: undefined,
  };
}

/**
 * The days the signed-in semester's deadlines may fall on (the server's rule, rentangBatas), from
 * the dates the calendar gives that semester (semesterDates); null without a session. The server
 * reads them from its semester table and decides.
 */
function useRentangBatas(): RentangBatas | null {
  const semesterId = useSession().userData?.semester.semester_id;
  if (!semesterId) return null;
  const { mulai, selesai } = semesterDates(semesterId);
  return rentangBatas(mulai, selesai);
}

/**
 * The administrator's deadline: a date and time in the school's time zone, saved (Simpan) or
 * cleared (Hapus). Remounted (by its key) when the saved deadline changes. `jenis` 'pts': the Nilai
 * Tengah Semester window, which once passed is moved or cleared with a reason (opening it again).
 */
export function BatasPenilaianControl({
  batas,
  zona,
  lewat = false,
  jenis = 'penilaian',
  batasPenilaian = null,
}: {
  batas: string | null;
  zona: ZonaWaktu;
  /**
   * The deadline has passed. Grading's changes only by opening grading (with a reason), which
   * clears it; the PTS window's changes here, with a reason.
   */
  lewat?: boolean;
  jenis?: 'penilaian' | 'pts';
  /** For the PTS window: grading's own deadline, which closes PTS too. */
  batasPenilaian?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const words = wordsOf(t, jenis, zona);
  const initial = batas ? batasToLocalInput(batas, zona) : '';
  const [value, setValue] = useState(initial);
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alasanError, setAlasanError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = localInputToBatas(value, zona);
  // a time already reached is refused by the server: said at once, with nothing to save
  const sudahLewat = chosen !== null && value !== initial && Date.parse(chosen) <= serverNow();
  // so is a time its semester cannot have (the year 9999 for 2026): the picker offers none, and
  // one typed is said at once
  const rentang = useRentangBatas();
  const diLuarSemester =
    chosen !== null &&
    value !== initial &&
    !sudahLewat &&
    rentang !== null &&
    !dalamRentangBatas(chosen, rentang, zona);
  const fieldError = sudahLewat
    ? t('berandaPenilaian.batasSudahLewat')
    : diLuarSemester
      ? t('berandaPenilaian.batasDiLuarSemester', {
          awal: formatTanggal(rentang.awal, i18n.language),
          akhir: formatTanggal(rentang.akhir, i18n.language),
        })
      : null;
  // A passed grading deadline is fixed here; a passed PTS deadline opens again with a reason.
  const fixed = lewat && jenis === 'penilaian';
  const needsReason = lewat && jenis === 'pts';
  const reasonMissing = needsReason && alasan.trim().length < ALASAN_BUKA_MIN;
  const save = async (next: string | null) => {
    setBusy(true);
    const result =
      jenis === 'pts'
        ? await setBatasPts(next, needsReason ? alasan.trim() : undefined)
        : await setBatasPenilaian(next);
    setBusy(false);
    if (!result.ok) {
      const fields = result.error.fields;
      const message = fields?.batas ?? fields?.alasan ?? apiErrorMessage(t, result.error);
      setError(fields?.alasan ? null : message);
      setAlasanError(fields?.alasan ?? null);
      notify('error', message);
      return;
    }
    setError(null);
    setAlasanError(null);
    notify('success', next ? words.saved : words.cleared);
    await queryClient.invalidateQueries({ queryKey: ['beranda', 'penilaian'] });
  };
  // The browser shows the field in its own locale ("12/03/2026, 11:59 PM" on an English system,
  // which an Indonesian reads as 12 March): the time chosen is also said in words before saving.
  const preview =
    chosen !== null && value !== initial && !fixed && fieldError === null
      ? words.preview(formatBatas(chosen, zona, i18n.language))
      : null;
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="datetime-local"
          label={words.title}
          description={lewat ? words.passedHint : words.hint}
          disabled={fixed}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error ?? fieldError}
          min={rentang ? `${rentang.awal}T00:00` : undefined}
          max={rentang ? `${rentang.akhir}T23:59` : undefined}
          miw={220}
          maw={320}
        />
        {needsReason ? (
          <TextInput
            label={t('berandaPenilaian.batasPtsAlasan')}
            value={alasan}
            onChange={(event) => {
              setAlasan(event.currentTarget.value);
              setAlasanError(null);
            }}
            error={alasanError}
            maxLength={500}
            miw={220}
            style={{ flex: '1 1 14rem' }}
          />
        ) : null}
        {fixed ? null : (
          <Button
            size="sm"
            disabled={chosen === null || value === initial || reasonMissing || fieldError !== null}
            loading={busy}
            onClick={() => void save(chosen)}
            aria-label={words.saveLabel}
          >
            {t('berandaPenilaian.batasSave')}
          </Button>
        )}
        {batas && !fixed ? (
          <Button
            size="sm"
            variant="default"
            color="red"
            disabled={busy || reasonMissing}
            onClick={() => void save(null)}
            aria-label={words.clearLabel}
          >
            {t('berandaPenilaian.batasClear')}
          </Button>
        ) : null}
      </Group>
      {jenis === 'pts' &&
      chosen !== null &&
      batasPenilaian !== null &&
      Date.parse(chosen) > Date.parse(batasPenilaian) ? (
        <Text size="sm" c="orange.8" data-testid="batas-pts-setelah">
          {t('berandaPenilaian.batasPtsSetelah', {
            batas: formatBatas(batasPenilaian, zona, i18n.language),
          })}
        </Text>
      ) : null}
      {preview && (
        <Text
          size="sm"
          fw={600}
          c="blue.8"
          data-testid={jenis === 'pts' ? 'batas-pts-preview' : 'batas-preview'}
        >
          {preview}
        </Text>
      )}
    </Stack>
  );
}
