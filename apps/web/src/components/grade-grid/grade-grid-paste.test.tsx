import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGridServer } from './dev/fake-grid-server';
import {
  cell,
  cellInput,
  clickCell,
  findSheet,
  gridFixture,
  installFetch,
  pasteClipboard,
  prepareGridTest,
  renderGrid,
} from './dev/grid-test-kit';

// Whole-sheet journeys: generous limits so a busy CI machine does not fail them.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

let restoreLayout: () => void;

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
  installFetch(createFakeGridServer(gridFixture('slm')));
});
afterEach(() => restoreLayout());

/**
 * A column of three scores as each program puts it on the clipboard: the same plain text, and
 * beside it the HTML the program writes (none from Notepad).
 */
const LIST_OF_SCORES: [string, Record<string, string>][] = [
  ['plain text (Notepad)', { 'text/plain': '81\r\n82\r\n83\r\n' }],
  [
    'Google Docs',
    {
      'text/plain': '81\n82\n83',
      'text/html':
        '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3f1c2a7e-7fff-4b1a-0c2d-5e6f7a8b9c0d"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;">81</span></p><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;">82</span></p><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;">83</span></p></b>',
    },
  ],
  [
    'Word',
    {
      'text/plain': '81\r\n82\r\n83\r\n',
      'text/html':
        '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body lang=EN-ID><!--StartFragment--><p class=MsoNormal>81<o:p></o:p></p><p class=MsoNormal>82<o:p></o:p></p><p class=MsoNormal>83<o:p></o:p></p><!--EndFragment--></body></html>',
    },
  ],
  [
    'a web page or WhatsApp Web',
    { 'text/plain': '81\n82\n83', 'text/html': '<span>81<br>82<br>83</span>' },
  ],
];

describe('GradeGrid paste from other programs', () => {
  it.each(LIST_OF_SCORES)(
    'a list of scores copied from %s fills three students',
    async (_source, clipboard) => {
      renderGrid();
      await findSheet();
      await clickCell(0, 'TP 2');
      await pasteClipboard(clipboard);
      expect(cellInput(0, 'TP 2')).toHaveValue('81');
      expect(cellInput(1, 'TP 2')).toHaveValue('82');
      expect(cellInput(2, 'TP 2')).toHaveValue('83');
      expect(cellInput(3, 'TP 2')).toHaveValue('');
      for (const row of [0, 1, 2]) expect(cell(row, 'TP 2')).not.toHaveClass('gg-cell-invalid');
      expect(screen.getByTestId('grid-status')).toHaveTextContent('3 perubahan belum disimpan.');
    },
  );

  it('a table copied from Excel is still read from its HTML', async () => {
    renderGrid();
    await findSheet();
    await clickCell(2, 'TP 1');
    await pasteClipboard({
      'text/plain': '70\t71\r\n72\t73\r\n',
      'text/html':
        '<html><body><!--StartFragment--><table><tr><td>70</td><td>71</td></tr><tr><td>72</td><td>73</td></tr></table><!--EndFragment--></body></html>',
    });
    expect(cellInput(2, 'TP 1')).toHaveValue('70');
    expect(cellInput(2, 'TP 2')).toHaveValue('71');
    expect(cellInput(3, 'TP 1')).toHaveValue('72');
    expect(cellInput(3, 'TP 2')).toHaveValue('73');
  });

  it('one value pasted on a selection fills every selected cell, as in Excel', async () => {
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}');
    await pasteClipboard({
      'text/plain': '88\r\n',
      'text/html': '<table><tr><td>88</td></tr></table>',
    });
    for (const row of [0, 1, 2, 3]) {
      expect(cellInput(row, 'TP 2')).toHaveValue('88');
      expect(cellInput(row, 'TP 3')).toHaveValue('88');
    }
    // outside the selection nothing changed
    expect(cellInput(0, 'TP 1')).toHaveValue('80');
    expect(screen.getByTestId('grid-status')).toHaveTextContent('8 perubahan belum disimpan.');
  });

  it('a paragraph with line breaks put on a description cell stays that student’s description', async () => {
    installFetch(createFakeGridServer(gridFixture('deskripsi')));
    renderGrid('deskripsi');
    await findSheet();
    await clickCell(0, 'Capaian');
    const paragraph =
      'Menunjukkan penguasaan yang sangat baik dalam promosi produk.\r\nAnanda juga aktif dalam kerja kelompok.\r\nPertahankan!\r\n';
    await pasteClipboard({ 'text/plain': paragraph });
    expect(cellInput(0, 'Capaian')).toHaveValue(
      'Menunjukkan penguasaan yang sangat baik dalam promosi produk.\nAnanda juga aktif dalam kerja kelompok.\nPertahankan!',
    );
    // the next students' descriptions are left alone
    expect(cellInput(1, 'Capaian')).toHaveValue('');
    expect(cellInput(2, 'Capaian')).toHaveValue('');
    expect(screen.getByTestId('grid-status')).toHaveTextContent('1 perubahan belum disimpan.');
  });

  it('a column of descriptions copied from a spreadsheet still fills one student each', async () => {
    installFetch(createFakeGridServer(gridFixture('deskripsi')));
    renderGrid('deskripsi');
    await findSheet();
    await clickCell(1, 'Capaian');
    await pasteClipboard({
      'text/plain': 'Baik dalam K3LH.\r\nBaik dalam merakit.\r\n',
      'text/html':
        '<table><tr><td>Baik dalam K3LH.</td></tr><tr><td>Baik dalam merakit.</td></tr></table>',
    });
    expect(cellInput(1, 'Capaian')).toHaveValue('Baik dalam K3LH.');
    expect(cellInput(2, 'Capaian')).toHaveValue('Baik dalam merakit.');
  });
});
