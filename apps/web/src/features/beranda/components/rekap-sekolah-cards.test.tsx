import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  emptyRekap,
  type BerandaSekolah,
  type RekapGuru,
  type RekapRombel,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { mediaQueryList } from '../../../test/media-query';
import { RekapSekolahPanel } from './rekap-sekolah-panel';

// On a phone the school summary's tables would show only their name columns, every count off the
// screen to the right: each class and each teacher is a card instead, with its counts and actions.

function rombel(values: Partial<RekapRombel>): RekapRombel {
  return {
    ...emptyRekap(),
    rombongan_belajar_id: 'r-1',
    nama: 'XI RPL 1',
    tingkat: 11,
    jenis_rombel: 1,
    wali: 'Ilham Wibowo, S.Pd',
    kunci_nilai: false,
    siswa: 36,
    pembelajaran: 14,
    dipetakan: 12,
    nilai_akhir: 120,
    nilai_akhir_target: 504,
    deskripsi: 80,
    ...values,
  };
}

const GURU: RekapGuru = {
  ...emptyRekap(),
  guru_id: 'g-1',
  nama: 'Alya Kusumawati',
  pembelajaran: 3,
  lengkap: 1,
  pts: 40,
  nilai_akhir: 74,
  nilai_akhir_target: 111,
  deskripsi: 2,
};

function sekolah(): BerandaSekolah {
  return {
    dibuka: true,
    batas: null,
    batas_lewat: false,
    batas_pts: null,
    batas_pts_lewat: false,
    zona: 'Asia/Jakarta',
    status_log: [],
    total: emptyRekap(),
    tingkat: [],
    rombel: [
      rombel({}),
      rombel({ rombongan_belajar_id: 'r-2', nama: 'XI RPL 2', kunci_nilai: true }),
    ],
    guru: [GURU],
  };
}

function renderPanel(canSwitch: boolean) {
  mockApi({
    'GET beranda/penilaian-sekolah': { json: sekolah() },
    'GET beranda/penyesuaian-nilai': { json: { rows: [], total: 0, belum: 0, ditolak: 0 } },
  });
  renderWithProviders(
    <MemoryRouter>
      <RekapSekolahPanel canSwitch={canSwitch} />
    </MemoryRouter>,
  );
}

describe('the school summary on a phone', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      mediaQueryList(query, query === '(max-width: 48em)'),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows each class as a card with its counts and every action of the administrator', async () => {
    renderPanel(true);
    const list = await screen.findByRole('list', {
      name: 'Rombongan belajar beserta progres penilaiannya',
    });
    expect(
      screen.queryByRole('table', { name: 'Rombongan belajar beserta progres penilaiannya' }),
    ).toBeNull();
    const [open, locked] = within(list).getAllByRole('listitem');
    expect(open).toHaveTextContent('XI RPL 1');
    expect(open).toHaveTextContent('Wali Kelas: Ilham Wibowo, S.Pd');
    expect(open).toHaveTextContent('Siswa: 36 · Mapel: 14');
    const card = within(open!);
    expect(card.getByRole('progressbar', { name: 'Dipetakan: Dipetakan 12/14' })).toBeVisible();
    expect(
      card.getByRole('progressbar', { name: 'Nilai Akhir: Nilai Akhir 120/504' }),
    ).toBeVisible();
    expect(card.getByRole('progressbar', { name: 'Deskripsi: Deskripsi 80/504' })).toBeVisible();
    expect(card.getByRole('button', { name: 'Kunci nilai XI RPL 1' })).toBeVisible();
    expect(card.getByRole('button', { name: 'Riwayat kunci XI RPL 1' })).toBeVisible();
    expect(card.getByRole('button', { name: 'Detail progres XI RPL 1' })).toBeVisible();

    const lockedCard = within(locked!);
    expect(lockedCard.getByText('Terkunci')).toBeVisible();
    expect(lockedCard.getByRole('button', { name: 'Buka kunci nilai XI RPL 2' })).toBeVisible();
    expect(lockedCard.getByRole('button', { name: 'Riwayat kunci XI RPL 2' })).toBeVisible();
    expect(lockedCard.getByRole('button', { name: 'Detail progres XI RPL 2' })).toBeVisible();

    // the card's actions are the table's: locking asks first, naming the class
    await userEvent.click(card.getByRole('button', { name: 'Kunci nilai XI RPL 1' }));
    expect(
      await screen.findByRole('dialog', { name: 'Kunci nilai kelas XI RPL 1?' }),
    ).toBeVisible();
  });

  it('shows each teacher as a card with his counts and his detail', async () => {
    renderPanel(false);
    const list = await screen.findByRole('list', { name: 'Guru beserta progres penilaiannya' });
    expect(screen.queryByRole('table', { name: 'Guru beserta progres penilaiannya' })).toBeNull();
    const [only] = within(list).getAllByRole('listitem');
    const card = within(only!);
    expect(only).toHaveTextContent('Alya Kusumawati');
    expect(only).toHaveTextContent('Mapel: 3');
    expect(
      card.getByRole('progressbar', { name: 'Mapel lengkap: Mapel lengkap 1/3' }),
    ).toBeVisible();
    expect(
      card.getByRole('progressbar', { name: 'Nilai Tengah Semester: PTS 40/111' }),
    ).toBeVisible();
    expect(
      card.getByRole('progressbar', { name: 'Nilai Akhir: Nilai Akhir 74/111' }),
    ).toBeVisible();
    expect(card.getByRole('progressbar', { name: 'Deskripsi: Deskripsi 2/111' })).toBeVisible();
    expect(card.getByRole('button', { name: 'Detail progres Alya Kusumawati' })).toBeVisible();
    // the Waka reads the classes' locks but gets no lock actions on the cards either
    const classes = screen.getByRole('list', {
      name: 'Rombongan belajar beserta progres penilaiannya',
    });
    expect(within(classes).queryByRole('button', { name: /^Kunci nilai/ })).toBeNull();
    expect(within(classes).getByRole('button', { name: 'Detail progres XI RPL 1' })).toBeVisible();
  });

  it('keeps the tables on a wider screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, false));
    renderPanel(true);
    expect(
      await screen.findByRole('table', { name: 'Rombongan belajar beserta progres penilaiannya' }),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Guru beserta progres penilaiannya' })).toBeVisible();
    expect(
      screen.queryByRole('list', { name: 'Rombongan belajar beserta progres penilaiannya' }),
    ).toBeNull();
  });
});
