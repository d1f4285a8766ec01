import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CpImportPreview } from '@erapor/shared/kurikulum/cp-import.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { CpKatalogCard } from './cp-import';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
});

const MIRIP =
  'Mirip CP resmi yang sudah ada dengan elemen "Proses bisnis pada pekerjaan perawatan gedung" (hanya berbeda spasi, huruf besar atau tanda baca); rumusan lain dari CP yang sama.';

const row = (baris: number, elemen: string, status: 'baru' | 'mirip') => ({
  baris,
  mata_pelajaran_id: '800000101',
  mata_pelajaran: 'Dasar Dasar Teknik Perawatan Gedung',
  kelas: '10',
  fase: 'E',
  elemen,
  deskripsi: `Pada akhir fase E, peserta didik mampu … (${baris})`,
  status,
  errors: status === 'mirip' ? [{ field: 'elemen' as const, message: MIRIP }] : [],
});

const PREVIEW: CpImportPreview = {
  format: 'Rekap CP (no, MAPEL, mata_pelajaran_id, fase, elemen, deskripsi)',
  rows: [
    row(2, 'Proses bisnispada pekerjaanperawatangedung', 'mirip'),
    row(3, 'Gambar teknik bangunan', 'baru'),
  ],
  baru: 1,
  sudah_ada: 0,
  mirip: 1,
  dilewati: 0,
  salah: 0,
  kosong: 0,
};

async function openPreview() {
  const api = mockApi({
    'GET referensi/capaian-pembelajaran-impor/ringkasan': {
      json: { total: 480, dir: 480, sekolah: 0, aktif: 480, fase_e: 300, fase_f: 180, mapel: 40 },
    },
    'POST referensi/capaian-pembelajaran-impor/pratinjau': { json: PREVIEW },
    'POST referensi/capaian-pembelajaran-impor': {
      json: { message: '2 CP baru disimpan.', saved: 2, sudah_ada: 0, skipped: 0 },
    },
  });
  renderWithProviders(<CpKatalogCard />);
  await userEvent.click(await screen.findByRole('button', { name: 'Impor Katalog CP' }));
  // the modal opens with a transition
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(found).not.toBeNull();
    return found!;
  });
  await userEvent.upload(input, new File(['PK'], 'ref_cp_2.xlsx'));
  const table = await screen.findByRole('table', { name: 'Pratinjau baris katalog' });
  return { api, table };
}

const sentRows = (api: ReturnType<typeof mockApi>) =>
  (
    api.calls.find((call) => call.key === 'POST referensi/capaian-pembelajaran-impor')?.body as {
      rows: { baris: number }[];
    }
  ).rows.map((sent) => sent.baris);

describe('CP catalogue import', () => {
  it('shows a CP worded like one the school holds as similar, with why, and leaves it out', async () => {
    const { api, table } = await openPreview();
    expect(screen.getByText('Mirip: 1')).toBeInTheDocument();
    const similar = within(table).getAllByRole('row')[1]!;
    expect(similar).toHaveTextContent('Mirip');
    expect(similar).toHaveTextContent(`Elemen: ${MIRIP}`);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan 1 CP baru' }));
    await waitFor(() => expect(sentRows(api)).toEqual([3]));
  });

  it('adds the similar CPs too when the administrator ticks them', async () => {
    const { api } = await openPreview();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Simpan juga 1 CP yang mirip CP yang sudah ada' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan 2 CP baru' }));
    await waitFor(() => expect(sentRows(api)).toEqual([2, 3]));
  });
});
