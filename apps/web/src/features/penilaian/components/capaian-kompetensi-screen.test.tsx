import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CapaianKompetensiData,
  CapaianSiswa,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { mediaQueryList } from '../../../test/media-query';
import { CapaianPanel } from './capaian-kompetensi-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

const ID = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6f';
const A = '0b6f2d1e-0000-4000-8000-00000000000a';
const B = '0b6f2d1e-0000-4000-8000-00000000000b';
const C = '0b6f2d1e-0000-4000-8000-00000000000c';

function siswa(overrides: Partial<CapaianSiswa>): CapaianSiswa {
  return {
    anggota_rombel_id: A,
    nama: 'ADITYA PRATAMA',
    nisn: null,
    nilai_akhir: 82,
    capaian: null,
    perlu_ditingkatkan: null,
    version: 0,
    usulan: {
      capaian: 'Menunjukkan penguasaan yang baik dalam merakit komputer.',
      perlu_ditingkatkan: 'Perlu ditingkatkan dalam menginstal sistem operasi.',
      dasar: 'ketercapaian',
      tp_capaian: ['tp-1'],
      tp_ditingkatkan: ['tp-2'],
    },
    peringatan: [{ kode: 'tanpa-deskripsi' }],
    ...overrides,
  };
}

const DATA: CapaianKompetensiData = {
  pembelajaran: {
    pembelajaran_id: ID,
    nama_mata_pelajaran: 'Dasar Program Keahlian',
    mata_pelajaran_id: 1,
    rombongan_belajar_id: 'r',
    rombel: 'X TKJ 1',
    tingkat: 10,
    merdeka: true,
  },
  lock: null,
  tp: [
    { tp_id: 'tp-1', label: 'TP 1', deskripsi: 'Merakit komputer' },
    { tp_id: 'tp-2', label: 'TP 2', deskripsi: 'Menginstal sistem operasi' },
  ],
  rows: [
    siswa({}),
    siswa({
      anggota_rombel_id: B,
      nama: 'BELLA SAFITRI',
      capaian: 'Menunjukkan penguasaan yang baik dalam merakit komputer.',
      perlu_ditingkatkan: 'Perlu ditingkatkan dalam merakit komputer.',
      version: 3,
      peringatan: [{ kode: 'tp-di-kedua-sisi', tp: ['tp-1'] }],
    }),
    siswa({
      anggota_rombel_id: C,
      nama: 'CAHYO NUGROHO',
      nilai_akhir: null,
      usulan: {
        capaian: null,
        perlu_ditingkatkan: null,
        dasar: 'kosong',
        tp_capaian: [],
        tp_ditingkatkan: [],
      },
      peringatan: [],
    }),
  ],
};

function setup(grid = { savedAt: null, hasUnsaved: false }, data = DATA) {
  const api = mockApi({
    'GET penilaian/capaian-kompetensi': { json: data },
    'POST penilaian/capaian-kompetensi/terapkan-usulan': {
      json: { cells: [], ditulis: 1, tanpa_usulan: [] },
    },
    'POST penilaian/capaian-kompetensi/reset': { json: { dihapus: 1 } },
  });
  renderWithProviders(<CapaianPanel pembelajaranId={ID} grid={grid} />);
  return api;
}
const posts = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.key.startsWith('POST'));

