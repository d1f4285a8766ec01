import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGridServer } from './dev/fake-grid-server';
import {
  cell,
  cellInput,
  clickCell,
  findSheet,
  gridFixture,
  installFetch,
  pasteText,
  prepareGridTest,
  renderGrid,
} from './dev/grid-test-kit';

// Whole-sheet journeys: generous limits so a busy CI machine does not fail them.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

let restoreLayout: () => void;
let restoreHeight: () => void;

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
  // jsdom has no layout: a text of more than 200 characters is taller than the 800px every box
  // measures in these tests (`installLayout`), a shorter one fits.
  const height = vi
    .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
    .mockImplementation(function (this: HTMLElement) {
      return (this.textContent?.length ?? 0) > 200 ? 2000 : 40;
    });
  restoreHeight = () => height.mockRestore();
});
afterEach(() => {
  restoreHeight();
  restoreLayout();
});

const LONG =
  'Menguasai prosedur K3LH di bengkel jaringan dan menerapkannya setiap praktik.\n' +
  'Mampu merakit komputer sesuai SOP, memilih komponen yang sesuai kebutuhan.\n' +
  'Menginstal sistem operasi dan driver dengan mandiri.\n' +
  'Perlu pendampingan saat mengonfigurasi jaringan nirkabel di laboratorium.';

const preview = (row: number, label: string) =>
  cell(row, label).querySelector<HTMLElement>('.gg-text-preview');

describe('GradeGrid descriptions shown in their cells', () => {
  it('a description longer than its three lines says so and shows whole on hover; a short one does not', async () => {
    installFetch(createFakeGridServer(gridFixture('deskripsi')));
    renderGrid('deskripsi');
    await findSheet();
    await clickCell(1, 'Capaian');
    await pasteText(LONG);
    await clickCell(2, 'Capaian');

    // the long one: cut with an ellipsis, whole in its title, the text itself untouched
    expect(preview(1, 'Capaian')).toHaveAttribute('title', LONG);
    expect(preview(1, 'Capaian')).toHaveAttribute('data-cut');
    expect(preview(1, 'Capaian')!.textContent).toBe(LONG);
    expect(cellInput(1, 'Capaian')).toHaveValue(LONG);

    // the short one: shown as it is, no mark, no title
    expect(preview(0, 'Capaian')!.textContent).toBe('Menguasai K3LH.');
    expect(preview(0, 'Capaian')).not.toHaveAttribute('data-cut');
    expect(cell(0, 'Capaian').querySelector('[title]')).toBeNull();

    // opened for typing, the field shows the whole text instead of the preview
    await clickCell(1, 'Capaian');
    await userEvent.keyboard('{F2}');
    expect(cellInput(1, 'Capaian')).toHaveFocus();
    expect(preview(1, 'Capaian')).toBeNull();
    expect(cellInput(1, 'Capaian')).not.toHaveClass('gg-textarea-covered');
    // on its last lines, where the caret is
    const field = cellInput(1, 'Capaian');
    expect(field.scrollHeight).toBeGreaterThan(0);
    expect(field.scrollTop).toBe(field.scrollHeight);

    // shortened, the mark goes
    await userEvent.keyboard('{Control>}a{/Control}Kompeten.{Enter}');
    expect(cellInput(1, 'Capaian')).toHaveValue('Kompeten.');
    expect(preview(1, 'Capaian')).not.toHaveAttribute('data-cut');
    expect(cell(1, 'Capaian').querySelector('[title]')).toBeNull();
  });
});
