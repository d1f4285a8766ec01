import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  emptyRekap,
  type BerandaGuru,
  type BerandaSekolah,
  type BerandaWali,
  type PembelajaranProgres,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import {
  batasToLocalInput,
  formatBatas,
  localInputToBatas,
  waktuSekolah,
} from '@erapor/shared/penilaian/batas-penilaian';
import type { PenyesuaianSekolah } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { KunciLog, StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { session } from '../../../components/grade-grid/dev/grid-test-kit';
import { changeLanguage } from '../../../lib/i18n';
import { clearSession, saveSession } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import { KelasWaliPanel } from './kelas-wali-panel';
import { PembelajaranGuruPanel } from './pembelajaran-guru-panel';
import { PenyesuaianGuruPanel } from './penyesuaian-guru-panel';
import { ProgresTable } from './progres-table';
import { RekapSekolahPanel } from './rekap-sekolah-panel';
import { StatusPenilaianCard } from './status-penilaian-card';

/** No Nilai Tengah Semester deadline set. */
vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

const NO_PTS = { batas_pts: null, batas_pts_lewat: false } as const;

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
    progres: { siswa: 36, jumlah_tp: 6, slm: 28, sas: 36, nilai_akhir: 12, deskripsi: 0, pts: 30 },
    ...values,
  };
}

/** The wali's one class XI RPL 1, locked or not, with its lock log. */
function waliKelas(
  locked: boolean,
  log: KunciLog[],
  status: Partial<StatusPenilaian> = {},
): BerandaWali {
  return {
    dibuka: true,
    batas: null,
    batas_lewat: false,
    ...NO_PTS,
    zona: 'Asia/Jakarta',
    ...status,
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

/** A remedial of a final, undecided: the lists' tests vary it per row. */
const PENYESUAIAN = {
  pembelajaran_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6f',
  nama_mata_pelajaran: 'Matematika',
  rombel: 'X TKJ 1',
  anggota_rombel_id: '0b6f2d1e-0000-4000-8000-00000000000a',
  jenis: 'remedial',
  alasan: 'Remedial TP 3',
  nilai_lama: 68,
  nilai_baru: 75,
  oleh: 'Alya Kusumawati',
  oleh_id: '7d1e0c3b-0000-4000-8000-000000000001',
  waktu: '2026-12-02T03:00:00.000Z',
  persetujuan: null,
  tp: null,
  sas: null,
  diubah_lagi: false,
} satisfies Omit<PenyesuaianSekolah, 'id' | 'nama'>;
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
    expect(first).toHaveTextContent('28/36 lengkap');
    expect(first).toHaveTextContent('6 TP');
    expect(within(first!).getByRole('progressbar', { name: 'Nilai Akhir: 12/36' })).toBeVisible();
    expect(
      within(first!).getByRole('progressbar', { name: 'Nilai Tengah Semester: 30/36' }),
    ).toBeVisible();
    expect(
      within(first!).getByRole('link', { name: 'Buka Asesmen Sumatif Matematika XI RPL 1' }),
    ).toHaveAttribute('href', '/penilaian/input-nilai?pembelajaran_id=p-1');
    expect(
      within(first!).getByRole('link', { name: 'Buka Nilai Tengah Semester Matematika XI RPL 1' }),
    ).toHaveAttribute('href', '/penilaian/nilai-tengah-semester?pembelajaran_id=p-1');
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
    expect(dialog).toHaveTextContent('tidak ada guru yang dapat mengubah nilai mata pelajaran');
    // electives of its students are locked by the elective class's own wali, and it says so
    expect(dialog).toHaveTextContent('dikunci oleh wali kelasnya sendiri');
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
    // the status under the switch does not promise more than the lock does: not the electives
    expect(within(panel).getByText(/^Nilai terkunci/)).toHaveTextContent(
      'tetap dapat diubah sampai wali kelas matpel pilihan masing-masing menguncinya',
    );
  });
});

