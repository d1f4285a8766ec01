import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { localInputToBatas, waktuSekolah } from '@erapor/shared/penilaian/batas-penilaian';
import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { PenilaianScreen } from './penilaian-layout';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function open(status: StatusPenilaian, pts = false) {
  const api = mockApi({
    'GET penilaian/pembelajaran': { json: [] },
    'GET penilaian/status': { json: status },
  });
  renderWithProviders(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: <PenilaianScreen pts={pts}>{() => 'lembar nilai'}</PenilaianScreen>,
          },
        ],
        { initialEntries: ['/penilaian/input-nilai'] },
      )}
    />,
  );
  return api;
}

/**
 * Noon `days` days from today on the school's calendar: that many days left at any hour of today
 * (the days left are calendar days), and always more than one.
 */
function noonIn(days: number, zona: ZonaWaktu = 'Asia/Jakarta') {
  const day = waktuSekolah(new Date(Date.now() + days * 86_400_000).toISOString(), zona);
  return localInputToBatas(`${day.toISOString().slice(0, 10)}T12:00`, zona)!;
}

const closed = {
  dibuka: false,
  batas: null,
  batas_lewat: false,
  zona: 'Asia/Jakarta',
  batas_pts: null,
  batas_pts_lewat: false,
} as const;

describe('the grading deadline above the grade grids', () => {
  it('tells the teacher how long he has while grading is open', async () => {
    const batas = noonIn(3, 'Asia/Makassar');
    open({ ...closed, dibuka: true, batas, zona: 'Asia/Makassar' });
    expect(
      await screen.findByText(/^Batas pengisian nilai: .+ pukul \d\d\.\d\d WITA — 3 hari lagi$/),
    ).toBeVisible();
  });

  it('counts the last day in hours', async () => {
    const batas = new Date(Date.now() + 5.5 * 3_600_000).toISOString();
    open({ ...closed, dibuka: true, batas });
    expect(await screen.findByText(/^Batas pengisian nilai: .+ WIB — 5 jam lagi$/)).toBeVisible();
  });

  it('counts the last hour in minutes, never "0 menit"', async () => {
    const batas = new Date(Date.now() + 3 * 60_000 - 1_000).toISOString();
    open({ ...closed, dibuka: true, batas });
    expect(await screen.findByText(/^Batas pengisian nilai: .+ WIB — 3 menit lagi$/)).toBeVisible();
  });

  it('says nothing without a deadline, or once grading is closed (the grid says that)', async () => {
    const api = open(closed);
    await waitFor(() =>
      expect(api.calls.some((call) => call.key === 'GET penilaian/status')).toBe(true),
    );
    // Let the answer render (what would show, would show by now).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Batas pengisian nilai|ditutup/)).toBeNull();
  });

  it('on the Nilai Tengah Semester screen also tells its own deadline, open and passed', async () => {
    const batasPts = noonIn(2);
    open({ ...closed, dibuka: true, batas_pts: batasPts }, true);
    expect(await screen.findByTestId('batas-pts-notice')).toHaveTextContent(
      /^Batas pengisian nilai tengah semester: .+ pukul \d\d\.\d\d WIB — 2 hari lagi$/,
    );
  });

  it('says mid-semester entry closed at its deadline, on that screen only', async () => {
    const passed = {
      ...closed,
      dibuka: true,
      batas_pts: '2026-10-05T16:59:00.000Z',
      batas_pts_lewat: true,
    };
    open(passed, true);
    expect(await screen.findByTestId('batas-pts-notice')).toHaveTextContent(
      'Pengisian nilai tengah semester sudah ditutup pada batas waktu Senin, 5 Oktober 2026 pukul 23.59 WIB: nilai tengah semester hanya dapat dilihat.',
    );
  });

  it('leaves the PTS deadline off the other grade screens', async () => {
    const api = open({ ...closed, dibuka: true, batas_pts: '2026-10-05T16:59:00.000Z' });
    await waitFor(() =>
      expect(api.calls.some((call) => call.key === 'GET penilaian/status')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('batas-pts-notice')).toBeNull();
  });
});
