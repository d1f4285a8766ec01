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
});
