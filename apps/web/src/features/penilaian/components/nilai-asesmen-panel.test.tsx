import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  NilaiAsesmenData,
  NilaiAsesmenSiswa,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { NilaiAsesmenPanel } from './nilai-asesmen-panel';

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

function setup(unsavedFinals = false) {
  const api = mockApi({
    'GET penilaian/nilai-akhir': { json: DATA },
    'POST penilaian/nilai-akhir/gunakan-nilai-asesmen': {
      json: { cells: [], ditulis: 1, dilewati: [] },
    },
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
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      screen.getByText(/Bobot SLM 3 : SAS 1 · 3 TP dipetakan · 1 lengkap, 1 belum/),
    ).toBeInTheDocument();
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

  it('waits while typed finals are not saved yet', async () => {
    setup(true);
    expect(await screen.findByRole('button', { name: 'Gunakan Nilai Asesmen' })).toBeDisabled();
  });
});
