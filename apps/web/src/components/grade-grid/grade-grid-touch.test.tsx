import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { mediaQueryList } from '../../test/media-query';
import { createFakeGridServer } from './dev/fake-grid-server';
import {
  cell,
  cellInput,
  clickCell,
  findSheet,
  gridFixture,
  installFetch,
  isActiveCell,
  prepareGridTest,
  renderGrid,
} from './dev/grid-test-kit';

// Whole-sheet journeys: generous limits so a busy CI machine does not fail them.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

let restoreLayout: () => void;

async function open(kind: GridKind) {
  installFetch(createFakeGridServer(gridFixture(kind)));
  renderGrid(kind);
  await findSheet();
}

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
});
afterEach(() => restoreLayout());

/** Where a finger on the middle of a cell is, in the sheet's terms (as the test kit clicks). */
function pointOf(row: number, label: string) {
  const target = cell(row, label);
  const top = parseFloat(target.closest<HTMLElement>('.dsg-row')!.style.top);
  return {
    clientX: parseFloat(target.style.left) + parseFloat(target.style.width) / 2,
    clientY: top + 5,
  };
}

/** A tap on a cell with a finger: the touch, then the mouse press the browser makes of it. */
async function tap(row: number, label: string) {
  act(() => {
    fireEvent.pointerDown(cell(row, label), { pointerType: 'touch' });
  });
  await clickCell(row, label);
}

/** The field of the cell being typed in, if any. */
const typingIn = () => document.activeElement?.closest('.dsg-cell input, .dsg-cell textarea');

