import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GradeHistoryEntry } from '@erapor/shared/penilaian/grid.schemas';
import { renderWithProviders } from '../../test/render';
import { mockApi } from '../../test/mock-fetch';
import { GradeHistoryModal } from './grade-history-modal';

afterEach(() => {
  vi.restoreAllMocks();
});

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
    expect(rows[2]).toHaveTextContent('Lembar nilai');
    expect(within(rows[2]!).queryByTestId('riwayat-alasan')).toBeNull();
  });
});
