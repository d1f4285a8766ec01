import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { createFakeGridServer, type FakeGridServer } from './dev/fake-grid-server';
import {
  STUDENT_IDS,
  cellInput,
  clickCell,
  findSheet,
  gridFixture,
  installFetch,
  prepareGridTest,
  renderGrid,
  rowState,
} from './dev/grid-test-kit';

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
  // the first heartbeat is answered: a colleague's save after it is news to the next one
  await waitFor(() => expect(server.heartbeats.length).toBeGreaterThan(0));
}

beforeEach(async () => {
  restoreLayout = await prepareGridTest();
});
afterEach(() => restoreLayout());

const puts = () =>
  calls
    .filter((call) => call.method === 'PUT')
    .map((call) => (call.body as { cells: unknown[] }).cells);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
const panel = () =>
  screen.queryByRole('region', { name: 'Nilai ini sudah diubah sejak Anda membukanya' });
const stored = (row: number, kolom: string) =>
  server.grid.rows[row]!.cells[kolom] ?? { value: null, version: 0 };
/** The tab is shown again: the grid says it is here at once instead of at the next interval. */
const heartbeatNow = () => fireEvent(document, new Event('visibilitychange'));

const BELLA = STUDENT_IDS[1]!;
const MINE = 'Capaian dari Alya';
const THEIRS = 'Perlu dari Agustinus';

