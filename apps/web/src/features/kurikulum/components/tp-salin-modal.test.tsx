import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PembelajaranGuru, TpSalinTujuan } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { notify } from '../../../lib/toast';
import { TpSalinModal } from './tp-salin-modal';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

const id = (n: number) => `5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e0${n}`;
const kelas = (n: number): PembelajaranGuru => ({
  pembelajaran_id: id(n),
  rombongan_belajar_id: `7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f5${n}`,
  rombel: `XI RPL ${n}`,
  tingkat: 11,
  mata_pelajaran_id: 800_001_000,
  nama_mata_pelajaran: 'Rekayasa Perangkat Lunak',
  merdeka: true,
  fase: 'F',
});
const LIST = [1, 2, 3, 4].map(kelas);
const PLAN: TpSalinTujuan = {
  jumlah_tp: 6,
  tujuan: [
    { pembelajaran_id: id(2), rombel: 'XI RPL 2', baru: 6, terkunci: null },
    { pembelajaran_id: id(3), rombel: 'XI RPL 3', baru: 2, terkunci: null },
    { pembelajaran_id: id(4), rombel: 'XI RPL 4', baru: 0, terkunci: null },
  ],
};
const planKey = `GET referensi/tujuan-pembelajaran-salin?dari_pembelajaran_id=${id(1)}`;

describe('TpSalinModal', () => {
  it('shows what each parallel class lacks and maps every TP to the classes chosen', async () => {
    const onClose = vi.fn();
    const api = mockApi({
      [planKey]: { json: PLAN },
      'POST referensi/tujuan-pembelajaran-salin': {
        json: { message: '6 TP dipetakan ke 2 rombel (8 pemetaan baru).' },
      },
    });
    renderWithProviders(<TpSalinModal opened onClose={onClose} list={LIST} initialDari={id(1)} />);
    expect(await screen.findByTestId('tp-salin-jumlah')).toHaveTextContent(
      '6 TP dipetakan ke rombel ini.',
    );
    // a class holding every TP already cannot be chosen
    expect(
      screen.getByRole('checkbox', { name: 'XI RPL 4 — semua TP sudah dipetakan' }),
    ).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Petakan ke 0 rombel' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pilih semua' }));
    expect(screen.getByRole('checkbox', { name: 'XI RPL 2 — 6 TP belum dipetakan' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'XI RPL 3 — 2 TP belum dipetakan' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Petakan ke 2 rombel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      api.calls.find((call) => call.key === 'POST referensi/tujuan-pembelajaran-salin')?.body,
    ).toEqual({ dari_pembelajaran_id: id(1), pembelajaran_ids: [id(2), id(3)] });
    expect(notify).toHaveBeenCalledWith('success', '6 TP dipetakan ke 2 rombel (8 pemetaan baru).');
  });

  it('offers no locked class, and says which lock holds it', async () => {
    const api = mockApi({
      [planKey]: {
        json: {
          ...PLAN,
          tujuan: PLAN.tujuan.map((row) =>
            row.rombel === 'XI RPL 3' ? { ...row, terkunci: 'kunci-nilai' } : row,
          ),
        },
      },
      'POST referensi/tujuan-pembelajaran-salin': { json: { message: '6 TP dipetakan.' } },
    });
    renderWithProviders(<TpSalinModal opened onClose={vi.fn()} list={LIST} initialDari={id(1)} />);
    const locked = await screen.findByRole('checkbox', { name: 'XI RPL 3 — 2 TP belum dipetakan' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription(
      'Tidak dapat dipetakan: nilai kelas XI RPL 3 sudah dikunci.',
    );
    // one class left to choose: nothing to choose all of, and the locked one is never sent
    expect(screen.queryByRole('button', { name: 'Pilih semua' })).toBeNull();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'XI RPL 2 — 6 TP belum dipetakan' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Petakan ke 1 rombel' }));
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.key === 'POST referensi/tujuan-pembelajaran-salin')?.body,
      ).toEqual({ dari_pembelajaran_id: id(1), pembelajaran_ids: [id(2)] }),
    );
  });

  it('offers no class while grading is closed', async () => {
    mockApi({
      [planKey]: {
        json: {
          ...PLAN,
          tujuan: PLAN.tujuan.map((row) => ({ ...row, terkunci: 'status-penilaian' })),
        },
      },
    });
    renderWithProviders(<TpSalinModal opened onClose={vi.fn()} list={LIST} initialDari={id(1)} />);
    const second = await screen.findByRole('checkbox', { name: 'XI RPL 2 — 6 TP belum dipetakan' });
    expect(second).toBeDisabled();
    expect(second).toHaveAccessibleDescription('Tidak dapat dipetakan: penilaian sedang ditutup.');
    expect(
      screen.getByRole('checkbox', { name: 'XI RPL 3 — 2 TP belum dipetakan' }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Pilih semua' })).toBeNull();
  });

  it('keeps the window open and says why when the server refuses', async () => {
    const onClose = vi.fn();
    mockApi({
      [planKey]: { json: PLAN },
      'POST referensi/tujuan-pembelajaran-salin': {
        status: 423,
        json: {
          error: {
            code: 'penilaian.locked',
            message:
              'TP tidak dapat dipetakan ke Rekayasa Perangkat Lunak – XI RPL 2: kelas dikunci.',
          },
        },
      },
    });
    renderWithProviders(<TpSalinModal opened onClose={onClose} list={LIST} initialDari={id(1)} />);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'XI RPL 2 — 6 TP belum dipetakan' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Petakan ke 1 rombel' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        expect.stringContaining('XI RPL 2: kelas dikunci'),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
