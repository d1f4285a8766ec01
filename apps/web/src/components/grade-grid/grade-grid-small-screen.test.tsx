import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaQueryList } from '../../test/media-query';
import { FOOTER_BAR_SLOT, SMALL_SCREEN_QUERY } from '../ui/bottom-bar';
import { createFakeGridServer, type FakeGridServer } from './dev/fake-grid-server';
import {
  STUDENT_IDS,
  clickCell,
  findSheet,
  gridFixture,
  installFetch,
  prepareGridTest,
  renderGrid,
  rowState,
} from './dev/grid-test-kit';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

let restoreLayout: () => void;
let server: FakeGridServer;

/** The screen is a phone's (or not): the small-screen query matches. */
function phone(isPhone: boolean) {
  window.matchMedia = (query: string) =>
    mediaQueryList(query, isPhone && query === SMALL_SCREEN_QUERY);
}

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
  server = createFakeGridServer(gridFixture('slm'));
  installFetch(server);
});
afterEach(() => {
  // as the test setup has it: no query matches
  phone(false);
  restoreLayout();
});

const saveBar = () => screen.queryByRole('region', { name: 'Perubahan yang belum disimpan: SLM' });

describe('GradeGrid on a phone', () => {
  it('keeps Simpan within reach at the bottom of the screen while edits wait, and saves from there', async () => {
    phone(true);
    renderGrid();
    await findSheet();
    expect(saveBar()).toBeNull();

    await clickCell(0, 'TP 2');
    await userEvent.keyboard('75{Enter}');
    const bar = saveBar();
    expect(bar).not.toBeNull();
    expect(bar!).toHaveTextContent('1 perubahan belum disimpan.');

    await userEvent.click(within(bar!).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    expect(server.puts.at(-1)!.cells).toEqual([
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'tp-2', value: 75, version: 0 },
    ]);
    // everything saved: the bar gives the screen back
    await waitFor(() => expect(saveBar()).toBeNull());
  });

  it('puts the bar into the sticky footer, so that a cell kept in view above the footer is above the bar too', async () => {
    phone(true);
    const footer = document.createElement('footer');
    footer.className = 'app-footer';
    footer.dataset.footerType = 'sticky';
    const slot = document.createElement('div');
    slot.className = FOOTER_BAR_SLOT;
    footer.append(slot);
    document.body.append(footer);
    try {
      renderGrid();
      await findSheet();
      await clickCell(1, 'TP 1');
      await userEvent.keyboard('64{Enter}');
      expect(saveBar()).not.toBeNull();
      expect(slot).toContainElement(saveBar());
    } finally {
      footer.remove();
    }
  });

  it('shows no such bar on a laptop, where the toolbar and Ctrl+S are at hand', async () => {
    phone(false);
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('75{Enter}');
    expect(rowState(0)).toBe('Belum disimpan');
    expect(saveBar()).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Simpan' })).toHaveLength(1);
  });
});
