import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { clear, createStore } from 'idb-keyval';
import type { Semester, SessionResponse } from '@erapor/shared/auth/auth.schemas';
import type { GridColumn, GridData, GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { renderWithProviders } from '../../../test/render';
import { STORAGE_KEYS, saveSession } from '../../../lib/storage';
import { GradeGrid } from '../grade-grid';
import type { FakeGridServer } from './fake-grid-server';

/** Test helpers for the grade grid: a fixture, the fetch boundary, jsdom layout, cell access. */

export const PEMBELAJARAN_ID = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6f';

const STUDENTS = [
  ['0b6f2d1e-0000-4000-8000-000000000001', 'ADITYA PRATAMA', '0081234501'],
  ['0b6f2d1e-0000-4000-8000-000000000002', 'BELLA SAFITRI', '0081234502'],
  ['0b6f2d1e-0000-4000-8000-000000000003', 'CAHYO NUGROHO', '0081234503'],
  ['0b6f2d1e-0000-4000-8000-000000000004', 'DEWI LESTARI', null],
] as const;

export const STUDENT_IDS: string[] = STUDENTS.map(([id]) => id);

const COLUMNS: Partial<Record<GridKind, GridColumn[]>> = {
  slm: [
    { key: 'tp-1', label: 'TP 1', description: 'Menerapkan K3LH di bengkel', type: 'score' },
    { key: 'tp-2', label: 'TP 2', description: 'Merakit komputer sesuai SOP', type: 'score' },
    { key: 'tp-3', label: 'TP 3', description: 'Menginstal sistem operasi', type: 'score' },
  ],
  sas: [
    { key: 'non-tes', label: 'Non Tes', type: 'score' },
    { key: 'tes', label: 'Tes', type: 'score' },
    { key: 'na', label: 'NA', type: 'score', readOnly: true },
  ],
  'nilai-akhir': [
    { key: 'nilai', label: 'Nilai Akhir', description: 'Nilai 0–100', type: 'score' },
  ],
  ketercapaian: [
    { key: 'tp-1', label: 'TP 1', description: 'Menerapkan K3LH di bengkel', type: 'kompeten' },
  ],
  deskripsi: [
    { key: 'capaian', label: 'Capaian', type: 'text' },
    { key: 'perlu_ditingkatkan', label: 'Perlu ditingkatkan', type: 'text' },
  ],
};

/** A class of four with two SLM scores already stored (version 1). */
export function gridFixture(kind: GridKind = 'slm', lock: GridData['lock'] = null): GridData {
  const columns = COLUMNS[kind]!;
  return {
    kind,
    pembelajaran: {
      pembelajaran_id: PEMBELAJARAN_ID,
      nama_mata_pelajaran: 'Dasar-dasar Teknik Jaringan Komputer',
      mata_pelajaran_id: 800001000,
      rombongan_belajar_id: '7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f50',
      rombel: 'X TJKT 1',
      tingkat: 10,
      merdeka: true,
    },
    lock,
    columns,
    rows: STUDENTS.map(([id, nama, nisn], index): GridData['rows'][number] => ({
      anggota_rombel_id: id,
      peserta_didik_id: id.replace('0b6f', '9a9a'),
      nama,
      nisn,
      cells:
        kind === 'slm' && index < 2
          ? { 'tp-1': { value: 80 + index, version: 1 } }
          : kind === 'deskripsi' && index === 0
            ? {
                capaian: { value: 'Menguasai K3LH.', version: 3 },
                perlu_ditingkatkan: { value: null, version: 3 },
              }
            : {},
    })),
  };
}

/** jsdom has no layout: give the sheet a size so the virtualised rows and columns render. */
export function installLayout() {
  class SizedResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const size = { inlineSize: 1200, blockSize: 800 };
      const entry = {
        target,
        contentRect: {
          width: 1200,
          height: 800,
          top: 0,
          left: 0,
          right: 1200,
          bottom: 800,
          x: 0,
          y: 0,
        },
        borderBoxSize: [size],
        contentBoxSize: [size],
      };
      this.callback([entry as unknown as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  }
  const original = window.ResizeObserver;
  window.ResizeObserver = SizedResizeObserver;
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  return () => {
    window.ResizeObserver = original;
    width.mockRestore();
    height.mockRestore();
  };
}

/** The demo teacher signed in for tests, by default in the active 2026/2027 Ganjil. */
export const GANJIL_2026: Semester = {
  semester_id: '20261',
  tahun_ajaran_id: 2026,
  nama: '2026/2027 Ganjil',
  semester: 1,
  periode_aktif: true,
};

export function session(
  accessToken: string,
  refreshToken: string,
  semester: Semester = GANJIL_2026,
): SessionResponse {
  return {
    accessToken,
    refreshToken,
    userData: {
      user_id: '3c9a1f2e-7b6d-4e5f-8a9b-0c1d2e3f4a5b',
      name: 'Rina Marlina, S.Kom.',
      email: 'rina@smkn1contoh.sch.id',
      username: null,
      roles: ['guru'],
      role: 'Guru',
      ability: [{ action: 'read', subject: 'Web' }],
      sekolah: { sekolah_id: 's1', npsn: '20212345', nama: 'SMK Negeri 1 Contoh', is_demo: true },
      semester,
      has_photo: false,
      last_login_at: null,
    },
  };
}

/** Edits kept on the device by an earlier test must not show up in the next one. */
export async function resetDraftStore() {
  await clear(createStore('erapor-grade-grid', 'drafts'));
}

/**
 * What every grid test starts from: no drafts kept from an earlier test, a signed-in teacher and
 * a laid-out sheet. Answers the function that undoes the layout (for `afterEach`).
 */
export async function prepareGridTest(): Promise<() => void> {
  await resetDraftStore();
  saveSession(session('access-1', 'refresh-1'));
  // every sheet starts with Enter going down, whatever an earlier test chose
  localStorage.removeItem(STORAGE_KEYS.gradeGridEnter);
  return installLayout();
}

/** Everything the grid asks the network goes to the fake server; `null` = the network is down. */
export function installFetch(server: FakeGridServer, options: { refresh?: 'ok' | 'fail' } = {}) {
  const calls: { method: string; path: string; body: unknown; token?: string }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^\/api\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const token = (init?.headers as Record<string, string> | undefined)?.Authorization;
    // Presence heartbeats are kept by the fake server (`heartbeats`), not among the grid's calls.
    if (!path.includes('/kehadiran')) calls.push({ method, path, body, token });
    if (path === 'jwt/refresh-token') {
      return options.refresh === 'fail'
        ? Response.json(
            { error: { code: 'auth.refresh_invalid', message: 'Sesi berakhir.' } },
            { status: 401 },
          )
        : Response.json(session('access-2', 'refresh-2'));
    }
    const answer = server.handle(method, path, body);
    if (!answer) throw new TypeError('Failed to fetch');
    return Response.json(answer.json, { status: answer.status });
  });
  return calls;
}

