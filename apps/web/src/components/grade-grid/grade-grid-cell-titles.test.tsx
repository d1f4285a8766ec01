import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { createFakeGridServer } from './dev/fake-grid-server';
import {
  cell,
  cellInput,
  clickCell,
  findSheet,
  gridFixture,
  installFetch,
  PEMBELAJARAN_ID,
  prepareGridTest,
  renderGrid,
  STUDENT_IDS,
} from './dev/grid-test-kit';
import { GradeGridView } from './grade-grid';
import { TEMPLATE_TAG, useGradeGrid } from './use-grade-grid';

// Whole-sheet journeys: generous limits so a busy CI machine does not fail them.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

let restoreLayout: () => void;
beforeEach(async () => {
  restoreLayout = await prepareGridTest();
});
afterEach(() => restoreLayout());

/**
 * The hover text a teacher sees on a cell, found as the browser finds it (jsdom has no layout):
 * the pointer lands on the cell's field unless the field lets it through (`pointer-events: none`),
 * then on the element under it, up to the cell; the text is the title of that element or of the
 * nearest element around it that has one.
 */
function hoverText(row: number, label: string): string | null {
  const container = cell(row, label);
  let target: HTMLElement | null = within(container).getByRole('textbox');
  while (target && target !== container && getComputedStyle(target).pointerEvents === 'none') {
    target = target.parentElement;
  }
  return target?.closest('[title]')?.getAttribute('title') ?? null;
}

describe('GradeGrid hover texts of remedial and adjusted cells', () => {
  it('shows a remedial’s or a refusal’s text where the pointer rests, also while the cell is not open', async () => {
    const fixture = gridFixture('slm');
    fixture.rows[0]!.cells = { 'tp-1': { value: 86, version: 2, remedial: true } };
    fixture.rows[1]!.cells = {
      'tp-1': { value: 78, version: 2, remedial: true, remedial_ditolak: 'Lampirkan lembarnya' },
    };
    installFetch(createFakeGridServer(fixture));
    renderGrid('slm');
    await findSheet();

    // not open: the field lets the pointer through, and the cell under it says what it is
    expect(cellInput(0, 'TP 1')).toHaveStyle({ pointerEvents: 'none' });
    expect(hoverText(0, 'TP 1')).toBe(
      'Nilai hasil remedial (riwayat sel menyimpan nilai pertama dan alasannya)',
    );
    expect(hoverText(1, 'TP 1')).toBe(
      'Remedial ini ditolak Waka Kurikulum. Catatan: Lampirkan lembarnya',
    );
    // a plain stored score has no hover text
    expect(hoverText(0, 'TP 2')).toBeNull();

    // open for typing: the field takes the pointer and says the same
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('{F2}');
    expect(cellInput(0, 'TP 1')).toHaveFocus();
    expect(hoverText(0, 'TP 1')).toBe(
      'Nilai hasil remedial (riwayat sel menyimpan nilai pertama dan alasannya)',
    );

    // changed by hand, the score is no longer the remedial's: the text goes with the mark
    await userEvent.keyboard('{Control>}a{/Control}90{Enter}');
    expect(cell(0, 'TP 1')).not.toHaveClass('gg-cell-remedial');
    expect(hoverText(0, 'TP 1')).toBeNull();
    expect(cell(0, 'TP 1')).not.toHaveAttribute('title');
  });
});

/** An SLM sheet with a button standing for "Isi ke lembar nilai" of an uploaded template. */
function SheetWithTemplate() {
  const grid = useGradeGrid('slm', PEMBELAJARAN_ID);
  const [first, second, third] = STUDENT_IDS as [string, string, string];
  return (
    <GradeGridView
      grid={grid}
      toolbarExtra={
        <Button
          onClick={() =>
            grid.setCells(
              [
                { anggota_rombel_id: first, kolom: 'tp-1', value: 65 }, // over the saved 80
                { anggota_rombel_id: second, kolom: 'tp-1', value: 66 }, // over the saved 81
                { anggota_rombel_id: third, kolom: 'tp-1', value: 70 }, // an empty cell
              ],
              { tag: TEMPLATE_TAG },
            )
          }
        >
          Isi templat
        </Button>
      }
    />
  );
}

describe('GradeGrid hover texts of an uploaded template’s values', () => {
  it('says which saved grade a template’s value replaces until it is saved', async () => {
    const server = createFakeGridServer(gridFixture('slm'));
    installFetch(server);
    const router = createMemoryRouter([{ path: '/', element: <SheetWithTemplate /> }]);
    renderWithProviders(<RouterProvider router={router} />);
    await findSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Isi templat' }));

    expect(cellInput(0, 'TP 1')).toHaveValue('65');
    expect(hoverText(0, 'TP 1')).toBe('Dari templat, belum disimpan. Sebelumnya: 80 (tersimpan)');
    // a template's value in an empty cell replaces nothing
    expect(hoverText(2, 'TP 1')).toBeNull();
    // retyped by hand, the value is the teacher's own: the text goes
    await clickCell(1, 'TP 1');
    await userEvent.keyboard('67{Enter}');
    expect(hoverText(1, 'TP 1')).toBeNull();

    // saved, the replaced grade is history: no text either
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(server.puts).toHaveLength(1));
    await waitFor(() => expect(hoverText(0, 'TP 1')).toBeNull());
    expect(cell(0, 'TP 1')).not.toHaveAttribute('title');
  });
});
