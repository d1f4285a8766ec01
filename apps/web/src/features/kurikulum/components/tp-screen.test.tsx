import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TpItem, TpRef } from '@erapor/shared/kurikulum/kurikulum.schemas';
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

const LONG_WORD = 'https://contoh.sch.id/' + 'a'.repeat(1000);

function tp(overrides: Partial<TpItem>): TpItem {
  return {
    tp_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e70',
    deskripsi: 'Menjelaskan bilangan.',
    mata_pelajaran_id: 401000000,
    mata_pelajaran: 'Matematika',
    cp: { cp_id: 3, elemen: 'Bilangan', deskripsi: 'Resmi.', fase: 'E', is_dir: true },
    kd: null,
    pemetaan: [],
    dipakai: false,
    dapat_diubah: true,
    ...overrides,
  };
}

function renderTp() {
  const router = createMemoryRouter(
    [{ path: '/referensi/tujuan-pembelajaran', element: <TpScreen /> }],
    { initialEntries: ['/referensi/tujuan-pembelajaran'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('TpScreen list', () => {
  it('shows the server’s refusal of a search instead of an empty table, and caps the box at 100', async () => {
    const message = 'Kata kunci pencarian maksimal 100 karakter.';
    mockApi({
      'GET referensi/kurikulum/pembelajaran': { json: { data: [PEMBELAJARAN_MATEMATIKA] } },
      'GET referensi/tujuan-pembelajaran': (url: string) =>
        new URL(url, 'http://x').searchParams.has('q')
          ? {
              status: 422,
              json: { error: { code: 'request.invalid', message, fields: { q: message } } },
            }
          : { json: { data: [tp({})], total: 1, page: 1, per_page: 25 } },
    });
    renderTp();
    const table = await screen.findByRole('table', { name: 'Daftar Tujuan Pembelajaran' });
    expect(await within(table).findByText('Menjelaskan bilangan.')).toBeInTheDocument();
    const search = screen.getByRole('textbox', {
      name: 'Cari di Daftar Tujuan Pembelajaran',
    });
    expect(search).toHaveAttribute('maxlength', '100');
    // whatever the server refuses (here any search) is said in the table, not a blank list
    fireEvent.change(search, { target: { value: 'bilangan' } });
    expect(await within(table).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      message,
    );
    expect(within(table).queryByText('Menjelaskan bilangan.')).toBeNull();
  });

  it('wraps a long word in a TP and its CP instead of stretching the table', async () => {
    mockApi({
      'GET referensi/kurikulum/pembelajaran': { json: { data: [PEMBELAJARAN_MATEMATIKA] } },
      'GET referensi/tujuan-pembelajaran': {
        json: {
          data: [
            tp({
              deskripsi: LONG_WORD,
              cp: {
                cp_id: 3,
                elemen: `E${LONG_WORD}`,
                deskripsi: 'Resmi.',
                fase: 'E',
                is_dir: true,
              },
            }),
          ],
          total: 1,
          page: 1,
          per_page: 25,
        },
      },
    });
    renderTp();
    for (const text of [LONG_WORD, `E${LONG_WORD}`]) {
      const cell = (await screen.findByText(text)).closest('td')!;
      expect(cell.style.overflowWrap).toBe('anywhere');
    }
    // short columns keep their words whole
    const table = screen.getByRole('table', { name: 'Daftar Tujuan Pembelajaran' });
    expect(within(table).getByText('Matematika').closest('td')!.style.overflowWrap).toBe('');
  });

  it('says under which of two CPs of one element a TP hangs: the official or the school’s', async () => {
    const basisData = { elemen: 'Basis Data', fase: 'F' };
    mockApi({
      'GET referensi/kurikulum/pembelajaran': { json: { data: [PEMBELAJARAN_MATEMATIKA] } },
      'GET referensi/tujuan-pembelajaran': {
        json: {
          data: [
            tp({
              tp_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e71',
              deskripsi: 'Merancang tabel dan relasinya.',
              cp: { cp_id: 60, deskripsi: 'Dari katalog.', is_dir: true, ...basisData },
            }),
            tp({
              tp_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e72',
              deskripsi: 'Menulis perintah SQL.',
              cp: { cp_id: 50, deskripsi: 'Buatan guru.', is_dir: false, ...basisData },
            }),
          ],
          total: 2,
          page: 1,
          per_page: 25,
        },
      },
    });
    renderTp();
    const table = await screen.findByRole('table', { name: 'Daftar Tujuan Pembelajaran' });
    const rowOf = async (text: string) => (await within(table).findByText(text)).closest('tr')!;
    const official = within(await rowOf('Merancang tabel dan relasinya.'));
    expect(official.getByText('Basis Data')).toHaveAttribute('title', 'Dari katalog.');
    expect(official.getByText('Resmi')).toBeInTheDocument();
    expect(official.queryByText('Sekolah')).toBeNull();
    const own = within(await rowOf('Menulis perintah SQL.'));
    expect(own.getByText('Basis Data')).toHaveAttribute('title', 'Buatan guru.');
    expect(own.getByText('Sekolah')).toBeInTheDocument();
    expect(own.queryByText('Resmi')).toBeNull();
  });

  it('tells a user who teaches nothing (a kaprog) so, and offers nothing to add', async () => {
    mockApi({
      'GET referensi/kurikulum/pembelajaran': { json: { data: [] } },
      'GET referensi/tujuan-pembelajaran': {
        json: { data: [], total: 0, page: 1, per_page: 25 },
      },
    });
    renderTp();
    expect(
      await screen.findByText(
        'Anda tidak mengajar mata pelajaran apa pun di semester ini, sehingga tidak ada yang ditampilkan atau dapat ditambahkan di sini.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah TP' })).toBeDisabled();
    expect(await screen.findByText('Tidak ada data.')).toBeInTheDocument();
  });

  it('shows a TP mapped to a locked class locked, and offers no rewording or deleting, saying why', async () => {
    const mapped = (rombel: string, terkunci: TpItem['pemetaan'][number]['terkunci']) => ({
      pembelajaran_id: `5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e${rombel.slice(-1)}0`,
      rombel,
      milik_sendiri: true,
      ada_nilai: false,
      terkunci,
    });
    const api = mockApi({
      'GET referensi/kurikulum/pembelajaran': { json: { data: [PEMBELAJARAN_MATEMATIKA] } },
      'GET referensi/tujuan-pembelajaran': {
        json: {
          data: [
            tp({ pemetaan: [mapped('XI RPL 1', 'kunci-nilai'), mapped('XI RPL 2', null)] }),
            tp({
              tp_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e71',
              deskripsi: 'Menghitung luas.',
              pemetaan: [mapped('XI RPL 2', null)],
            }),
          ],
          total: 2,
          page: 1,
          per_page: 25,
        },
      },
    });
    renderTp();
    const table = await screen.findByRole('table', { name: 'Daftar Tujuan Pembelajaran' });
    const row = (await within(table).findByText('Menjelaskan bilangan.')).closest('tr')!;
    // the locked class's chip carries the lock, the open one none
    expect(within(row).getByRole('img', { name: 'Nilai dikunci' })).toBeInTheDocument();
    expect(within(row).getAllByRole('img', { name: 'Nilai dikunci' })).toHaveLength(1);
    const edit = within(row).getByRole('button', { name: 'Ubah TP Menjelaskan bilangan.' });
    const remove = within(row).getByRole('button', { name: 'Hapus TP Menjelaskan bilangan.' });
    for (const button of [edit, remove]) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    // neither the edit window nor the confirmation opened: nothing to be refused after it
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.hover(edit);
    expect(
      await screen.findByText('Teks TP tidak dapat diubah: nilai kelas XI RPL 1 sudah dikunci.'),
    ).toBeInTheDocument();
    await userEvent.hover(remove);
    expect(
      await screen.findByText('TP tidak dapat dihapus: nilai kelas XI RPL 1 sudah dikunci.'),
    ).toBeInTheDocument();
    // the mapping window still opens (to see where it is mapped)
    expect(
      within(row).getByRole('button', { name: 'Rombel TP Menjelaskan bilangan.' }),
    ).not.toHaveAttribute('aria-disabled');
    // a TP of open classes only is unchanged
    const open = within(table).getByText('Menghitung luas.').closest('tr')!;
    expect(within(open).queryByRole('img', { name: 'Nilai dikunci' })).toBeNull();
    const openDelete = within(open).getByRole('button', { name: 'Hapus TP Menghitung luas.' });
    expect(openDelete).not.toHaveAttribute('aria-disabled');
    await userEvent.click(openDelete);
    expect(
      await screen.findByRole('dialog', { name: 'Hapus Tujuan Pembelajaran' }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
  });

  it('says grading is closed on every class while it is', async () => {
    mockApi({
      'GET referensi/kurikulum/pembelajaran': { json: { data: [PEMBELAJARAN_MATEMATIKA] } },
      'GET referensi/tujuan-pembelajaran': {
        json: {
          data: [
            tp({
              pemetaan: [
                {
                  pembelajaran_id: PEMBELAJARAN_MATEMATIKA.pembelajaran_id,
                  rombel: 'X TKJ 1',
                  milik_sendiri: true,
                  ada_nilai: false,
                  terkunci: 'status-penilaian',
                },
              ],
            }),
          ],
          total: 1,
          page: 1,
          per_page: 25,
        },
      },
    });
    renderTp();
    const table = await screen.findByRole('table', { name: 'Daftar Tujuan Pembelajaran' });
    const row = (await within(table).findByText('Menjelaskan bilangan.')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Penilaian ditutup' })).toBeInTheDocument();
    const edit = within(row).getByRole('button', { name: 'Ubah TP Menjelaskan bilangan.' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(edit);
    expect(
      await screen.findByText('Teks TP tidak dapat diubah: penilaian sedang ditutup.'),
    ).toBeInTheDocument();
  });
});
