import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CpItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { notify } from '../../../lib/toast';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { PEMBELAJARAN_MATEMATIKA } from '../test/pembelajaran-fixture';
import { CpScreen } from './cp-screen';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

beforeEach(() => {
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PEMBELAJARAN = PEMBELAJARAN_MATEMATIKA;

function cp(overrides: Partial<CpItem>): CpItem {
  return {
    cp_id: 12,
    mata_pelajaran_id: 401000000,
    mata_pelajaran: 'Matematika',
    fase: 'E',
    elemen: 'Analisis dta',
    deskripsi: 'Peserta didik mampu menganalsis data.',
    jumlah_tp: 0,
    aktif: true,
    is_dir: false,
    ...overrides,
  };
}

const SCHOOL = cp({});
const OFFICIAL = cp({ cp_id: 3, elemen: 'Bilangan', deskripsi: 'Resmi.', is_dir: true });
const USED = cp({ cp_id: 14, elemen: 'Geometri', deskripsi: 'Dipakai.', jumlah_tp: 2 });

function mockScreen(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET referensi/kurikulum/pembelajaran': { json: { data: [PEMBELAJARAN] } },
    'GET referensi/capaian-pembelajaran': {
      json: { data: [OFFICIAL, SCHOOL, USED], total: 3, page: 1, per_page: 25 },
    },
    ...extra,
  });
}

const listLoads = (calls: { key: string }[]) =>
  calls.filter((call) => call.key.startsWith('GET referensi/capaian-pembelajaran?')).length;