describe('GradeGrid descriptions: two texts sharing one version per student', () => {
  it('a colleague’s save of the other text is no conflict: both texts are saved, and the grid says whose came in', async () => {
    await open('deskripsi');
    server.blockPresence();
    server.colleagueWrites(BELLA, 'perlu_ditingkatkan', THEIRS, 'Agustinus Goa');
    await clickCell(1, 'Capaian');
    await userEvent.keyboard(`${MINE}{Enter}`);
    await save();

    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    expect(panel()).toBeNull();
    // refused once as a whole row, then sent again over the newest version, his text kept
    expect(puts()).toHaveLength(2);
    expect(puts()[1]).toEqual([
      { anggota_rombel_id: BELLA, kolom: 'capaian', value: MINE, version: 1 },
      { anggota_rombel_id: BELLA, kolom: 'perlu_ditingkatkan', value: THEIRS, version: 1 },
    ]);
    expect(stored(1, 'capaian')).toEqual({ value: MINE, version: 2 });
    expect(stored(1, 'perlu_ditingkatkan')).toEqual({ value: THEIRS, version: 2 });
    expect(cellInput(1, 'Perlu ditingkatkan')).toHaveValue(THEIRS);
    expect(screen.getByTestId('grid-presence')).toHaveTextContent(
      /Perubahan terbaru dari Agustinus Goa \(.+\) sudah ditampilkan\./,
    );
  });

  it('lists only the text the teacher typed that a colleague changed, says the other keeps the newest, and each choice does so', async () => {
    await open('deskripsi');
    server.blockPresence();
    server.colleagueWrites(BELLA, 'capaian', 'Capaian dari Agustinus', 'Agustinus Goa');
    server.colleagueWrites(BELLA, 'perlu_ditingkatkan', THEIRS, 'Agustinus Goa');
    await clickCell(1, 'Capaian');
    await userEvent.keyboard(`${MINE}{Enter}`);
    await save();

    const row = await within((await waitFor(() => panel()))!).findByTestId(`conflict-${BELLA}`);
    expect(row).toHaveTextContent(
      /Capaian: Nilai Anda Capaian dari Alya · Nilai terbaru Capaian dari Agustinus \(diubah oleh Agustinus Goa, /,
    );
    expect(row).not.toHaveTextContent('Perlu ditingkatkan: Nilai Anda');
    expect(row).toHaveTextContent(
      'Kolom “Perlu ditingkatkan” tidak Anda ubah: isinya tulisan terbaru, apa pun pilihan Anda.',
    );

    await userEvent.click(
      within(row).getByRole('button', { name: 'Tetap pakai nilai saya — BELLA SAFITRI' }),
    );
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    expect(puts().at(-1)).toEqual([
      { anggota_rombel_id: BELLA, kolom: 'capaian', value: MINE, version: 2 },
      { anggota_rombel_id: BELLA, kolom: 'perlu_ditingkatkan', value: THEIRS, version: 2 },
    ]);
    expect(stored(1, 'perlu_ditingkatkan').value).toBe(THEIRS);
  });

  it('“Pakai nilai terbaru” gives up only the text a colleague changed: the other one typed is still saved, as the panel says', async () => {
    await open('deskripsi');
    server.blockPresence();
    server.colleagueWrites(BELLA, 'capaian', 'Capaian dari Agustinus', 'Agustinus Goa');
    await clickCell(1, 'Capaian');
    await userEvent.keyboard(`${MINE}{Tab}`);
    await userEvent.keyboard('Perlu dari Alya{Enter}');
    await save();

    const row = await within((await waitFor(() => panel()))!).findByTestId(`conflict-${BELLA}`);
    expect(row).toHaveTextContent(/Capaian: Nilai Anda Capaian dari Alya · Nilai terbaru /);
    expect(row).not.toHaveTextContent('Perlu ditingkatkan: Nilai Anda');
    expect(row).toHaveTextContent(
      'Tulisan Anda di kolom “Perlu ditingkatkan” tetap dipakai, apa pun pilihan Anda.',
    );

    await userEvent.click(
      within(row).getByRole('button', { name: 'Pakai nilai terbaru — BELLA SAFITRI' }),
    );
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    expect(puts().at(-1)).toEqual([
      {
        anggota_rombel_id: BELLA,
        kolom: 'capaian',
        value: 'Capaian dari Agustinus',
        version: 1,
      },
      {
        anggota_rombel_id: BELLA,
        kolom: 'perlu_ditingkatkan',
        value: 'Perlu dari Alya',
        version: 1,
      },
    ]);
    expect(cellInput(1, 'Capaian')).toHaveValue('Capaian dari Agustinus');
    expect(stored(1, 'perlu_ditingkatkan').value).toBe('Perlu dari Alya');
  });

  it('a colleague’s save of the other text brought in by presence leaves the typed text an edit, saved without a conflict', async () => {
    await open('deskripsi');
    await clickCell(1, 'Capaian');
    await userEvent.keyboard(`${MINE}{Enter}`);
    server.colleagueWrites(BELLA, 'perlu_ditingkatkan', THEIRS, 'Agustinus Goa');
    heartbeatNow();
    await waitFor(() => expect(cellInput(1, 'Perlu ditingkatkan')).toHaveValue(THEIRS));
    expect(rowState(1)).toBe('Belum disimpan');
    expect(panel()).toBeNull();

    await save();
    await waitFor(() => expect(rowState(1)).toBe('Tersimpan'));
    expect(puts()).toEqual([
      [
        { anggota_rombel_id: BELLA, kolom: 'capaian', value: MINE, version: 1 },
        { anggota_rombel_id: BELLA, kolom: 'perlu_ditingkatkan', value: THEIRS, version: 1 },
      ],
    ]);
  });
});

describe('GradeGrid SAS: the computed NA after a conflict', () => {
  it('“Pakai nilai terbaru” shows the row as the server has it, its NA too', async () => {
    await open('sas');
    server.blockPresence();
    // the teacher's other tab stored both parts, and the NA the server computed from them
    const id = STUDENT_IDS[0]!;
    server.writesElsewhere(id, 'non-tes', 60);
    server.writesElsewhere(id, 'tes', 80);
    server.writesElsewhere(id, 'na', 70);
    await clickCell(0, 'Tes');
    await userEvent.keyboard('90{Enter}');
    await save();
    const row = await within((await waitFor(() => panel()))!).findByTestId(`conflict-${id}`);
    expect(row).toHaveTextContent(/Tes: Nilai Anda 90 · Nilai terbaru 80/);

    await userEvent.click(
      within(row).getByRole('button', { name: 'Pakai nilai terbaru — ADITYA PRATAMA' }),
    );
    expect(cellInput(0, 'Tes')).toHaveValue('80');
    await waitFor(() => expect(cellInput(0, 'NA')).toHaveValue('70'));
    expect(cellInput(0, 'Non Tes')).toHaveValue('60');
    expect(rowState(0)).toBe('Tersimpan');
    // nothing of hers was written
    expect(puts()).toHaveLength(1);
  });
});
