import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TpImportPreview } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { notify } from '../../../lib/toast';
import { TpImportPanel } from './tp-import-panel';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
});

const PEMBELAJARAN = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6a';
const PESAN =
  'TP tidak dapat ditambahkan ke Matematika – X TKJ 1: nilai kelas X TKJ 1 sudah dikunci.';

function preview(terkunci: TpImportPreview['terkunci']): TpImportPreview {
  return {
    rows: [
      {
        baris: 9,
        deskripsi: 'Menjelaskan konsep utama.',
        valid: true,
        sudah_ada: true,
        sama_dengan: null,
        errors: [],
      },
      {
        baris: 10,
        deskripsi: 'Memilih alat yang tepat.',
        valid: true,
        sudah_ada: false,
        sama_dengan: null,
        errors: [],
      },
      {
        baris: 11,
        deskripsi: '12345',
        valid: false,
        sudah_ada: false,
        sama_dengan: null,
        errors: ['Tujuan pembelajaran harus berupa kalimat, bukan angka atau tanda baca saja.'],
      },
    ],
    valid: 2,
    invalid: 1,
    ganda: 0,
    baru: 1,
    kelas_lain: null,
    terkunci,
  };
}

async function uploadTemplate() {
  renderWithProviders(
    <TpImportPanel target={{ pembelajaran_id: PEMBELAJARAN, cp_id: 7 }} slug="matematika" />,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['PK'], 'tp.xlsx'));
  return screen.findByRole('table', { name: 'Pratinjau baris templat' });
}

describe('TpImportPanel', () => {
  it('warns that the class is locked above a still readable preview, with nothing to confirm', async () => {
    const api = mockApi({
      'POST referensi/tujuan-pembelajaran-impor/pratinjau': {
        json: preview({ alasan: 'kunci-nilai', pesan: PESAN }),
      },
    });
    const table = await uploadTemplate();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nilai kelas ini terkunci: TP baru tidak dapat disimpan');
    expect(alert).toHaveTextContent(PESAN);
    // Above the table.
    expect(alert.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(table).getByText('Memilih alat yang tepat.')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const confirm = screen.getByRole('button', { name: 'Simpan 1 TP' });
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(api.calls.map((call) => call.key)).toEqual([
      'POST referensi/tujuan-pembelajaran-impor/pratinjau',
    ]);
  });

  it('shows no warning for an open class and confirms the valid rows', async () => {
    const api = mockApi({
      'POST referensi/tujuan-pembelajaran-impor/pratinjau': { json: preview(null) },
      'POST referensi/tujuan-pembelajaran-impor': {
        json: {
          message: '1 TP ditambahkan ke Matematika – X TKJ 1, 1 sudah ada.',
          saved: 1,
          sudah_ada: 1,
          skipped: 0,
        },
      },
    });
    await uploadTemplate();
    expect(screen.queryByRole('alert')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Simpan 1 TP' });
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.key === 'POST referensi/tujuan-pembelajaran-impor'),
      ).toBe(true),
    );
    const sent = api.calls.find((call) => call.key === 'POST referensi/tujuan-pembelajaran-impor');
    expect(sent!.body).toMatchObject({
      pembelajaran_id: PEMBELAJARAN,
      cp_id: 7,
      rows: [{ baris: 9 }, { baris: 10 }],
    });
    // Row 11 was wrong and not sent: the teacher is told to fix it.
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'warning',
        '1 TP ditambahkan ke Matematika – X TKJ 1, 1 sudah ada. 1 baris salah tidak disimpan; perbaiki di berkas lalu unggah lagi.',
      ),
    );
  });

  it('points out a row repeating an earlier one, not as a mistake, and counts it in the message', async () => {
    const data = preview(null);
    data.rows = [
      ...data.rows.slice(0, 2),
      {
        baris: 11,
        deskripsi: 'Memilih alat yang tepat.',
        valid: false,
        sudah_ada: false,
        sama_dengan: 10,
        errors: [],
      },
    ];
    Object.assign(data, { invalid: 0, ganda: 1 });
    mockApi({
      'POST referensi/tujuan-pembelajaran-impor/pratinjau': { json: data },
      'POST referensi/tujuan-pembelajaran-impor': {
        json: {
          message: '1 TP ditambahkan ke Matematika – X TKJ 1, 1 sudah ada.',
          saved: 1,
          sudah_ada: 1,
          skipped: 0,
        },
      },
    });
    const table = await uploadTemplate();
    expect(screen.getByText('1 berulang')).toBeInTheDocument();
    expect(screen.getByText('0 salah')).toBeInTheDocument();
    const repeat = within(table).getAllByRole('row')[3]!;
    expect(repeat).toHaveTextContent('Sama dengan baris 10: dilewati');
    expect(repeat).not.toHaveAttribute('data-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan 1 TP' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        '1 TP ditambahkan ke Matematika – X TKJ 1, 1 sudah ada. 1 baris mengulang baris lain di berkas dan dilewati.',
      ),
    );
  });

  it('says when the template was made for another class, above the table', async () => {
    const kelasLain =
      'Templat ini dibuat untuk Matematika kelas X TKJ 2; TP akan ditambahkan ke kelas X TKJ 1 yang dipilih.';
    mockApi({
      'POST referensi/tujuan-pembelajaran-impor/pratinjau': {
        json: { ...preview(null), kelas_lain: kelasLain },
      },
    });
    const table = await uploadTemplate();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Templat dari kelas lain');
    expect(notice).toHaveTextContent(kelasLain);
    expect(notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simpan 1 TP' })).toBeEnabled();
  });

  it('keeps the Status column in place for a long row: the text wraps and is cut after four lines', async () => {
    const long = 'Menganalisis' + 'prosesbisnis'.repeat(60);
    const data = preview(null);
    data.rows[1] = { ...data.rows[1]!, deskripsi: long };
    mockApi({ 'POST referensi/tujuan-pembelajaran-impor/pratinjau': { json: data } });
    const table = await uploadTemplate();
    expect(table).toHaveStyle({ tableLayout: 'fixed' });
    const text = within(table).getByText(long);
    expect(text).toHaveAttribute('title', long);
    expect(text).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(text).toHaveAttribute('data-line-clamp', 'true');
  });
});
