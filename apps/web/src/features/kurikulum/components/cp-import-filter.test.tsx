import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CpImportPreview } from '@erapor/shared/kurikulum/cp-import.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { mediaQueryList } from '../../../test/media-query';
import { CpKatalogCard } from './cp-import';

// The preview's filter by status has six choices: side by side they run past a phone's window
// ("Salah" shown as "S"), so there it is a list to choose from.

afterEach(() => {
  vi.restoreAllMocks();
});

const row = (baris: number, elemen: string, status: 'baru' | 'dilewati') => ({
  baris,
  mata_pelajaran_id: '800000101',
  mata_pelajaran: 'Dasar Dasar Teknik Perawatan Gedung',
  kelas: '10',
  fase: 'E',
  elemen,
  deskripsi: `Pada akhir fase E, peserta didik mampu … (${baris})`,
  status,
  errors: [],
});

const PREVIEW: CpImportPreview = {
  format: 'Rekap CP (no, MAPEL, mata_pelajaran_id, fase, elemen, deskripsi)',
  rows: [row(2, 'Gambar teknik bangunan', 'baru'), row(3, 'Estimasi biaya', 'dilewati')],
  baru: 1,
  sudah_ada: 0,
  mirip: 0,
  dilewati: 1,
  salah: 0,
  kosong: 0,
};

async function openPreview() {
  mockApi({
    'GET referensi/capaian-pembelajaran-impor/ringkasan': {
      json: { total: 0, dir: 0, sekolah: 0, aktif: 0, fase_e: 0, fase_f: 0, mapel: 0 },
    },
    'POST referensi/capaian-pembelajaran-impor/pratinjau': { json: PREVIEW },
  });
  renderWithProviders(<CpKatalogCard />);
  await userEvent.click(await screen.findByRole('button', { name: 'Impor Katalog CP' }));
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(found).not.toBeNull();
    return found!;
  });
  await userEvent.upload(input, new File(['PK'], 'ref_cp_2.xlsx'));
  return screen.findByRole('table', { name: 'Pratinjau baris katalog' });
}

describe('the CP import preview’s status filter', () => {
  it('is a list to choose from on a phone, and narrows the rows', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      mediaQueryList(query, query === '(max-width: 36em)'),
    );
    const table = await openPreview();
    expect(screen.queryByRole('radiogroup', { name: 'Tampilkan baris' })).toBeNull();
    const filter = screen.getByRole('combobox', { name: 'Tampilkan baris' });
    expect(filter).toHaveValue('Semua');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Dilewati', hidden: true }));
    expect(filter).toHaveValue('Dilewati');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Estimasi biaya');
  });

  it('stays a row of choices on a wider screen', async () => {
    const table = await openPreview();
    const filter = screen.getByRole('radiogroup', { name: 'Tampilkan baris' });
    await userEvent.click(within(filter).getByRole('radio', { name: 'Baru' }));
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Gambar teknik bangunan');
  });
});
