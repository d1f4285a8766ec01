import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GRID_CONFLICT_CODE,
  type GridData,
  type GridKind,
} from '@erapor/shared/penilaian/grid.schemas';
import { notify } from '../../lib/toast';
import { mediaQueryList } from '../../test/media-query';
import { createFakeGridServer, type FakeGridServer } from './dev/fake-grid-server';
import {
  PEMBELAJARAN_ID,
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
} from './dev/grid-test-kit';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

// Whole-sheet journeys: generous limits so a busy CI machine does not fail them.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

let restoreLayout: () => void;
let server: FakeGridServer;
let calls: ReturnType<typeof installFetch>;

async function open(kind: GridKind, fixture = gridFixture(kind)) {
  server = createFakeGridServer(fixture);
  calls = installFetch(server);
  renderGrid(kind);
  await findSheet();
}

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
});
afterEach(() => restoreLayout());

const lastPut = () =>
  calls.filter((call) => call.method === 'PUT').at(-1)!.body as { cells: unknown[] };
const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
/** Opens a cell's context menu. */
const menuOf = async (row: number, label: string) => {
  await clickCell(row, label);
  fireEvent.contextMenu(cell(row, label));
  return screen.findByRole('menu');
};
const cellVersion = (row: number, kolom: string) =>
  server.grid.rows[row]!.cells[kolom]?.version ?? 0;

