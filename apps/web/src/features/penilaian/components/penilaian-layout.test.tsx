import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { PenilaianScreen } from './penilaian-layout';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function open(status: StatusPenilaian) {
  const api = mockApi({
    'GET penilaian/pembelajaran': { json: [] },
    'GET penilaian/status': { json: status },
  });
  renderWithProviders(
    <RouterProvider
      router={createMemoryRouter(
        [{ path: '*', element: <PenilaianScreen>{() => 'lembar nilai'}</PenilaianScreen> }],
        { initialEntries: ['/penilaian/input-nilai'] },
      )}
    />,
  );
  return api;
}

const closed = { dibuka: false, batas: null, batas_lewat: false, zona: 'Asia/Jakarta' } as const;

describe('the grading deadline above the grade grids', () => {
  it('tells the teacher how long he has while grading is open', async () => {
    const batas = new Date(Date.now() + 3.5 * 86_400_000).toISOString();
    open({ dibuka: true, batas, batas_lewat: false, zona: 'Asia/Makassar' });
    expect(
      await screen.findByText(/^Batas pengisian nilai: .+ pukul \d\d\.\d\d WITA — 3 hari lagi$/),
    ).toBeVisible();
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
});
