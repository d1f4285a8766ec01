import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGridServer, type FakeGridServer } from './dev/fake-grid-server';
import {
  STUDENT_IDS,
  cell,
  cellInput,
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

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
  server = createFakeGridServer(gridFixture('slm'));
  installFetch(server);
});
afterEach(() => restoreLayout());

/** The tab is shown again: the grid says it is here at once instead of at the next interval. */
const heartbeatNow = () => fireEvent(document, new Event('visibilitychange'));
const puts = () => server.heartbeats.filter((beat) => beat.method === 'PUT');
/** Opens the grid and waits until its first heartbeat has been answered. */
async function openAndHeard() {
  const view = renderGrid();
  await findSheet();
  await waitFor(() => expect(puts().length).toBeGreaterThan(0));
  return view;
}
const stored = (row: number, kolom: string) =>
  server.grid.rows[row]!.cells[kolom] ?? { value: null, version: 0 };

describe('GradeGrid: presence of colleagues', () => {
  it('shows who else has the pembelajaran open, and in which column or sheet', async () => {
    server.setOthers([
      { nama: 'Sari Wulandari, S.Pd.', kind: 'slm', kolom: 'tp-2' },
      { nama: 'Budi Santoso', kind: 'sas', kolom: 'tes' },
      { nama: 'Sari Wulandari, S.Pd.', kind: 'sas', kolom: null },
    ]);
    renderGrid();
    await findSheet();
    const bar = await screen.findByTestId('grid-presence');
    expect(bar).toHaveTextContent(
      'Sedang membuka juga: Sari Wulandari, S.Pd. (kolom TP 2), Budi Santoso (lembar SAS)',
    );
    server.setOthers([]);
    heartbeatNow();
    await waitFor(() => expect(screen.queryByTestId('grid-presence')).not.toBeInTheDocument());
  });

  it('tells the server which column the teacher is in once he stays there', async () => {
    renderGrid();
    await findSheet();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      pembelajaran_id: expect.any(String),
      kolom: null,
      milik: [],
    });
    await clickCell(1, 'TP 3');
    await waitFor(() => expect(puts().at(-1)!.body).toMatchObject({ kolom: 'tp-3' }), {
      timeout: 5000,
    });
  });

  it('brings in a colleague’s saved values without touching what the teacher has not saved', async () => {
    await openAndHeard();
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('66{Enter}');
    server.colleagueWrites(STUDENT_IDS[2]!, 'tp-2', 91);
    heartbeatNow();
    await waitFor(() => expect(cellInput(2, 'TP 2')).toHaveValue('91'));
    expect(rowState(2)).toBe('Tersimpan');
    expect(cellInput(0, 'TP 1')).toHaveValue('66');
    expect(rowState(0)).toBe('Belum disimpan');
    expect(screen.getByTestId('grid-presence')).toHaveTextContent(
      // when, on the school's clock with its zone
      /Perubahan terbaru dari Sari Wulandari, S\.Pd\. \(\d+ \w+ \d{4}, \d\d\.\d\d WIB\) sudah ditampilkan\./,
    );
    // The save sends only the teacher's own cell, with the version it was typed over.
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    const read = gridFixture('slm').rows[0]!.cells['tp-1']?.version ?? 0;
    expect(server.puts.at(-1)!.cells).toEqual([
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'tp-1', value: 66, version: read },
    ]);
    expect(cellInput(2, 'TP 2')).toHaveValue('91');
  });

  it('names its own saves, so they are not news, and brings in the teacher’s saves from another tab', async () => {
    await openAndHeard();
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('66{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    const loads = server.loads.count;
    let before = puts().length;
    heartbeatNow();
    await waitFor(() => expect(puts().length).toBe(before + 1));
    expect(puts().at(-1)!.body).toMatchObject({ milik: [1] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.loads.count).toBe(loads);
    expect(screen.queryByTestId('grid-presence')).not.toBeInTheDocument();

    // The same teacher saves on his phone: brought in, and said to be his own.
    server.writesElsewhere(STUDENT_IDS[2]!, 'tp-2', 77);
    heartbeatNow();
    await waitFor(() => expect(cellInput(2, 'TP 2')).toHaveValue('77'));
    expect(screen.getByTestId('grid-presence')).toHaveTextContent(
      /^Perubahan terbaru Anda dari tab atau perangkat lain \(.+\) sudah ditampilkan\.$/,
    );
    // What is older than the newest known change need not be named again.
    before = puts().length;
    heartbeatNow();
    await waitFor(() => expect(puts().length).toBe(before + 1));
    expect(puts().at(-1)!.body).toMatchObject({ milik: [] });
  });

  it('fetches a colleague’s change again at the next heartbeat when the first fetch failed', async () => {
    await openAndHeard();
    server.colleagueWrites(STUDENT_IDS[3]!, 'tp-1', 47);
    server.answerNextGet({
      status: 503,
      json: { error: { code: 'server.busy', message: 'Server sibuk.' } },
    });
    const before = puts().length;
    heartbeatNow();
    await waitFor(() => expect(puts().length).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cellInput(3, 'TP 1')).not.toHaveValue('47');
    heartbeatNow();
    await waitFor(() => expect(cellInput(3, 'TP 1')).toHaveValue('47'));
  });

  it('shows at once, as a conflict, a colleague’s change to a cell the teacher has edited but not saved', async () => {
    await openAndHeard();
    await clickCell(1, 'TP 3');
    await userEvent.keyboard('66{Enter}');
    server.colleagueWrites(STUDENT_IDS[1]!, 'tp-3', 91);
    heartbeatNow();
    const panel = await screen.findByRole('region', {
      name: 'Nilai ini sudah diubah sejak Anda membukanya',
    });
    // The heartbeat does not say who changed which cell: the cell's history does.
    await waitFor(() =>
      expect(within(panel).getByTestId(`conflict-${STUDENT_IDS[1]}`)).toHaveTextContent(
        /TP 3: Nilai Anda 66 · Nilai terbaru 91 \(diubah oleh Sari Wulandari, S\.Pd\., /,
      ),
    );
    expect(rowState(1)).toBe('Konflik');
    // Keeping his own value sends it over the colleague's version, once he chooses.
    const colleagues = stored(1, 'tp-3').version;
    await userEvent.click(within(panel).getByRole('button', { name: /^Tetap pakai nilai saya/ }));
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    expect(server.puts.at(-1)!.cells).toEqual([
      { anggota_rombel_id: STUDENT_IDS[1], kolom: 'tp-3', value: 66, version: colleagues },
    ]);
    expect(stored(1, 'tp-3')).toEqual({ value: 66, version: colleagues + 1 });
  });

  it('tells the teacher’s own change from another tab, brought in by presence, as his own, as a 409 does', async () => {
    await openAndHeard();
    await clickCell(2, 'TP 2');
    await userEvent.keyboard('58{Enter}');
    server.writesElsewhere(STUDENT_IDS[2]!, 'tp-2', 83);
    heartbeatNow();
    const panel = await screen.findByRole('region', {
      name: 'Nilai ini sudah diubah sejak Anda membukanya',
    });
    await waitFor(() =>
      expect(within(panel).getByTestId(`conflict-${STUDENT_IDS[2]}`)).toHaveTextContent(
        /TP 2: Nilai Anda 58 · Nilai terbaru 83 \(diubah oleh Anda sendiri di tab atau perangkat lain, /,
      ),
    );
  });

  it('knows its own save whose answer was lost when presence brings it in: no conflict, no other tab', async () => {
    await openAndHeard();
    server.setMode('lose-response');
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('64{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(/Tidak terhubung ke server\. 1 perubahan/)).toBeInTheDocument();
    // typed again before the resend went out
    server.setMode('offline');
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('65{Enter}');
    server.setMode('ok');
    const loads = server.loads.count;
    heartbeatNow();
    await waitFor(() => expect(server.loads.count).toBe(loads + 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rowState(1)).toBe('Belum disimpan');
    expect(cellInput(1, 'TP 2')).toHaveValue('65');
    expect(screen.queryByText(/tab atau perangkat lain/)).toBeNull();
    expect(
      screen.queryByRole('region', { name: 'Nilai ini sudah diubah sejak Anda membukanya' }),
    ).toBeNull();
    // Simpan puts the new value on top of the one stored, still without a conflict
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(stored(1, 'tp-2')).toEqual({ value: 65, version: 2 }));
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    expect(screen.queryByText(/tab atau perangkat lain/)).toBeNull();
  });

  it('turns read-only when the class is locked meanwhile, and editable again when unlocked', async () => {
    await openAndHeard();
    server.grid.lock = {
      reason: 'kunci-nilai',
      message: 'Nilai kelas X TJKT 1 sudah dikunci oleh wali kelas. Nilai hanya dapat dilihat.',
    };
    heartbeatNow();
    expect(
      await screen.findByText(
        'Nilai kelas X TJKT 1 sudah dikunci oleh wali kelas. Nilai hanya dapat dilihat.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(cell(0, 'TP 2')).toHaveClass('dsg-cell-disabled'));
    server.grid.lock = null;
    heartbeatNow();
    await waitFor(() => expect(cell(0, 'TP 2')).not.toHaveClass('dsg-cell-disabled'));
    expect(screen.queryByText('Nilai tidak dapat diubah')).not.toBeInTheDocument();
  });

  it('says goodbye when the grid is closed', async () => {
    const view = await openAndHeard();
    view.unmount();
    await waitFor(() =>
      expect(server.heartbeats.filter((beat) => beat.method === 'DELETE')).toHaveLength(1),
    );
  });
});
