import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiNavigator } from '../../lib/api-client';
import { saveSession } from '../../lib/storage';
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
  pasteText,
  renderGrid,
  rowState,
  session,
} from './dev/grid-test-kit';

// Whole-sheet journeys: generous limits so a busy CI machine does not fail them.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

let restoreLayout: () => void;
let server: FakeGridServer;
let calls: ReturnType<typeof installFetch>;

function start(fixture = gridFixture('slm')) {
  server = createFakeGridServer(fixture);
  calls = installFetch(server);
}

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
  start();
});
afterEach(() => restoreLayout());

const puts = () => calls.filter((call) => call.method === 'PUT');
const sentCells = (index: number) => (puts()[index]!.body as { cells: unknown[] }).cells;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
const stored = (row: number, kolom: string) =>
  server.grid.rows[row]!.cells[kolom] ?? { value: null, version: 0 };

describe('GradeGrid: typing and validation', () => {
  it('types scores, Enter moves down, Simpan sends only the changes with the version read', async () => {
    renderGrid();
    await findSheet();
    expect(screen.getByText('NISN 0081234501')).toBeInTheDocument();
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('75{Enter}77{Enter}');
    expect(cellInput(0, 'TP 2')).toHaveValue('75');
    expect(cellInput(1, 'TP 2')).toHaveValue('77');
    expect(rowState(0)).toBe('Belum disimpan');
    expect(rowState(2)).toBe('Tersimpan');
    expect(screen.getByTestId('grid-status')).toHaveTextContent('2 perubahan belum disimpan.');

    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    expect(sentCells(0)).toEqual([
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'tp-2', value: 75, version: 0 },
      { anggota_rombel_id: STUDENT_IDS[1], kolom: 'tp-2', value: 77, version: 0 },
    ]);
    // the time of the save the Indonesian way (14.05.09), on the school's clock like the history
    expect(screen.getByTestId('grid-status')).toHaveTextContent(
      /^Semua perubahan tersimpan \(\d{2}\.\d{2}\.\d{2} WIB\)\.$/,
    );
  });

  it('counts under each column how many students have a valid value, as the teacher types', async () => {
    renderGrid();
    await findSheet();
    const total = server.grid.rows.length;
    expect(screen.getByTestId('fill-tp-1')).toHaveTextContent(`2/${total}`);
    expect(screen.getByTestId('fill-tp-1')).toHaveAccessibleName(
      `2 dari ${total} peserta didik sudah diisi. Klik untuk ke peserta didik berikutnya yang belum diisi`,
    );
    expect(screen.getByTestId('fill-tp-2')).toHaveTextContent(`0/${total}`);
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('75{Enter}abc{Enter}');
    // typed and not yet saved counts; an invalid entry does not
    expect(screen.getByTestId('fill-tp-2')).toHaveTextContent(`1/${total}`);
    expect(screen.getByTestId('fill-tp-2')).not.toHaveAttribute('data-complete');
    await clickCell(2, 'TP 1');
    await userEvent.keyboard(
      Array.from({ length: total - 2 }, (_, index) => `${60 + index}{Enter}`).join(''),
    );
    // every student has a value, not all stored: not green, and it says how many are not
    expect(screen.getByTestId('fill-tp-1')).toHaveTextContent(`${total}/${total}`);
    expect(screen.getByTestId('fill-tp-1')).not.toHaveAttribute('data-complete');
    expect(screen.getByTestId('fill-tp-1')).toHaveAccessibleName(
      `${total} dari ${total} peserta didik sudah diisi; ${total - 2} belum tersimpan`,
    );
    await save();
    await waitFor(() =>
      expect(screen.getByTestId('fill-tp-1')).toHaveAttribute('data-complete', 'true'),
    );
    expect(screen.getByTestId('fill-tp-1')).toHaveAccessibleName(
      `${total} dari ${total} peserta didik sudah diisi`,
    );
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('{Delete}');
    expect(screen.getByTestId('fill-tp-1')).toHaveTextContent(`${total - 1}/${total}`);
  });

  it('takes the teacher from a column’s count to the next student without a value', async () => {
    renderGrid();
    await findSheet();
    // TP 1 holds the first two students' scores: the count leads to the third, then the fourth
    await userEvent.click(screen.getByTestId('fill-tp-1'));
    await userEvent.keyboard('55');
    expect(cellInput(2, 'TP 1')).toHaveValue('55');
    await userEvent.click(screen.getByTestId('fill-tp-1'));
    await userEvent.keyboard('56');
    expect(cellInput(3, 'TP 1')).toHaveValue('56');
    // nobody is left without a value: no longer a button, but not green until saved
    expect(screen.getByTestId('fill-tp-1').tagName).not.toBe('BUTTON');
    expect(screen.getByTestId('fill-tp-1')).toHaveAttribute('data-unsaved', 'true');
  });

  it('with Enter set to go right, fills a row across and goes on to the next row; the choice is kept', async () => {
    const view = renderGrid();
    await findSheet();
    const toggle = () => screen.getByRole('button', { name: 'Enter pindah ke kanan' });
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('note')).toHaveTextContent('Enter: kanan, lalu siswa berikutnya');
    await clickCell(2, 'TP 1');
    await userEvent.keyboard('70{Enter}71{Enter}72{Enter}73{Enter}');
    expect(cellInput(2, 'TP 1')).toHaveValue('70');
    expect(cellInput(2, 'TP 2')).toHaveValue('71');
    expect(cellInput(2, 'TP 3')).toHaveValue('72');
    expect(cellInput(3, 'TP 1')).toHaveValue('73');
    expect(cellInput(3, 'TP 2')).toHaveValue('');
    // the next time the sheet opens on this device, Enter still goes right
    view.unmount();
    renderGrid();
    await findSheet();
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle());
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('64{Enter}65{Enter}');
    expect(cellInput(0, 'TP 2')).toHaveValue('64');
    expect(cellInput(1, 'TP 2')).toHaveValue('65');
  });

  it('marks text, decimals and out-of-range scores in red before sending, and never sends them', async () => {
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 3');
    await userEvent.keyboard('abc{Enter}101{Enter}85,5{Enter}90{Enter}');
    for (const row of [0, 1, 2]) {
      expect(cell(row, 'TP 3')).toHaveClass('gg-cell-invalid');
      expect(cellInput(row, 'TP 3')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(cellInput(2, 'TP 3')).toHaveValue('85,5');
    expect(cell(3, 'TP 3')).not.toHaveClass('gg-cell-invalid');
    expect(screen.getByText(/3 sel berisi isian tidak valid/)).toBeInTheDocument();

    await save();
    await waitFor(() => expect(rowState(3)).toBe('Tersimpan'));
    expect(puts()).toHaveLength(1);
    expect(sentCells(0)).toEqual([
      { anggota_rombel_id: STUDENT_IDS[3], kolom: 'tp-3', value: 90, version: 0 },
    ]);
    expect(rowState(0)).toBe('Belum disimpan');
    expect(cellInput(0, 'TP 3')).toHaveValue('abc');
  });

  it('pastes a rectangular block from a spreadsheet, keeping invalid cells out of the save', async () => {
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 1');
    await pasteText('70\t71\t72\r\n73\t74\t75\r\n76\t77\t78\r\n79\t80\tx\r\n');
    expect(cellInput(0, 'TP 1')).toHaveValue('70');
    expect(cellInput(1, 'TP 2')).toHaveValue('74');
    expect(cellInput(3, 'TP 2')).toHaveValue('80');
    expect(cellInput(3, 'TP 3')).toHaveValue('x');
    expect(cell(3, 'TP 3')).toHaveClass('gg-cell-invalid');

    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    const sent = sentCells(0);
    expect(sent).toHaveLength(11);
    expect(sent).toContainEqual({
      anggota_rombel_id: STUDENT_IDS[1],
      kolom: 'tp-1',
      value: 73,
      version: 1,
    });
    expect(sent).toContainEqual({
      anggota_rombel_id: STUDENT_IDS[2],
      kolom: 'tp-3',
      value: 78,
      version: 0,
    });
    expect(stored(1, 'tp-1')).toEqual({ value: 73, version: 2 });
  });

  it('pastes a class list copied with its headings and names: the scores land on the students, empty cells keep the grades, and the notice says so', async () => {
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 1');
    await pasteText(
      [
        'No\tNama\tTP 1\tTP 2',
        '1\tADITYA PRATAMA\t\t66',
        '2\tBELLA SAFITRI\t\t67',
        '3\tCAHYO NUGROHO\t90\t68',
        '4\tDEWI LESTARI\t91\t69',
        '5\tEKA PUTRI\t92\t70',
      ].join('\r\n'),
    );
    // the stored 80 and 81 stay under the empty cells; nothing landed in a name column
    expect(cellInput(0, 'TP 1')).toHaveValue('80');
    expect(cellInput(1, 'TP 1')).toHaveValue('81');
    expect(cellInput(2, 'TP 1')).toHaveValue('90');
    expect(cellInput(0, 'TP 2')).toHaveValue('66');
    expect(cellInput(3, 'TP 2')).toHaveValue('69');
    expect(cellInput(0, 'TP 3')).toHaveValue('');
    const notice = screen.getByText('6 sel ditempel.').closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent('Baris judul kolom dilewati.');
    expect(notice).toHaveTextContent('2 kolom nomor/NISN/nama di depan dilewati');
    expect(notice).toHaveTextContent('2 sel kosong tidak menghapus nilai yang sudah ada');
    expect(notice).toHaveTextContent('1 baris melewati siswa terakhir');

    await save();
    await waitFor(() => expect(rowState(3)).toBe('Tersimpan'));
    expect(sentCells(0)).toHaveLength(6);
    expect(stored(0, 'tp-1')).toEqual({ value: 80, version: 1 });

    await userEvent.click(within(notice).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByText('6 sel ditempel.')).not.toBeInTheDocument();
  });

  it('pastes a column of scores copied from a spreadsheet down the column, even while typing in a cell', async () => {
    renderGrid();
    await findSheet();
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('{F2}');
    await pasteText('64\r\n65\r\n66\r\n');
    await waitFor(() => expect(cellInput(3, 'TP 2')).toHaveValue('66'));
    expect(cellInput(1, 'TP 2')).toHaveValue('64');
    expect(cellInput(2, 'TP 2')).toHaveValue('65');
    expect(cell(1, 'TP 2')).not.toHaveClass('gg-cell-invalid');
  });

  it('leaves a paste into a field outside the sheet to that field', async () => {
    renderGrid();
    await findSheet();
    await clickCell(2, 'TP 1');
    const outside = document.body.appendChild(document.createElement('textarea'));
    const clipboardData = {
      types: ['text/plain'],
      getData: (format: string) => (format === 'text/plain' ? '55\t56' : ''),
    };
    await act(async () => {
      fireEvent.paste(outside, { clipboardData });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    outside.remove();
    expect(cellInput(2, 'TP 1')).toHaveValue('');
    expect(rowState(2)).toBe('Tersimpan');
  });

  it('undoes and redoes typing and pastes (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z)', async () => {
    renderGrid();
    await findSheet();
    await clickCell(2, 'TP 1');
    await userEvent.keyboard('60{Enter}');
    await clickCell(0, 'TP 2');
    await pasteText('1\n2');
    expect(cellInput(1, 'TP 2')).toHaveValue('2');

    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cellInput(0, 'TP 2')).toHaveValue('');
    expect(cellInput(1, 'TP 2')).toHaveValue('');
    expect(cellInput(2, 'TP 1')).toHaveValue('60');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cellInput(2, 'TP 1')).toHaveValue('');
    expect(rowState(2)).toBe('Tersimpan');

    await userEvent.keyboard('{Control>}y{/Control}');
    expect(cellInput(2, 'TP 1')).toHaveValue('60');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(cellInput(1, 'TP 2')).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Urungkan (Ctrl+Z)' }));
    expect(cellInput(1, 'TP 2')).toHaveValue('');
  });

  it('leaves nothing to undo after an edit taken back with Escape', async () => {
    renderGrid();
    await findSheet();
    const undo = screen.getByRole('button', { name: 'Urungkan (Ctrl+Z)' });
    await clickCell(2, 'TP 1');
    await userEvent.keyboard('{F2}7');
    expect(undo).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    expect(cellInput(2, 'TP 1')).toHaveValue('');
    expect(undo).toBeDisabled();
    expect(rowState(2)).toBe('Tersimpan');
  });

  it('fills down with Ctrl+D over a selection', async () => {
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}');
    await userEvent.keyboard('{Control>}d{/Control}');
    for (const row of [1, 2, 3]) expect(cellInput(row, 'TP 1')).toHaveValue('80');
    expect(cellInput(3, 'TP 2')).toHaveValue('');
    expect(rowState(0)).toBe('Tersimpan');
    expect(rowState(3)).toBe('Belum disimpan');
  });

  it('leaves a cell typed into with ← and →, as Excel does, keeping what was typed', async () => {
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('75{ArrowRight}60{ArrowRight}61{ArrowLeft}{ArrowLeft}{Enter}');
    expect(cellInput(0, 'TP 1')).toHaveValue('75');
    expect(cellInput(0, 'TP 2')).toHaveValue('60');
    expect(cellInput(0, 'TP 3')).toHaveValue('61');
    expect(screen.getByTestId('grid-status')).toHaveTextContent('3 perubahan belum disimpan.');
  });

  it('marks what other screens show from the grades as stale once a save is stored', async () => {
    const { queryClient } = renderGrid();
    await findSheet();
    const shown = [
      ['beranda', 'penilaian', 'guru', '20261'],
      ['penilaian', 'nilai-asesmen', 'p-1'],
    ];
    for (const key of shown) queryClient.setQueryData(key, { shown: 'old' });
    const stale = () => shown.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('90{Enter}');
    expect(stale()).toEqual([false, false]);
    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    // the Beranda's progress and the computed finals are fetched again when shown
    await waitFor(() => expect(stale()).toEqual([true, true]));
  });

  it('saves with Ctrl+S and sends the new version on the next save', async () => {
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('90{Enter}');
    expect(cellInput(0, 'TP 1')).toHaveValue('90');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(puts()).toHaveLength(1));
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('91{Enter}');
    await save();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(sentCells(0)).toEqual([
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'tp-1', value: 90, version: 1 },
    ]);
    expect(sentCells(1)).toEqual([
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'tp-1', value: 91, version: 2 },
    ]);
    await waitFor(() => expect(stored(0, 'tp-1')).toEqual({ value: 91, version: 3 }));
  });
});

