import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { GridConflict } from '@erapor/shared/penilaian/grid.schemas';
import { renderWithProviders } from '../../test/render';
import { gridFixture, STUDENT_IDS } from './dev/grid-test-kit';
import { ConflictPanel } from './conflict-panel';
import { EMPTY_EDITS } from './grid-state';
import { cellKey } from './grid-values';

function renderConflict(conflict: Partial<GridConflict>) {
  const id = STUDENT_IDS[0]!;
  const full: GridConflict = {
    anggota_rombel_id: id,
    kolom: 'tp-1',
    value: 60,
    version: 2,
    updated_by: 'Alya Kusumawati',
    updated_at: '2026-11-24T03:05:00.000Z',
    ...conflict,
  };
  renderWithProviders(
    <ConflictPanel
      grid={gridFixture()}
      edits={{
        ...EMPTY_EDITS,
        drafts: { [cellKey(id, 'tp-1')]: { value: 95, version: 1 } },
        conflicts: { [cellKey(id, 'tp-1')]: full },
      }}
      onResolve={() => undefined}
    />,
  );
  return screen.getByTestId(`conflict-${id}`);
}

describe('ConflictPanel', () => {
  it('names a colleague who made the current value', () => {
    expect(renderConflict({ oleh_anda: false })).toHaveTextContent(
      /Nilai terbaru 60 \(diubah oleh Alya Kusumawati, /,
    );
  });

  it('says when, on the school’s clock with its zone', () => {
    // 03.05 UTC is 10.05 in Jakarta, the zone of a school that did not choose another
    expect(renderConflict({ oleh_anda: false })).toHaveTextContent(
      '(diubah oleh Alya Kusumawati, 24 Nov 2026, 10.05 WIB)',
    );
  });

  it('tells the teacher when he made it himself, in another tab or on another device', () => {
    expect(renderConflict({ oleh_anda: true })).toHaveTextContent(
      /Nilai terbaru 60 \(diubah oleh Anda sendiri di tab atau perangkat lain, /,
    );
  });

  it('of the descriptions lists only the text typed that differs from the newest, and tells what the other column holds', () => {
    const id = STUDENT_IDS[0]!;
    const by = { version: 4, updated_by: 'Agustinus Goa', updated_at: '2026-11-24T03:05:00.000Z' };
    renderWithProviders(
      <ConflictPanel
        grid={gridFixture('deskripsi')}
        edits={{
          ...EMPTY_EDITS,
          drafts: { [cellKey(id, 'capaian')]: { value: 'Capaian dari Alya', version: 3 } },
          conflicts: {
            [cellKey(id, 'capaian')]: {
              anggota_rombel_id: id,
              kolom: 'capaian',
              value: 'Cukup',
              ...by,
            },
            [cellKey(id, 'perlu_ditingkatkan')]: {
              anggota_rombel_id: id,
              kolom: 'perlu_ditingkatkan',
              value: 'Perlu dari Agustinus',
              ...by,
            },
          },
        }}
        onResolve={() => undefined}
      />,
    );
    const row = screen.getByTestId(`conflict-${id}`);
    expect(row).toHaveTextContent(/Capaian: Nilai Anda Capaian dari Alya · Nilai terbaru Cukup /);
    expect(row).not.toHaveTextContent('Perlu ditingkatkan: Nilai Anda');
    expect(row).toHaveTextContent(
      'Kolom “Perlu ditingkatkan” tidak Anda ubah: isinya tulisan terbaru, apa pun pilihan Anda.',
    );
  });
});
