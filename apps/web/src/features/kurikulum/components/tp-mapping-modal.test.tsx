import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TpItem, TpMapping } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { TpMappingModal } from './tp-mapping-modal';

afterEach(() => {
  vi.restoreAllMocks();
});

const TP_ID = '7a1c2e3f-0000-4000-8000-0000000000a1';
const OWN = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e01';
const GRADED = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e02';
const COLLEAGUE = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e03';
const FREE = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e04';
const OTHER_FREE = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e05';

const TP: TpItem = {
  tp_id: TP_ID,
  deskripsi: 'Membuat indeks basis data untuk mempercepat kueri.',
  mata_pelajaran_id: 800_001_000,
  mata_pelajaran: 'Rekayasa Perangkat Lunak',
  cp: null,
  kd: null,
  pemetaan: [],
  dipakai: false,
  dapat_diubah: true,
};

const mapping = (
  tersedia: TpMapping['tersedia'],
  terkunci: TpMapping['terpetakan'][number]['terkunci'] = null,
): TpMapping => ({
  terpetakan: [
    { pembelajaran_id: OWN, rombel: 'XI RPL 1', milik_sendiri: true, ada_nilai: false, terkunci },
    {
      pembelajaran_id: GRADED,
      rombel: 'XI RPL 2',
      milik_sendiri: true,
      ada_nilai: true,
      terkunci: null,
    },
    {
      pembelajaran_id: COLLEAGUE,
      rombel: 'XI RPL 3',
      milik_sendiri: false,
      ada_nilai: false,
      terkunci: null,
    },
  ],
  tersedia,
});

const path = `referensi/tujuan-pembelajaran/${TP_ID}/pemetaan`;

describe('TpMappingModal', () => {
  it('gives every mapped class a status, and offers no mapping when no other class can take it', async () => {
    mockApi({ [`GET ${path}`]: { json: mapping([]) } });
    renderWithProviders(<TpMappingModal tp={TP} onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Dipetakan ke' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'XI RPL 1Belum dinilai',
      'XI RPL 2Sudah dinilai',
      'XI RPL 3Guru lain',
    ]);
    // a graded class's mapping stays; an ungraded one of his own can go
    expect(
      within(rows[0]!).getByRole('button', { name: 'Hapus pemetaan ke XI RPL 1' }),
    ).toBeEnabled();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Hapus pemetaan ke XI RPL 2' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Tidak ada rombel lain yang dapat dipetakan.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Petakan ke / })).toBeNull();
  });

  it('maps the TP to the classes chosen', async () => {
    const api = mockApi({
      [`GET ${path}`]: {
        json: mapping([{ pembelajaran_id: FREE, rombel: 'XI RPL 4', terkunci: null }]),
      },
      [`POST ${path}`]: { json: { message: 'TP dipetakan ke 1 rombel.' } },
    });
    renderWithProviders(<TpMappingModal tp={TP} onClose={() => {}} />);
    const button = await screen.findByRole('button', { name: 'Petakan ke 0 rombel' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'XI RPL 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Petakan ke 1 rombel' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.key === `POST ${path}`)?.body).toEqual({
        pembelajaran_ids: [FREE],
      }),
    );
  });

  it('offers no change to a class whose grades are locked, and says why', async () => {
    const api = mockApi({
      [`GET ${path}`]: {
        json: mapping(
          [
            { pembelajaran_id: FREE, rombel: 'XI RPL 4', terkunci: 'kunci-nilai' },
            { pembelajaran_id: OTHER_FREE, rombel: 'XI RPL 5', terkunci: null },
          ],
          'kunci-nilai',
        ),
      },
    });
    renderWithProviders(<TpMappingModal tp={TP} onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Dipetakan ke' });
    const [locked] = within(table).getAllByRole('row').slice(1);
    expect(within(locked!).getByRole('img', { name: 'Nilai dikunci' })).toBeInTheDocument();
    // taking it off the locked class: refused before the server is asked, with the reason
    const unmap = within(locked!).getByRole('button', { name: 'Hapus pemetaan ke XI RPL 1' });
    expect(unmap).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(unmap);
    await userEvent.hover(unmap);
    expect(
      await screen.findByText('Pemetaan tidak dapat dihapus: nilai kelas XI RPL 1 sudah dikunci.'),
    ).toBeInTheDocument();
    // mapping to a locked class is not offered; an open one still is
    expect(screen.getByRole('checkbox', { name: 'XI RPL 4' })).toBeDisabled();
    expect(
      screen.getByText('Tidak dapat dipetakan: nilai kelas XI RPL 4 sudah dikunci.'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'XI RPL 5' })).toBeEnabled();
    expect(api.calls.map((call) => call.key)).toEqual([`GET ${path}`]);
  });
});