export function renderGrid(kind: GridKind = 'slm') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <GradeGrid kind={kind} pembelajaranId={PEMBELAJARAN_ID} /> },
      { path: '/beranda', element: <p>Beranda</p> },
      { path: '/login', element: <p>Halaman masuk</p> },
    ],
    { initialEntries: ['/'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/** Waits until the sheet shows its students and knows its width (columns laid out). */
export async function findSheet() {
  await screen.findByText('ADITYA PRATAMA');
  await waitFor(() => {
    const gutter = document.querySelector<HTMLElement>('.dsg-row-header .dsg-cell-gutter');
    if (!gutter || gutter.style.width === '100px') throw new Error('sheet not laid out yet');
  });
}

function columnBox(label: string) {
  const header = screen.getAllByText(label).find((el) => el.closest('.dsg-row-header'));
  const cell = header!.closest<HTMLElement>('.dsg-cell')!;
  return { left: parseFloat(cell.style.left), width: parseFloat(cell.style.width) };
}

function dataRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.dsg-row:not(.dsg-row-header)')].sort(
    (a, b) => parseFloat(a.style.top) - parseFloat(b.style.top),
  );
}

/** The cell element of the n-th student (0-based) under the column headed `label`. */
export function cell(row: number, label: string): HTMLElement {
  const { left } = columnBox(label);
  const cells = [...dataRows()[row]!.querySelectorAll<HTMLElement>('.dsg-cell')];
  return cells.find((candidate) => parseFloat(candidate.style.left) === left)!;
}

export function cellInput(row: number, label: string): HTMLInputElement {
  return within(cell(row, label)).getByRole<HTMLInputElement>('textbox');
}

/** The state marker of the n-th student's row ("Tersimpan", "Belum disimpan"…). */
export function rowState(row: number): string | null {
  return dataRows()[row]!.querySelector('.gg-dot')!.getAttribute('aria-label');
}

/** Whether the library's active-cell frame sits on the n-th student's cell under `label`. */
export function isActiveCell(row: number, label: string): boolean {
  const frame = document.querySelector<HTMLElement>('.dsg-active-cell');
  return (
    frame !== null &&
    parseFloat(frame.style.left) === columnBox(label).left &&
    frame.style.top === dataRows()[row]!.style.top
  );
}

/**
 * Clicks a cell where a teacher would: the library maps the pointer position to the cell. Done
 * again until the library's active-cell frame sits on that cell: on a busy machine the sheet may
 * still be settling its column widths when the first click comes, and the click lands elsewhere.
 */
export async function clickCell(row: number, label: string) {
  await waitFor(() => {
    if (isActiveCell(row, label)) return;
    pressOn(row, label);
    if (!isActiveCell(row, label)) {
      throw new Error(`the cell of row ${row} under "${label}" is not active yet`);
    }
  });
}

/**
 * One press and release of the mouse on the middle of a cell; `clicks` is the press's count as
 * the browser gives it (2 for the second press of a double click).
 */
export function pressOn(row: number, label: string, clicks = 1) {
  const { left, width } = columnBox(label);
  const point = {
    clientX: left + width / 2,
    clientY: parseFloat(dataRows()[row]!.style.top) + 5,
    button: 0,
    detail: clicks,
  };
  const target = cell(row, label);
  act(() => {
    fireEvent.mouseDown(target, point);
    fireEvent.mouseUp(target, point);
  });
}

/** A double click on a cell: the first click makes it active, the second opens it. */
export async function doubleClickCell(row: number, label: string) {
  await clickCell(row, label);
  pressOn(row, label, 2);
  act(() => {
    fireEvent.dblClick(cell(row, label));
  });
  await waitFor(() => {
    if (document.activeElement !== cellInput(row, label)) throw new Error('the cell is not open');
  });
}

/** A paste from Excel / Google Sheets: tab-separated columns, newline-separated rows. */
export async function pasteText(text: string) {
  await pasteClipboard({ 'text/plain': text });
}

/**
 * A paste of what a program put on the clipboard, by format: `text/plain`, and `text/html` as
 * Excel, Google Docs, Word or a web page write it next to the text.
 */
export async function pasteClipboard(formats: Record<string, string>) {
  const clipboardData = {
    types: Object.keys(formats),
    getData: (format: string) => formats[format] ?? '',
  };
  await act(async () => {
    fireEvent.paste(document, { clipboardData });
    // The library applies a paste after an await of its own.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