describe('GradeGrid: conflicts, locks and failures', () => {
  it('shows a 409 per row with who changed it, resends the other rows, and resolves per row', async () => {
    renderGrid();
    await findSheet();
    server.colleagueWrites(STUDENT_IDS[0]!, 'tp-1', 60);
    server.colleagueWrites(STUDENT_IDS[1]!, 'tp-1', 55);
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('95{Enter}66{Enter}70{Enter}');
    await save();

    const panel = await screen.findByRole('region', {
      name: 'Nilai ini sudah diubah sejak Anda membukanya',
    });
    // Named by the 409, or (when a heartbeat brought the change in first) by the cell's history.
    await waitFor(() =>
      expect(within(panel).getByTestId(`conflict-${STUDENT_IDS[0]}`)).toHaveTextContent(
        /TP 1: Nilai Anda 95 · Nilai terbaru 60 \(diubah oleh Sari Wulandari, S\.Pd\./,
      ),
    );
    expect(rowState(0)).toBe('Konflik');
    expect(rowState(1)).toBe('Konflik');
    // Nothing of the refused write was stored; the row without conflict went again on its own.
    await waitFor(() => expect(rowState(2)).toBe('Tersimpan'));
    expect(sentCells(1)).toEqual([
      { anggota_rombel_id: STUDENT_IDS[2], kolom: 'tp-1', value: 70, version: 0 },
    ]);
    expect(stored(0, 'tp-1').value).toBe(60);

    await userEvent.click(
      screen.getByRole('button', { name: 'Tetap pakai nilai saya — ADITYA PRATAMA' }),
    );
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    expect(sentCells(2)).toEqual([
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'tp-1', value: 95, version: 2 },
    ]);
    expect(stored(0, 'tp-1')).toEqual({ value: 95, version: 3 });

    await userEvent.click(
      screen.getByRole('button', { name: 'Pakai nilai terbaru — BELLA SAFITRI' }),
    );
    expect(cellInput(1, 'TP 1')).toHaveValue('55');
    expect(rowState(1)).toBe('Tersimpan');
    expect(puts()).toHaveLength(3);
    expect(
      screen.queryByRole('region', { name: 'Nilai ini sudah diubah sejak Anda membukanya' }),
    ).toBeNull();
  });

  it('turns read-only with the message when the server answers 423', async () => {
    renderGrid();
    await findSheet();
    await clickCell(3, 'TP 1');
    await userEvent.keyboard('88{Enter}');
    server.setMode('locked', 'Penilaian semester ini sudah ditutup oleh administrator.');
    await save();
    expect(
      await screen.findByText('Penilaian semester ini sudah ditutup oleh administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nilai tidak dapat diubah')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await waitFor(() => expect(cell(0, 'TP 2')).toHaveClass('dsg-cell-disabled'));
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('50{Enter}');
    expect(cellInput(0, 'TP 2')).toHaveValue('');
    // What was typed before the lock is still shown (and kept on the device), not lost, and the
    // banner says so and what to do.
    expect(cellInput(3, 'TP 1')).toHaveValue('88');
    expect(
      screen.getByText(
        '1 nilai yang Anda ketik belum tersimpan. Nilai itu tetap tersimpan di perangkat ini: setelah nilai dapat diubah lagi (kunci kelas atau penutupan penilaian dibuka), buka lembar ini di perangkat yang sama lalu tekan Simpan.',
      ),
    ).toBeInTheDocument();
  });

  it('opens read-only when the grid comes locked', async () => {
    start(
      gridFixture('slm', {
        reason: 'kunci-nilai',
        message: 'Nilai X TJKT 1 sudah dikunci wali kelas.',
      }),
    );
    renderGrid();
    await findSheet();
    expect(screen.getByText('Nilai X TJKT 1 sudah dikunci wali kelas.')).toBeInTheDocument();
    await clickCell(2, 'TP 1');
    await pasteText('99');
    expect(cellInput(2, 'TP 1')).toHaveValue('');
  });

  it('opens a colleague’s grid to look at only: no saving tools, no presence, history still opens', async () => {
    start(
      gridFixture('slm', {
        reason: 'hanya-lihat',
        message: 'Anda melihat nilai ini sebagai wali kelas X TJKT 1.',
      }),
    );
    renderGrid();
    await findSheet();
    const notice = screen.getByText('Hanya melihat').closest('[role="status"]');
    expect(notice).toHaveTextContent('Anda melihat nilai ini sebagai wali kelas X TJKT 1.');
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Urungkan/ })).toBeNull();
    expect(screen.queryByTestId('grid-status')).toBeNull();
    await clickCell(2, 'TP 1');
    await userEvent.keyboard('77{Enter}');
    await pasteText('99');
    expect(cellInput(2, 'TP 1')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Riwayat sel' }));
    expect(await screen.findByRole('dialog', { name: 'Riwayat Nilai' })).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    expect(server.heartbeats).toHaveLength(0);
  });

  it('marks the cells a 422 names', async () => {
    renderGrid();
    await findSheet();
    server.answerNextPut({
      status: 422,
      json: {
        error: {
          code: 'validation.failed',
          message: 'Data tidak valid.',
          fields: { 'cells.0.value': 'TP ini tidak lagi dipetakan ke pembelajaran.' },
        },
      },
    });
    await clickCell(2, 'TP 3');
    await userEvent.keyboard('77{Enter}');
    await save();
    expect(await screen.findByText('Gagal menyimpan: Data tidak valid.')).toBeInTheDocument();
    expect(cell(2, 'TP 3')).toHaveClass('gg-cell-error');
    expect(rowState(2)).toBe('Belum disimpan');
  });

  it('keeps edits pending through a network failure, retries when back online, without applying twice', async () => {
    renderGrid();
    await findSheet();
    server.setMode('lose-response');
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('64{Enter}');
    await save();
    expect(await screen.findByText(/Tidak terhubung ke server\. 1 perubahan/)).toBeInTheDocument();
    expect(rowState(1)).toBe('Menunggu dikirim');

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    // The resend carries the version first read; the server answers it without a second write.
    expect(sentCells(0)).toEqual(sentCells(1));
    expect(stored(1, 'tp-2')).toEqual({ value: 64, version: 1 });
    expect(server.history.filter((h) => h.entry.kolom === 'tp-2')).toHaveLength(1);
  });

  /**
   * A save stored whose answer was lost, then the same cell typed again before the resend: the
   * 409 that follows shows this grid's own value, which is no conflict and no other tab's.
   */
  async function loseAnswerThenRetype(between?: () => void) {
    server.setMode('lose-response');
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('64{Enter}');
    await save();
    expect(await screen.findByText(/Tidak terhubung ke server\. 1 perubahan/)).toBeInTheDocument();
    expect(stored(1, 'tp-2')).toEqual({ value: 64, version: 1 });
    // still offline when she types again: the resend has not gone out
    server.setMode('offline');
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('65{Enter}');
    between?.();
    server.setMode('ok');
    await save();
  }

  it('takes its own save whose answer was lost as its own: the value typed after it is saved on top, no conflict', async () => {
    renderGrid();
    await findSheet();
    await loseAnswerThenRetype();
    await waitFor(() => expect(stored(1, 'tp-2')).toEqual({ value: 65, version: 2 }));
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    expect(
      screen.queryByRole('region', { name: 'Nilai ini sudah diubah sejak Anda membukanya' }),
    ).toBeNull();
    expect(screen.queryByText(/tab atau perangkat lain/)).toBeNull();
    expect(cellInput(1, 'TP 2')).toHaveValue('65');
    // the lost one, the refused one over the version first read, the new value on the stored one
    expect(puts().map((put) => (put.body as { cells: unknown[] }).cells)).toEqual([
      [{ anggota_rombel_id: STUDENT_IDS[1], kolom: 'tp-2', value: 64, version: 0 }],
      [{ anggota_rombel_id: STUDENT_IDS[1], kolom: 'tp-2', value: 65, version: 0 }],
      [{ anggota_rombel_id: STUDENT_IDS[1], kolom: 'tp-2', value: 65, version: 1 }],
    ]);
    // each value stored once, one history row per save
    expect(
      server.history.filter((h) => h.anggota === STUDENT_IDS[1] && h.entry.kolom === 'tp-2'),
    ).toHaveLength(2);
  });

  it('still shows a conflict when, after its lost answer, the teacher changed the cell in another tab', async () => {
    renderGrid();
    await findSheet();
    await loseAnswerThenRetype(() => server.writesElsewhere(STUDENT_IDS[1]!, 'tp-2', 70));
    const panel = await screen.findByRole('region', {
      name: 'Nilai ini sudah diubah sejak Anda membukanya',
    });
    expect(within(panel).getByTestId(`conflict-${STUDENT_IDS[1]}`)).toHaveTextContent(
      /TP 2: Nilai Anda 65 · Nilai terbaru 70 \(diubah oleh Anda sendiri di tab atau perangkat lain, /,
    );
    expect(rowState(1)).toBe('Konflik');
    expect(stored(1, 'tp-2')).toEqual({ value: 70, version: 2 });
  });

  it('still shows a conflict when a colleague stored the same value while its answer was lost', async () => {
    renderGrid();
    await findSheet();
    // the write never reached the server; a colleague typed the very same score meanwhile
    server.setMode('offline');
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('64{Enter}');
    await save();
    expect(await screen.findByText(/Tidak terhubung ke server\. 1 perubahan/)).toBeInTheDocument();
    server.colleagueWrites(STUDENT_IDS[1]!, 'tp-2', 64);
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('65{Enter}');
    server.setMode('ok');
    await save();
    const panel = await screen.findByRole('region', {
      name: 'Nilai ini sudah diubah sejak Anda membukanya',
    });
    expect(within(panel).getByTestId(`conflict-${STUDENT_IDS[1]}`)).toHaveTextContent(
      /TP 2: Nilai Anda 65 · Nilai terbaru 64 \(diubah oleh Sari Wulandari, S\.Pd\./,
    );
    expect(stored(1, 'tp-2')).toEqual({ value: 64, version: 1 });
  });

  it('keeps edits pending while the server’s disk is full, says so, and sends them once it is freed', async () => {
    renderGrid();
    await findSheet();
    const full =
      'Penyimpanan di komputer server penuh, sehingga perubahan belum dapat disimpan. Minta operator mengosongkan ruang disk server.';
    server.answerNextPut({
      status: 507,
      json: { error: { code: 'server.disk_full', message: full } },
    });
    await clickCell(1, 'TP 3');
    await userEvent.keyboard('59{Enter}');
    await save();
    expect(await screen.findByText(`Gagal menyimpan: ${full}`)).toBeInTheDocument();
    expect(rowState(1)).toBe('Menunggu dikirim');
    // space freed: the next try (here: the browser says it is online) lands, once
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    expect(stored(1, 'tp-3')).toEqual({ value: 59, version: 1 });
    expect(screen.queryByText(`Gagal menyimpan: ${full}`)).toBeNull();
  });

  it('restores unsaved and pending edits after the page is closed and opened again', async () => {
    const first = renderGrid();
    await findSheet();
    server.setMode('offline');
    await clickCell(3, 'TP 1');
    await userEvent.keyboard('88{Enter}');
    await save();
    await waitFor(() => expect(rowState(3)).toBe('Menunggu dikirim'));
    await clickCell(2, 'TP 2');
    await userEvent.keyboard('67{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.unmount();

    server.setMode('ok');
    renderGrid();
    await findSheet();
    expect(screen.getByText('2 perubahan belum tersimpan dipulihkan')).toBeInTheDocument();
    // The one the teacher already asked to save goes by itself; the other waits for Simpan.
    await waitFor(() => expect(rowState(3)).toBe('Tersimpan'));
    expect(stored(3, 'tp-1')).toEqual({ value: 88, version: 1 });
    expect(cellInput(2, 'TP 2')).toHaveValue('67');
    expect(rowState(2)).toBe('Belum disimpan');
    // one is still to be saved: the notice stays
    expect(screen.getByText('2 perubahan belum tersimpan dipulihkan')).toBeInTheDocument();
  });

  it('restored edits of a grid locked meanwhile are told by the lock notice, not with "press Simpan"', async () => {
    const first = renderGrid();
    await findSheet();
    await clickCell(2, 'TP 2');
    await userEvent.keyboard('67{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.unmount();

    server.setMode('locked', 'Nilai kelas X TJKT 1 sudah dikunci oleh wali kelas.');
    renderGrid();
    await findSheet();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Nilai kelas X TJKT 1 sudah dikunci oleh wali kelas.');
    await waitFor(() =>
      expect(notice).toHaveTextContent(/1 nilai yang Anda ketik belum tersimpan/),
    );
    expect(cellInput(2, 'TP 2')).toHaveValue('67');
    expect(screen.queryByText(/dipulihkan/)).toBeNull();
  });

  it('survives an expired access token: refreshes once and the write lands once', async () => {
    renderGrid();
    await findSheet();
    await clickCell(0, 'TP 3');
    await userEvent.keyboard('81{Enter}');
    server.setMode('expired-once');
    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    const sequence = calls
      .filter((c) => c.method !== 'GET')
      .map((c) => `${c.method} ${c.path} ${c.token ?? ''}`);
    expect(sequence).toEqual([
      'PUT penilaian/grid/slm Bearer access-1',
      'POST jwt/refresh-token ',
      'PUT penilaian/grid/slm Bearer access-2',
    ]);
    expect(stored(0, 'tp-3')).toEqual({ value: 81, version: 1 });
  });

  it('keeps the edits when the session cannot be refreshed, and sends them after signing in again', async () => {
    calls = installFetch(server, { refresh: 'fail' });
    const first = renderGrid();
    setApiNavigator((to) => void first.router.navigate(to));
    await findSheet();
    await clickCell(2, 'TP 3');
    await userEvent.keyboard('72{Enter}');
    server.setMode('expired-once');
    await save();
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    first.unmount();

    saveSession(session('access-3', 'refresh-3'));
    renderGrid();
    await findSheet();
    await waitFor(() => expect(rowState(2)).toBe('Tersimpan'));
    expect(stored(2, 'tp-3')).toEqual({ value: 72, version: 1 });
    // saved: nothing is left to check and save, and the notice says so
    expect(screen.getByText(/dipulihkan/).parentElement).toHaveTextContent(
      '1 perubahan belum tersimpan dipulihkan. Semuanya sudah tersimpan.',
    );
    expect(puts().at(-1)!.token).toBe('Bearer access-3');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderGrid();
    await findSheet();
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('70{Enter}');
    act(() => void router.navigate('/?pembelajaran_id=lain'));
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    expect(dialog).toHaveTextContent('1 perubahan belum tersimpan di server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    expect(router.state.location.search).toBe('');
    act(() => void router.navigate('/beranda'));
    await userEvent.click(await screen.findByRole('button', { name: 'Tinggalkan' }));
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
  });
});
