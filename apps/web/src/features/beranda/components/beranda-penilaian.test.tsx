import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type {
  BerandaWali,
  PembelajaranProgres,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { KunciLog } from '@erapor/shared/penilaian/penilaian.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { KelasWaliPanel } from './kelas-wali-panel';
import { ProgresTable } from './progres-table';
import { StatusPenilaianCard } from './status-penilaian-card';

function pembelajaran(values: Partial<PembelajaranProgres>): PembelajaranProgres {
  return {
    pembelajaran_id: 'p-1',
    nama_mata_pelajaran: 'Matematika',
    mata_pelajaran_id: 401000000,
    rombongan_belajar_id: 'r-1',
    rombel: 'XI RPL 1',
    tingkat: 11,
    jenis_rombel: 1,
    guru: 'Ilham Wibowo, S.Pd',
    sub_mapel: false,
    siap_dinilai: true,
    kunci_nilai: false,
    progres: { siswa: 36, jumlah_tp: 6, slm: 28, sas: 36, nilai_akhir: 12, deskripsi: 0 },
    ...values,
  };
}

/** The wali's one class XI RPL 1, locked or not, with its lock log. */
function waliKelas(locked: boolean, log: KunciLog[]): BerandaWali {
  return {
    dibuka: true,
    kelas: [
      {
        rombongan_belajar_id: 'r-1',
        nama: 'XI RPL 1',
        tingkat: 11,
        jenis_rombel: 1,
        kunci_nilai: locked,
        kunci_log: log,
        jumlah_siswa: 36,
        pembelajaran: [pembelajaran({ kunci_nilai: locked })],
      },
    ],
  };
}

describe('the teacher’s table', () => {
  it('shows progress and opens the grids of a mapped pembelajaran only', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProgresTable
          variant="guru"
          label="Pembelajaran saya"
          rows={[
            pembelajaran({}),
            pembelajaran({
              pembelajaran_id: 'p-2',
              nama_mata_pelajaran: 'Kearifan Lokal',
              sub_mapel: true,
              siap_dinilai: false,
              kunci_nilai: true,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Pembelajaran saya' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('28/36 dinilai');
    expect(first).toHaveTextContent('6 TP');
    expect(within(first!).getByRole('progressbar', { name: 'Nilai Akhir: 12/36' })).toBeVisible();
    expect(
      within(first!).getByRole('link', { name: 'Buka Asesmen Sumatif Matematika XI RPL 1' }),
    ).toHaveAttribute('href', '/penilaian/input-nilai?pembelajaran_id=p-1');
    expect(
      within(first!).getByRole('link', { name: 'Buka Capaian Kompetensi Matematika XI RPL 1' }),
    ).toHaveAttribute('href', '/penilaian/capaian-kompetensi?pembelajaran_id=p-1');
    expect(second).toHaveTextContent('Belum dipetakan');
    expect(second).toHaveTextContent('Terkunci');
    expect(second).toHaveTextContent('Sub mapel');
    expect(
      within(second!).getByRole('link', { name: 'Buka Nilai Akhir Kearifan Lokal XI RPL 1' }),
    ).toHaveAttribute('data-disabled', 'true');
  });
});

describe('the wali’s lock', () => {
  it('asks before locking, sends nothing when cancelled, and shows the class locked', async () => {
    let locked = false;
    const kelas = () => ({ json: waliKelas(locked, []) });
    const api = mockApi({
      'GET wali/kelas': kelas,
      'PUT penilaian/kunci-nilai': () => {
        locked = true;
        return {
          json: {
            rombongan_belajar_id: 'r-1',
            kunci: true,
            message: 'Nilai kelas XI RPL 1 dikunci.',
          },
        };
      },
    });
    renderWithProviders(<KelasWaliPanel />);
    const panel = await screen.findByRole('region', { name: 'Kelas Perwalian XI RPL 1' });
    expect(within(panel).getByRole('cell', { name: 'Ilham Wibowo, S.Pd' })).toBeVisible();
    const toggle = within(panel).getByRole('switch', { name: 'Kunci nilai' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Kunci nilai kelas XI RPL 1?' });
    expect(dialog).toHaveTextContent('tidak ada guru yang dapat mengubah nilai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(api.calls.some((call) => call.key === 'PUT penilaian/kunci-nilai')).toBe(false);

    await userEvent.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Kunci nilai kelas XI RPL 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kunci nilai' }));
    await waitFor(() =>
      expect(within(panel).getByRole('switch', { name: 'Kunci nilai' })).toBeChecked(),
    );
    expect(api.calls.find((call) => call.key === 'PUT penilaian/kunci-nilai')?.body).toEqual({
      rombongan_belajar_id: 'r-1',
      kunci: true,
    });
    expect(within(panel).getByText(/^Nilai terkunci/)).toBeVisible();
  });
});

describe('opening a lock again', () => {
  it('asks the wali for a reason before unlocking, sends it, and shows who did what', async () => {
    let log: KunciLog[] = [
      { kunci: true, alasan: null, oleh: 'Ilham Wibowo, S.Pd', waktu: '2026-12-10T03:00:00.000Z' },
    ];
    let locked = true;
    const api = mockApi({
      'GET wali/kelas': () => ({ json: waliKelas(locked, log) }),
      'PUT penilaian/kunci-nilai': (_url: string, init: RequestInit) => {
        locked = false;
        const { alasan } = JSON.parse(init.body as string) as { alasan: string };
        log = [
          { kunci: false, alasan, oleh: 'Ilham Wibowo, S.Pd', waktu: '2026-12-11T02:00:00.000Z' },
          ...log,
        ];
        return { json: { rombongan_belajar_id: 'r-1', kunci: false, message: 'Dibuka.' } };
      },
    });
    renderWithProviders(<KelasWaliPanel />);
    const panel = await screen.findByRole('region', { name: 'Kelas Perwalian XI RPL 1' });
    expect(within(panel).getByTestId('kunci-log-latest')).toHaveTextContent(
      /^Dikunci oleh Ilham Wibowo, S\.Pd, 10 Des 2026/,
    );
    await userEvent.click(within(panel).getByRole('switch', { name: 'Kunci nilai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buka kunci nilai kelas XI RPL 1?' });
    const confirm = within(dialog).getByRole('button', { name: 'Buka kunci' });
    expect(confirm).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: /Alasan membuka/ });
    await userEvent.type(reason, 'abc');
    expect(confirm).toBeDisabled();
    await userEvent.type(reason, ' remedial Matematika');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(within(panel).getByRole('switch', { name: 'Kunci nilai' })).not.toBeChecked(),
    );
    expect(api.calls.find((call) => call.key === 'PUT penilaian/kunci-nilai')?.body).toEqual({
      rombongan_belajar_id: 'r-1',
      kunci: false,
      alasan: 'abc remedial Matematika',
    });
    expect(within(panel).getByTestId('kunci-log-latest')).toHaveTextContent(
      'Dibuka oleh Ilham Wibowo, S.Pd, 11 Des 2026',
    );
    expect(within(panel).getByTestId('kunci-log-latest')).toHaveTextContent(
      'Alasan: abc remedial Matematika',
    );
    expect(within(panel).getByRole('button', { name: 'Riwayat kunci (2)' })).toBeVisible();
  });
});

describe('the grading status', () => {
  it('gives the administrator a switch that closes grading after confirmation', async () => {
    const api = mockApi({ 'PUT penilaian/status': { json: { dibuka: false } } });
    renderWithProviders(<StatusPenilaianCard dibuka canSwitch />);
    await userEvent.click(screen.getByRole('switch', { name: 'Penilaian dibuka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tutup penilaian?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup penilaian' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.key === 'PUT penilaian/status')?.body).toEqual({
        dibuka: false,
      }),
    );
  });

  it('only shows the status to the Waka', () => {
    renderWithProviders(<StatusPenilaianCard dibuka={false} canSwitch={false} />);
    expect(screen.getByText('Penilaian ditutup')).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