describe('GradeGrid column kinds', () => {
  it('SAS: the NA column is read-only and shows the value the server derives after saving', async () => {
    await open('sas');
    expect(cell(0, 'NA')).toHaveClass('dsg-cell-disabled');
    await clickCell(0, 'Non Tes');
    await userEvent.keyboard('80{Tab}91{Enter}');
    await save();
    await waitFor(() => expect(cellInput(0, 'NA')).toHaveValue('86'));
    expect(lastPut().cells).toEqual([
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'non-tes', value: 80, version: 0 },
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'tes', value: 91, version: 0 },
    ]);
    await clickCell(1, 'NA');
    await userEvent.keyboard('99{Enter}');
    expect(cellInput(1, 'NA')).toHaveValue('');
  });

  it('SAS: the NA of parts typed and not saved is their rounded mean, marked unsaved, never the stored one', async () => {
    const fixture = gridFixture('sas');
    const stored = (nonTes: number, tes: number | null, na: number) => ({
      'non-tes': { value: nonTes, version: 1 },
      ...(tes === null ? {} : { tes: { value: tes, version: 1 } }),
      na: { value: na, version: 1 },
    });
    fixture.rows[0]!.cells = stored(100, null, 100);
    fixture.rows[1]!.cells = stored(1, 1, 1);
    fixture.rows[2]!.cells = stored(80, null, 80);
    fixture.rows[3]!.cells = stored(90, 90, 90);
    await open('sas', fixture);
    expect(screen.getByTestId('fill-na')).toHaveTextContent('4/4');

    await clickCell(0, 'Non Tes');
    await userEvent.keyboard('10{Enter}');
    expect(cellInput(0, 'NA')).toHaveValue('10');
    expect(cell(0, 'NA')).toHaveClass('gg-cell-unsaved');
    await clickCell(0, 'Tes');
    await userEvent.keyboard('75{Enter}');
    // (10 + 75) / 2 = 42.5, rounded half up as the server stores it
    expect(cellInput(0, 'NA')).toHaveValue('43');

    await clickCell(1, 'Non Tes');
    await userEvent.keyboard('{Delete}');
    await clickCell(1, 'Tes');
    await userEvent.keyboard('{Delete}');
    expect(cellInput(1, 'NA')).toHaveValue('');
    expect(cell(1, 'NA')).toHaveClass('gg-cell-unsaved');

    // an invalid part gives no NA, neither the stored one nor one computed from 101
    await clickCell(2, 'Tes');
    await userEvent.keyboard('101{Enter}');
    expect(cell(2, 'Tes')).toHaveClass('gg-cell-invalid');
    expect(cellInput(2, 'NA')).toHaveValue('');
    expect(cell(2, 'NA')).toHaveClass('gg-cell-unsaved');

    // a row without edits keeps the server's NA, unmarked
    expect(cellInput(3, 'NA')).toHaveValue('90');
    expect(cell(3, 'NA')).not.toHaveClass('gg-cell-unsaved');
    // the counter under the NA header counts the NAs as shown
    expect(screen.getByTestId('fill-na')).toHaveTextContent('2/4');

    await save();
    await waitFor(() => expect(cell(0, 'NA')).not.toHaveClass('gg-cell-unsaved'));
    expect(lastPut().cells.map((sent) => (sent as { kolom: string }).kolom)).toEqual([
      'non-tes',
      'tes',
      'non-tes',
      'tes',
    ]);
    expect(cellInput(0, 'NA')).toHaveValue('43');
    expect(server.grid.rows[0]!.cells.na?.value).toBe(43);
    expect(cellInput(1, 'NA')).toHaveValue('');
    expect(cell(1, 'NA')).not.toHaveClass('gg-cell-unsaved');
    // the invalid part stays, unsent: its row's NA is still not the stored one
    expect(cellInput(2, 'NA')).toHaveValue('');
    expect(cell(2, 'NA')).toHaveClass('gg-cell-unsaved');
    expect(screen.getByTestId('fill-na')).toHaveTextContent('2/4');
  });

  it('TP attainment: 1 / 0 / words become Tercapai / Tidak tercapai, anything else is invalid', async () => {
    await open('ketercapaian');
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('1{Enter}0{Enter}ya mungkin{Enter}');
    expect(cellInput(0, 'TP 1')).toHaveValue('Tercapai');
    expect(cellInput(1, 'TP 1')).toHaveValue('Tidak tercapai');
    expect(cell(2, 'TP 1')).toHaveClass('gg-cell-invalid');
    // Enter left the cursor on the fourth student: paste there.
    await pasteText('tidak tercapai');
    expect(cellInput(3, 'TP 1')).toHaveValue('Tidak tercapai');
    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    expect(lastPut().cells.map((c) => (c as { value: unknown }).value)).toEqual([1, 0, 0]);
  });

  it('descriptions: multi-line text, and both texts of a row go together with the row version', async () => {
    await open('deskripsi');
    await clickCell(0, 'Perlu ditingkatkan');
    await userEvent.keyboard('Perlu latihan{Shift>}{Enter}{/Shift}instalasi jaringan.{Enter}');
    expect(cellInput(0, 'Perlu ditingkatkan')).toHaveValue('Perlu latihan\ninstalasi jaringan.');
    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    expect(lastPut().cells).toEqual([
      { anggota_rombel_id: STUDENT_IDS[0], kolom: 'capaian', value: 'Menguasai K3LH.', version: 3 },
      {
        anggota_rombel_id: STUDENT_IDS[0],
        kolom: 'perlu_ditingkatkan',
        value: 'Perlu latihan\ninstalasi jaringan.',
        version: 3,
      },
    ]);
    expect(server.grid.rows[0]!.cells.capaian).toEqual({ value: 'Menguasai K3LH.', version: 4 });
  });

  it('descriptions: a text over 5,000 characters is kept whole and marked, not cut, and never sent', async () => {
    await open('deskripsi');
    const long = `${'Menguasai instalasi jaringan dengan baik. '.repeat(130)}Akhir.`;
    expect(long.length).toBeGreaterThan(5000);
    await clickCell(1, 'Capaian');
    await pasteText(long);
    expect(cellInput(1, 'Capaian')).toHaveValue(long);
    expect(cellInput(1, 'Capaian')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen
        .getByText(/1 sel berisi isian tidak valid/)
        .textContent.endsWith(
          'Deskripsi paling panjang 5.000 karakter; persingkat teks yang merah.',
        ),
    ).toBe(true);
    await save();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('opens the history of a cell from its context menu and from the toolbar', async () => {
    await open('slm');
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('88{Enter}');
    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));

    const target = cell(0, 'TP 1');
    act(() => {
      fireEvent.mouseDown(target, { button: 2, clientX: target.offsetLeft, clientY: 60 });
    });
    await clickCell(0, 'TP 1');
    fireEvent.contextMenu(target);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Riwayat sel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat Nilai' });
    expect(within(dialog).getByText('ADITYA PRATAMA — TP 1')).toBeInTheDocument();
    const row = await within(dialog).findByRole('row', { name: /Guru Mapel/ });
    expect(row).toHaveTextContent('80 → 88');
    expect(row).toHaveTextContent('Lembar nilai');
    expect(
      calls.some(
        (c) =>
          c.path.startsWith('penilaian/riwayat?') &&
          c.path.includes('kolom=tp-1') &&
          c.path.includes('kind=slm'),
      ),
    ).toBe(true);
    await userEvent.keyboard('{Escape}');

    await clickCell(1, 'TP 3');
    await userEvent.click(screen.getByRole('button', { name: 'Riwayat sel' }));
    expect(await screen.findByText('BELLA SAFITRI — TP 3')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada perubahan yang tercatat.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  });

  it('records a remedial of a stored TP score from its context menu, and marks the cell', async () => {
    await open('slm');
    // No first score yet: nothing to remediate.
    expect(
      within(await menuOf(2, 'TP 1')).queryByRole('menuitem', { name: 'Catat remedial…' }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(
      within(await menuOf(0, 'TP 1')).getByRole('menuitem', { name: 'Catat remedial…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remedial — ADITYA PRATAMA' });
    expect(dialog).toHaveTextContent('Nilai sekarang: 80');
    const form = within(dialog).getByTestId('remedial-form');
    // nothing is sent without a score and a reason
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan nilai remedial' }));
    expect(within(form).getByText('Nilai harus bilangan bulat 0–100.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/remedial'))).toBe(false);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nilai remedial' }), '86');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Alasan' }),
      'Remedial tertulis 2 Desember',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan nilai remedial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path.endsWith('/remedial')).map((c) => c.body)).toEqual([
      {
        pembelajaran_id: PEMBELAJARAN_ID,
        anggota_rombel_id: STUDENT_IDS[0],
        kolom: 'tp-1',
        version: 1,
        nilai: 86,
        alasan: 'Remedial tertulis 2 Desember',
      },
    ]);
    expect(cellInput(0, 'TP 1')).toHaveValue('86');
    expect(cell(0, 'TP 1')).toHaveClass('gg-cell-remedial');
    expect(cellInput(0, 'TP 1')).toHaveAttribute(
      'title',
      'Nilai hasil remedial (riwayat sel menyimpan nilai pertama dan alasannya)',
    );
    expect(screen.getByText('Nilai hasil remedial')).toBeInTheDocument();
    expect(rowState(0)).toBe('Tersimpan');
    // its history gives the reason and that the Waka has not decided yet
    await userEvent.click(
      within(await menuOf(0, 'TP 1')).getByRole('menuitem', { name: 'Riwayat sel' }),
    );
    const riwayat = await screen.findByRole('dialog', { name: 'Riwayat Nilai' });
    const entry = await within(riwayat).findByRole('row', { name: /Remedial tertulis/ });
    expect(within(entry).getByTestId('riwayat-persetujuan')).toHaveTextContent(
      'Belum disetujui Waka Kurikulum.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A cell being edited offers no remedial until its edit is saved.
    await clickCell(1, 'TP 1');
    await userEvent.keyboard('90{Enter}');
    expect(
      within(await menuOf(1, 'TP 1')).queryByRole('menuitem', { name: 'Catat remedial…' }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');

    // Typed over and saved through the grid, the score is no longer the remedial's.
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('87{Enter}');
    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    expect(cell(0, 'TP 1')).not.toHaveClass('gg-cell-remedial');
  });

  it('undo leaves a score a remedial changed since, and says so; the other cells of the step go back', async () => {
    await open('slm');
    await clickCell(0, 'TP 2');
    await pasteText('61\n62');
    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    await userEvent.click(
      within(await menuOf(0, 'TP 2')).getByRole('menuitem', { name: 'Catat remedial…' }),
    );
    const form = within(await screen.findByRole('dialog')).getByTestId('remedial-form');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nilai remedial' }), '86');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Alasan' }), 'Remedial lisan');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan nilai remedial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cellInput(0, 'TP 2')).toHaveValue('86');
    vi.mocked(notify).mockClear();

    // Ctrl+Z of the paste: the second student's 62 goes; the remedial 86 stays
    await clickCell(3, 'TP 3');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cellInput(1, 'TP 2')).toHaveValue('');
    expect(cellInput(0, 'TP 2')).toHaveValue('86');
    expect(rowState(0)).toBe('Tersimpan');
    expect(notify).toHaveBeenCalledWith(
      'warning',
      expect.stringMatching(/^1 sel dibiarkan: nilainya sudah berubah setelah langkah itu/),
    );
    await save();
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    expect(lastPut().cells).toEqual([
      { anggota_rombel_id: STUDENT_IDS[1], kolom: 'tp-2', value: null, version: 1 },
    ]);
    expect(server.grid.rows[0]!.cells['tp-2']!.value).toBe(86);
  });

  it('offers the remedial on the toolbar too, for the selected stored score only', async () => {
    await open('slm');
    const button = () => screen.getByRole('button', { name: 'Catat remedial' });
    expect(button()).toBeDisabled();
    // an empty cell has no score to raise
    await clickCell(2, 'TP 1');
    expect(button()).toBeDisabled();
    await clickCell(1, 'TP 1');
    await waitFor(() => expect(button()).toBeEnabled());
    await userEvent.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Remedial — BELLA SAFITRI' });
    expect(within(dialog).getByTestId('remedial-tp')).toHaveTextContent('TP 1');
    expect(dialog).toHaveTextContent('Nilai sekarang: 81');
  });

  it('offers the last remedial’s reason again for the next student, to change or keep', async () => {
    await open('slm');
    const record = async (row: number, nilai: string, alasan?: string) => {
      await clickCell(row, 'TP 1');
      await userEvent.click(screen.getByRole('button', { name: 'Catat remedial' }));
      const form = within(await screen.findByRole('dialog')).getByTestId('remedial-form');
      await userEvent.type(within(form).getByRole('textbox', { name: 'Nilai remedial' }), nilai);
      const reason = within(form).getByRole('textbox', { name: 'Alasan' });
      if (alasan !== undefined) await userEvent.type(reason, alasan);
      return { form, reason };
    };
    const first = await record(0, '75', 'Remedial tertulis TP 1 tanggal 2 Desember 2026');
    expect(first.form).not.toHaveTextContent('Alasan yang terakhir Anda catat');
    await userEvent.click(
      within(first.form).getByRole('button', { name: 'Simpan nilai remedial' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const second = await record(1, '76');
    expect(second.reason).toHaveValue('Remedial tertulis TP 1 tanggal 2 Desember 2026');
    expect(second.form).toHaveTextContent(
      'Alasan yang terakhir Anda catat di layar ini; ubah bila berbeda.',
    );
    await userEvent.click(
      within(second.form).getByRole('button', { name: 'Simpan nilai remedial' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls
        .filter((c) => c.path.endsWith('/remedial'))
        .map((c) => (c.body as { alasan: string }).alasan),
    ).toEqual([
      'Remedial tertulis TP 1 tanggal 2 Desember 2026',
      'Remedial tertulis TP 1 tanggal 2 Desember 2026',
    ]);
  });

  it('opens a cell’s menu from the keyboard, moves in it with the arrows, and leaves the cell where it was', async () => {
    await open('slm');
    await clickCell(0, 'TP 1');
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Riwayat sel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Catat remedial…' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Riwayat sel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // the arrows moved in the menu only: typing goes into the cell the menu was opened on
    await userEvent.keyboard('77{Enter}');
    expect(cellInput(0, 'TP 1')).toHaveValue('77');
    expect(cellInput(1, 'TP 1')).toHaveValue('81');

    // Enter on an item chooses it
    await clickCell(1, 'TP 1');
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Riwayat sel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Riwayat Nilai' })).toBeInTheDocument();
    // keys typed in the dialog are its own: the grade behind it is neither edited nor moved from
    await userEvent.keyboard('55{ArrowDown}{Delete}');
    expect(cellInput(1, 'TP 1')).toHaveValue('81');
    expect(cellInput(2, 'TP 1')).toHaveValue('');
    expect(document.querySelector('.dsg-active-cell-focus')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Riwayat Nilai' })).toBeNull());
    // back on the sheet, typing goes into the cell again
    await userEvent.keyboard('66{Enter}');
    expect(cellInput(1, 'TP 1')).toHaveValue('66');
  });

  it('records a remedial of a SAS part, never of the computed NA, and shows the NA that follows', async () => {
    const fixture = gridFixture('sas');
    fixture.rows[0]!.cells = {
      'non-tes': { value: 80, version: 1 },
      tes: { value: 55, version: 1 },
      na: { value: 68, version: 1 },
    };
    await open('sas', fixture);
    expect(
      within(await menuOf(0, 'NA')).queryByRole('menuitem', { name: 'Catat remedial…' }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(
      screen.getByText(/klik kanan pada nilai TP atau nilai sumatif akhir semester yang tersimpan/),
    ).toBeInTheDocument();

    await userEvent.click(
      within(await menuOf(0, 'Tes')).getByRole('menuitem', { name: 'Catat remedial…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remedial — ADITYA PRATAMA' });
    expect(within(dialog).getByTestId('remedial-tp')).toHaveTextContent('Tes');
    expect(dialog).toHaveTextContent('Nilai sekarang: 55');
    const form = within(dialog).getByTestId('remedial-form');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nilai remedial' }), '75');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Alasan' }), 'Remedial tes SAS');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan nilai remedial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path.endsWith('/remedial')).map((c) => [c.path, c.body])).toEqual([
      [
        'penilaian/grid/sas/remedial',
        {
          pembelajaran_id: PEMBELAJARAN_ID,
          anggota_rombel_id: STUDENT_IDS[0],
          kolom: 'tes',
          version: 1,
          nilai: 75,
          alasan: 'Remedial tes SAS',
        },
      ],
    ]);
    expect(cellInput(0, 'Tes')).toHaveValue('75');
    expect(cell(0, 'Tes')).toHaveClass('gg-cell-remedial');
    // the NA follows the raised part, (80 + 75) / 2 rounded, and is not itself marked
    expect(cellInput(0, 'NA')).toHaveValue('78');
    expect(cell(0, 'NA')).not.toHaveClass('gg-cell-remedial');
    expect(rowState(0)).toBe('Tersimpan');
  });

  it('records a final’s remedial or adjustment from the finals grid, marks it, and shows a refusal', async () => {
    const fixture = gridFixture('nilai-akhir');
    fixture.rows[0]!.cells = { nilai: { value: 68, version: 1 } };
    fixture.rows[1]!.cells = {
      nilai: { value: 90, version: 3, disesuaikan: true, remedial_ditolak: 'Belum dibahas rapat' },
    };
    await open('nilai-akhir', fixture);
    // a refused adjustment: red, with the Waka's note on hover and its own legend line
    expect(cell(1, 'Nilai Akhir')).toHaveClass('gg-cell-disesuaikan-ditolak');
    expect(cellInput(1, 'Nilai Akhir')).toHaveAttribute(
      'title',
      'Penyesuaian ini ditolak Waka Kurikulum. Catatan: Belum dibahas rapat',
    );
    expect(screen.getByText('Remedial atau penyesuaian ditolak Waka')).toBeInTheDocument();
    expect(
      screen.getByText(
        /klik kanan pada nilai akhir yang tersimpan: catat remedial atau penyesuaian/,
      ),
    ).toBeInTheDocument();
    // its window shows the Waka's note, which the teacher acts on there
    await userEvent.click(
      within(await menuOf(1, 'Nilai Akhir')).getByRole('menuitem', {
        name: 'Catat remedial atau penyesuaian…',
      }),
    );
    expect(await screen.findByTestId('remedial-ditolak')).toHaveTextContent(
      'Penyesuaian ini ditolak Waka Kurikulum. Catatan: Belum dibahas rapat',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // an empty final has nothing to change
    expect(
      within(await menuOf(2, 'Nilai Akhir')).queryByRole('menuitem', {
        name: 'Catat remedial atau penyesuaian…',
      }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(
      within(await menuOf(0, 'Nilai Akhir')).getByRole('menuitem', {
        name: 'Catat remedial atau penyesuaian…',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Remedial atau penyesuaian nilai akhir — ADITYA PRATAMA',
    });
    expect(dialog).toHaveTextContent('Nilai sekarang: 68');
    expect(within(dialog).queryByTestId('remedial-ditolak')).toBeNull();
    const form = within(dialog).getByTestId('penyesuaian-form');
    await userEvent.click(within(form).getByRole('radio', { name: 'Penyesuaian lain' }));
    expect(within(form).getByRole('textbox', { name: 'Alasan' })).toHaveAttribute(
      'placeholder',
      'Contoh: keputusan rapat dewan guru 5 Desember 2026',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nilai akhir baru' }), '75');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Alasan' }),
      'Keputusan rapat dewan guru',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan nilai akhir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.filter((c) => c.path.endsWith('/penyesuaian')).map((c) => [c.path, c.body]),
    ).toEqual([
      [
        'penilaian/nilai-akhir/penyesuaian',
        {
          pembelajaran_id: PEMBELAJARAN_ID,
          anggota_rombel_id: STUDENT_IDS[0],
          version: 1,
          nilai: 75,
          jenis: 'adjust',
          alasan: 'Keputusan rapat dewan guru',
        },
      ],
    ]);
    expect(cellInput(0, 'Nilai Akhir')).toHaveValue('75');
    expect(cell(0, 'Nilai Akhir')).toHaveClass('gg-cell-disesuaikan');
    expect(cellInput(0, 'Nilai Akhir')).toHaveAttribute(
      'title',
      'Nilai akhir hasil penyesuaian (riwayat sel menyimpan nilai sebelumnya dan alasannya)',
    );
    expect(screen.getByText('Nilai akhir disesuaikan')).toBeInTheDocument();
    expect(rowState(0)).toBe('Tersimpan');

    // the next student's window starts from this kind and reason, both still to be changed
    await userEvent.click(
      within(await menuOf(1, 'Nilai Akhir')).getByRole('menuitem', {
        name: 'Catat remedial atau penyesuaian…',
      }),
    );
    const next = within(await screen.findByRole('dialog')).getByTestId('penyesuaian-form');
    expect(within(next).getByRole('radio', { name: 'Penyesuaian lain' })).toBeChecked();
    expect(within(next).getByRole('textbox', { name: 'Alasan' })).toHaveValue(
      'Keputusan rapat dewan guru',
    );
    expect(within(next).getByRole('textbox', { name: 'Alasan' })).toHaveAttribute(
      'placeholder',
      'Contoh: keputusan rapat dewan guru 5 Desember 2026',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // typing over it in the grid is an ordinary change: the mark goes
    await clickCell(0, 'Nilai Akhir');
    await userEvent.keyboard('77{Enter}');
    await save();
    await waitFor(() => expect(rowState(0)).toBe('Tersimpan'));
    expect(cell(0, 'Nilai Akhir')).not.toHaveClass('gg-cell-disesuaikan');
  });

  it('a remedial over a score changed meanwhile brings the new score in, naming who changed it', async () => {
    await open('slm');
    await clickCell(0, 'TP 1');
    fireEvent.contextMenu(cell(0, 'TP 1'));
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Catat remedial…' }),
    );
    const form = within(await screen.findByRole('dialog')).getByTestId('remedial-form');
    server.colleagueWrites(STUDENT_IDS[0]!, 'tp-1', 82);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nilai remedial' }), '86');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Alasan' }), 'Remedial lisan');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan nilai remedial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cellInput(0, 'TP 1')).toHaveValue('82'));
    expect(cell(0, 'TP 1')).not.toHaveClass('gg-cell-remedial');
    expect(screen.getByTestId('grid-presence')).toHaveTextContent(
      /Perubahan terbaru dari Sari Wulandari, S\.Pd\. \(.+\) sudah ditampilkan\./,
    );
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Nilai ini baru saja diubah di tempat lain. Lembar dimuat ulang; periksa nilainya lalu catat lagi.',
    );
  });

  it('a remedial over the teacher’s own change in another tab says it was his', async () => {
    await open('slm');
    await clickCell(0, 'TP 1');
    fireEvent.contextMenu(cell(0, 'TP 1'));
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Catat remedial…' }),
    );
    const form = within(await screen.findByRole('dialog')).getByTestId('remedial-form');
    server.writesElsewhere(STUDENT_IDS[0]!, 'tp-1', 82);
    vi.mocked(notify).mockClear();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nilai remedial' }), '86');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Alasan' }), 'Remedial lisan');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan nilai remedial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Nilai ini baru saja Anda ubah di tab atau perangkat lain. Lembar dimuat ulang; periksa nilainya lalu catat lagi.',
    );
    await waitFor(() => expect(cellInput(0, 'TP 1')).toHaveValue('82'));
  });

  it('a final’s adjustment over the teacher’s own change in another tab says it was his', async () => {
    const fixture = gridFixture('nilai-akhir');
    fixture.rows[0]!.cells = { nilai: { value: 68, version: 1 } };
    await open('nilai-akhir', fixture);
    await userEvent.click(
      within(await menuOf(0, 'Nilai Akhir')).getByRole('menuitem', {
        name: 'Catat remedial atau penyesuaian…',
      }),
    );
    const form = within(await screen.findByRole('dialog')).getByTestId('penyesuaian-form');
    server.writesElsewhere(STUDENT_IDS[0]!, 'nilai', 75);
    vi.mocked(notify).mockClear();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nilai akhir baru' }), '80');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Alasan' }), 'Remedial lisan');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan nilai akhir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Nilai akhir peserta didik ini baru saja Anda ubah di tab atau perangkat lain. Periksa nilai terbaru lalu simpan lagi.',
    );
  });

  it('a remedial refused because grading closed meanwhile closes the window and locks the grid, saying why', async () => {
    await open('slm');
    await clickCell(0, 'TP 1');
    fireEvent.contextMenu(cell(0, 'TP 1'));
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Catat remedial…' }),
    );
    const form = within(await screen.findByRole('dialog')).getByTestId('remedial-form');
    server.setMode('locked', 'Penilaian semester ini sudah ditutup oleh administrator.');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nilai remedial' }), '86');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Alasan' }), 'Remedial lisan');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan nilai remedial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('Penilaian semester ini sudah ditutup oleh administrator.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(cell(0, 'TP 2')).toHaveClass('dsg-cell-disabled'));
    expect(cellInput(0, 'TP 1')).toHaveValue('80');
  });

  it('marks a remedial the Waka refused, with his note on hover and in the legend', async () => {
    const fixture = gridFixture('slm');
    fixture.rows[0]!.cells['tp-1'] = {
      value: 80,
      version: 2,
      remedial: true,
      remedial_ditolak: 'Lampirkan lembar jawabannya',
    };
    fixture.rows[1]!.cells['tp-1'] = { value: 81, version: 2, remedial: true };
    await open('slm', fixture);
    expect(cell(0, 'TP 1')).toHaveClass('gg-cell-remedial-ditolak');
    expect(cellInput(0, 'TP 1')).toHaveAttribute(
      'title',
      'Remedial ini ditolak Waka Kurikulum. Catatan: Lampirkan lembar jawabannya',
    );
    expect(cell(1, 'TP 1')).toHaveClass('gg-cell-remedial');
    expect(screen.getByText('Remedial ditolak Waka')).toBeInTheDocument();
    expect(screen.getByText('Nilai hasil remedial')).toBeInTheDocument();
  });

  it('keeps the remedial mark (and a refusal’s note) of a score a save’s conflict brings in', async () => {
    await open('slm');
    const read = cellVersion(1, 'tp-1');
    await clickCell(1, 'TP 1');
    await userEvent.keyboard('55{Enter}');
    server.answerNextPut({
      status: 409,
      json: {
        error: { code: GRID_CONFLICT_CODE, message: 'Nilai sudah diubah.' },
        conflicts: [
          {
            anggota_rombel_id: STUDENT_IDS[1],
            kolom: 'tp-1',
            value: 74,
            version: read + 1,
            remedial: true,
            remedial_ditolak: 'Lampirkan lembar jawabannya',
            updated_by: 'Sari Wulandari, S.Pd.',
            updated_at: '2026-12-02T03:00:00.000Z',
          },
        ],
      },
    });
    await save();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pakai nilai terbaru — BELLA SAFITRI' }),
    );
    await waitFor(() => expect(cellInput(1, 'TP 1')).toHaveValue('74'));
    // the Waka refused that remedial: the red mark and his note, as a fresh load shows them
    expect(cell(1, 'TP 1')).toHaveClass('gg-cell-remedial-ditolak');
    expect(cellInput(1, 'TP 1')).toHaveAttribute(
      'title',
      'Remedial ini ditolak Waka Kurikulum. Catatan: Lampirkan lembar jawabannya',
    );
    expect(rowState(1)).toBe('Tersimpan');
  });

  it('lists the sheet’s saves, each opening to the cells it changed', async () => {
    await open('slm');
    await clickCell(0, 'TP 2');
    await userEvent.keyboard('71{Enter}72{Enter}');
    await save();
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    await clickCell(2, 'TP 3');
    await userEvent.keyboard('90{Enter}');
    await save();
    await waitFor(() => expect(rowState(2)).toBe('Tersimpan'));

    await userEvent.click(screen.getByRole('button', { name: 'Riwayat lembar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat Lembar Nilai' });
    const saves = await within(dialog).findAllByRole('button', { name: /Lembar nilai · / });
    expect(saves.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/Guru Mapel.*Lembar nilai · 1 sel, 1 peserta didik$/),
      expect.stringMatching(/Guru Mapel.*Lembar nilai · 2 sel, 2 peserta didik$/),
    ]);
    await userEvent.click(saves[1]!);
    // the panel opens with a short animation
    const changes = await within(dialog).findAllByRole('row', { name: /TP 2/ });
    expect(changes.map((row) => row.textContent)).toEqual([
      'ADITYA PRATAMATP 2– → 71',
      'BELLA SAFITRITP 2– → 72',
    ]);
    expect(
      calls.some(
        (c) => c.path === `penilaian/riwayat-lembar?pembelajaran_id=${PEMBELAJARAN_ID}&kind=slm`,
      ),
    ).toBe(true);
  });
});

