import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  emptyRekap,
  type BerandaSekolah,
  type RekapRombel,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { notify } from '../../../lib/toast';
import { RekapSekolahPanel } from './rekap-sekolah-panel';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

// The administrator's lock of a class from the school summary (decision 0021): he locks an open
// class as its wali does, and reads the class's whole lock log; the Waka only sees the lock.

function rombel(values: Partial<RekapRombel>): RekapRombel {
  return {
    ...emptyRekap(),
    rombongan_belajar_id: 'r-1',
    nama: 'XI RPL 1',
    tingkat: 11,
    jenis_rombel: 1,
    wali: 'Ilham Wibowo, S.Pd',
    kunci_nilai: false,
    ...values,
  };
}

const ELECTIVE = rombel({
  rombongan_belajar_id: 'r-16',
  nama: 'XI Pilihan Animasi',
  jenis_rombel: 16,
  wali: 'Sari Dewi, S.Kom',
});

function sekolah(rows: RekapRombel[]): BerandaSekolah {
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
    rombel: rows,
    guru: [],
  };
}

function renderPanel(canSwitch: boolean) {
  renderWithProviders(
    <MemoryRouter>
      <RekapSekolahPanel canSwitch={canSwitch} />
    </MemoryRouter>,
  );
}

describe('the administrator locks an open class', () => {
  it('asks first, naming the class and its wali and what locking means, then shows it locked', async () => {
    const locked = new Set<string>();
    const api = mockApi({
      'GET beranda/penilaian-sekolah': () => ({
        json: sekolah(
          [rombel({}), ELECTIVE].map((row) => ({
            ...row,
            kunci_nilai: locked.has(row.rombongan_belajar_id),
          })),
        ),
      }),
      'PUT penilaian/kunci-nilai': (_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as { rombongan_belajar_id: string };
        locked.add(body.rombongan_belajar_id);
        return {
          json: {
            rombongan_belajar_id: body.rombongan_belajar_id,
            kunci: true,
            message: 'Nilai kelas XI RPL 1 dikunci.',
          },
        };
      },
    });
    renderPanel(true);
    // an elective class is offered the same
    expect(
      await screen.findByRole('button', { name: 'Kunci nilai XI Pilihan Animasi' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Kunci nilai XI RPL 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunci nilai kelas XI RPL 1?' });
    expect(dialog).toHaveTextContent(
      'tidak ada guru yang dapat mengubah nilai mata pelajaran kelas ini',
    );
    expect(dialog).toHaveTextContent('Wali kelasnya, Ilham Wibowo, S.Pd, dapat membukanya kembali');
    // a regular class: its students' electives are locked apart
    expect(dialog).toHaveTextContent('kelas matpel pilihan tidak ikut terkunci');
    // locking needs no reason
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kunci nilai' }));

    // the row shows the lock and the way to open it, without a reload
    expect(await screen.findByRole('button', { name: 'Buka kunci nilai XI RPL 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kunci nilai XI RPL 1' })).toBeNull();
    const row = screen.getByRole('row', { name: /XI RPL 1/ });
    expect(within(row).getByText('Terkunci')).toBeVisible();
    expect(api.calls.find((call) => call.key === 'PUT penilaian/kunci-nilai')?.body).toEqual({
      rombongan_belajar_id: 'r-1',
      kunci: true,
    });
    expect(notify).toHaveBeenCalledWith('success', 'Nilai kelas XI RPL 1 dikunci.');
    // the elective class stays open
    expect(screen.getByRole('button', { name: 'Kunci nilai XI Pilihan Animasi' })).toBeVisible();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = mockApi({
      'GET beranda/penilaian-sekolah': { json: sekolah([ELECTIVE]) },
    });
    renderPanel(true);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Kunci nilai XI Pilihan Animasi' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Kunci nilai kelas XI Pilihan Animasi?',
    });
    expect(dialog).toHaveTextContent('Sari Dewi, S.Kom');
    // an elective class holds the electives themselves: no word about other classes
    expect(dialog).not.toHaveTextContent('kelas matpel pilihan tidak ikut terkunci');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.key === 'PUT penilaian/kunci-nilai')).toBe(false);
  });

  it('says who can open a class without a wali again', async () => {
    mockApi({ 'GET beranda/penilaian-sekolah': { json: sekolah([rombel({ wali: null })]) } });
    renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Kunci nilai XI RPL 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunci nilai kelas XI RPL 1?' });
    expect(dialog).toHaveTextContent(
      'Kelas ini belum memiliki wali kelas: hanya administrator yang dapat membukanya kembali.',
    );
  });
});

describe('a class’s lock log in the school summary', () => {
  it('opens the administrator the whole log of the class, named', async () => {
    const api = mockApi({
      'GET beranda/penilaian-sekolah': {
        json: sekolah([rombel({ kunci_nilai: true }), ELECTIVE]),
      },
      'GET beranda/kunci-log': {
        json: {
          data: [
            {
              kunci: false,
              alasan: 'Wali kelas sakit; remedial masuk',
              oleh: 'Admin Sekolah',
              waktu: '2026-12-01T03:00:00.000Z',
              batas: null,
              jenis: 'penilaian',
            },
          ],
          total: 1,
          page: 1,
          per_page: 20,
        },
      },
    });
    renderPanel(true);
    // open or locked, every class offers it
    expect(
      await screen.findByRole('button', { name: 'Riwayat kunci XI Pilihan Animasi' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Riwayat kunci XI RPL 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat kunci lengkap XI RPL 1' });
    expect(
      await within(dialog).findByText('Alasan: Wali kelas sakit; remedial masuk'),
    ).toBeVisible();
    expect(api.calls.map((call) => call.key)).toContain(
      'GET beranda/kunci-log?page=1&rombongan_belajar_id=r-1',
    );
  });

  it('shows the Waka the lock without locking, opening or the log', async () => {
    mockApi({
      'GET beranda/penilaian-sekolah': {
        json: sekolah([rombel({ kunci_nilai: true }), ELECTIVE]),
      },
    });
    renderPanel(false);
    expect(await screen.findByText('Terkunci')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Kunci nilai/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Buka kunci nilai/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Riwayat kunci/ })).toBeNull();
  });
});
