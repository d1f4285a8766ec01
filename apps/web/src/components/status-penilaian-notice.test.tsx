import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { renderWithProviders } from '../test/render';
import { BatasPtsNotice, StatusPenilaianNotice } from './status-penilaian-notice';

/** The server's clock: Wednesday 25 November 2026, 03.50 WIB. */
const NOW = Date.parse('2026-11-24T20:50:00.000Z');
vi.mock('../lib/server-clock', () => ({ serverNow: () => NOW }));

const later = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

function status(batas: string, zona: ZonaWaktu = 'Asia/Jakarta'): StatusPenilaian {
  return { dibuka: true, batas, batas_lewat: false, zona, batas_pts: null, batas_pts_lewat: false };
}

describe('the days left to a deadline', () => {
  it.each([
    // two days ahead on the calendar (QA: it said "1 hari lagi")
    ['47 h 59 min', 47 + 59 / 60, 'Jumat, 27 November 2026 pukul 03.49 WIB — 2 hari lagi'],
    ['72 h', 72, 'Sabtu, 28 November 2026 pukul 03.50 WIB — 3 hari lagi'],
    // tomorrow late and tomorrow early are both tomorrow
    ['44 h', 44, 'Kamis, 26 November 2026 pukul 23.50 WIB — 1 hari lagi'],
    ['25 h', 25, 'Kamis, 26 November 2026 pukul 04.50 WIB — 1 hari lagi'],
    // under a day: in hours, though it is tomorrow
    ['21 h', 21, 'Kamis, 26 November 2026 pukul 00.50 WIB — 21 jam lagi'],
  ])('%s before: the count agrees with the date', (_label, hours, text) => {
    renderWithProviders(<StatusPenilaianNotice status={status(later(hours))} />);
    expect(screen.getByRole('status')).toHaveTextContent(`Batas pengisian nilai: ${text}`);
  });

  it('counts on the school’s own calendar, for the Nilai Tengah Semester deadline too', () => {
    // 05.50 WIT now; 43 h later is Friday 00.50 WIT, two days ahead (in Jakarta the same moment
    // is Thursday 22.50, tomorrow: the school's zone decides)
    const batas = later(43);
    renderWithProviders(
      <BatasPtsNotice status={{ ...status(later(100), 'Asia/Jayapura'), batas_pts: batas }} />,
    );
    expect(screen.getByTestId('batas-pts-notice')).toHaveTextContent(
      'Batas pengisian nilai tengah semester: Jumat, 27 November 2026 pukul 00.50 WIT — 2 hari lagi',
    );
  });
});
