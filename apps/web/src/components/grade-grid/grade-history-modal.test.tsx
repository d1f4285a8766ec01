import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RIWAYAT_LEMBAR_SAVES,
  type GradeHistoryEntry,
  type GradeSaveEntry,
} from '@erapor/shared/penilaian/grid.schemas';
import { renderWithProviders } from '../../test/render';
import { mockApi } from '../../test/mock-fetch';
import { gridFixture } from './dev/grid-test-kit';
import { GradeHistoryModal } from './grade-history-modal';
import { SheetHistoryModal } from './sheet-history-modal';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The grading status of a school in Makassar (WITA, UTC+8). */
const STATUS_WITA = {
  json: {
    dibuka: true,
    batas: null,
    batas_lewat: false,
    zona: 'Asia/Makassar',
    batas_pts: null,
    batas_pts_lewat: false,
  },
};

const entry = (values: Partial<GradeHistoryEntry>): GradeHistoryEntry => ({
  id: 1,
  kind: 'nilai-akhir',
  kolom: 'nilai',
  nilai_lama: '70',
  nilai_baru: '75',
  version: 2,
  oleh: 'Alya Kusumawati',
  sumber: 'grid',
  alasan: null,
  waktu: '2026-12-02T03:00:00.000Z',
  ...values,
});

