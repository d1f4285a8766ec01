import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  GRID_CONFLICT_CODE,
  type GridConflict,
  type GridData,
} from '@erapor/shared/penilaian/grid.schemas';
import type {
  CapaianKompetensiData,
  CapaianSiswa,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi, type Route } from '../../../test/mock-fetch';
import { mediaQueryList } from '../../../test/media-query';
import { GradeGridView } from '../../../components/grade-grid/grade-grid';
import { useGradeGrid } from '../../../components/grade-grid/use-grade-grid';
import { createFakeGridServer } from '../../../components/grade-grid/dev/fake-grid-server';
import {
  PEMBELAJARAN_ID,
  STUDENT_IDS,
  findSheet,
  gridFixture,
  prepareGridTest,
} from '../../../components/grade-grid/dev/grid-test-kit';
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
  kkm: 60,
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

/** The description grid as loaded: each student's texts at the version of his row. */
function deskripsiGrid(data: CapaianKompetensiData): GridData {
  return {
    kind: 'deskripsi',
    pembelajaran: data.pembelajaran,
    lock: data.lock,
    columns: [
      { key: 'capaian', label: 'Capaian', type: 'text' },
      { key: 'perlu_ditingkatkan', label: 'Perlu ditingkatkan', type: 'text' },
    ],
    rows: data.rows.map((row) => ({
      anggota_rombel_id: row.anggota_rombel_id,
      peserta_didik_id: row.anggota_rombel_id,
      nama: row.nama,
      nisn: row.nisn,
      cells: {
        capaian: { value: row.capaian, version: row.version },
        perlu_ditingkatkan: { value: row.perlu_ditingkatkan, version: row.version },
      },
    })),
  };
}