describe('GradeGrid by touch', () => {
  it('a tapped description opens with the caret after its text, and a tap in it keeps the field, not the cell menu', async () => {
    await open('deskripsi');
    await tap(0, 'Capaian');
    const field = cellInput(0, 'Capaian');
    await waitFor(() => expect(field).toHaveFocus());
    // the caret at the end: the first letter typed does not wipe the text
    expect(field.selectionStart).toBe('Menguasai K3LH.'.length);
    expect(field.selectionEnd).toBe('Menguasai K3LH.'.length);

    // A second tap inside the text being typed: Chromium raises a context menu event for it.
    const inside = pointOf(0, 'Capaian');
    let browserMenu = false;
    act(() => {
      fireEvent.pointerDown(field, { pointerType: 'touch' });
      fireEvent.mouseDown(field, { button: 0, detail: 1, ...inside });
      fireEvent.mouseUp(field, { button: 0, detail: 1, ...inside });
      browserMenu = fireEvent.contextMenu(field, { button: 0, ...inside });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('menu')).toBeNull();
    // the browser's own (its selection bar), not kept from it
    expect(browserMenu).toBe(true);
    expect(field).toHaveFocus();
    await userEvent.keyboard(' Rapi.');
    expect(field).toHaveValue('Menguasai K3LH. Rapi.');
  });

  it('a tapped score opens for typing over it, and a tap on its selected value keeps the field', async () => {
    await open('slm');
    await tap(0, 'TP 1');
    const field = cellInput(0, 'TP 1');
    await waitFor(() => expect(field).toHaveFocus());
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 2]);
    act(() => {
      fireEvent.pointerDown(field, { pointerType: 'touch' });
      fireEvent.contextMenu(field, { button: 0, ...pointOf(0, 'TP 1') });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(field).toHaveFocus();
    await userEvent.keyboard('75{Enter}');
    expect(field).toHaveValue('75');
  });

  it('a long press on another cell opens that cell’s menu, without opening it for typing', async () => {
    await open('deskripsi');
    await tap(0, 'Capaian');
    await waitFor(() => expect(cellInput(0, 'Capaian')).toHaveFocus());

    const held = cell(2, 'Capaian');
    let kept = true;
    act(() => {
      fireEvent.pointerDown(held, { pointerType: 'touch' });
      // a held finger: the browser sends the context menu event alone, no mouse press
      kept = fireEvent.contextMenu(held, { button: 0, ...pointOf(2, 'Capaian') });
    });
    // the browser's own menu is kept from showing over the grid's
    expect(kept).toBe(false);
    const menu = await screen.findByRole('menu');
    expect(isActiveCell(2, 'Capaian')).toBe(true);
    expect(typingIn()).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Riwayat sel' })).toHaveFocus();
    // the menu stays: the cell is not opened for typing behind it
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(typingIn()).toBeNull();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Riwayat sel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat Nilai' });
    expect(within(dialog).getByText('CAHYO NUGROHO — Capaian')).toBeInTheDocument();
  });

  it('a mouse’s right click in the cell being typed in leaves the menu to the browser; on a closed cell it is the grid’s', async () => {
    await open('slm');
    await clickCell(1, 'TP 1');
    await userEvent.keyboard('{F2}');
    const field = cellInput(1, 'TP 1');
    expect(field).toHaveFocus();
    const inside = pointOf(1, 'TP 1');
    let browserMenu = false;
    act(() => {
      fireEvent.pointerDown(field, { pointerType: 'mouse', button: 2 });
      fireEvent.mouseDown(field, { button: 2, ...inside });
      browserMenu = fireEvent.contextMenu(field, { button: 2, ...inside });
    });
    expect(browserMenu).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(field).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await clickCell(2, 'TP 1');
    const closed = cell(2, 'TP 1');
    act(() => {
      fireEvent.pointerDown(closed, { pointerType: 'mouse', button: 2 });
      fireEvent.contextMenu(closed, { button: 2, ...pointOf(2, 'TP 1') });
    });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});

/** A sheet of a phone's width: the library and the grid measure its box as 315px wide. */
function phoneSheet(width: number) {
  class NarrowResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const size = { inlineSize: width, blockSize: 800 };
      const entry = {
        target,
        contentRect: { width, height: 800, top: 0, left: 0, right: width, bottom: 800, x: 0, y: 0 },
        borderBoxSize: [size],
        contentBoxSize: [size],
      };
      this.callback([entry as unknown as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  }
  const original = window.ResizeObserver;
  window.ResizeObserver = NarrowResizeObserver;
  const media = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => mediaQueryList(query, query === '(max-width: 36em)'));
  return () => {
    window.ResizeObserver = original;
    media.mockRestore();
  };
}

/** Width in px the sheet gives the column headed `label`. */
function columnWidth(label: string): number {
  const header = screen.getAllByText(label).find((el) => el.closest('.dsg-row-header'));
  return parseFloat(header!.closest<HTMLElement>('.dsg-cell')!.style.width);
}

describe('GradeGrid on a phone’s width', () => {
  it('descriptions: a narrow name column, and each description as wide as the room beside it', async () => {
    const restore = phoneSheet(315);
    try {
      await open('deskripsi');
      expect(columnWidth('No · Nama Peserta Didik')).toBe(120);
      // 315 less the 120px names and the pixel kept when a cell is scrolled into view
      await waitFor(() => expect(columnWidth('Capaian')).toBe(194));
      expect(columnWidth('Perlu ditingkatkan')).toBe(194);
      const sheet = screen.getByRole('group', { name: 'Lembar nilai' });
      expect(sheet.style.maxWidth).toBe('');
      // typing still lands in the fitted cell
      await clickCell(1, 'Capaian');
      await userEvent.keyboard('Teliti.{Enter}');
      expect(cellInput(1, 'Capaian')).toHaveValue('Teliti.');
    } finally {
      restore();
    }
  });

  it('scores keep their widths beside the narrower name column', async () => {
    const restore = phoneSheet(315);
    try {
      await open('slm');
      expect(columnWidth('No · Nama Peserta Didik')).toBe(120);
      // three TPs of 72px at least, shrunk no further than that: the sheet scrolls sideways
      expect(['TP 1', 'TP 2', 'TP 3'].map(columnWidth)).toEqual([72, 72, 72]);
    } finally {
      restore();
    }
  });
});

describe('GradeGrid under an on-screen keyboard', () => {
  /** A visual viewport as a phone's browser has one (jsdom has none). */
  function installVisualViewport(height: number) {
    const view = Object.assign(new EventTarget(), { height, offsetTop: 0, width: 390 });
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: view });
    return view;
  }

  let scrollBy: MockInstance<typeof window.scrollBy>;
  beforeEach(() => {
    scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'visualViewport');
    scrollBy.mockRestore();
  });

  it('brings the cell being typed in back above the keyboard when the visual viewport shrinks', async () => {
    const view = installVisualViewport(844);
    await open('slm');
    await tap(3, 'TP 1');
    await waitFor(() => expect(cellInput(3, 'TP 1')).toHaveFocus());
    // the active cell's frame is 522px down the window, 40px tall
    const frame = document.querySelector<HTMLElement>('.dsg-active-cell')!;
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(150, 522, 84, 40));
    // what the sheet did on its own as the cell became active is done before the keyboard opens
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    scrollBy.mockClear();

    // the keyboard opens: 450px of the window stay visible
    view.height = 450;
    await act(async () => {
      view.dispatchEvent(new Event('resize'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    // the cell's bottom (562) above the visible bottom (450), with 8px to spare
    expect(scrollBy).toHaveBeenCalledWith({ top: 120 });
    expect(cellInput(3, 'TP 1')).toHaveFocus();
  });

  it('leaves the page alone when no cell is being typed in', async () => {
    const view = installVisualViewport(844);
    await open('slm');
    await clickCell(3, 'TP 1');
    const frame = document.querySelector<HTMLElement>('.dsg-active-cell')!;
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(150, 522, 84, 40));
    // what the sheet did on its own as the cell became active is done before the keyboard opens
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    scrollBy.mockClear();
    view.height = 450;
    await act(async () => {
      view.dispatchEvent(new Event('resize'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
