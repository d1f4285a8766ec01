import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CpImportPreview, CpResmiGroup } from '@erapor/shared/kurikulum/cp-import.schemas';
import { notify } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { CpKatalogCard } from './cp-import';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

const RINGKASAN = {
  json: { total: 60, dir: 58, sekolah: 2, aktif: 60, fase_e: 20, fase_f: 40, mapel: 3 },
};
const GROUPS: CpResmiGroup[] = [
  {
    mata_pelajaran_id: 800000213,
    mata_pelajaran: 'Rekayasa Perangkat Lunak',
    fase: 'F',
    total: 15,
    dipakai: 3,
  },
  {
    mata_pelajaran_id: 800000121,
    mata_pelajaran: 'Dasar-dasar Teknik Jaringan',
    fase: 'E',
    total: 4,
    dipakai: 4,
  },
  { mata_pelajaran_id: 100014000, mata_pelajaran: 'Matematika', fase: 'E', total: 6, dipakai: 0 },
];

async function openWindow(routes: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET referensi/capaian-pembelajaran-impor/ringkasan': RINGKASAN,
    'GET referensi/capaian-pembelajaran-resmi': { json: { data: GROUPS } },
    ...routes,
  });
  renderWithProviders(<CpKatalogCard />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Hapus CP resmi yang belum dipakai' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Hapus CP resmi yang belum dipakai TP',
  });
  return { api, dialog };
}

async function choose(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Mata pelajaran dan fase' }));
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

const deletes = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.key.startsWith('DELETE ')).map((call) => call.key);

describe('deleting the official CPs no TP uses, from the Katalog CP card', () => {
  it('says how many go and how many stay, then deletes those of the subject and phase chosen', async () => {
    const message =
      '12 CP resmi Rekayasa Perangkat Lunak fase F dihapus; 3 CP yang dipakai tujuan pembelajaran tetap ada.';
    const { api, dialog } = await openWindow({
      'DELETE referensi/capaian-pembelajaran-resmi': { json: { message, dihapus: 12, dipakai: 3 } },
    });
    // nothing chosen yet: nothing to delete
    expect(within(dialog).getByRole('button', { name: 'Hapus 0 CP resmi' })).toBeDisabled();

    await choose('Rekayasa Perangkat Lunak – fase F (15 CP resmi, 3 dipakai TP)');
    expect(screen.getByTestId('cp-resmi-akibat')).toHaveTextContent(
      '12 CP resmi Rekayasa Perangkat Lunak fase F akan dihapus.3 CP yang sudah dipakai TP tetap ada.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus 12 CP resmi' }));
    await waitFor(() =>
      expect(deletes(api)).toEqual([
        'DELETE referensi/capaian-pembelajaran-resmi?mata_pelajaran_id=800000213&fase=F',
      ]),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', message));
  });

  it('says when every official CP of the subject is used, and offers no deletion', async () => {
    const { api, dialog } = await openWindow();
    await choose('Dasar-dasar Teknik Jaringan – fase E (4 CP resmi, 4 dipakai TP)');
    expect(screen.getByTestId('cp-resmi-akibat')).toHaveTextContent(
      'Semua CP resmi Dasar-dasar Teknik Jaringan fase E sudah dipakai TP: tidak ada yang dapat dihapus.4 CP yang sudah dipakai TP tetap ada.',
    );
    expect(within(dialog).getByRole('button', { name: 'Hapus 0 CP resmi' })).toBeDisabled();

    // none used: all of them go, and it says none is kept
    await choose('Matematika – fase E (6 CP resmi, 0 dipakai TP)');
    expect(screen.getByTestId('cp-resmi-akibat')).toHaveTextContent(
      '6 CP resmi Matematika fase E akan dihapus.Belum ada CP resmi mata pelajaran dan fase ini yang dipakai TP.',
    );
    expect(within(dialog).getByRole('button', { name: 'Hapus 6 CP resmi' })).toBeEnabled();
    expect(deletes(api)).toEqual([]);
  });

  it('shows the refusal in the window', async () => {
    const { dialog } = await openWindow({
      'DELETE referensi/capaian-pembelajaran-resmi': {
        status: 404,
        json: {
          error: {
            code: 'kurikulum.cp_resmi_tidak_ada',
            message: 'Tidak ada CP resmi Matematika fase E di sekolah ini.',
          },
        },
      },
    });
    await choose('Matematika – fase E (6 CP resmi, 0 dipakai TP)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus 6 CP resmi' }));
    const refusal = await within(dialog).findByText(
      'Tidak ada CP resmi Matematika fase E di sekolah ini.',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('the import preview', () => {
  it('shows the note on a new row whose element a school CP has, without holding it back', async () => {
    const note =
      'Sama elemen dengan CP sekolah (buatan guru) "Basis Data" ("Peserta didik merancang basis data."). Catatan saja, tidak menghalangi penyimpanan: bila disimpan, guru melihat keduanya, ditandai Resmi dan Sekolah.';
    const preview: CpImportPreview = {
      format: 'Daftar CP (mata_pelajaran_id, fase, elemen, deskripsi)',
      rows: [
        {
          baris: 2,
          mata_pelajaran_id: '800000213',
          mata_pelajaran: 'Rekayasa Perangkat Lunak',
          kelas: '11',
          fase: 'F',
          elemen: 'Basis Data',
          deskripsi: 'Pada akhir fase F, peserta didik mampu mengelola basis data.',
          status: 'baru',
          errors: [{ field: 'elemen', message: note }],
        },
      ],
      baru: 1,
      sudah_ada: 0,
      mirip: 0,
      dilewati: 0,
      salah: 0,
      kosong: 0,
    };
    mockApi({
      'GET referensi/capaian-pembelajaran-impor/ringkasan': RINGKASAN,
      'POST referensi/capaian-pembelajaran-impor/pratinjau': { json: preview },
    });
    renderWithProviders(<CpKatalogCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Impor Katalog CP' }));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await userEvent.upload(input, new File(['PK'], 'ref_cp.xlsx'));
    const table = await screen.findByRole('table', { name: 'Pratinjau baris katalog' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Baru');
    expect(row).toHaveTextContent(`Elemen: ${note}`);
    expect(screen.getByRole('button', { name: 'Simpan 1 CP baru' })).toBeEnabled();
  });
});