describe('opening a lock again', () => {
  it('asks the wali for a reason before unlocking, sends it, and shows who did what', async () => {
    let log: KunciLog[] = [
      {
        kunci: true,
        alasan: null,
        oleh: 'Ilham Wibowo, S.Pd',
        waktu: '2026-12-10T03:00:00.000Z',
        batas: null,
        jenis: 'penilaian',
      },
    ];
    let locked = true;
    const api = mockApi({
      'GET wali/kelas': () => ({ json: waliKelas(locked, log) }),
      'PUT penilaian/kunci-nilai': (_url: string, init: RequestInit) => {
        locked = false;
        const { alasan } = JSON.parse(init.body as string) as { alasan: string };
        log = [
          {
            kunci: false,
            alasan,
            oleh: 'Ilham Wibowo, S.Pd',
            waktu: '2026-12-11T02:00:00.000Z',
            batas: null,
            jenis: 'penilaian',
          },
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

const DAY = 24 * 60 * 60 * 1000;
/**
 * A deadline three days from today on the school's calendar, at noon (on the minute, what the
 * input can hold): "3 hari lagi" at any hour of today (the days left are calendar days).
 */
const inThreeDays = (zona: ZonaWaktu = 'Asia/Jakarta') => {
  const day = waktuSekolah(new Date(Date.now() + 3 * DAY).toISOString(), zona);
  return localInputToBatas(`${day.toISOString().slice(0, 10)}T12:00`, zona)!;
};

function sekolah(values: Partial<BerandaSekolah>): BerandaSekolah {
  const rekap = emptyRekap();
  return {
    dibuka: true,
    batas: null,
    batas_lewat: false,
    ...NO_PTS,
    zona: 'Asia/Jakarta',
    status_log: [],
    total: rekap,
    tingkat: [],
    rombel: [],
    guru: [],
    ...values,
  };
}

describe('the grading deadline', () => {
  it('lets the administrator set it in the school’s time, shows it with the days left, and clear it', async () => {
    let state = sekolah({});
    const api = mockApi({
      'GET beranda/penilaian-sekolah': () => ({ json: state }),
      'PUT penilaian/batas': (_url: string, init: RequestInit) => {
        const { batas } = JSON.parse(init.body as string) as { batas: string | null };
        state = {
          ...state,
          batas,
          status_log: [
            {
              kunci: batas !== null,
              alasan: null,
              oleh: 'Admin Sekolah',
              waktu: '2026-12-01T02:00:00.000Z',
              batas: batas ?? state.batas,
              jenis: 'penilaian',
            },
            ...state.status_log,
          ],
        };
        return {
          json: { ...NO_PTS, dibuka: true, batas, batas_lewat: false, zona: 'Asia/Jakarta' },
        };
      },
    });
    renderWithProviders(<RekapSekolahPanel canSwitch />);
    expect(await screen.findByTestId('batas-penilaian')).toHaveTextContent(
      'Belum ada batas waktu.',
    );
    const target = inThreeDays();
    const input = screen.getByLabelText('Batas waktu penilaian');
    const simpan = screen.getByRole('button', { name: 'Simpan' });
    expect(simpan).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
    fireEvent.change(input, { target: { value: batasToLocalInput(target, 'Asia/Jakarta') } });
    const shown = formatBatas(target, 'Asia/Jakarta');
    // before saving, the chosen time in words (the field itself follows the browser's locale)
    expect(screen.getByTestId('batas-preview')).toHaveTextContent(
      `Penilaian akan ditutup: ${shown}. Tekan Simpan untuk menetapkannya.`,
    );
    await userEvent.click(simpan);
    await waitFor(() => expect(screen.queryByTestId('batas-preview')).toBeNull());

    expect(shown).toMatch(/^\w+, \d{1,2} \w+ \d{4} pukul \d\d\.\d\d WIB$/);
    await waitFor(() =>
      expect(screen.getByTestId('batas-penilaian')).toHaveTextContent(
        `Batas waktu: ${shown} — 3 hari lagi`,
      ),
    );
    expect(api.calls.find((call) => call.key === 'PUT penilaian/batas')?.body).toEqual({
      batas: target,
    });
    expect(screen.getByTestId('kunci-log-latest')).toHaveTextContent(
      `Batas waktu penilaian diatur: ${shown} — oleh Admin Sekolah`,
    );
    expect(screen.getByLabelText('Batas waktu penilaian')).toHaveValue(
      batasToLocalInput(target, 'Asia/Jakarta'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(screen.getByTestId('batas-penilaian')).toHaveTextContent('Belum ada batas waktu.'),
    );
    expect(api.calls.filter((call) => call.key === 'PUT penilaian/batas').at(-1)?.body).toEqual({
      batas: null,
    });
    expect(screen.getByTestId('kunci-log-latest')).toHaveTextContent(
      `Batas waktu penilaian dihapus (${shown}) — oleh Admin Sekolah`,
    );
    expect(screen.getByLabelText('Batas waktu penilaian')).toHaveValue('');
  });

  it('shows the server’s refusal under the field', async () => {
    mockApi({
      'GET beranda/penilaian-sekolah': { json: sekolah({}) },
      'PUT penilaian/batas': {
        status: 422,
        json: {
          error: {
            code: 'request.invalid',
            message: 'Batas waktu harus setelah saat ini.',
            fields: { batas: 'Batas waktu harus setelah saat ini.' },
          },
        },
      },
    });
    renderWithProviders(<RekapSekolahPanel canSwitch />);
    const input = await screen.findByLabelText('Batas waktu penilaian');
    // (a time the server's clock has reached meanwhile)
    fireEvent.change(input, { target: { value: '2099-01-01T08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Batas waktu harus setelah saat ini.')).toBeVisible();
  });

  it('says at once that a time already passed cannot be the deadline, and sends nothing', async () => {
    const api = mockApi({ 'GET beranda/penilaian-sekolah': { json: sekolah({}) } });
    renderWithProviders(<RekapSekolahPanel canSwitch />);
    const input = await screen.findByLabelText('Batas waktu penilaian');
    fireEvent.change(input, { target: { value: '2020-01-01T08:00' } });
    expect(
      await screen.findByText('Waktu ini sudah lewat; pilih waktu yang akan datang.'),
    ).toBeVisible();
    // no "Penilaian akan ditutup: …" beside it, and nothing to save
    expect(screen.queryByTestId('batas-preview')).toBeNull();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });

  it('lists the school’s remedials and adjusted finals with their reasons, searchable', async () => {
    const entry = PENYESUAIAN;
    const api = mockApi({
      'GET beranda/penilaian-sekolah': { json: sekolah({}) },
      'GET beranda/penyesuaian-nilai.xlsx': { json: {} },
      'GET beranda/penyesuaian-nilai': {
        json: {
          total: 3,
          belum: 3,
          ditolak: 0,
          rows: [
            {
              ...entry,
              id: 12,
              nama: 'BELLA SAFITRI',
              jenis: 'adjust',
              alasan: 'Keputusan rapat dewan guru',
              nilai_lama: 70,
              nilai_baru: 74,
            },
            {
              ...entry,
              id: 11,
              nama: 'ADITYA PRATAMA',
              jenis: 'remedial',
              alasan: 'Remedial TP 3',
              nilai_lama: 68,
              nilai_baru: 75,
            },
            {
              ...entry,
              id: 10,
              nama: 'ADITYA PRATAMA',
              jenis: 'remedial',
              alasan: 'Remedial tertulis',
              nilai_lama: 60,
              nilai_baru: 76,
              tp: 'Menjelaskan prinsip K3LH di bengkel',
            },
          ],
        },
      },
    });
    renderWithProviders(<RekapSekolahPanel canSwitch />);
    const table = await screen.findByRole('table', {
      name: 'Remedial dan penyesuaian nilai',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('BELLA SAFITRI');
    expect(rows[1]).toHaveTextContent('Disesuaikan70 → 74');
    expect(rows[1]).toHaveTextContent('Keputusan rapat dewan guru');
    expect(rows[2]).toHaveTextContent('Remedial68 → 75Nilai akhir');
    expect(rows[2]).toHaveTextContent('Alya Kusumawati');
    // a TP score's remedial names its TP
    expect(rows[3]).toHaveTextContent('Remedial60 → 76TP: Menjelaskan prinsip K3LH di bengkel');
    // shortened to two lines, whole on hover
    expect(within(rows[3]!).getByTestId('penyesuaian-komponen')).toHaveAttribute(
      'title',
      'Menjelaskan prinsip K3LH di bengkel',
    );
    await userEvent.type(
      screen.getByRole('textbox', {
        name: 'Cari kelas, mata pelajaran, peserta didik, guru atau alasan',
      }),
      'remedial tp',
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('ADITYA PRATAMA')).toBeVisible();
    // The whole list as a spreadsheet, with the session's token.
    URL.createObjectURL = vi.fn(() => 'blob:penyesuaian');
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    await waitFor(() =>
      expect(api.calls.map((call) => call.key)).toContain('GET beranda/penyesuaian-nilai.xlsx'),
    );
    // The administrator sees what waits for the Waka's approval, and approves nothing.
    expect(screen.getByTestId('penyesuaian-ringkasan')).toHaveTextContent(
      '3 dari 3 perubahan belum diputuskan Waka Kurikulum.',
    );
    expect(within(table).getByTestId('penyesuaian-persetujuan')).toHaveTextContent(
      'Belum diputuskan',
    );
    expect(screen.queryByRole('button', { name: /^Setujui/ })).toBeNull();
  });

  it('lets the Waka approve one change or all those shown, refuse one, take a decision back, but not decide his own', async () => {
    const waka = session('access-w', 'refresh-w');
    saveSession({ ...waka, userData: { ...waka.userData, roles: ['guru', 'waka'] } });
    const entry = PENYESUAIAN;
    const rows = [
      { ...entry, id: 14, nama: 'DIMAS PRASETYO', oleh_id: waka.userData.user_id },
      { ...entry, id: 13, nama: 'CITRA LESTARI', rombel: 'X TKJ 2' },
      { ...entry, id: 12, nama: 'BELLA SAFITRI' },
      {
        ...entry,
        id: 11,
        nama: 'ADITYA PRATAMA',
        persetujuan: {
          keputusan: 'setuju' as const,
          oleh: 'Budi Santoso',
          waktu: '2026-12-03T02:00:00.000Z',
          catatan: null,
        },
      },
      {
        ...entry,
        id: 10,
        nama: 'EKA PUTRI',
        persetujuan: {
          keputusan: 'tolak' as const,
          oleh: 'Budi Santoso',
          waktu: '2026-12-03T02:05:00.000Z',
          catatan: 'Lampirkan lembar jawaban remedialnya',
        },
      },
      {
        ...entry,
        id: 9,
        nama: 'FAJAR NUGROHO',
        persetujuan: {
          keputusan: 'tolak' as const,
          oleh: 'Budi Santoso',
          waktu: '2026-12-03T02:06:00.000Z',
          catatan: 'Nilai proyek belum dinilai ulang',
        },
        // the teacher changed the score again after the refusal
        diubah_lagi: true,
      },
    ];
    const api = mockApi({
      'GET beranda/penilaian-sekolah': { json: sekolah({}) },
      // the school has more than the list holds: the counts are of all of them
      'GET beranda/penyesuaian-nilai': { json: { total: 640, belum: 212, ditolak: 7, rows } },
      'POST beranda/penyesuaian-nilai/setujui': { json: { disetujui: 1, sudah: 0 } },
      'POST beranda/penyesuaian-nilai/tolak': { json: { ditolak: 1, sudah: 0 } },
      'POST beranda/penyesuaian-nilai/batal': { json: { dibatalkan: 1, belum: 0 } },
    });
    try {
      renderWithProviders(<RekapSekolahPanel canSwitch={false} />);
      const table = await screen.findByRole('table', {
        name: 'Remedial dan penyesuaian nilai',
      });
      const cells = within(table).getAllByTestId('penyesuaian-persetujuan');
      // his own change waits for another Waka; a decided one says by whom, a refusal why
      expect(cells[0]).toHaveTextContent('Belum diputuskanPerubahan Anda sendiri; diputuskan');
      // (each decision can be taken back)
      // on the school's clock, with its zone
      expect(cells[3]).toHaveTextContent(
        /^DisetujuiBudi Santoso, 3 Des 2026, 09\.00 WIBTarik kembali$/,
      );
      expect(cells[4]).toHaveTextContent(
        /^DitolakBudi Santoso, 3 Des 2026, 09\.05 WIBLampirkan lembar jawaban remedialnyaTarik kembali$/,
      );
      // and so is when the change was made
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
        '2 Des 2026, 10.00 WIBAlya Kusumawati',
      );
      expect(cells[5]).toHaveTextContent(
        /Nilai proyek belum dinilai ulangNilainya sudah diubah lagi sesudahnya\.Tarik kembali$/,
      );
      expect(screen.getByTestId('penyesuaian-ringkasan')).toHaveTextContent(
        '212 dari 640 perubahan belum diputuskan Waka Kurikulum.',
      );
      expect(screen.getByTestId('penyesuaian-ringkasan-ditolak')).toHaveTextContent(
        '7 perubahan yang ditolak belum diubah lagi oleh gurunya.',
      );
      expect(
        screen.getByText(
          'Menampilkan 6 dari 640: yang belum diputuskan lebih dulu, lalu yang ditolak dan belum diubah lagi, lalu yang terbaru.',
        ),
      ).toBeVisible();
      const tampil = screen.getByRole('radiogroup', { name: 'Tampilkan' });
      // only what waits: the decided ones go
      await userEvent.click(within(tampil).getByText('Belum diputuskan (212)'));
      expect(within(table).getAllByTestId('penyesuaian-persetujuan')).toHaveLength(3);
      // only what was refused and not changed again: what the Waka follows up
      await userEvent.click(within(tampil).getByText('Ditolak, belum diubah lagi (7)'));
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getByText(/^[A-Z]+ [A-Z]+$/).textContent),
      ).toEqual(['EKA PUTRI']);
      await userEvent.click(within(tampil).getByText('Semua'));
      expect(within(table).getAllByTestId('penyesuaian-persetujuan')).toHaveLength(6);

      // Refusing asks for a note to the teacher, and sends it with the one change.
      await userEvent.click(
        within(table).getByRole('button', {
          name: 'Tolak perubahan nilai CITRA LESTARI (Matematika)',
        }),
      );
      const tolak = await screen.findByRole('dialog', { name: 'Tolak remedial atau penyesuaian' });
      expect(tolak).toHaveTextContent('CITRA LESTARI (Matematika: 68 → 75)');
      const confirmTolak = within(tolak).getByRole('button', { name: 'Tolak' });
      expect(confirmTolak).toBeDisabled();
      await userEvent.type(
        within(tolak).getByRole('textbox', { name: /Catatan untuk guru/ }),
        'Nilai remedial melebihi KKTP tanpa bukti',
      );
      await userEvent.click(confirmTolak);
      await waitFor(() =>
        expect(api.calls.filter((c) => c.key.startsWith('POST'))).toEqual([
          {
            key: 'POST beranda/penyesuaian-nilai/tolak',
            body: { ids: [13], catatan: 'Nilai remedial melebihi KKTP tanpa bukti' },
          },
        ]),
      );
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Perubahan nilai CITRA LESTARI ditolak; guru melihat catatan Anda.',
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await userEvent.click(
        within(table).getByRole('button', {
          name: 'Setujui perubahan nilai BELLA SAFITRI (Matematika)',
        }),
      );
      await waitFor(() =>
        expect(api.calls.filter((c) => c.key.startsWith('POST')).at(-1)).toEqual({
          key: 'POST beranda/penyesuaian-nilai/setujui',
          body: { ids: [12] },
        }),
      );
      expect(notify).toHaveBeenCalledWith('success', '1 perubahan nilai disetujui.');

      // All those the search leaves: class X TKJ 2 only.
      await userEvent.type(
        screen.getByRole('textbox', {
          name: 'Cari kelas, mata pelajaran, peserta didik, guru atau alasan',
        }),
        'tkj 2',
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Setujui yang tampil (1)' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Setujui remedial dan penyesuaian',
      });
      expect(dialog).toHaveTextContent('1 perubahan nilai yang tampil');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
      await waitFor(() =>
        expect(api.calls.filter((c) => c.key.startsWith('POST')).at(-1)).toEqual({
          key: 'POST beranda/penyesuaian-nilai/setujui',
          body: { ids: [13] },
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // A decision is taken back after asking: the change waits for one again.
      await userEvent.clear(
        screen.getByRole('textbox', {
          name: 'Cari kelas, mata pelajaran, peserta didik, guru atau alasan',
        }),
      );
      await userEvent.click(
        await within(table).findByRole('button', {
          name: 'Tarik kembali keputusan atas perubahan nilai ADITYA PRATAMA (Matematika)',
        }),
      );
      const batal = await screen.findByRole('dialog', { name: 'Tarik kembali keputusan' });
      expect(batal).toHaveTextContent(
        'Tarik kembali keputusan "Disetujui" atas perubahan nilai ADITYA PRATAMA (Matematika: 68 → 75)? Nilainya tidak berubah.',
      );
      await userEvent.click(within(batal).getByRole('button', { name: 'Tarik kembali keputusan' }));
      await waitFor(() =>
        expect(api.calls.filter((c) => c.key.startsWith('POST')).at(-1)).toEqual({
          key: 'POST beranda/penyesuaian-nilai/batal',
          body: { ids: [11] },
        }),
      );
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Keputusan atas perubahan nilai ADITYA PRATAMA ditarik kembali; perubahan ini kembali menunggu keputusan.',
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      clearSession();
    }
  });

  it('says grading closed at its deadline, and that opening it clears the deadline', async () => {
    renderWithProviders(
      <StatusPenilaianCard
        dibuka={false}
        canSwitch
        batas="2026-12-12T16:59:00.000Z"
        batasLewat
        zona="Asia/Makassar"
        log={[
          {
            kunci: true,
            alasan: null,
            oleh: null,
            waktu: '2026-12-12T16:59:00.000Z',
            batas: null,
            jenis: 'penilaian',
            otomatis: true,
          },
          {
            kunci: true,
            alasan: null,
            oleh: 'Operator Sekolah',
            waktu: '2026-12-01T01:00:00.000Z',
            batas: '2026-12-12T16:59:00.000Z',
            jenis: 'penilaian',
          },
        ]}
      />,
    );
    expect(
      screen.getByText(
        'Ditutup otomatis pada batas waktu Minggu, 13 Desember 2026 pukul 00.59 WITA.',
      ),
    ).toBeVisible();
    // the log's latest line is that closing, on the school's clock, not the deadline's setting
    expect(screen.getByTestId('kunci-log-latest')).toHaveTextContent(
      'Ditutup otomatis pada batas waktu, 13 Des 2026, 00.59 WITA',
    );
    expect(screen.getByTestId('batas-penilaian')).toHaveTextContent(
      'Batas waktu: Minggu, 13 Desember 2026 pukul 00.59 WITA — sudah lewat',
    );
    // A passed deadline is changed only by opening grading, which asks for a reason.
    expect(screen.getByLabelText('Batas waktu penilaian')).toBeDisabled();
    expect(
      screen.getByText(/^Batas waktu sudah lewat\. Buka penilaian \(dengan alasan\)/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Penilaian dibuka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buka penilaian?' });
    expect(dialog).toHaveTextContent(
      'Batas waktu yang sudah lewat (Minggu, 13 Desember 2026 pukul 00.59 WITA) akan dihapus.',
    );
  });

  it('lets the administrator set a Nilai Tengah Semester deadline beside grading’s own', async () => {
    let state = sekolah({});
    const api = mockApi({
      'GET beranda/penilaian-sekolah': () => ({ json: state }),
      'PUT penilaian/batas-pts': (_url: string, init: RequestInit) => {
        const { batas } = JSON.parse(init.body as string) as { batas: string | null };
        state = {
          ...state,
          batas_pts: batas,
          status_log: [
            {
              kunci: true,
              alasan: null,
              oleh: 'Admin Sekolah',
              waktu: '2026-10-01T02:00:00.000Z',
              batas,
              jenis: 'pts',
            },
          ],
        };
        return { json: { ...state, dibuka: true } };
      },
    });
    renderWithProviders(<RekapSekolahPanel canSwitch />);
    expect(await screen.findByTestId('batas-pts')).toHaveTextContent(
      'Belum ada batas waktu nilai tengah semester.',
    );
    const target = inThreeDays();
    const shown = formatBatas(target, 'Asia/Jakarta');
    fireEvent.change(screen.getByLabelText('Batas waktu nilai tengah semester'), {
      target: { value: batasToLocalInput(target, 'Asia/Jakarta') },
    });
    expect(screen.getByTestId('batas-pts-preview')).toHaveTextContent(
      `Pengisian nilai tengah semester akan ditutup: ${shown}.`,
    );
    // Grading's own deadline is untouched: its Simpan stays disabled.
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Simpan batas nilai tengah semester' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('batas-pts')).toHaveTextContent(
        `Batas nilai tengah semester: ${shown} — 3 hari lagi`,
      ),
    );
    expect(api.calls.find((call) => call.key === 'PUT penilaian/batas-pts')?.body).toEqual({
      batas: target,
    });
    expect(api.calls.some((call) => call.key === 'PUT penilaian/batas')).toBe(false);
    expect(screen.getByTestId('batas-penilaian')).toHaveTextContent('Belum ada batas waktu.');
    expect(screen.getByTestId('kunci-log-latest')).toHaveTextContent(
      `Batas waktu nilai tengah semester diatur: ${shown} — oleh Admin Sekolah`,
    );
  });

  it('opens a passed Nilai Tengah Semester deadline again only with a reason', async () => {
    const passed = '2026-10-05T16:59:00.000Z';
    let state = sekolah({ batas_pts: passed, batas_pts_lewat: true });
    const api = mockApi({
      'GET beranda/penilaian-sekolah': () => ({ json: state }),
      'PUT penilaian/batas-pts': (_url: string, init: RequestInit) => {
        const { alasan } = JSON.parse(init.body as string) as { alasan?: string };
        if (alasan === 'salah') {
          const message = 'Batas waktu nilai tengah semester sudah lewat. Tuliskan alasan.';
          return {
            status: 422,
            json: { error: { code: 'request.invalid', message, fields: { alasan: message } } },
          };
        }
        state = { ...state, batas_pts: null, batas_pts_lewat: false };
        return { json: { ...state, dibuka: true } };
      },
    });
    renderWithProviders(<RekapSekolahPanel canSwitch />);
    expect(await screen.findByTestId('batas-pts')).toHaveTextContent(
      'Batas nilai tengah semester: Senin, 5 Oktober 2026 pukul 23.59 WIB — sudah lewat',
    );
    expect(screen.getByText(/^Batas waktu sudah lewat: pengisian nilai tengah/)).toBeVisible();
    const hapus = screen.getByRole('button', { name: 'Hapus batas nilai tengah semester' });
    expect(hapus).toBeDisabled();
    const alasan = screen.getByLabelText('Alasan membuka kembali');
    await userEvent.type(alasan, 'salah');
    await userEvent.click(hapus);
    expect(
      await screen.findByText('Batas waktu nilai tengah semester sudah lewat. Tuliskan alasan.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeVisible();
    await userEvent.clear(alasan);
    await userEvent.type(alasan, 'Susulan PTS siswa sakit');
    await userEvent.click(hapus);
    await waitFor(() =>
      expect(screen.getByTestId('batas-pts')).toHaveTextContent(
        'Belum ada batas waktu nilai tengah semester.',
      ),
    );
    expect(api.calls.filter((call) => call.key === 'PUT penilaian/batas-pts').at(-1)?.body).toEqual(
      { batas: null, alasan: 'Susulan PTS siswa sakit' },
    );
  });

  it('warns when the Nilai Tengah Semester deadline chosen is after grading’s own', () => {
    const batas = inThreeDays();
    renderWithProviders(<StatusPenilaianCard dibuka canSwitch batas={batas} zona="Asia/Jakarta" />);
    const input = screen.getByLabelText('Batas waktu nilai tengah semester');
    const later = new Date(Date.parse(batas) + DAY).toISOString();
    fireEvent.change(input, { target: { value: batasToLocalInput(later, 'Asia/Jakarta') } });
    expect(screen.getByTestId('batas-pts-setelah')).toHaveTextContent(
      `Batas ini setelah batas waktu penilaian (${formatBatas(batas, 'Asia/Jakarta')}): nilai tengah semester ikut ditutup saat penilaian ditutup.`,
    );
    const earlier = new Date(Date.parse(batas) - DAY).toISOString();
    fireEvent.change(input, { target: { value: batasToLocalInput(earlier, 'Asia/Jakarta') } });
    expect(screen.queryByTestId('batas-pts-setelah')).toBeNull();
  });

  it('shows the Waka the deadline without the controls', () => {
    renderWithProviders(
      <StatusPenilaianCard
        dibuka
        canSwitch={false}
        batas={inThreeDays('Asia/Makassar')}
        zona="Asia/Makassar"
      />,
    );
    expect(screen.getByTestId('batas-penilaian')).toHaveTextContent(/WITA — 3 hari lagi$/);
    expect(screen.queryByLabelText('Batas waktu penilaian')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
  });

  it('lists the teacher’s own remedials: a refusal not acted on first, with the note and a way to the grid', async () => {
    const entry = { ...PENYESUAIAN, alasan: 'Remedial tertulis', nilai_lama: 60, nilai_baru: 78 };
    const tolak = {
      keputusan: 'tolak',
      oleh: 'Dra. Wulan Sari',
      waktu: '2026-12-03T02:00:00.000Z',
    };
    mockApi({
      'GET beranda/penyesuaian-nilai/saya': {
        json: {
          total: 4,
          ditolak: 1,
          rows: [
            {
              ...entry,
              id: 21,
              nama: 'BELLA SAFITRI',
              tp: 'Menjelaskan prinsip K3LH di bengkel',
              persetujuan: { ...tolak, catatan: 'Lampirkan lembar jawabannya' },
              diubah_lagi: false,
            },
            {
              ...entry,
              id: 20,
              nama: 'ADITYA PRATAMA',
              tp: null,
              jenis: 'adjust',
              persetujuan: { ...tolak, catatan: 'Bukan keputusan rapat' },
              diubah_lagi: true,
            },
            { ...entry, id: 19, nama: 'CITRA LESTARI', tp: null, persetujuan: null },
            {
              ...entry,
              id: 18,
              nama: 'DIMAS PRASETYO',
              tp: null,
              sas: 'tes',
              persetujuan: null,
              diubah_lagi: false,
            },
          ],
        },
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <PenyesuaianGuruPanel />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', {
      name: 'Remedial dan Penyesuaian Nilai Anda',
    });
    expect(await within(panel).findByTestId('penyesuaian-guru-ditolak')).toHaveTextContent(
      '1 perubahan nilai ditolak Waka Kurikulum dan belum diubah lagi.',
    );
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => within(row).getByTestId('penyesuaian-persetujuan').textContent),
    ).toEqual([
      expect.stringMatching(/^Ditolak.*Dra\. Wulan Sari.*Lampirkan lembar jawabannya$/),
      expect.stringMatching(/Bukan keputusan rapatNilainya sudah diubah lagi sesudahnya\.$/),
      'Belum diputuskan',
      'Belum diputuskan',
    ]);
    expect(rows.map((row) => within(row).getByTestId('penyesuaian-komponen').textContent)).toEqual([
      'TP: Menjelaskan prinsip K3LH di bengkel',
      'Nilai akhir',
      'Nilai akhir',
      'Sumatif akhir semester: Tes',
    ]);
    // all of them are listed: no line about a limit
    expect(within(panel).queryByTestId('penyesuaian-guru-terbatas')).toBeNull();
    // a TP score opens the SLM grid, a SAS part the SAS grid, a final the Nilai Akhir screen
    expect(
      within(panel).getByRole('link', {
        name: 'Buka lembar nilai Matematika X TKJ 1 (DIMAS PRASETYO)',
      }),
    ).toHaveAttribute(
      'href',
      `/penilaian/input-nilai?jenis=sas&pembelajaran_id=${entry.pembelajaran_id}`,
    );
    expect(
      within(panel).getByRole('link', {
        name: 'Buka lembar nilai Matematika X TKJ 1 (BELLA SAFITRI)',
      }),
    ).toHaveAttribute('href', `/penilaian/input-nilai?pembelajaran_id=${entry.pembelajaran_id}`);
    expect(
      within(panel).getByRole('link', {
        name: 'Buka lembar nilai Matematika X TKJ 1 (ADITYA PRATAMA)',
      }),
    ).toHaveAttribute('href', `/penilaian/nilai-akhir?pembelajaran_id=${entry.pembelajaran_id}`);
  });

  it('tells the teacher when his list shows fewer remedials than he has', async () => {
    mockApi({
      'GET beranda/penyesuaian-nilai/saya': {
        json: {
          total: 612,
          ditolak: 0,
          rows: [
            {
              ...PENYESUAIAN,
              id: 30,
              nama: 'BELLA SAFITRI',
              alasan: 'Remedial tertulis',
              nilai_lama: 60,
              nilai_baru: 78,
              tp: 'Menjelaskan prinsip K3LH di bengkel',
            },
          ],
        },
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <PenyesuaianGuruPanel />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('penyesuaian-guru-terbatas')).toHaveTextContent(
      'Menampilkan 1 dari 612: yang ditolak dan belum diubah lagi lebih dulu',
    );
    expect(screen.queryByTestId('penyesuaian-guru-ditolak')).toBeNull();
  });

  it('shows no remedial section to a teacher who has none', async () => {
    const api = mockApi({
      'GET beranda/penyesuaian-nilai/saya': { json: { total: 0, ditolak: 0, rows: [] } },
    });
    renderWithProviders(
      <MemoryRouter>
        <PenyesuaianGuruPanel />
      </MemoryRouter>,
    );
    // while it loads the section shows its title; once the empty answer is in, it goes
    await waitFor(() =>
      expect(api.calls.map((call) => call.key)).toContain('GET beranda/penyesuaian-nilai/saya'),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Remedial dan Penyesuaian Nilai Anda' }),
      ).toBeNull(),
    );
  });

  it('tells the teacher how long grades can still be entered, and when the deadline closed it', async () => {
    const batas = inThreeDays();
    let guru: BerandaGuru = {
      dibuka: true,
      batas,
      batas_lewat: false,
      zona: 'Asia/Jakarta',
      ...NO_PTS,
      pembelajaran: [],
    };
    mockApi({ 'GET beranda/pembelajaran': () => ({ json: guru }) });
    const { queryClient } = renderWithProviders(<PembelajaranGuruPanel />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Batas pengisian nilai: ${formatBatas(batas, 'Asia/Jakarta')} — 3 hari lagi`,
    );
    guru = {
      ...guru,
      dibuka: false,
      batas: '2026-12-12T16:59:00.000Z',
      batas_lewat: true,
    };
    await queryClient.invalidateQueries();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Penilaian sudah ditutup pada batas waktu Sabtu, 12 Desember 2026 pukul 23.59 WIB: nilai hanya dapat dilihat.',
      ),
    );
  });

  it('names the deadline in the language of the interface', async () => {
    const guru: BerandaGuru = {
      dibuka: true,
      batas: '2026-12-12T16:59:00.000Z',
      batas_lewat: false,
      zona: 'Asia/Jakarta',
      ...NO_PTS,
      pembelajaran: [],
    };
    mockApi({ 'GET beranda/pembelajaran': () => ({ json: guru }) });
    renderWithProviders(<PembelajaranGuruPanel />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sabtu, 12 Desember 2026 pukul 23.59 WIB',
    );
    try {
      await act(() => changeLanguage('en'));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          /Saturday, .*December.* 2026.* 23:59 WIB/,
        ),
      );
    } finally {
      await act(() => changeLanguage('id'));
    }
  });

  it('tells the wali too, and nothing when grading is open without a deadline', async () => {
    const batas = inThreeDays();
    let kelas = waliKelas(false, [], { batas });
    mockApi({ 'GET wali/kelas': () => ({ json: kelas }) });
    const { queryClient } = renderWithProviders(<KelasWaliPanel />);
    const panel = await screen.findByRole('region', { name: 'Kelas Perwalian XI RPL 1' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      `Batas pengisian nilai: ${formatBatas(batas, 'Asia/Jakarta')} — 3 hari lagi`,
    );
    kelas = waliKelas(false, []);
    await queryClient.invalidateQueries();
    await waitFor(() => expect(within(panel).queryByRole('status')).toBeNull());
    // The Nilai Tengah Semester window while it is open, for the mid-semester report.
    const batasPts = inThreeDays();
    kelas = waliKelas(false, [], { batas_pts: batasPts });
    await queryClient.invalidateQueries();
    expect(await within(panel).findByTestId('batas-pts-notice')).toHaveTextContent(
      `Batas pengisian nilai tengah semester: ${formatBatas(batasPts, 'Asia/Jakarta')} — 3 hari lagi`,
    );
  });
});

describe('the school summary per teacher', () => {
  const rekapGuru = (guru_id: string | null, nama: string | null, done: number) => ({
    ...emptyRekap(),
    guru_id,
    nama,
    pembelajaran: 2,
    dipetakan: 2,
    lengkap: done === 72 ? 2 : 0,
    siswa: 72,
    nilai_akhir: done,
    nilai_akhir_target: 72,
    deskripsi: 0,
    pts: done === 12 ? 72 : 30,
  });

  it('lists the teachers as the server orders them, and opens one teacher’s subjects by class', async () => {
    const api = mockApi({
      'GET beranda/penilaian-sekolah': {
        json: sekolah({
          guru: [
            rekapGuru('g-1', 'Ilham Wibowo, S.Pd', 12),
            rekapGuru('g-2', 'Sari Dewi, S.Kom', 72),
            rekapGuru(null, null, 0),
          ],
        }),
      },
      'GET beranda/penilaian-sekolah/guru/g-1': {
        json: [
          pembelajaran({}),
          pembelajaran({
            pembelajaran_id: 'p-2',
            rombongan_belajar_id: 'r-2',
            rombel: 'XI RPL 2',
            kunci_nilai: true,
          }),
        ],
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <RekapSekolahPanel canSwitch={false} />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Guru beserta progres penilaiannya' });
    const [, first, second, none] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Ilham Wibowo, S.Pd');
    expect(first).toHaveTextContent('12/72');
    expect(second).toHaveTextContent('Sari Dewi, S.Kom');
    expect(none).toHaveTextContent('(belum ada guru pengajar)');
    expect(within(none!).queryByRole('button')).toBeNull();
    expect(
      screen.getByText(
        '1 guru belum melengkapi nilai akhir semua mata pelajarannya; yang paling jauh tertinggal di atas.',
      ),
    ).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'Cari guru…' }), 'sari');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Cari guru…' }));

    await userEvent.click(
      screen.getByRole('button', { name: 'Detail progres Ilham Wibowo, S.Pd' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Progres Penilaian Ilham Wibowo, S.Pd',
    });
    const list = await within(dialog).findByRole('table', {
      name: 'Mata pelajaran yang dinilai Ilham Wibowo, S.Pd beserta progresnya',
    });
    const rows = within(list).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('XI RPL 1');
    expect(rows[2]).toHaveTextContent('XI RPL 2');
    // his classes, not his name again; each subject opens read-only
    expect(within(list).queryByRole('columnheader', { name: 'Guru' })).toBeNull();
    expect(within(list).getAllByRole('button', { name: /^Lihat nilai/ })).toHaveLength(2);
    expect(api.calls.some((call) => call.key === 'GET beranda/penilaian-sekolah/guru/g-1')).toBe(
      true,
    );
  });

  /** What "Salin pengingat" copies for three teachers (12, 40 and 72 of 72 finals). */
  async function copiedReminder(values: Partial<BerandaSekolah>) {
    mockApi({
      'GET beranda/penilaian-sekolah': {
        json: sekolah({
          batas: '2026-12-03T16:59:00.000Z',
          guru: [
            rekapGuru('g-1', 'Ilham Wibowo, S.Pd', 12),
            rekapGuru('g-3', 'Rina Marlina, S.Pd', 40),
            rekapGuru('g-2', 'Sari Dewi, S.Kom', 72),
          ],
          ...values,
        }),
      },
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderWithProviders(
        <MemoryRouter>
          <RekapSekolahPanel canSwitch={false} />
        </MemoryRouter>,
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Salin pengingat' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      return String(writeText.mock.calls[0]![0]).split('\n');
    } finally {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    }
  }

  it('copies a reminder naming who is behind, with the deadline, for the teachers’ group', async () => {
    expect(await copiedReminder({})).toEqual([
      'Pengingat penilaian: nilai akhir dan deskripsi berikut belum lengkap.',
      'Batas waktu: Kamis, 3 Desember 2026 pukul 23.59 WIB.',
      '',
      '1. Ilham Wibowo, S.Pd — nilai akhir 12/72, deskripsi 0/72',
      '2. Rina Marlina, S.Pd — nilai akhir 40/72, deskripsi 0/72',
    ]);
  });

  it('adds the mid-semester scores and deadline to the reminder while PTS entry is open', async () => {
    expect(await copiedReminder({ batas_pts: '2026-10-05T16:59:00.000Z' })).toEqual([
      'Pengingat penilaian: nilai tengah semester, nilai akhir dan deskripsi berikut belum lengkap.',
      'Batas nilai tengah semester: Senin, 5 Oktober 2026 pukul 23.59 WIB.',
      'Batas waktu: Kamis, 3 Desember 2026 pukul 23.59 WIB.',
      '',
      '1. Ilham Wibowo, S.Pd — nilai tengah semester 72/72, nilai akhir 12/72, deskripsi 0/72',
      '2. Rina Marlina, S.Pd — nilai tengah semester 30/72, nilai akhir 40/72, deskripsi 0/72',
      // complete finals, but mid-semester scores missing: behind while PTS entry is open
      '3. Sari Dewi, S.Kom — nilai tengah semester 30/72, nilai akhir 72/72, deskripsi 0/72',
    ]);
  });
});

describe('the administrator and a locked class', () => {
  const rombel = (locked: boolean) => ({
    ...emptyRekap(),
    rombongan_belajar_id: 'r-1',
    nama: 'XI RPL 1',
    tingkat: 11,
    jenis_rombel: 1,
    wali: 'Ilham Wibowo, S.Pd',
    kunci_nilai: locked,
  });

  it('opens a class its wali locked only with a reason, naming the wali', async () => {
    let locked = true;
    const api = mockApi({
      'GET beranda/penilaian-sekolah': () => ({ json: sekolah({ rombel: [rombel(locked)] }) }),
      'PUT penilaian/kunci-nilai': () => {
        locked = false;
        return {
          json: { rombongan_belajar_id: 'r-1', kunci: false, message: 'Kunci nilai dibuka.' },
        };
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <RekapSekolahPanel canSwitch />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Buka kunci nilai XI RPL 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buka kunci nilai kelas XI RPL 1?' });
    expect(dialog).toHaveTextContent('(wali kelas: Ilham Wibowo, S.Pd)');
    const confirm = within(dialog).getByRole('button', { name: 'Buka kunci' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Alasan membuka/ }),
      'Wali kelas sakit; nilai remedial masuk',
    );
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Buka kunci nilai XI RPL 1' })).toBeNull(),
    );
    expect(api.calls.find((call) => call.key === 'PUT penilaian/kunci-nilai')?.body).toEqual({
      rombongan_belajar_id: 'r-1',
      kunci: false,
      alasan: 'Wali kelas sakit; nilai remedial masuk',
    });
    expect(notify).toHaveBeenCalledWith('success', 'Kunci nilai dibuka.');
  });

  it('shows the Waka the lock without a way to open it', async () => {
    mockApi({ 'GET beranda/penilaian-sekolah': { json: sekolah({ rombel: [rombel(true)] }) } });
    renderWithProviders(
      <MemoryRouter>
        <RekapSekolahPanel canSwitch={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Terkunci')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buka kunci nilai XI RPL 1' })).toBeNull();
  });
});