/** Width in px the sheet gives the column headed `label` (the name column: its own header). */
function columnWidth(label: string): number {
  const header = screen.getAllByText(label).find((el) => el.closest('.dsg-row-header'));
  return parseFloat(header!.closest<HTMLElement>('.dsg-cell')!.style.width);
}
const sheet = () => screen.getByRole('group', { name: 'Lembar nilai' });
/** Width of what the sheet lays out (wider than the sheet: it scrolls sideways). */
const contentWidth = () => sheet().querySelector<HTMLElement>('.dsg-container > div')!.style.width;

function withColumns(kind: GridKind, columns: GridData['columns']): GridData {
  return { ...gridFixture(kind), columns };
}

async function openFixture(fixture: GridData) {
  server = createFakeGridServer(fixture);
  calls = installFetch(server);
  renderGrid(fixture.kind);
  await findSheet();
}

// jsdom's sheet is 1200px wide (installLayout), so an empty band would show as columns narrower
// than the sheet with a frame that does not stop where they do.
describe('GradeGrid sheet width', () => {
  it('SAS: three scores grow to 160px at most and the frame ends where the last column ends', async () => {
    await open('sas');
    expect(columnWidth('No · Nama Peserta Didik')).toBe(260);
    expect(['Non Tes', 'Tes', 'NA'].map(columnWidth)).toEqual([160, 160, 160]);
    expect(contentWidth()).toBe('740px');
    // 260 + 3 × 160 and the frame's 1px right border.
    expect(sheet()).toHaveStyle({ maxWidth: '741px' });
  });

  it('PTS: its one column is 160px wide, the frame stops there, and typing still lands', async () => {
    const pts = withColumns('pts', [
      { key: 'nilai', label: 'Nilai Tengah Semester', type: 'score' },
    ]);
    await openFixture(pts);
    expect(columnWidth('Nilai Tengah Semester')).toBe(160);
    expect(sheet()).toHaveStyle({ maxWidth: '421px' });
    await clickCell(0, 'Nilai Tengah Semester');
    await userEvent.keyboard('77{Enter}');
    expect(cellInput(0, 'Nilai Tengah Semester')).toHaveValue('77');
  });

  it('SLM with many TPs keeps the frozen name column and scrolls sideways', async () => {
    const tps = Array.from({ length: 16 }, (_, index) => ({
      key: `tp-${index + 1}`,
      label: `TP ${index + 1}`,
      type: 'score' as const,
    }));
    await openFixture(withColumns('slm', tps));
    expect(columnWidth('No · Nama Peserta Didik')).toBe(260);
    expect(columnWidth('TP 1')).toBe(72);
    // 260 + 16 × 72 is wider than the 1200px sheet: it scrolls, it does not squeeze.
    expect(contentWidth()).toBe('1412px');
    expect(screen.getByText('ADITYA PRATAMA').closest('.dsg-cell')).toHaveClass('dsg-cell-gutter');
    await clickCell(1, 'TP 2');
    await userEvent.keyboard('66{Enter}');
    expect(cellInput(1, 'TP 2')).toHaveValue('66');
  });

  it('descriptions: text columns fill the width, so the frame is not capped', async () => {
    await open('deskripsi');
    expect(columnWidth('Capaian')).toBe(470);
    expect(columnWidth('Perlu ditingkatkan')).toBe(470);
    expect(sheet().style.maxWidth).toBe('');
  });

  it('on a phone the name column narrows to 120px, leaving room for the scores', async () => {
    const phone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => mediaQueryList(query, query === '(max-width: 36em)'));
    try {
      await open('sas');
      expect(columnWidth('No · Nama Peserta Didik')).toBe(120);
      expect(['Non Tes', 'Tes', 'NA'].map(columnWidth)).toEqual([160, 160, 160]);
      expect(sheet()).toHaveStyle({ maxWidth: '601px' });
    } finally {
      phone.mockRestore();
    }
  });
});