describe('CpScreen', () => {
  it('offers Ubah and Hapus on the school’s CPs only, not on the official ones', async () => {
    mockScreen();
    renderWithProviders(<CpScreen />);
    expect(await screen.findByRole('button', { name: 'Ubah CP Analisis dta' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Hapus CP Analisis dta' })).toBeEnabled();
    // A CP with TPs can be corrected, not deleted.
    expect(screen.getByRole('button', { name: 'Ubah CP Geometri' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Hapus CP Geometri' })).toBeDisabled();
    // The official CP keeps only its status switch.
    expect(screen.getByRole('switch', { name: 'Status aktif CP Bilangan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah CP Bilangan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus CP Bilangan' })).toBeNull();
  });

  it('corrects a school CP in the add form, filled, then reloads the list and says so', async () => {
    const api = mockScreen({
      'PUT referensi/capaian-pembelajaran/12': {
        json: { message: 'Capaian pembelajaran berhasil disimpan.' },
      },
    });
    renderWithProviders(<CpScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ubah CP Analisis dta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ubah Capaian Pembelajaran' });
    expect(within(dialog).getByRole('textbox', { name: 'Mata Pelajaran' })).toHaveValue(
      'Matematika · Fase E',
    );
    const elemen = within(dialog).getByRole('textbox', { name: 'Elemen' });
    const deskripsi = within(dialog).getByRole('textbox', { name: 'Deskripsi' });
    expect(elemen).toHaveValue('Analisis dta');
    expect(deskripsi).toHaveValue('Peserta didik mampu menganalsis data.');
    await user.clear(elemen);
    await user.type(elemen, 'Analisis data');
    await user.clear(deskripsi);
    await user.type(deskripsi, 'Peserta didik mampu menganalisis data.');
    const loads = listLoads(api.calls);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Capaian pembelajaran berhasil disimpan.'),
    );
    expect(api.calls.find((call) => call.key.startsWith('PUT'))).toEqual({
      key: 'PUT referensi/capaian-pembelajaran/12',
      body: { elemen: 'Analisis data', deskripsi: 'Peserta didik mampu menganalisis data.' },
    });
    await waitFor(() => expect(listLoads(api.calls)).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal of a duplicate under the field and keeps the form open', async () => {
    const message =
      'CP dengan elemen dan deskripsi yang sama sudah ada untuk Matematika fase E (CP resmi).';
    mockScreen({
      'PUT referensi/capaian-pembelajaran/12': {
        status: 409,
        json: { error: { code: 'kurikulum.cp_ganda', message, fields: { deskripsi: message } } },
      },
    });
    renderWithProviders(<CpScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ubah CP Analisis dta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Capaian Pembelajaran' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Deskripsi' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('deletes a school CP after confirming, then reloads the list and says so', async () => {
    const api = mockScreen({
      'DELETE referensi/capaian-pembelajaran/12': {
        json: { message: 'Capaian pembelajaran berhasil dihapus.' },
      },
    });
    renderWithProviders(<CpScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hapus CP Analisis dta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus Capaian Pembelajaran' });
    expect(dialog).toHaveTextContent('Hapus CP “Analisis dta”?');
    expect(api.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    const loads = listLoads(api.calls);
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Capaian pembelajaran berhasil dihapus.'),
    );
    expect(api.calls.map((call) => call.key)).toContain('DELETE referensi/capaian-pembelajaran/12');
    await waitFor(() => expect(listLoads(api.calls)).toBeGreaterThan(loads));
  });

  it('asks before switching a CP off for the whole school, and sends nothing until confirmed', async () => {
    const api = mockScreen({
      'PUT referensi/capaian-pembelajaran/14/status': {
        json: { message: 'Capaian pembelajaran dinonaktifkan.' },
      },
      'PUT referensi/capaian-pembelajaran/3/status': {
        json: { message: 'Capaian pembelajaran diaktifkan.' },
      },
    });
    renderWithProviders(<CpScreen />);
    const user = userEvent.setup();
    const puts = () => api.calls.filter((call) => call.key.startsWith('PUT'));
    await user.click(await screen.findByRole('switch', { name: 'Status aktif CP Geometri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan Capaian Pembelajaran' });
    expect(dialog).toHaveTextContent(
      'Nonaktifkan CP “Geometri”? CP ini tidak lagi dapat dipilih saat menambah TP, bagi semua guru Matematika fase E di sekolah ini. TP yang sudah dibuat dari CP ini (2) tetap ada dan tetap dinilai.',
    );
    // nothing sent until confirmed; Batal sends nothing at all
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(puts()).toEqual([]);
    await user.click(screen.getByRole('switch', { name: 'Status aktif CP Geometri' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Nonaktifkan Capaian Pembelajaran' }),
      ).getByRole('button', { name: 'Nonaktifkan' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Capaian pembelajaran dinonaktifkan.'),
    );
    expect(puts().map((call) => [call.key, call.body])).toEqual([
      ['PUT referensi/capaian-pembelajaran/14/status', { aktif: false }],
    ]);
  });

  it('shows the server’s refusal of a delete in a toast', async () => {
    const message =
      'CP ini tidak dapat dihapus karena dipakai oleh 1 tujuan pembelajaran (1 di antaranya milik guru lain). Hapus TP tersebut lebih dulu di menu Tujuan Pembelajaran, atau nonaktifkan CP ini.';
    mockScreen({
      'DELETE referensi/capaian-pembelajaran/12': {
        status: 409,
        json: { error: { code: 'kurikulum.cp_dipakai', message } },
      },
    });
    renderWithProviders(<CpScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hapus CP Analisis dta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus Capaian Pembelajaran' });
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', message));
  });

  it('marks each empty box of a new CP with its own message, each gone once chosen', async () => {
    const fisika = {
      ...PEMBELAJARAN,
      pembelajaran_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6f',
      mata_pelajaran_id: 401000001,
      nama_mata_pelajaran: 'Fisika',
    };
    const api = mockScreen({
      'GET referensi/kurikulum/pembelajaran': { json: { data: [PEMBELAJARAN, fisika] } },
    });
    renderWithProviders(<CpScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah CP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Capaian Pembelajaran' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    const rombel = within(dialog).getByRole('combobox', { name: /^Rombel/ });
    const mapel = within(dialog).getByRole('combobox', { name: /^Mata Pelajaran/ });
    const tingkat = within(dialog).getByRole('combobox', { name: /^Tingkat/ });
    expect(rombel).toHaveAttribute('aria-invalid', 'true');
    expect(rombel).toHaveAccessibleDescription('Pilih rombel.');
    expect(mapel).toHaveAttribute('aria-invalid', 'true');
    expect(mapel).toHaveAccessibleDescription('Pilih mata pelajaran.');
    // the grade is chosen already (the first of the teacher's): not marked
    expect(tingkat).toHaveValue('Kelas 10 (Fase E)');
    expect(tingkat).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Elemen wajib diisi.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    // the list's own filters offer the same names: pick in the box's own list
    const pick = async (box: HTMLElement, name: string) => {
      await user.click(box);
      await waitFor(() => expect(box).toHaveAttribute('aria-controls'));
      const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
      await user.click(within(listbox).getByRole('option', { name, hidden: true }));
    };
    await pick(rombel, 'X TKJ 1');
    expect(rombel).not.toHaveAttribute('aria-invalid', 'true');
    expect(mapel).toHaveAccessibleDescription('Pilih mata pelajaran.');
    await pick(mapel, 'Fisika');
    expect(mapel).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a user who teaches nothing (a kaprog) so, not that his classes are not Merdeka', async () => {
    mockApi({
      'GET referensi/kurikulum/pembelajaran': { json: { data: [] } },
      'GET referensi/capaian-pembelajaran': { json: { data: [], total: 0, page: 1, per_page: 25 } },
    });
    renderWithProviders(<CpScreen />);
    expect(
      await screen.findByText(
        'Anda tidak mengajar mata pelajaran apa pun di semester ini, sehingga tidak ada yang ditampilkan atau dapat ditambahkan di sini.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Kurikulum Merdeka/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Tambah CP' })).toBeDisabled();
  });

  it('still tells a teacher of K13 classes only that none of them uses Kurikulum Merdeka', async () => {
    mockApi({
      'GET referensi/kurikulum/pembelajaran': {
        json: { data: [{ ...PEMBELAJARAN, merdeka: false }] },
      },
      'GET referensi/capaian-pembelajaran': { json: { data: [], total: 0, page: 1, per_page: 25 } },
    });
    renderWithProviders(<CpScreen />);
    expect(
      await screen.findByText(/^Tidak ada kelas Anda yang memakai Kurikulum Merdeka/),
    ).toBeInTheDocument();
  });

  it('wraps a long word in an element or a description instead of stretching the table', async () => {
    const long = 'x'.repeat(1000);
    mockScreen({
      'GET referensi/capaian-pembelajaran': {
        json: {
          data: [cp({ elemen: `E${long}`, deskripsi: `D${long}` })],
          total: 1,
          page: 1,
          per_page: 25,
        },
      },
    });
    renderWithProviders(<CpScreen />);
    for (const text of [`E${long}`, `D${long}`]) {
      const cell = (await screen.findByText(text)).closest('td')!;
      expect(cell.style.overflowWrap).toBe('anywhere');
    }
    // and the question before deleting it, which quotes it
    await userEvent.click(screen.getByRole('button', { name: `Hapus CP E${long}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus Capaian Pembelajaran' });
    expect(within(dialog).getByText(/^Hapus CP “E/).style.overflowWrap).toBe('anywhere');
  });
});
