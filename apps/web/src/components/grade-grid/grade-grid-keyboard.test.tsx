import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { createFakeGridServer } from './dev/fake-grid-server';
import {
  cell,
  cellInput,
  clickCell,
  doubleClickCell,
  findSheet,
  gridFixture,
  installFetch,
  isActiveCell,
  prepareGridTest,
  renderGrid,
  pressOn,
} from './dev/grid-test-kit';

// Whole-sheet journeys: generous limits so a busy CI machine does not fail them.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

let restoreLayout: () => void;

async function open(kind: GridKind = 'slm') {
  installFetch(createFakeGridServer(gridFixture(kind)));
  renderGrid(kind);
  await findSheet();
}

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
});
afterEach(() => restoreLayout());

/** The input being typed in, if any. */
const typingIn = () => document.activeElement?.closest('.dsg-cell input, .dsg-cell textarea');

/** A key on the sheet; false when the sheet kept the browser from acting on it (scrolling). */
const press = (key: string, init: KeyboardEventInit = {}) => {
  let done = true;
  act(() => {
    done = fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });
  });
  return done;
};

describe('GradeGrid keyboard, as in Excel', () => {
  it('Enter on a cell not typed in moves down, so the next score lands on the next student', async () => {
    await open();
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('{Enter}');
    expect(isActiveCell(2, 'TP 2')).toBe(true);
    expect(typingIn()).toBeNull();
    await userEvent.keyboard('5{Enter}');
    expect(cellInput(1, 'TP 2')).toHaveValue('');
    expect(cellInput(2, 'TP 2')).toHaveValue('5');
    expect(isActiveCell(3, 'TP 2')).toBe(true);
    // the last student: Enter stays there
    await userEvent.keyboard('{Enter}');
    expect(isActiveCell(3, 'TP 2')).toBe(true);
    expect(typingIn()).toBeNull();
  });

  it('with Enter set to go right, Enter not typed in moves right too, then to the next student', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Enter pindah ke kanan' }));
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('{Enter}');
    expect(isActiveCell(0, 'TP 3')).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(isActiveCell(1, 'TP 1')).toBe(true);
    await userEvent.keyboard('66{Enter}');
    expect(cellInput(1, 'TP 1')).toHaveValue('66');
    expect(isActiveCell(1, 'TP 2')).toBe(true);
  });

  it('F2 and a double click open the cell with the caret after the value, to correct it', async () => {
    await open();
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('{F2}');
    expect(cellInput(0, 'TP 1')).toHaveFocus();
    expect(cellInput(0, 'TP 1').selectionStart).toBe(2);
    expect(cellInput(0, 'TP 1').selectionEnd).toBe(2);
    await userEvent.keyboard('{Backspace}5{Enter}');
    expect(cellInput(0, 'TP 1')).toHaveValue('85');
    expect(isActiveCell(1, 'TP 1')).toBe(true);

    await doubleClickCell(1, 'TP 1');
    expect(cellInput(1, 'TP 1').selectionStart).toBe(2);
    await userEvent.keyboard('{Backspace}7{Enter}');
    expect(cellInput(1, 'TP 1')).toHaveValue('87');

    // typing on a cell merely active still replaces its value
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('9{Enter}');
    expect(cellInput(0, 'TP 1')).toHaveValue('9');

    // a second click, later, on the active cell opens it for typing over it too: 6 over 87 is 6
    await clickCell(1, 'TP 1');
    pressOn(1, 'TP 1');
    await waitFor(() => expect(cellInput(1, 'TP 1')).toHaveFocus());
    await userEvent.keyboard('6{Enter}');
    expect(cellInput(1, 'TP 1')).toHaveValue('6');
  });

  it('a cell tapped on a phone opens for typing over its value, and Enter opens the next one', async () => {
    await open();
    const target = cell(1, 'TP 1');
    act(() => {
      fireEvent.pointerDown(target, { pointerType: 'touch' });
    });
    await clickCell(1, 'TP 1');
    await waitFor(() => expect(cellInput(1, 'TP 1')).toHaveFocus());
    expect(cellInput(1, 'TP 1').selectionStart).toBe(0);
    expect(cellInput(1, 'TP 1').selectionEnd).toBe(2);
    await userEvent.keyboard('70{Enter}');
    expect(cellInput(1, 'TP 1')).toHaveValue('70');
    await waitFor(() => expect(cellInput(2, 'TP 1')).toHaveFocus());
  });

  it('Home / End go to the row’s first / last column, Ctrl+Home / Ctrl+End to the sheet’s corners, without scrolling away', async () => {
    await open();
    await clickCell(2, 'TP 2');
    expect(press('End')).toBe(false);
    expect(isActiveCell(2, 'TP 3')).toBe(true);
    expect(press('Home')).toBe(false);
    expect(isActiveCell(2, 'TP 1')).toBe(true);
    expect(press('End', { ctrlKey: true })).toBe(false);
    expect(isActiveCell(3, 'TP 3')).toBe(true);
    expect(press('Home', { ctrlKey: true })).toBe(false);
    expect(isActiveCell(0, 'TP 1')).toBe(true);
    // while correcting a value, Home and End move the caret in it
    await userEvent.keyboard('{F2}{Home}9{Enter}');
    expect(cellInput(0, 'TP 1')).toHaveValue('980');
  });

  it('Shift+Tab on the sheet’s first cell keeps it; on a later row it goes to the row above', async () => {
    await open();
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(isActiveCell(0, 'TP 1')).toBe(true);
    await userEvent.keyboard('7');
    expect(cellInput(0, 'TP 1')).toHaveValue('7');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(isActiveCell(0, 'TP 1')).toBe(true);
    await clickCell(1, 'TP 1');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(isActiveCell(0, 'TP 3')).toBe(true);
  });

  it('SAS: Enter and Tab move on from the computed NA, and a key typed there says why nothing is typed', async () => {
    await open('sas');
    await clickCell(0, 'Tes');
    await userEvent.keyboard('{Tab}');
    expect(isActiveCell(0, 'NA')).toBe(true);
    await userEvent.keyboard('7');
    expect(cellInput(0, 'NA')).toHaveValue('');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kolom NA dihitung otomatis oleh sistem dan tidak dapat diketik. Isi kolom lainnya; NA menyesuaikan sendiri.',
    );
    await userEvent.keyboard('{Enter}');
    expect(isActiveCell(1, 'NA')).toBe(true);
    // moved on: the note is gone
    expect(screen.queryByText(/dihitung otomatis oleh sistem/)).toBeNull();
    await userEvent.keyboard('{Tab}');
    expect(isActiveCell(2, 'Non Tes')).toBe(true);
    await userEvent.keyboard('75{Tab}80{Enter}');
    expect(cellInput(2, 'NA')).toHaveValue('78');
  });

  it('Shift+Enter moves up, typed in or not, as Enter moves down; the first row stays', async () => {
    await open();
    await clickCell(2, 'TP 2');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(isActiveCell(1, 'TP 2')).toBe(true);
    expect(typingIn()).toBeNull();
    // typed in: what was typed stays, and the cursor goes up a row
    await userEvent.keyboard('5{Shift>}{Enter}{/Shift}');
    expect(cellInput(1, 'TP 2')).toHaveValue('5');
    expect(isActiveCell(0, 'TP 2')).toBe(true);
    expect(typingIn()).toBeNull();
    // corrected with F2: the same
    await clickCell(1, 'TP 1');
    await userEvent.keyboard('{F2}{Backspace}4{Shift>}{Enter}{/Shift}');
    expect(cellInput(1, 'TP 1')).toHaveValue('84');
    expect(isActiveCell(0, 'TP 1')).toBe(true);
    // the first student: Shift+Enter stays there
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(isActiveCell(0, 'TP 1')).toBe(true);
    expect(typingIn()).toBeNull();
  });

  it('with Enter set to go right, Shift+Enter goes left, then to the student above’s last column', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Enter pindah ke kanan' }));
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(isActiveCell(1, 'TP 1')).toBe(true);
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(isActiveCell(0, 'TP 3')).toBe(true);
    await userEvent.keyboard('66{Shift>}{Enter}{/Shift}');
    expect(cellInput(0, 'TP 3')).toHaveValue('66');
    expect(isActiveCell(0, 'TP 2')).toBe(true);
    // the sheet's first cell stays
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(isActiveCell(0, 'TP 1')).toBe(true);
  });

  it('descriptions: Shift+Enter in a text being typed breaks the line; on a text not typed in it moves up', async () => {
    await open('deskripsi');
    await clickCell(2, 'Capaian');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(isActiveCell(1, 'Capaian')).toBe(true);
    expect(typingIn()).toBeNull();
    await userEvent.keyboard('Baik{Shift>}{Enter}{/Shift}sekali.{Enter}');
    expect(cellInput(1, 'Capaian')).toHaveValue('Baik\nsekali.');
    expect(isActiveCell(2, 'Capaian')).toBe(true);
  });

  it('Shift+Home / Shift+End select to the row’s first / last column, Ctrl+Shift+Home / End to the sheet’s corners; Delete, Ctrl+C and Ctrl+D act on it', async () => {
    await open();
    // Shift+Home from TP 2: both scores of the row are selected, the cursor stays; Delete
    // empties them
    await clickCell(1, 'TP 2');
    expect(press('Home', { shiftKey: true })).toBe(false);
    expect(isActiveCell(1, 'TP 2')).toBe(true);
    await userEvent.keyboard('{Delete}');
    expect(cellInput(1, 'TP 1')).toHaveValue('');
    expect(cellInput(0, 'TP 1')).toHaveValue('80');

    // Shift+End after Shift+↓: the two rows to the last column
    await clickCell(2, 'TP 1');
    await userEvent.keyboard('7{ArrowRight}8{ArrowRight}9{Enter}');
    await clickCell(3, 'TP 1');
    await userEvent.keyboard('1{ArrowRight}2{ArrowRight}3{Enter}');
    await clickCell(2, 'TP 2');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(press('End', { shiftKey: true })).toBe(false);
    expect(isActiveCell(2, 'TP 2')).toBe(true);
    await userEvent.keyboard('{Delete}');
    expect(
      [2, 3].map((row) => ['TP 1', 'TP 2', 'TP 3'].map((l) => cellInput(row, l).value)),
    ).toEqual([
      ['7', '', ''],
      ['1', '', ''],
    ]);

    // Ctrl+Shift+Home from the second student's TP 2: the block from the sheet's first cell
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('6{Enter}');
    await clickCell(1, 'TP 2');
    expect(press('Home', { shiftKey: true, ctrlKey: true })).toBe(false);
    const copied: Record<string, string> = {};
    act(() => {
      fireEvent.copy(document, {
        clipboardData: { setData: (format: string, text: string) => (copied[format] = text) },
      });
    });
    expect(copied['text/plain']).toBe('80\t\n\t6');

    // Ctrl+Shift+End from the first student's TP 1, then Ctrl+D: 80 down the column, the empty
    // TP 2 and TP 3 down theirs
    await clickCell(0, 'TP 1');
    expect(press('End', { shiftKey: true, ctrlKey: true })).toBe(false);
    expect(isActiveCell(0, 'TP 1')).toBe(true);
    await userEvent.keyboard('{Control>}d{/Control}');
    for (const row of [1, 2, 3]) {
      expect(cellInput(row, 'TP 1')).toHaveValue('80');
      expect(cellInput(row, 'TP 2')).toHaveValue('');
    }

    // while correcting a value, Shift+Home is the text's own (it selects in it)
    await clickCell(2, 'TP 1');
    await userEvent.keyboard('{F2}');
    expect(press('Home', { shiftKey: true })).toBe(true);
    expect(cellInput(2, 'TP 1')).toHaveFocus();
  });

  it('Tab on the last column goes to the next student’s first, Shift+Tab back; the sheet’s last cell lets go of the sheet', async () => {
    await open();
    await clickCell(1, 'TP 3');
    await userEvent.keyboard('{Tab}');
    expect(isActiveCell(2, 'TP 1')).toBe(true);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(isActiveCell(1, 'TP 3')).toBe(true);
    // typed in, the same: the score stays and the next student's first column is next
    await userEvent.keyboard('90{Tab}');
    expect(cellInput(1, 'TP 3')).toHaveValue('90');
    expect(isActiveCell(2, 'TP 1')).toBe(true);
    // the last student's last column: Tab leaves the sheet, so the keyboard is not trapped
    await clickCell(3, 'TP 3');
    await userEvent.keyboard('{Tab}');
    expect(document.querySelector('.dsg-active-cell')).toBeNull();
    const sheet = screen.getByRole('group', { name: 'Lembar nilai' });
    expect(sheet.contains(document.activeElement)).toBe(false);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('the legend names the keys', async () => {
    await open();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Enter: turun · Tab: kanan · F2 / klik dua kali: perbaiki isi sel · Home / End: kolom pertama / terakhir',
    );
  });
});
