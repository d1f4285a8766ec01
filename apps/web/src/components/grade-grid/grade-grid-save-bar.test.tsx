import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mediaQueryList } from '../../test/media-query';
import { renderWithProviders } from '../../test/render';
import { SMALL_SCREEN_QUERY } from '../ui/bottom-bar';
import { createFakeGridServer, type FakeGridServer } from './dev/fake-grid-server';
import {
  PEMBELAJARAN_ID,
  STUDENT_IDS,
  cell,
  clickCell,
  findSheet,
  gridFixture,
  installFetch,
  prepareGridTest,
  renderGrid,
} from './dev/grid-test-kit';
import { GradeGridView } from './grade-grid';
import { useGradeGrid } from './use-grade-grid';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

let restoreLayout: () => void;

/** The screen is a phone's: the small-screen query matches. */
function phone(isPhone: boolean) {
  window.matchMedia = (query: string) =>
    mediaQueryList(query, isPhone && query === SMALL_SCREEN_QUERY);
}

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
  phone(true);
});
afterEach(() => {
  phone(false);
  restoreLayout();
  vi.restoreAllMocks();
});

const saveBar = (sheet: string) =>
  screen.queryByRole('region', { name: `Perubahan yang belum disimpan: ${sheet}` });

/**
 * The Nilai Akhir screen's two grids, typed finals over the TP attainment; its template upload
 * fills both at once, as `fill` does.
 */
function TwoGrids() {
  const akhir = useGradeGrid('nilai-akhir', PEMBELAJARAN_ID);
  const ketercapaian = useGradeGrid('ketercapaian', PEMBELAJARAN_ID);
  const fill = () => {
    akhir.setCells([
      { anggota_rombel_id: STUDENT_IDS[0]!, kolom: 'nilai', value: 84 },
      { anggota_rombel_id: STUDENT_IDS[1]!, kolom: 'nilai', value: 70 },
    ]);
    ketercapaian.setCells([{ anggota_rombel_id: STUDENT_IDS[0]!, kolom: 'tp-1', value: 1 }]);
  };
  return (
    <>
      <button type="button" onClick={fill}>
        isi
      </button>
      <GradeGridView grid={akhir} />
      <GradeGridView grid={ketercapaian} />
    </>
  );
}

/** Each grid's requests go to its own fake server. */
function installTwoServers(servers: Record<'nilai-akhir' | 'ketercapaian', FakeGridServer>) {
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const server = path.startsWith('penilaian/grid/ketercapaian')
      ? servers.ketercapaian
      : servers['nilai-akhir'];
    const answer = server.handle(init?.method ?? 'GET', path, body);
    if (!answer) throw new TypeError('Failed to fetch');
    return Response.json(answer.json, { status: answer.status });
  });
}

describe('the save bar on a phone', () => {
  it('names each bar after its grid when both grids of the screen wait, and saves only its own', async () => {
    const servers = {
      'nilai-akhir': createFakeGridServer(gridFixture('nilai-akhir')),
      ketercapaian: createFakeGridServer(gridFixture('ketercapaian')),
    };
    installTwoServers(servers);
    const router = createMemoryRouter([{ path: '/', element: <TwoGrids /> }]);
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(screen.getAllByText('ADITYA PRATAMA')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'isi' }));

    const akhir = saveBar('Nilai Akhir');
    const ketercapaian = saveBar('Ketercapaian TP');
    expect(akhir).toHaveTextContent('Nilai Akhir: 2 perubahan belum disimpan.');
    expect(ketercapaian).toHaveTextContent('Ketercapaian TP: 1 perubahan belum disimpan.');

    await userEvent.click(within(ketercapaian!).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saveBar('Ketercapaian TP')).toBeNull());
    expect(servers.ketercapaian.puts).toHaveLength(1);
    expect(servers['nilai-akhir'].puts).toEqual([]);
    expect(saveBar('Nilai Akhir')).toHaveTextContent('2 perubahan belum disimpan.');
  });

  it('counts an invalid entry apart, and once only it is left offers to show it, not a Simpan that cannot clear it', async () => {
    const server = createFakeGridServer(gridFixture('slm'));
    installFetch(server);
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('75{Enter}abc{Enter}');

    const bar = saveBar('SLM')!;
    expect(bar).toHaveTextContent(
      'SLM: 1 perubahan belum disimpan. 1 isian tidak valid, tidak dikirim.',
    );
    expect(screen.getByTestId('grid-status')).toHaveTextContent(
      '1 perubahan belum disimpan. 1 isian tidak valid, tidak dikirim.',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]!.cells).toEqual([
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'tp-2', value: 75, version: 0 },
    ]);

    // what is left can never be sent: the bar stays, says why, and offers the way to it
    await waitFor(() =>
      expect(saveBar('SLM')).toHaveTextContent('SLM: 1 isian tidak valid, tidak dikirim.'),
    );
    expect(saveBar('SLM')).not.toHaveTextContent('perubahan belum disimpan');
    expect(within(saveBar('SLM')!).queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(
      within(screen.getByRole('toolbar', { name: 'Alat lembar nilai' })).getByRole('button', {
        name: 'Simpan',
      }),
    ).toBeDisabled();

    // jsdom has no scrolling (the test setup makes scrollIntoView do nothing): the cells asked to
    // come into view are recorded instead
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this);
    });
    await userEvent.click(
      within(saveBar('SLM')!).getByRole('button', {
        name: 'Tunjukkan isian tidak valid yang pertama',
      }),
    );
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toBe(cell(1, 'TP 2'));
    // the red notice over the sheet has the same way there, for a laptop too
    await userEvent.click(
      within(
        screen.getByText(/1 sel berisi isian tidak valid/).closest('[role="status"]')!,
      ).getByRole('button', { name: 'Tunjukkan isian tidak valid yang pertama' }),
    );
    expect(scrolled).toHaveLength(2);
    expect(scrolled[1]).toBe(cell(1, 'TP 2'));
  });
});
