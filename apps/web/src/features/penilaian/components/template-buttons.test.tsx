import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TEMPLATE_MAX_BYTES,
  type TemplatePreview,
} from '@erapor/shared/penilaian/template.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { cellsOfGrid, TemplateButtons } from './template-buttons';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
});

const A = '0b6f2d1e-0000-4000-8000-000000000001';

const PREVIEW: TemplatePreview = {
  kind: 'nilai-akhir',
  pembelajaran_id: 'p-1',
  cells: [
    { kind: 'nilai-akhir', anggota_rombel_id: A, kolom: 'nilai', value: 88 },
    { kind: 'ketercapaian', anggota_rombel_id: A, kolom: 'tp-1', value: 1 },
  ],
  report: [
    {
      baris: 10,
      kolom: 'Nilai Akhir',
      nama_peserta_didik: 'SITI AMINAH',
      nisn: '0061234567',
      no: 2,
      pesan: '85,5 bukan bilangan bulat; tulis nilai bulat 0–100 tanpa koma.',
    },
    {
      baris: 14,
      kolom: null,
      nama_peserta_didik: null,
      nisn: null,
      pesan: 'Peserta didik "BUDI" sudah ada di baris 9; baris ini dilewati (tertulis: "Salinan").',
    },
  ],
  peringatan: [],
  mengganti: [],
  ringkasan: { baris: 2, sama: 3, ditolak: 1, kosong_dibiarkan: 0, usang: 4 },
};

