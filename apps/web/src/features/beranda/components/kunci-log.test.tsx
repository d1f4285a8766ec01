import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KunciLog } from '@erapor/shared/penilaian/penilaian.schemas';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { KunciLogLine } from './kunci-log';

/** The class's locks and openings, newest first: n events, every opening with a reason. */
function events(n: number): KunciLog[] {
  return Array.from({ length: n }, (_, index) => {
    const age = index + 1;
    const opened = age % 2 === 1;
    return {
      kunci: !opened,
      alasan: opened ? `Remedial susulan ${Math.ceil(age / 2)}` : null,
      oleh: 'Ilham Wibowo, S.Pd',
      waktu: new Date(Date.UTC(2026, 11, 20 - age, 2)).toISOString(),
      batas: null,
      jenis: 'penilaian',
    };
  });
}

describe('the lock log line', () => {
  it('calls a full popover the latest, and opens the whole log page by page from it', async () => {
    const all = events(12);
    const api = mockApi({
      'GET beranda/kunci-log': (url: string) => {
        const query = new URL(url, 'http://x').searchParams;
        const page = Number(query.get('page'));
        return {
          json: { data: all.slice((page - 1) * 10, page * 10), total: 12, page, per_page: 10 },
        };
      },
    });
    renderWithProviders(
      <KunciLogLine log={all.slice(0, 5)} scope="kelas" rombonganBelajarId="r-1" />,
    );
    // five are what the home page carries: not called a total
    expect(screen.queryByRole('button', { name: 'Riwayat kunci (5)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Riwayat kunci (5 terbaru)' }));
    // (the popover's content counts as hidden here: jsdom lays nothing out, so the button it
    // hangs from looks scrolled away)
    const latest = await screen.findByRole('list', { name: 'Riwayat kunci', hidden: true });
    expect(within(latest).getAllByRole('listitem', { hidden: true })).toHaveLength(5);
    // nothing asked before the whole log is wanted
    expect(api.calls.some((call) => call.key.startsWith('GET beranda/kunci-log'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Lihat semua', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat kunci lengkap' });
    expect(await within(dialog).findByTestId('kunci-log-total')).toHaveTextContent(
      'Jumlah catatan: 12',
    );
    // the popover closed on the way
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Riwayat kunci', hidden: true })).toBeNull(),
    );
    const list = within(dialog).getByRole('list', { name: 'Riwayat kunci lengkap' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.calls.map((call) => call.key)).toContain(
      'GET beranda/kunci-log?page=1&rombongan_belajar_id=r-1',
    );
    // the oldest opening, off the home page, on the second page with its reason
    expect(within(dialog).queryByText('Alasan: Remedial susulan 6')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Alasan: Remedial susulan 6')).toBeVisible(),
    );
    expect(
      within(within(dialog).getByRole('list', { name: 'Riwayat kunci lengkap' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
    expect(api.calls.map((call) => call.key)).toContain(
      'GET beranda/kunci-log?page=2&rombongan_belajar_id=r-1',
    );
  });

  it('asks for the school’s log without a class', async () => {
    const all = events(6);
    const api = mockApi({
      'GET beranda/kunci-log': { json: { data: all, total: 6, page: 1, per_page: 20 } },
    });
    renderWithProviders(<KunciLogLine log={all.slice(0, 5)} scope="sekolah" />);
    await userEvent.click(screen.getByRole('button', { name: 'Riwayat kunci (5 terbaru)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lihat semua', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat kunci lengkap' });
    expect(await within(dialog).findByTestId('kunci-log-total')).toHaveTextContent(
      'Jumlah catatan: 6',
    );
    expect(within(dialog).queryByRole('button', { name: 'Halaman berikutnya' })).toBeNull();
    expect(api.calls.map((call) => call.key)).toEqual(['GET beranda/kunci-log?page=1']);
  });

  it('gives the count of a shorter log as its total, with nothing more to open', async () => {
    renderWithProviders(<KunciLogLine log={events(3)} scope="kelas" rombonganBelajarId="r-1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Riwayat kunci (3)' }));
    const latest = await screen.findByRole('list', { name: 'Riwayat kunci', hidden: true });
    expect(within(latest).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Lihat semua', hidden: true })).toBeNull();
  });
});