describe('Capaian Kompetensi proposals', () => {
  it('shows proposals with their basis and highlights the rows with warnings', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Usulan deskripsi' });
    const [, a, b, c] = within(table).getAllByRole('row');
    expect(within(a!).getByText('Sudah bernilai, belum berdeskripsi')).toBeInTheDocument();
    expect(within(a!).getByText('dari ketercapaian TP')).toBeInTheDocument();
    expect(a).toHaveAttribute('data-peringatan', 'true');
    expect(
      within(b!).getByText('TP yang sama di kedua sisi: TP 1 (“Merakit komputer”)'),
    ).toBeInTheDocument();
    expect(c).not.toHaveAttribute('data-peringatan');
    expect(within(c!).getByRole('checkbox')).toBeDisabled();
    expect(
      screen.getByText('1 peserta didik sudah memiliki nilai akhir tetapi belum berdeskripsi.'),
    ).toBeInTheDocument();
  });

  it('names the TPs on the wrong side, the judging words and a classmate’s name, with a summary', async () => {
    setup(undefined, {
      ...DATA,
      rows: [
        siswa({
          capaian: 'Menunjukkan penguasaan yang baik dalam menginstal sistem operasi.',
          perlu_ditingkatkan: 'Bella Safitri malas merakit komputer.',
          version: 2,
          peringatan: [
            { kode: 'bertentangan', tp_capaian: ['tp-2'], tp_ditingkatkan: ['tp-1'] },
            { kode: 'kata-negatif', kata: ['malas'] },
            { kode: 'nama-siswa-lain', nama: 'BELLA SAFITRI' },
            { kode: 'sama-dengan-lain', jumlah: 3 },
          ],
        }),
        DATA.rows[1]!,
      ],
    });
    const table = await screen.findByRole('table', { name: 'Usulan deskripsi' });
    const [, a] = within(table).getAllByRole('row');
    for (const text of [
      'Disebut sudah dicapai, padahal tidak tercapai atau bernilai lebih rendah: TP 2 (“Menginstal sistem operasi”)',
      'Disebut perlu ditingkatkan, padahal tercapai atau bernilai lebih tinggi: TP 1 (“Merakit komputer”)',
      'Kata bernada negatif: “malas”',
      'Menyebut nama peserta didik lain: BELLA SAFITRI',
      'Sama persis dengan deskripsi 3 peserta didik lain yang hasilnya berbeda',
    ])
      expect(within(a!).getByText(text)).toBeInTheDocument();
    for (const text of [
      '1 deskripsi tidak sesuai dengan ketercapaian atau nilai TP peserta didiknya.',
      '1 deskripsi memakai kata bernada negatif; panduan asesmen menganjurkan kalimat positif yang memotivasi.',
      '1 deskripsi menyebut nama peserta didik lain (mungkin tersalin dari deskripsi temannya).',
      '1 deskripsi menyebut TP yang sama sebagai sudah dicapai dan perlu ditingkatkan.',
      '1 deskripsi sama persis dengan deskripsi peserta didik lain yang ketercapaian atau nilai TP-nya berbeda.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    // nobody is graded without a description here: that line is left out
    expect(screen.queryByText(/nilai akhir tetapi belum berdeskripsi/)).not.toBeInTheDocument();
  });

  it('on a phone shows a card per student with the proposal and the warnings, still choosable', async () => {
    const phone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => mediaQueryList(query, query === '(max-width: 48em)'));
    try {
      const api = setup();
      const list = await screen.findByRole('list', { name: 'Usulan deskripsi' });
      expect(screen.queryByRole('table', { name: 'Usulan deskripsi' })).toBeNull();
      const [a, b] = within(list).getAllByRole('listitem');
      expect(a).toHaveTextContent('1. ADITYA PRATAMA');
      expect(a).toHaveTextContent('Sudah bernilai, belum berdeskripsi');
      expect(a).toHaveTextContent('Perlu ditingkatkan dalam menginstal sistem operasi.');
      expect(b).toHaveTextContent('TP yang sama di kedua sisi: TP 1 (“Merakit komputer”)');
      expect(b).toHaveAttribute('data-peringatan', 'true');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih BELLA SAFITRI' }));
      await userEvent.click(
        screen.getByRole('button', { name: 'Terapkan usulan ke 1 yang dipilih' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Ganti deskripsi?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, ganti' }));
      await waitFor(() => expect(posts(api)).toHaveLength(1));
      expect(posts(api)[0]!.body).toEqual({
        pembelajaran_id: ID,
        siswa: [{ anggota_rombel_id: B, version: 3 }],
      });
    } finally {
      phone.mockRestore();
    }
  });

  it('applies the proposals to everyone without a description in one go', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Terapkan usulan ke yang belum berdeskripsi (1)' }),
    );
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]!.body).toEqual({ pembelajaran_id: ID });
  });

  it('asks before replacing a chosen student’s description and sends the version read', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih BELLA SAFITRI' }));
    await user.click(screen.getByRole('button', { name: 'Terapkan usulan ke 1 yang dipilih' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ganti deskripsi?' });
    expect(posts(api)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, ganti' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]!.body).toEqual({
      pembelajaran_id: ID,
      siswa: [{ anggota_rombel_id: B, version: 3 }],
    });
  });

  it('resets only after confirmation', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset deskripsi' });
    expect(within(dialog).getByText(/Dasar Program Keahlian di X TKJ 1/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(posts(api)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, hapus semua' }),
    );
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]).toMatchObject({
      key: 'POST penilaian/capaian-kompetensi/reset',
      body: { pembelajaran_id: ID },
    });
  });

  it('holds the actions while the grid has unsaved edits', async () => {
    setup({ savedAt: null, hasUnsaved: true });
    expect(
      await screen.findByRole('button', { name: 'Terapkan usulan ke yang belum berdeskripsi (1)' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});