function fileInput() {
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

describe('TemplateButtons', () => {
  it('uploads the file with the pembelajaran, lists the report in Indonesian and hands back the valid cells', async () => {
    const { calls } = mockApi({ 'POST penilaian/template/nilai-akhir': { json: PREVIEW } });
    const onApply = vi.fn();
    renderWithProviders(
      <TemplateButtons kind="nilai-akhir" pembelajaranId="p-1" onApply={onApply} />,
    );
    const file = new File(['PK'], 'nilai.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(fileInput(), file);
    const dialog = await screen.findByRole('dialog', {
      name: 'Periksa Unggahan: Nilai Akhir dan Ketercapaian TP',
    });
    const body = calls[0]!.body as FormData;
    expect(body.get('pembelajaran_id')).toBe('p-1');
    expect((body.get('file') as File).name).toBe('nilai.xlsx');
    expect(
      await within(dialog).findByText('2 nilai baru atau berubah siap diisi ke lembar nilai'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('3 sama dengan yang sudah tersimpan')).toBeInTheDocument();
    // cells the grid changed after the download, left in the file as they were: not applied
    expect(
      within(dialog).getByText(
        '4 sel masih berisi nilai saat templat diunduh, padahal sudah diubah di lembar nilai sesudahnya: nilai terbaru tetap',
      ),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Catatan pemeriksaan' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BarisNoPeserta DidikKolomKeterangan',
      '102SITI AMINAHNISN 0061234567Nilai Akhir85,5 bukan bilangan bulat; tulis nilai bulat 0–100 tanpa koma.',
      '14——Seluruh barisPeserta didik "BUDI" sudah ada di baris 9; baris ini dilewati (tertulis: "Salinan").',
    ]);
    // The refused cell names its student in a column of its own, beside the Excel row and the
    // student's No in the grid.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '10',
      '2',
      'SITI AMINAHNISN 0061234567',
      'Nilai Akhir',
      '85,5 bukan bilangan bulat; tulis nilai bulat 0–100 tanpa koma.',
    ]);
    expect(within(dialog).queryByTestId('template-warnings')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Isi ke lembar nilai (2)' }));
    expect(onApply).toHaveBeenCalledWith(PREVIEW.cells);
    expect(cellsOfGrid(PREVIEW.cells, 'ketercapaian')).toEqual([
      { anggota_rombel_id: A, kolom: 'tp-1', value: 1 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the notes stay on hand to fix the grid or the file from, in a panel beside the grid (not a
    // modal window over it), without applying the cells again
    await userEvent.click(screen.getByRole('button', { name: 'Catatan unggahan (2)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const notes = screen.getByRole('complementary', {
      name: 'Catatan unggahan: Nilai Akhir dan Ketercapaian TP',
    });
    const noted = within(notes).getByRole('table', { name: 'Catatan pemeriksaan' });
    // one cell per note: the Excel row, the No in the grid and the column above the reason
    expect(within(noted).getAllByRole('row')[0]).toHaveTextContent(
      'Baris 10 · No 2 · Nilai AkhirSITI AMINAH NISN 0061234567',
    );
    expect(noted).toHaveTextContent('Peserta didik "BUDI" sudah ada di baris 9');
    expect(within(notes).queryByRole('button', { name: /Isi ke lembar nilai/ })).toBeNull();
    await userEvent.click(within(notes).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it("warns of a row whose typed name is another student's apart from the refused cells, and still applies its cells", async () => {
    const pesan =
      'Nama di berkas "BUDI S" berbeda dengan nama tersimpan "Budi Santoso" (NISN 0061234567); periksa apakah baris ini milik peserta didik yang benar.';
    const warned: TemplatePreview = {
      kind: 'pts',
      pembelajaran_id: 'p-1',
      cells: [{ kind: 'pts', anggota_rombel_id: A, kolom: 'nilai', value: 81 }],
      report: [],
      peringatan: [
        { baris: 9, kolom: null, nama_peserta_didik: 'Budi Santoso', nisn: '0061234567', pesan },
      ],
      mengganti: [],
      ringkasan: { baris: 1, sama: 0, ditolak: 0, kosong_dibiarkan: 0, usang: 0 },
    };
    mockApi({ 'POST penilaian/template/pts': { json: warned } });
    const onApply = vi.fn();
    renderWithProviders(<TemplateButtons kind="pts" pembelajaranId="p-1" onApply={onApply} />);
    await userEvent.upload(fileInput(), new File(['PK'], 'pts.xlsx'));
    const dialog = await screen.findByRole('dialog');
    const warning = await within(dialog).findByTestId('template-warnings');
    expect(within(warning).getByText('Peringatan: 1 hal perlu diperiksa')).toBeInTheDocument();
    expect(within(warning).getByText(/tetap diisi ke lembar nilai/)).toBeInTheDocument();
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Baris 9: ${pesan}`]);
    // A warning is not a refused cell: no report table, and no "no problems" line either.
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).queryByText('Tidak ada masalah pada berkas.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Isi ke lembar nilai (1)' }));
    expect(onApply).toHaveBeenCalledWith(warned.cells);
  });

  it('counts and lists the saved grades an upload replaces, and does not call that "no problems"', async () => {
    const B = '0b6f2d1e-0000-4000-8000-000000000002';
    const over: TemplatePreview = {
      kind: 'nilai-akhir',
      pembelajaran_id: 'p-1',
      cells: [
        { kind: 'nilai-akhir', anggota_rombel_id: A, kolom: 'nilai', value: 80 },
        { kind: 'ketercapaian', anggota_rombel_id: A, kolom: 'tp-1', value: 0 },
        { kind: 'nilai-akhir', anggota_rombel_id: B, kolom: 'nilai', value: 75 },
      ],
      report: [],
      peringatan: [],
      mengganti: [
        {
          baris: 9,
          no: 1,
          kolom: 'Nilai Akhir',
          nama_peserta_didik: 'AGNES TIURMA',
          nisn: '0061234567',
          tipe: 'score',
          lama: 61,
          baru: 80,
        },
        {
          baris: 9,
          no: 1,
          kolom: 'Ketercapaian TP 1',
          nama_peserta_didik: 'AGNES TIURMA',
          nisn: '0061234567',
          tipe: 'kompeten',
          lama: 1,
          baru: 0,
        },
      ],
      ringkasan: { baris: 2, sama: 0, ditolak: 0, kosong_dibiarkan: 0, usang: 0 },
    };
    mockApi({ 'POST penilaian/template/nilai-akhir': { json: over } });
    const onApply = vi.fn();
    renderWithProviders(
      <TemplateButtons kind="nilai-akhir" pembelajaranId="p-1" onApply={onApply} />,
    );
    await userEvent.upload(fileInput(), new File(['PK'], 'na.xlsx'));
    const dialog = await screen.findByRole('dialog');
    const summary = await within(dialog).findByTestId('template-summary');
    expect(within(summary).getByText('1 mengisi sel yang masih kosong')).toBeInTheDocument();
    expect(within(summary).getByText('2 mengganti nilai yang sudah tersimpan')).toBeInTheDocument();
    const replaced = within(dialog).getByTestId('template-replaced');
    expect(within(replaced).getByText('2 nilai tersimpan akan diganti')).toBeInTheDocument();
    const table = within(replaced).getByRole('table', {
      name: 'Nilai tersimpan yang akan diganti',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'BarisNoPeserta DidikKolomTersimpan → berkas',
      '91AGNES TIURMANISN 0061234567Nilai Akhir61 → 80',
      '91AGNES TIURMANISN 0061234567Ketercapaian TP 1Tercapai → Tidak tercapai',
    ]);
    // no error in the file, but saved grades change: not the green "no problems" line
    expect(within(dialog).queryByText('Tidak ada masalah pada berkas.')).toBeNull();
    expect(
      within(dialog).getByText(
        'Tidak ada kesalahan pada berkas, tetapi 2 nilai tersimpan akan diganti: periksa daftarnya sebelum menekan Simpan.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Isi ke lembar nilai (3)' }));
    expect(onApply).toHaveBeenCalledWith(over.cells);
    // the list stays on hand beside the grid until it is saved
    await userEvent.click(screen.getByRole('button', { name: 'Catatan unggahan (2)' }));
    const notes = screen.getByRole('complementary');
    expect(
      within(notes).getByRole('table', { name: 'Nilai tersimpan yang akan diganti' }),
    ).toHaveTextContent('Baris 9 · No 1 · Nilai AkhirAGNES TIURMA NISN 006123456761 → 80');
  });

  it('shows why a file is refused and offers nothing to apply', async () => {
    mockApi({
      'POST penilaian/template/pts': {
        status: 422,
        json: {
          error: {
            code: 'penilaian.templat_jenis',
            message:
              'Berkas ini templat Sumatif Lingkup Materi, bukan templat Nilai Tengah Semester.',
          },
        },
      },
    });
    const onApply = vi.fn();
    renderWithProviders(<TemplateButtons kind="pts" pembelajaranId="p-1" onApply={onApply} />);
    await userEvent.upload(fileInput(), new File(['x'], 'slm.xlsx'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Berkas ditolakBerkas ini templat Sumatif Lingkup Materi, bukan templat Nilai Tengah Semester.',
    );
    expect(within(dialog).queryByRole('button', { name: /Isi ke lembar nilai/ })).toBeNull();
  });

  it('refuses a file above the limit without sending it, and hides the upload when read-only', async () => {
    const { calls } = mockApi({});
    const { unmount } = renderWithProviders(
      <TemplateButtons kind="pts" pembelajaranId="p-1" onApply={vi.fn()} />,
    );
    const big = new File(['x'], 'besar.xlsx');
    Object.defineProperty(big, 'size', { value: TEMPLATE_MAX_BYTES + 1 });
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(/paling besar 5 MB/);
    expect(calls).toEqual([]);
    unmount();
    renderWithProviders(
      <TemplateButtons kind="pts" pembelajaranId="p-1" readOnly onApply={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Unduh Templat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unggah Templat' })).not.toBeInTheDocument();
  });
});
