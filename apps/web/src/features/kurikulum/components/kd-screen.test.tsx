import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KdItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { PEMBELAJARAN_MATEMATIKA } from '../test/pembelajaran-fixture';
import { KdScreen } from './kd-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

const K13 = { ...PEMBELAJARAN_MATEMATIKA, merdeka: false };

const KD: KdItem = {
  kd_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e71',
  mata_pelajaran_id: 401000000,
  mata_pelajaran: 'Matematika',
  tingkat: 10,
  kompetensi_id: 1,
  kode: '3.1',
  deskripsi: 'Memahami bilangan.',
  alias: null,
  kurikulum: 2013,
  aktif: true,
};

function mockScreen(pembelajaran: (typeof K13)[], kd: KdItem[] = []) {
  return mockApi({
    'GET referensi/kurikulum/pembelajaran': { json: { data: pembelajaran } },
    'GET referensi/kompetensi-dasar': {
      json: { data: kd, total: kd.length, page: 1, per_page: 25 },
    },
  });
}

describe('KdScreen', () => {
  it('tells a user who teaches nothing (a kaprog) so, not that all his classes are Merdeka', async () => {
    mockScreen([]);
    renderWithProviders(<KdScreen />);
    expect(
      await screen.findByText(
        'Anda tidak mengajar mata pelajaran apa pun di semester ini, sehingga tidak ada yang ditampilkan atau dapat ditambahkan di sini.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Kurikulum Merdeka/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Tambah Data' })).toBeDisabled();
  });

  it('still tells a teacher of Merdeka classes only to use the CPs', async () => {
    mockScreen([PEMBELAJARAN_MATEMATIKA]);
    renderWithProviders(<KdScreen />);
    expect(
      await screen.findByText(/^Semua kelas Anda memakai Kurikulum Merdeka/),
    ).toBeInTheDocument();
  });

  it('wraps a long word in a KD or its alias instead of stretching the table', async () => {
    const long = 'x'.repeat(1000);
    mockScreen([K13], [{ ...KD, deskripsi: `D${long}`, alias: `A${long}` }]);
    renderWithProviders(<KdScreen />);
    for (const text of [`D${long}`, `A${long}`]) {
      const cell = (await screen.findByText(text)).closest('td')!;
      expect(cell.style.overflowWrap).toBe('anywhere');
    }
  });

  it('marks the empty class and subject of a new KD, each with its own message', async () => {
    const api = mockScreen([K13]);
    renderWithProviders(<KdScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Kompetensi Dasar' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByRole('combobox', { name: /^Rombel/ })).toHaveAccessibleDescription(
      'Pilih rombel.',
    );
    expect(
      within(dialog).getByRole('combobox', { name: /^Mata Pelajaran/ }),
    ).toHaveAccessibleDescription('Pilih mata pelajaran.');
    expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });
});
