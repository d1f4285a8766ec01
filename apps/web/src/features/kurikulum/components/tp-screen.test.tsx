import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TpRef } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { PEMBELAJARAN_MATEMATIKA } from '../test/pembelajaran-fixture';
import { TpScreen } from './tp-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

const REF: TpRef = {
  merdeka: true,
  fase: 'E',
  tingkat: 10,
  cp: [{ cp_id: 3, elemen: 'Bilangan', deskripsi: 'Resmi.', is_dir: true }],
  kd: [],
  terkunci: null,
};

describe('TpScreen opened from a grade grid without TPs', () => {
  it('opens the add window for that class and subject, and closing it goes back to the grid', async () => {
    mockApi({
      'GET referensi/kurikulum/pembelajaran': { json: { data: [PEMBELAJARAN_MATEMATIKA] } },
      'GET referensi/tujuan-pembelajaran': {
        json: { data: [], total: 0, page: 1, per_page: 25 },
      },
      'GET referensi/tujuan-pembelajaran/referensi': { json: REF },
    });
    const grid = `/penilaian/input-nilai?pembelajaran_id=${PEMBELAJARAN_MATEMATIKA.pembelajaran_id}`;
    const router = createMemoryRouter(
      [
        { path: '/referensi/tujuan-pembelajaran', element: <TpScreen /> },
        { path: '/penilaian/input-nilai', element: <p>Lembar nilai</p> },
      ],
      {
        initialEntries: [
          `/referensi/tujuan-pembelajaran?${new URLSearchParams({
            tambah: PEMBELAJARAN_MATEMATIKA.pembelajaran_id,
            kembali: grid,
          }).toString()}`,
        ],
      },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tujuan Pembelajaran' });
    expect(within(dialog).getByRole('combobox', { name: /^Rombel/ })).toHaveValue('X TKJ 1');
    expect(within(dialog).getByRole('combobox', { name: /^Mata Pelajaran/ })).toHaveValue(
      'Matematika',
    );
    expect(
      await within(dialog).findByRole('combobox', { name: /^Capaian Pembelajaran/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Selesai|Tutup/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/penilaian/input-nilai'));
    expect(router.state.location.search).toBe(
      `?pembelajaran_id=${PEMBELAJARAN_MATEMATIKA.pembelajaran_id}`,
    );
  });
});
