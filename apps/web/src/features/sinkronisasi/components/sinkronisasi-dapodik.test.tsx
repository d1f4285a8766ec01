import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SyncRun } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import { SinkronisasiDapodikScreen } from '../../../app/routes/sinkronisasi/dapodik';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';

const koneksi = { json: { url: 'http://127.0.0.1:5774', token_set: true, npsn: '99999999' } };
const plans = [
  {
    key: 'gtk',
    title: 'GTK',
    dapodik: 3,
    local: 1,
    sinkron: 1,
    baru: [
      { id: 'a', label: 'BUDI SANTOSO' },
      { id: 'b', label: 'SITI AMINAH' },
    ],
    berubah: [],
    hilang: [{ id: 'c', label: 'ANDI KELUAR' }],
    dilewati: [],
  },
];
const running: SyncRun = {
  sync_run_id: 'run-1',
  data_sets: ['gtk'],
  status: 'running',
  progress: 2,
  total: 7,
  log: [{ at: '2026-08-01T01:00:00Z', message: 'Menerapkan GTK…' }],
  error: null,
  started_at: '2026-08-01T01:00:00Z',
  finished_at: null,
  user_name: 'Admin',
};

describe('Tarik Data Dapodik screen', () => {
  it('keeps the stored token unless a new one is typed, and shows the test result', async () => {
    const api = mockApi({
      'GET sinkronisasi/dapodik/koneksi': koneksi,
      'GET sinkronisasi/dapodik/riwayat': { json: { runs: [] } },
      'PUT sinkronisasi/dapodik/koneksi': { json: { message: 'ok' } },
      'POST sinkronisasi/dapodik/tes-koneksi': {
        status: 502,
        json: {
          error: {
            code: 'sinkronisasi.dapodik_error',
            message: 'Dapodik menolak: Aplikasi tidak terdaftar.',
          },
        },
      },
    });
    renderWithProviders(<SinkronisasiDapodikScreen />);
    expect(await screen.findByText(/Token tersimpan/)).toBeInTheDocument();
    expect(screen.getByLabelText('NPSN')).toHaveValue('99999999');
    await userEvent.click(screen.getByRole('button', { name: 'Tes Koneksi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aplikasi tidak terdaftar');
    expect(api.calls.find((c) => c.key === 'PUT sinkronisasi/dapodik/koneksi')?.body).toEqual({
      url: 'http://127.0.0.1:5774',
    });
  });

  it('lists what will change per data set and confirms before pulling', async () => {
    const api = mockApi({
      'GET sinkronisasi/dapodik/koneksi': koneksi,
      'GET sinkronisasi/dapodik/riwayat': { json: { runs: [] } },
      'POST sinkronisasi/dapodik/pratinjau': { json: { plans } },
      'POST sinkronisasi/dapodik/tarik': { json: { ...running, status: 'queued', progress: 0 } },
      'GET sinkronisasi/dapodik/riwayat/run-1': { json: running },
    });
    renderWithProviders(<SinkronisasiDapodikScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cek Data Dapodik' }));
    const row = (await screen.findByText('GTK')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['3', '1', '2']));
    await userEvent.click(screen.getByRole('button', { name: 'Rincian GTK' }));
    expect(screen.getByText('SITI AMINAH')).toBeInTheDocument();
    expect(screen.getByText('ANDI KELUAR')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tarik Semua Data' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2 baru, 0 berubah, 1 keluar/hilang');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, tarik data' }));
    expect(await screen.findByText('2 dari 7 jenis data selesai')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'POST sinkronisasi/dapodik/tarik')?.body).toEqual({});
  });

  it('follows a pull still running when the page is opened again, and shows a failure in red', async () => {
    let polls = 0;
    mockApi({
      'GET sinkronisasi/dapodik/koneksi': koneksi,
      'GET sinkronisasi/dapodik/riwayat': { json: { runs: [running] } },
      'GET sinkronisasi/dapodik/riwayat/run-1': () => {
        polls += 1;
        return polls < 2
          ? { json: running }
          : { json: { ...running, status: 'failed', error: 'Jawaban Dapodik terpotong.' } };
      },
    });
    renderWithProviders(<SinkronisasiDapodikScreen />);
    expect(await screen.findByText('2 dari 7 jenis data selesai')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByText('Jawaban Dapodik terpotong.')).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
    expect(screen.getByText(/Tidak ada data yang diterapkan setengah jalan/)).toBeInTheDocument();
  });
});
