import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconClock, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBatas, hariKalenderSampai } from '@erapor/shared/penilaian/batas-penilaian';
import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import { serverNow } from '../lib/server-clock';

// The grading status as teachers are told it, on their Beranda and above the grade grids.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The deadline in words with how far it is: "Sabtu, 12 Desember 2026 pukul 23.59 WIB — 3 hari
 * lagi" (in hours, then minutes, in its last 24 hours). Whether it passed is the server's word (its
 * clock decides); the time left is counted on the server's clock as last heard
 * (lib/server-clock), for showing only. Days are calendar days in the school's time zone, so that
 * the count agrees with the date shown beside it (Wednesday morning to Friday morning is "2 hari
 * lagi" however many hours short of 48 it is).
 */
export function useBatasText() {
  const { t, i18n } = useTranslation();
  return (status: Pick<StatusPenilaian, 'batas' | 'batas_lewat' | 'zona'>) => {
    if (!status.batas) return null;
    const now = serverNow();
    const left = Date.parse(status.batas) - now;
    // at least a day left: on the calendar that is at least tomorrow
    const days = left >= DAY_MS ? hariKalenderSampai(status.batas, now, status.zona) : 0;
    const hours = Math.floor(left / HOUR_MS);
    return {
      batas: formatBatas(status.batas, status.zona, i18n.language),
      sisa: status.batas_lewat
        ? t('berandaPenilaian.batasPassed')
        : days >= 1
          ? t('berandaPenilaian.batasDaysLeft', { count: days })
          : hours >= 1
            ? t('berandaPenilaian.batasHoursLeft', { count: hours })
            : // the last minutes count, so a teacher saves in time; never "0 menit"
              t('berandaPenilaian.batasMinutesLeft', {
                count: Math.max(1, Math.ceil(left / MINUTE_MS)),
              }),
    };
  };
}

/** A deadline notice: orange with a lock when closed, blue with a clock while open. */
function DeadlineAlert({
  closed,
  children,
  testId,
}: {
  closed: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Alert
      color={closed ? 'orange' : 'blue'}
      variant="light"
      mb="sm"
      icon={closed ? <IconLock size={18} aria-hidden /> : <IconClock size={18} aria-hidden />}
      role="status"
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

/**
 * What teachers and walis are told of the grading status: closed (by the administrator, or at its
 * deadline), or open until a deadline; nothing when open without one.
 */
export function StatusPenilaianNotice({ status }: { status: StatusPenilaian }) {
  const { t } = useTranslation();
  const text = useBatasText()(status);
  if (status.dibuka && !text) return null;
  const closed = !status.dibuka;
  return (
    <DeadlineAlert closed={closed}>
      {!closed && text
        ? t('berandaPenilaian.batasGuru', text)
        : status.batas_lewat && text
          ? t('berandaPenilaian.closedNoticeBatas', { batas: text.batas })
          : t('berandaPenilaian.closedNotice')}
    </DeadlineAlert>
  );
}

/**
 * The Nilai Tengah Semester window as teachers are told it: open until its deadline (with the days
 * left), or closed at it; nothing without a deadline, or while grading as a whole is closed (the
 * grading notice says that). `closedToo`: also say it once it has passed (the PTS screen).
 */
export function BatasPtsNotice({
  status,
  closedToo = false,
}: {
  status: StatusPenilaian;
  closedToo?: boolean;
}) {
  const { t } = useTranslation();
  const text = useBatasText()({
    batas: status.batas_pts,
    batas_lewat: status.batas_pts_lewat,
    zona: status.zona,
  });
  if (!text || !status.dibuka || (status.batas_pts_lewat && !closedToo)) return null;
  const closed = status.batas_pts_lewat;
  return (
    <DeadlineAlert closed={closed} testId="batas-pts-notice">
      {closed
        ? t('berandaPenilaian.ptsClosedNotice', { batas: text.batas })
        : t('berandaPenilaian.batasPtsGuru', text)}
    </DeadlineAlert>
  );
}
