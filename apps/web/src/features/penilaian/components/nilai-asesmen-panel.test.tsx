import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  NilaiAsesmenData,
  NilaiAsesmenSiswa,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { GridData, GridRow } from '@erapor/shared/penilaian/grid.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { notify } from '../../../lib/toast';
import { NilaiAsesmenPanel } from './nilai-asesmen-panel';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
});

const ID = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6f';
const A = '0b6f2d1e-0000-4000-8000-00000000000a';
const B = '0b6f2d1e-0000-4000-8000-00000000000b';
const C = '0b6f2d1e-0000-4000-8000-00000000000c';

function siswa(overrides: Partial<NilaiAsesmenSiswa>): NilaiAsesmenSiswa {
  return {
    anggota_rombel_id: A,
    nama: 'ADITYA PRATAMA',
    nisn: '0081234501',
    nilai_asesmen: 82,
    lengkap: true,
    kurang: { tp: 0, sas: false },
    rerata_slm: 85,
    sas: 71,
    nilai_akhir: { value: null, version: 0 },
    penyesuaian: null,
    ...overrides,
  };
}

const DATA: NilaiAsesmenData = {
  pembelajaran: {
    pembelajaran_id: ID,
    nama_mata_pelajaran: 'Matematika',
    mata_pelajaran_id: 401000000,
    rombongan_belajar_id: 'r',
    rombel: 'X TKJ 1',
    tingkat: 10,
    merdeka: true,
  },
  lock: null,
  bobot: { sumatif_materi: 3, sumatif_akhir: 1 },
  jumlah_tp: 3,
  sub_mapel: [],
  rows: [
    siswa({ nilai_akhir: { value: 80, version: 2 } }),
    siswa({
      anggota_rombel_id: B,
      nama: 'BELLA SAFITRI',
      nilai_asesmen: 85,
      lengkap: false,
      kurang: { tp: 1, sas: true },
      rerata_slm: 78.25,
      sas: null,
    }),
    siswa({
      anggota_rombel_id: C,
      nama: 'CAHYO NUGROHO',
      nilai_asesmen: null,
      lengkap: false,
      kurang: { tp: 3, sas: true },
      rerata_slm: null,
      sas: null,
    }),
  ],
};

/** A stored grid of the pembelajaran: its columns and, per student, the values of its cells. */
function grid(
  kind: 'slm' | 'sas',
  columns: GridData['columns'],
  values: Record<string, Record<string, number | null>>,
): GridData {
  const rows: GridRow[] = DATA.rows.map((row) => ({
    anggota_rombel_id: row.anggota_rombel_id,
    peserta_didik_id: row.anggota_rombel_id,
    nama: row.nama,
    nisn: row.nisn,
    cells: Object.fromEntries(
      Object.entries(values[row.anggota_rombel_id] ?? {}).map(([kolom, value]) => [
        kolom,
        { value, version: 1 },
      ]),
    ),
  }));
  return { kind, pembelajaran: DATA.pembelajaran, lock: null, columns, rows };
}

const TP = ['tp-1', 'tp-2', 'tp-3'].map((key, index) => ({
  key,
  label: `TP ${index + 1}`,
  description: ['Menerapkan logika', 'Menyusun algoritma', 'Menguji program'][index],
  type: 'score' as const,
}));
const SLM = grid('slm', TP, {
  [A]: { 'tp-1': 90, 'tp-2': 80, 'tp-3': 85 },
  [B]: { 'tp-1': 80, 'tp-2': 77, 'tp-3': null },
});
// A's TP 2 score was set by a remedial, and his TP 3 score by one the Waka refused.
SLM.rows.find((row) => row.anggota_rombel_id === A)!.cells['tp-2']!.remedial = true;
Object.assign(SLM.rows.find((row) => row.anggota_rombel_id === A)!.cells['tp-3']!, {
  remedial: true,
  remedial_ditolak: 'Remedial belum dinilai ulang',
});
const SAS = grid(
  'sas',
  ['non-tes', 'tes', 'na'].map((key) => ({ key, label: key, type: 'score' as const })),
  { [A]: { 'non-tes': 70, tes: 72, na: 71 } },
);
// … and the SAS test part too, which the Waka refused.
Object.assign(SAS.rows.find((row) => row.anggota_rombel_id === A)!.cells.tes!, {
  remedial: true,
  remedial_ditolak: 'Lampirkan soal remedialnya',
});

