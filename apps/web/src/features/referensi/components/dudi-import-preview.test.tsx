import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type {
  DudiImportPreview,
  DudiImportPreviewRow,
} from '@erapor/shared/dudi/dudi-import.schemas';
import { renderWithProviders } from '../../../test/render';
import { DudiImportPreviewTable } from './dudi-import-preview';

function row(baris: number, values: Partial<DudiImportPreviewRow>): DudiImportPreviewRow {
  return {
    baris,
    nama_dudi: 'PT Jaringan Data Mataram',
    bidang_usaha: 'Penyedia Layanan Internet',
    alamat: '',
    kota: 'Kab. Sleman',
    telepon: '',
    email: '',
    npwp: '',
    nomor_mou: 'PKS/001/2026',
    judul_mou: 'Kerja sama PKL',
    tanggal_mulai: '2026-07-01',
    tanggal_selesai: '2028-06-30',
    judul_kegiatan: 'PKL 2026',
    sk_tugas: '',
    tgl_sk_tugas: '',
    pembimbing: '7187830344293670',
    peserta: '0090508549; 0090508550',
    valid: true,
    errors: [],
    dudi_ada: false,
    mou_ada: false,
    jumlah_pembimbing: 1,
    jumlah_peserta: 2,
    ...values,
  };
}

const preview: DudiImportPreview = {
  valid: 1,
  invalid: 2,
  rows: [
    row(2, {}),
    row(3, {
      valid: false,
      nama_dudi: '',
      tanggal_mulai: '2026-13-01',
      peserta: '0000000001',
      jumlah_peserta: 0,
      errors: [
        { field: 'nama_dudi', message: 'Nama DUDI wajib diisi.' },
        { field: 'tanggal_mulai', message: 'Tanggal mulai bukan tanggal yang ada di kalender.' },
        {
          field: 'peserta',
          message: 'NISN tidak ditemukan di antara peserta didik aktif semester ini: 0000000001.',
        },
        { field: 'email', message: 'Email bukan alamat email yang benar.' },
      ],
    }),
    row(4, {
      valid: false,
      errors: [
        {
          field: null,
          message: 'Baris ini sama dengan baris 2 (DUDI, nomor MoU dan judul kegiatan sama).',
        },
      ],
    }),
  ],
};

describe('DudiImportPreviewTable', () => {
  it('shows the counts, marks each bad cell with its reason and lists row problems', () => {
    renderWithProviders(<DudiImportPreviewTable preview={preview} />);
    expect(screen.getByText('1 valid')).toBeInTheDocument();
    expect(screen.getByText('2 tidak valid')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Hasil pemeriksaan baris impor' });
    const [, good, bad, duplicate] = within(table).getAllByRole('row');

    expect(within(good!).getByText('Valid')).toBeInTheDocument();
    expect(within(good!).getByText('DUDI baru')).toBeInTheDocument();
    expect(good!.querySelectorAll('[data-invalid]')).toHaveLength(0);

    const invalidCells = [...bad!.querySelectorAll('[data-invalid="true"]')];
    expect(invalidCells.map((cell) => cell.textContent)).toEqual([
      '(kosong)',
      '2026-13-01',
      '0000000001',
    ]);
    expect(invalidCells[1]).toHaveAttribute(
      'title',
      'Tanggal mulai bukan tanggal yang ada di kalender.',
    );
    expect(within(bad!).getByText('Nama DUDI wajib diisi.')).toBeInTheDocument();
    // A cell not shown as a column still has its problem listed, under the column's name.
    expect(within(bad!).getByText('Email bukan alamat email yang benar.')).toBeInTheDocument();
    expect(within(bad!).getByText(/^Email:/)).toBeInTheDocument();

    expect(within(duplicate!).getByText(/sama dengan baris 2/)).toBeInTheDocument();
    expect(duplicate!.querySelectorAll('[data-invalid]')).toHaveLength(0);
  });
});