function setup(grid: { hasUnsaved?: boolean } = {}, data = DATA) {
  const api = mockApi({
    'GET penilaian/capaian-kompetensi': { json: data },
    'POST penilaian/capaian-kompetensi/terapkan-usulan': {
      json: { cells: [], ditulis: 1, tanpa_usulan: [] },
    },
    'POST penilaian/capaian-kompetensi/reset': { json: { dihapus: 1 } },
  });
  renderWithProviders(
    <CapaianPanel
      pembelajaranId={ID}
      grid={{
        savedAt: null,
        hasUnsaved: grid.hasUnsaved ?? false,
        grid: deskripsiGrid(data),
        showConflicts: vi.fn(),
      }}
    />,
  );
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

  it('says why a proposal below the KKM claims no good mastery, and warns of a text that does', async () => {
    setup(undefined, {
      ...DATA,
      kkm: 75,
      rows: [
        siswa({
          capaian: 'Menunjukkan penguasaan yang baik dalam merakit komputer.',
          version: 1,
          usulan: {
            capaian: 'Menunjukkan penguasaan yang mulai berkembang dalam merakit komputer.',
            perlu_ditingkatkan: 'Perlu ditingkatkan dalam menginstal sistem operasi.',
            dasar: 'nilai',
            tp_capaian: ['tp-1'],
            tp_ditingkatkan: ['tp-2'],
            di_bawah_kkm: true,
          },
          peringatan: [{ kode: 'di-bawah-kkm', kkm: 75, nilai: 48 }],
        }),
        DATA.rows[2]!,
      ],
    });
    const table = await screen.findByRole('table', { name: 'Usulan deskripsi' });
    const [, a, c] = within(table).getAllByRole('row');
    expect(
      within(a!).getByText('Menunjukkan penguasaan yang mulai berkembang dalam merakit komputer.'),
    ).toBeInTheDocument();
    expect(
      within(a!).getByText(
        'Nilai TP tertinggi pun di bawah KKM 75: usulan tidak menyebut penguasaan yang baik.',
      ),
    ).toBeInTheDocument();
    expect(
      within(a!).getByText(
        'Menyebut penguasaan yang baik, padahal nilai TP tertinggi 48 di bawah KKM 75',
      ),
    ).toBeInTheDocument();
    // a wrong description: red, as one contradicting the scores
    expect(a).toHaveAttribute('style', expect.stringContaining('--mantine-color-red-light'));
    expect(within(c!).queryByText(/di bawah KKM/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        '1 deskripsi menyebut penguasaan yang baik, padahal nilai TP tertinggi peserta didiknya pun di bawah KKM.',
      ),
    ).toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: 'Atur ulang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atur ulang deskripsi' });
    expect(within(dialog).getByText(/Dasar Program Keahlian di X TKJ 1/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(posts(api)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Atur ulang' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, hapus semua' }),
    );
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    // every student with the version of the description the grid shows
    expect(posts(api)[0]).toEqual({
      key: 'POST penilaian/capaian-kompetensi/reset',
      body: {
        pembelajaran_id: ID,
        siswa: [
          { anggota_rombel_id: A, version: 0 },
          { anggota_rombel_id: B, version: 3 },
          { anggota_rombel_id: C, version: 0 },
        ],
      },
    });
  });

  it('holds the actions while the grid has unsaved edits', async () => {
    setup({ hasUnsaved: true });
    expect(
      await screen.findByRole('button', { name: 'Terapkan usulan ke yang belum berdeskripsi (1)' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Atur ulang' })).toBeDisabled();
  });
});

/** The screen's description grid with the panel under it, over the fake grid server. */
function DeskripsiDanUsulan() {
  const grid = useGradeGrid('deskripsi', PEMBELAJARAN_ID);
  return (
    <>
      <GradeGridView grid={grid} />
      <CapaianPanel pembelajaranId={PEMBELAJARAN_ID} grid={grid} />
    </>
  );
}

const COLLEAGUES = 'Menguasai K3LH dan merakit komputer.';

/**
 * The screen over the fake grid server, where a colleague rewrote the first student's text after
 * the page was opened; `action` (Reset or Terapkan usulan) answers 409 with that text.
 */
async function afterColleagueWrote(action: 'reset' | 'terapkan-usulan') {
  const fixture = gridFixture('deskripsi');
  const server = createFakeGridServer(fixture);
  const fromServer: Route = (url, init) =>
    server.handle(
      init?.method ?? 'GET',
      url.replace(/^\/api\//, ''),
      typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    );
  const conflicts: GridConflict[] = ['capaian', 'perlu_ditingkatkan'].map((kolom) => ({
    anggota_rombel_id: STUDENT_IDS[0]!,
    kolom,
    value: kolom === 'capaian' ? COLLEAGUES : null,
    version: 4,
    updated_by: 'Sari Wulandari, S.Pd.',
    updated_at: '2026-11-24T02:11:00.000Z',
  }));
  const api = mockApi({
    'GET penilaian/capaian-kompetensi': {
      json: {
        ...DATA,
        pembelajaran: fixture.pembelajaran,
        rows: fixture.rows.map((row) =>
          siswa({
            anggota_rombel_id: row.anggota_rombel_id,
            nama: row.nama,
            capaian: (row.cells.capaian?.value as string | undefined) ?? null,
            version: row.cells.capaian?.version ?? 0,
          }),
        ),
      },
    },
    'GET penilaian/grid/deskripsi': fromServer,
    'PUT penilaian/grid/deskripsi': fromServer,
    'PUT penilaian/grid/deskripsi/kehadiran': fromServer,
    'DELETE penilaian/grid/deskripsi/kehadiran': fromServer,
    [`POST penilaian/capaian-kompetensi/${action}`]: {
      status: 409,
      json: { error: { code: GRID_CONFLICT_CODE, message: 'Nilai sudah diubah.' }, conflicts },
    },
  });
  const router = createMemoryRouter([{ path: '/', element: <DeskripsiDanUsulan /> }]);
  renderWithProviders(<RouterProvider router={router} />);
  await findSheet();
  server.colleagueWrites(STUDENT_IDS[0]!, 'capaian', COLLEAGUES);
  return { api, server, user: userEvent.setup() };
}

const conflictPanel = () =>
  screen.findByRole('region', { name: 'Nilai ini sudah diubah sejak Anda membukanya' });

describe('Capaian Kompetensi actions over a description changed meanwhile', () => {
  it('Reset clears nothing and shows the colleague’s text in the grid’s conflict panel, to choose per student', async () => {
    const restoreLayout = await prepareGridTest();
    try {
      const { api, server, user } = await afterColleagueWrote('reset');
      await user.click(await screen.findByRole('button', { name: 'Atur ulang' }));
      const dialog = await screen.findByRole('dialog', { name: 'Atur ulang deskripsi' });
      await user.click(within(dialog).getByRole('button', { name: 'Ya, hapus semua' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(posts(api)[0]!.body).toEqual({
        pembelajaran_id: PEMBELAJARAN_ID,
        siswa: STUDENT_IDS.map((id, index) => ({
          anggota_rombel_id: id,
          version: index === 0 ? 3 : 0,
        })),
      });
      const panel = await conflictPanel();
      expect(panel).toHaveTextContent(
        `Capaian: Nilai Anda kosong · Nilai terbaru ${COLLEAGUES} (diubah oleh Sari Wulandari, S.Pd.,`,
      );

      // He still wants it cleared: the grid clears it over the version now read.
      await user.click(
        within(panel).getByRole('button', { name: 'Tetap pakai nilai saya — ADITYA PRATAMA' }),
      );
      await waitFor(() =>
        expect(server.puts.at(-1)?.cells).toEqual([
          { anggota_rombel_id: STUDENT_IDS[0], kolom: 'capaian', value: null, version: 4 },
          {
            anggota_rombel_id: STUDENT_IDS[0],
            kolom: 'perlu_ditingkatkan',
            value: null,
            version: 4,
          },
        ]),
      );
    } finally {
      restoreLayout();
    }
  });

  it('Terapkan usulan writes nothing and sets the proposal beside the colleague’s text, to choose per student', async () => {
    const restoreLayout = await prepareGridTest();
    try {
      const { api, server, user } = await afterColleagueWrote('terapkan-usulan');
      await user.click(await screen.findByRole('checkbox', { name: 'Pilih ADITYA PRATAMA' }));
      await user.click(screen.getByRole('button', { name: /Terapkan usulan ke 1 yang dipilih/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Ganti deskripsi?' });
      await user.click(within(dialog).getByRole('button', { name: 'Ya, ganti' }));
      await waitFor(() => expect(posts(api)).toHaveLength(1));
      expect(posts(api)[0]!.body).toEqual({
        pembelajaran_id: PEMBELAJARAN_ID,
        siswa: [{ anggota_rombel_id: STUDENT_IDS[0], version: 3 }],
      });
      const usulan = siswa({}).usulan;
      const panel = await conflictPanel();
      expect(panel).toHaveTextContent(
        `Capaian: Nilai Anda ${usulan.capaian} · Nilai terbaru ${COLLEAGUES} (diubah oleh Sari Wulandari, S.Pd.,`,
      );

      // He keeps the proposal: the grid writes it over the version now read.
      await user.click(
        within(panel).getByRole('button', { name: 'Tetap pakai nilai saya — ADITYA PRATAMA' }),
      );
      await waitFor(() =>
        expect(server.puts.at(-1)?.cells).toEqual([
          {
            anggota_rombel_id: STUDENT_IDS[0],
            kolom: 'capaian',
            value: usulan.capaian,
            version: 4,
          },
          {
            anggota_rombel_id: STUDENT_IDS[0],
            kolom: 'perlu_ditingkatkan',
            value: usulan.perlu_ditingkatkan,
            version: 4,
          },
        ]),
      );
    } finally {
      restoreLayout();
    }
  });
});