describe('GradeHistoryModal', () => {
  it('names a remedial as the source of a change, with the teacher’s reason under it', async () => {
    mockApi({
      'GET penilaian/riwayat': {
        json: [
          entry({
            id: 2,
            nilai_lama: '75',
            nilai_baru: '78',
            sumber: 'remedial',
            alasan: 'Remedial TP 2',
            persetujuan: {
              keputusan: 'setuju',
              oleh: 'Budi Santoso',
              waktu: '2026-12-04T02:00:00.000Z',
              catatan: null,
            },
            // a refusal the Waka took back before approving it
            ditarik: [
              {
                keputusan: 'tolak',
                oleh: 'Budi Santoso',
                waktu: '2026-12-03T02:00:00.000Z',
                catatan: 'Lampirkan lembar jawabannya',
                ditarik_oleh: 'Budi Santoso',
                ditarik_pada: '2026-12-03T05:00:00.000Z',
              },
            ],
          }),
          entry({}),
        ],
      },
    });
    renderWithProviders(
      <GradeHistoryModal
        cell={{
          kind: 'nilai-akhir',
          pembelajaranId: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6f',
          anggotaRombelId: '0b6f2d1e-0000-4000-8000-00000000000a',
          kolom: 'nilai',
          nama: 'ADITYA PRATAMA',
          columnLabel: 'Nilai Akhir',
          type: 'score',
        }}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat Nilai' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('75 → 78');
    expect(rows[1]).toHaveTextContent('Remedial');
    expect(within(rows[1]!).getByTestId('riwayat-alasan')).toHaveTextContent('Remedial TP 2');
    expect(within(rows[1]!).getByTestId('riwayat-persetujuan')).toHaveTextContent(
      /^Disetujui Waka Kurikulum: Budi Santoso, /,
    );
    expect(within(rows[1]!).getByTestId('riwayat-ditarik')).toHaveTextContent(
      /^Ditolak Waka Kurikulum: Budi Santoso, .+\. Catatan: Lampirkan lembar jawabannya \(Keputusan ini ditarik kembali oleh Budi Santoso, .+\.\)$/,
    );
    expect(rows[2]).toHaveTextContent('Lembar nilai');
    expect(within(rows[2]!).queryByTestId('riwayat-alasan')).toBeNull();
  });
});

describe('times of grade changes', () => {
  it('shows a cell’s changes and decisions on the school’s clock with its zone, not the browser’s', async () => {
    // a browser in UTC, a school in WITA: 03.00 UTC is 11.00 at school
    vi.stubEnv('TZ', 'UTC');
    mockApi({
      'GET penilaian/status': STATUS_WITA,
      'GET penilaian/riwayat': {
        json: [
          entry({
            id: 2,
            sumber: 'remedial',
            alasan: 'Remedial TP 2',
            persetujuan: {
              keputusan: 'setuju',
              oleh: 'Budi Santoso',
              waktu: '2026-12-04T02:00:00.000Z',
              catatan: null,
            },
            ditarik: [
              {
                keputusan: 'tolak',
                oleh: 'Budi Santoso',
                waktu: '2026-12-03T02:00:00.000Z',
                catatan: 'Lampirkan lembar jawabannya',
                ditarik_oleh: 'Budi Santoso',
                ditarik_pada: '2026-12-03T05:00:00.000Z',
              },
            ],
          }),
        ],
      },
    });
    renderWithProviders(
      <GradeHistoryModal
        cell={{
          kind: 'nilai-akhir',
          pembelajaranId: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6f',
          anggotaRombelId: '0b6f2d1e-0000-4000-8000-00000000000a',
          kolom: 'nilai',
          nama: 'ADITYA PRATAMA',
          columnLabel: 'Nilai Akhir',
          type: 'score',
        }}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat Nilai' });
    const row = (await within(dialog).findAllByRole('row'))[1]!;
    await waitFor(() =>
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^2 Des 2026, 11\.00 WITA$/),
    );
    expect(within(row).getByTestId('riwayat-persetujuan')).toHaveTextContent(
      'Budi Santoso, 4 Des 2026, 10.00 WITA',
    );
    expect(within(row).getByTestId('riwayat-ditarik')).toHaveTextContent(
      /Budi Santoso, 3 Des 2026, 10\.00 WITA\. .*ditarik kembali oleh Budi Santoso, 3 Des 2026, 13\.00 WITA/,
    );
  });

  it('shows a sheet’s saves on the school’s clock with its zone', async () => {
    vi.stubEnv('TZ', 'UTC');
    const save: GradeSaveEntry = {
      waktu: '2026-11-24T17:43:00.000Z',
      oleh: 'Alya Kusumawati',
      sumber: 'grid',
      alasan: null,
      jumlah_sel: 1,
      jumlah_siswa: 1,
      sel: [],
      kursor: Date.parse('2026-11-24T17:43:00.000Z') * 1000,
    };
    mockApi({
      'GET penilaian/status': STATUS_WITA,
      'GET penilaian/riwayat-lembar': { json: [save] },
    });
    renderWithProviders(<SheetHistoryModal grid={gridFixture('slm')} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat Lembar Nilai' });
    // 17.43 UTC on the 24th is past midnight in Makassar
    expect(
      await within(dialog).findByRole('button', {
        name: /^25 Nov 2026, 01\.43 WITA Alya Kusumawati/,
      }),
    ).toBeInTheDocument();
  });
});

describe('SheetHistoryModal', () => {
  it('shows the latest saves, and the older ones page by page on request', async () => {
    // 32 saves a minute apart, the newest first; a page holds RIWAYAT_LEMBAR_SAVES of them.
    const start = Date.parse('2026-12-01T01:00:00.000Z');
    const saves: GradeSaveEntry[] = Array.from({ length: 32 }, (_, index) => {
      const time = start + (32 - index) * 60_000;
      return {
        waktu: new Date(time).toISOString(),
        oleh: 'Alya Kusumawati',
        sumber: 'grid',
        alasan: null,
        jumlah_sel: index + 1,
        jumlah_siswa: 1,
        sel: [],
        kursor: time * 1000,
      };
    });
    const api = mockApi({
      'GET penilaian/riwayat-lembar': (url: string) => {
        const sebelum = new URL(url, 'http://x').searchParams.get('sebelum');
        const older = saves.filter((save) => sebelum === null || save.kursor < Number(sebelum));
        return { json: older.slice(0, RIWAYAT_LEMBAR_SAVES) };
      },
    });
    const grid = gridFixture('slm');
    renderWithProviders(<SheetHistoryModal grid={grid} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat Lembar Nilai' });
    expect(await within(dialog).findAllByRole('button', { name: /Lembar nilai · / })).toHaveLength(
      30,
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Tampilkan simpanan yang lebih lama' }),
    );
    await waitFor(() =>
      expect(within(dialog).getAllByRole('button', { name: /Lembar nilai · / })).toHaveLength(32),
    );
    // the second page starts after the last save shown
    expect(api.calls.map((call) => call.key).at(-1)).toBe(
      `GET penilaian/riwayat-lembar?pembelajaran_id=${grid.pembelajaran.pembelajaran_id}&kind=slm&sebelum=${saves[29]!.kursor}`,
    );
    expect(within(dialog).getByText(/32 sel/)).toBeInTheDocument();
    // nothing older behind a page that is not full
    expect(
      within(dialog).queryByRole('button', { name: 'Tampilkan simpanan yang lebih lama' }),
    ).toBeNull();
  });
});