/** The panel over a mocked API; `routes` add answers or replace these. */
function setup(unsavedFinals = false, data = DATA, routes: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET penilaian/nilai-akhir': { json: data },
    'GET penilaian/grid/slm': { json: SLM },
    'GET penilaian/grid/sas': { json: SAS },
    'POST penilaian/nilai-akhir/gunakan-nilai-asesmen': {
      json: { cells: [], ditulis: 1, dilewati: [] },
    },
    ...routes,
  });
  renderWithProviders(<NilaiAsesmenPanel pembelajaranId={ID} unsavedFinals={unsavedFinals} />);
  return api;
}

describe('NilaiAsesmenPanel', () => {
  it('shows the computed grades read-only with the incomplete ones flagged and what they lack', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Nilai asesmen hasil hitungan' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).queryByText('belum lengkap')).toBeNull();
    expect(within(rows[2]!).getByText('belum lengkap')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('kurang 1 nilai TP, SAS belum ada')).toBeInTheDocument();
    // A mean as Indonesian writes it.
    expect(within(rows[2]!).getByText('78,25')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('kurang 3 nilai TP, SAS belum ada')).toBeInTheDocument();
    // with nothing to compute from, the badge says so (as the summary counts it)
    expect(within(rows[3]!).getByText('belum bernilai')).toBeInTheDocument();
    expect(within(rows[3]!).queryByText('belum lengkap')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      screen.getByText(/Bobot SLM 3 : SAS 1 · 3 TP dipetakan · 1 lengkap, 1 belum/),
    ).toBeInTheDocument();
  });

  it('gives the Nilai Asesmen column the width of its whole line, so that a phone cuts nothing', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Nilai asesmen hasil hitungan' });
    const row = within(table).getAllByRole('row')[2]!;
    const line = within(row)
      .getByText('belum lengkap')
      .closest<HTMLElement>('.mantine-Group-root')!;
    // testing-library lays nothing out: what keeps the table from narrowing the column below the
    // grade, the flag and Rincian side by side (the flag cut to "BELUM LENGK…", Rincian spilling
    // under the next column's heading on a 390 px phone) is the line's own minimum width
    expect(line).toContainElement(
      within(row).getByRole('button', { name: 'Rincian nilai asesmen BELLA SAFITRI' }),
    );
    expect(line).toHaveStyle({ minWidth: 'max-content' });
  });

  it('shows each incomplete grade offered in the dialog whole, however narrow the phone', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gunakan Nilai Asesmen' }));
    const dialog = await screen.findByRole('dialog');
    const label = within(dialog).getByRole('checkbox', { name: /BELLA SAFITRI/ });
    const line = dialog.querySelector<HTMLElement>(`label[for="${label.id}"] .mantine-Group-root`)!;
    // the grade never shrinks (it was cut to "8..", the decision made blind); the name wraps
    expect(within(line).getByText('85').closest('.mantine-Badge-root')).toHaveStyle({
      flexShrink: '0',
    });
    expect(within(line).getByText('BELLA SAFITRI')).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('stores complete grades, and an incomplete one only when the teacher ticks it', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gunakan Nilai Asesmen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 nilai lengkap akan disimpan.')).toBeInTheDocument();
    // A's stored 80 differs from the computed 82.
    expect(within(dialog).getByText(/1 nilai akhir yang sudah tersimpan/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /BELLA SAFITRI/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan 2 nilai akhir' }));
    await waitFor(() => expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(true));
    const post = api.calls.find((call) => call.key.startsWith('POST'))!;
    expect(post.body).toEqual({
      pembelajaran_id: ID,
      // C has no grade at all: not sent. B is sent, but only written because it is accepted.
      siswa: [
        { anggota_rombel_id: A, version: 2 },
        { anggota_rombel_id: B, version: 0 },
      ],
      terima_belum_lengkap: [B],
    });
  });

  it('does not accept an incomplete grade unless ticked', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gunakan Nilai Asesmen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan 1 nilai akhir' }));
    await waitFor(() => expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(true));
    expect(api.calls.find((call) => call.key.startsWith('POST'))!.body).toMatchObject({
      terima_belum_lengkap: [],
    });
  });

  it('closes the dialog when grading was closed meanwhile (423): the page behind turns read-only', async () => {
    const closed = 'Penilaian sudah ditutup oleh administrator.';
    let locked = false;
    setup(false, DATA, {
      'GET penilaian/nilai-akhir': () => ({
        json: locked ? { ...DATA, lock: { reason: 'status-penilaian', message: closed } } : DATA,
      }),
      'POST penilaian/nilai-akhir/gunakan-nilai-asesmen': () => {
        locked = true;
        return { status: 423, json: { error: { code: 'penilaian.locked', message: closed } } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gunakan Nilai Asesmen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan 1 nilai akhir' }));
    await waitFor(() => expect(vi.mocked(notify)).toHaveBeenCalledWith('error', closed));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('status')).toHaveTextContent(closed);
    expect(screen.getByRole('button', { name: 'Gunakan Nilai Asesmen' })).toBeDisabled();
  });

  it('waits while typed finals are not saved yet', async () => {
    setup(true);
    expect(await screen.findByRole('button', { name: 'Gunakan Nilai Asesmen' })).toBeDisabled();
  });

  it('explains one student’s grade from his TP scores, the SAS and the weights', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rincian nilai asesmen ADITYA PRATAMA' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Rincian Nilai Asesmen — ADITYA PRATAMA',
    });
    expect(within(dialog).getByText('Menyusun algoritma')).toBeInTheDocument();
    // the score a remedial set says so
    expect(within(dialog).getByRole('row', { name: /Menyusun algoritma/ })).toHaveTextContent(
      'TP 2Menyusun algoritmaRemedial80',
    );
    expect(within(dialog).getByRole('row', { name: /Menerapkan logika/ })).toHaveTextContent(
      'TP 1Menerapkan logika90',
    );
    // a refused one says so, with the Waka's note on hover
    const refused = within(dialog).getByRole('row', { name: /Menguji program/ });
    expect(refused).toHaveTextContent('TP 3Menguji programRemedial ditolak Waka85');
    expect(within(refused).getByTitle('Remedial belum dinilai ulang')).toHaveTextContent(
      'Remedial ditolak Waka',
    );
    expect(await within(dialog).findByTestId('rincian-slm')).toHaveTextContent(
      'Rerata SLM = (90 + 80 + 85) : 3 = 85',
    );
    expect(within(dialog).getByTestId('rincian-sas')).toHaveTextContent(
      'Non tes 70 · Tes 72 (Remedial ditolak Waka) → NA 71 (rerata bagian yang terisi, dibulatkan)',
    );
    // (85 × 3 + 71 × 1) : 4 = 81,5, half up: 82, as the server computed it
    expect(within(dialog).getByTestId('rincian-hasil')).toHaveTextContent(
      '(85 × 3 + 71 × 1) : 4 = 81,5 → dibulatkan 82',
    );
    expect(within(dialog).getByTestId('rincian-tersimpan')).toHaveTextContent(
      'Nilai akhir tersimpan: 80, berbeda -2 dari nilai asesmen.',
    );
  });

  it('explains an incomplete grade from what exists, naming the TP not graded', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rincian nilai asesmen BELLA SAFITRI' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('rincian-slm')).toHaveTextContent(
      'Rerata SLM = (80 + 77) : 2 = 78,5',
    );
    expect(within(dialog).getByText('belum dinilai')).toBeInTheDocument();
    expect(within(dialog).getByTestId('rincian-sas')).toHaveTextContent('SAS belum ada.');
    expect(within(dialog).getByTestId('rincian-hasil')).toHaveTextContent(
      '(78,5 × 3) : 3 = 78,5 → dibulatkan 79',
    );
    expect(within(dialog).getByText(/^Belum lengkap: dihitung hanya dari komponen/)).toBeVisible();
    expect(within(dialog).queryByTestId('rincian-tersimpan')).toBeNull();
  });

  it('records a remedial with its reason from the breakdown, checked before it is sent', async () => {
    const api = setup(false, DATA, {
      'PUT penilaian/nilai-akhir/penyesuaian': {
        json: { cells: [{ anggota_rombel_id: A, kolom: 'nilai', value: 86, version: 3 }] },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rincian nilai asesmen ADITYA PRATAMA' }),
    );
    const dialog = await screen.findByRole('dialog');
    const form = await within(dialog).findByTestId('penyesuaian-form');
    await user.click(within(form).getByRole('button', { name: 'Simpan nilai akhir' }));
    expect(within(form).getByText('Nilai harus bilangan bulat 0–100.')).toBeInTheDocument();
    expect(
      within(form).getByText('Tuliskan alasannya, paling sedikit 5 karakter.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);

    const nilai = within(form).getByRole('textbox', { name: 'Nilai akhir baru' });
    await user.type(nilai, '8x6');
    expect(nilai).toHaveValue('86');
    // the message goes once the field is corrected
    expect(within(form).queryByText('Nilai harus bilangan bulat 0–100.')).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Alasan' }), ' Remedial TP 2 ');
    const reads = api.calls.filter((call) => call.key.startsWith('GET penilaian/nilai-akhir'));
    await user.click(within(form).getByRole('button', { name: 'Simpan nilai akhir' }));
    await waitFor(() => expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(true));
    expect(api.calls.find((call) => call.key.startsWith('PUT'))!.body).toEqual({
      pembelajaran_id: ID,
      anggota_rombel_id: A,
      version: 2,
      nilai: 86,
      jenis: 'remedial',
      alasan: 'Remedial TP 2',
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Nilai akhir ADITYA PRATAMA disimpan: 86.'),
    );
    // the table is read again, so the new final and its mark show
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.key.startsWith('GET penilaian/nilai-akhir')).length,
      ).toBeGreaterThan(reads.length),
    );

    // the next student's breakdown offers the same remedial's reason again
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Rincian nilai asesmen BELLA SAFITRI' }));
    const next = await within(await screen.findByRole('dialog')).findByTestId('penyesuaian-form');
    expect(within(next).getByRole('radio', { name: 'Remedial' })).toBeChecked();
    expect(within(next).getByRole('textbox', { name: 'Alasan' })).toHaveValue('Remedial TP 2');
    expect(next).toHaveTextContent(
      'Alasan yang terakhir Anda catat di layar ini; ubah bila berbeda.',
    );
  });

  it('closes the breakdown when the class was locked meanwhile (423): the page behind says why', async () => {
    const locked = 'Kelas X TKJ 1 sudah dikunci oleh wali kelas.';
    let isLocked = false;
    setup(false, DATA, {
      'GET penilaian/nilai-akhir': () => ({
        json: isLocked ? { ...DATA, lock: { reason: 'kunci-nilai', message: locked } } : DATA,
      }),
      'PUT penilaian/nilai-akhir/penyesuaian': () => {
        isLocked = true;
        return { status: 423, json: { error: { code: 'penilaian.locked', message: locked } } };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rincian nilai asesmen ADITYA PRATAMA' }),
    );
    const form = await within(await screen.findByRole('dialog')).findByTestId('penyesuaian-form');
    await user.type(within(form).getByRole('textbox', { name: 'Nilai akhir baru' }), '86');
    await user.type(within(form).getByRole('textbox', { name: 'Alasan' }), 'Remedial TP 2');
    await user.click(within(form).getByRole('button', { name: 'Simpan nilai akhir' }));
    await waitFor(() => expect(vi.mocked(notify)).toHaveBeenCalledWith('error', locked));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('status')).toHaveTextContent(locked);
  });

  it('shows the server’s refusal under the field it names', async () => {
    setup(false, DATA, {
      'PUT penilaian/nilai-akhir/penyesuaian': {
        status: 422,
        json: {
          error: {
            code: 'request.invalid',
            message: 'Nilai ini sama dengan nilai akhir yang tersimpan; tidak ada yang diubah.',
            fields: { nilai: 'Nilai ini sama dengan nilai akhir yang tersimpan.' },
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rincian nilai asesmen ADITYA PRATAMA' }),
    );
    const form = await within(await screen.findByRole('dialog')).findByTestId('penyesuaian-form');
    await user.click(within(form).getByRole('radio', { name: 'Penyesuaian lain' }));
    await user.type(within(form).getByRole('textbox', { name: 'Nilai akhir baru' }), '80');
    await user.type(within(form).getByRole('textbox', { name: 'Alasan' }), 'Rapat dewan guru');
    await user.click(within(form).getByRole('button', { name: 'Simpan nilai akhir' }));
    expect(
      await within(form).findByText('Nilai ini sama dengan nilai akhir yang tersimpan.'),
    ).toBeInTheDocument();
  });

  it('marks a final set by a remedial, with its reason, and offers no change while grading is closed', async () => {
    const penyesuaian = {
      jenis: 'remedial' as const,
      alasan: 'Remedial TP 1 tanggal 2 Desember',
      nilai_lama: 70,
      oleh: 'Alya Kusumawati',
      waktu: '2026-12-02T03:00:00.000Z',
      persetujuan: {
        keputusan: 'setuju' as const,
        oleh: 'Budi Santoso',
        waktu: '2026-12-03T02:00:00.000Z',
        catatan: null,
      },
    };
    setup(false, {
      ...DATA,
      lock: { reason: 'status-penilaian', message: 'Penilaian sudah ditutup.' },
      rows: DATA.rows.map((row) => (row.anggota_rombel_id === A ? { ...row, penyesuaian } : row)),
    });
    const badge = await screen.findByText('Remedial');
    expect(badge.closest('[aria-label]')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^Remedial: dari 70, oleh Alya Kusumawati, .*Alasan: Remedial TP 1/),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rincian nilai asesmen ADITYA PRATAMA' }));
    const dialog = await screen.findByRole('dialog');
    const text = await within(dialog).findByTestId('rincian-penyesuaian');
    expect(text).toHaveTextContent('Alasan: Remedial TP 1 tanggal 2 Desember. Disetujui Waka');
    // on the school's clock, with its zone (WIB until the grading status says otherwise)
    expect(text).toHaveTextContent(/oleh Alya Kusumawati, 2 Des 2026, 10\.00 WIB/);
    expect(text).toHaveTextContent('Disetujui Waka Kurikulum: Budi Santoso, 3 Des 2026, 09.00 WIB');
    expect(within(dialog).queryByTestId('penyesuaian-form')).toBeNull();
  });

  it('tells the teacher the Waka refused an adjustment, with his note', async () => {
    const penyesuaian = {
      jenis: 'adjust' as const,
      alasan: 'Keputusan rapat',
      nilai_lama: 70,
      oleh: 'Alya Kusumawati',
      waktu: '2026-12-02T03:00:00.000Z',
      persetujuan: {
        keputusan: 'tolak' as const,
        oleh: 'Budi Santoso',
        waktu: '2026-12-03T02:00:00.000Z',
        catatan: 'Lampirkan notulen rapatnya',
      },
    };
    setup(false, {
      ...DATA,
      rows: DATA.rows.map((row) => (row.anggota_rombel_id === A ? { ...row, penyesuaian } : row)),
    });
    const badge = (await screen.findByText('Disesuaikan')).closest('[aria-label]');
    expect(badge).toHaveAttribute(
      'aria-label',
      expect.stringMatching(
        /Ditolak Waka Kurikulum: Budi Santoso, .*2026.*\. Catatan: Lampirkan notulen rapatnya$/,
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rincian nilai asesmen ADITYA PRATAMA' }));
    expect(
      await within(await screen.findByRole('dialog')).findByTestId('rincian-penyesuaian'),
    ).toHaveTextContent('Catatan: Lampirkan notulen rapatnya');
  });

  it('keeps a final set by a remedial when the computed grades are used', async () => {
    const penyesuaian = {
      jenis: 'remedial' as const,
      alasan: 'Remedial TP 1',
      nilai_lama: 70,
      oleh: 'Alya Kusumawati',
      waktu: '2026-12-02T03:00:00.000Z',
      persetujuan: null,
    };
    setup(false, {
      ...DATA,
      rows: DATA.rows.map((row) => (row.anggota_rombel_id === A ? { ...row, penyesuaian } : row)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gunakan Nilai Asesmen' }));
    expect(screen.getByText('Remedial').closest('[aria-label]')).toHaveAttribute(
      'aria-label',
      // the reason closes its sentence before the decision's
      expect.stringMatching(/Alasan: Remedial TP 1\. Belum disetujui Waka Kurikulum\.$/),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('1 nilai akhir hasil remedial atau penyesuaian tidak diganti.'),
    ).toBeInTheDocument();
    // A was the only complete grade: nothing complete is left to write
    expect(within(dialog).getByText('0 nilai lengkap akan disimpan.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/yang sudah tersimpan dengan nilai lain/)).toBeNull();
  });

  it('explains a parent subject’s combined final from its own and its sub-subjects’ finals', async () => {
    const SUB = '7a1c2e3f-0000-4000-8000-0000000000aa';
    setup(false, {
      ...DATA,
      sub_mapel: [{ pembelajaran_id: SUB, nama_mata_pelajaran: 'Matematika Terapan' }],
      rows: DATA.rows.map((row) =>
        row.anggota_rombel_id === A
          ? { ...row, nilai_gabungan: 85, nilai_sub_mapel: [91] }
          : { ...row, nilai_gabungan: null, nilai_sub_mapel: [null] },
      ),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rincian nilai asesmen ADITYA PRATAMA' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Matematika (nilai akhir sendiri)')).toBeInTheDocument();
    expect(within(dialog).getByText('Matematika Terapan')).toBeInTheDocument();
    // (80 + 91) : 2 = 85,5 → 86, while 85 is stored: computed again with the button
    expect(within(dialog).getByTestId('rincian-gabungan')).toHaveTextContent(
      '(80 + 91) : 2 = 85,5 → dibulatkan 86',
    );
    expect(within(dialog).getByTestId('rincian-gabungan-tersimpan')).toHaveTextContent(
      'Nilai gabungan tersimpan: 85, sedangkan dari nilai akhir sekarang hasilnya 86.',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Rincian nilai asesmen BELLA SAFITRI' }));
    const other = await screen.findByRole('dialog');
    expect(await within(other).findByTestId('rincian-gabungan')).toHaveTextContent(
      'Belum ada nilai akhir di bagian mana pun',
    );
    expect(within(other).getAllByText('belum ada')).toHaveLength(2);
    expect(within(other).queryByTestId('rincian-gabungan-tersimpan')).toBeNull();
  });
});
