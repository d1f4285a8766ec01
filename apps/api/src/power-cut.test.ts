import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  GradeSaveEntry,
  GridData,
  GridWriteResult,
} from '@erapor/shared/penilaian/grid.schemas';

// The school's own start command on the embedded database, killed the way a power cut kills it
// (decision 0015): every save the server answered must be there after the next start, and the save
// it was in the middle of wholly or not at all. Not a PostgreSQL test: PGlite is the database that
// lives inside the process that is cut.

const serverScript = resolve(import.meta.dirname, 'server.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'erapor-listrik-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((answer, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => answer(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start`'s server from source on `dataDir`; answers once it says where it is ready. */
async function startServer(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: resolve(import.meta.dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server not ready:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(' siap di http://')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code ?? signal}):\n${output}`));
    });
  });
  return { child, output: () => output };
}

function client(port: number) {
  let token = '';
  async function call<T>(method: string, path: string, body?: object) {
    const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
  return {
    call,
    async signIn(account: { username: string; password: string }) {
      const session = await call<{ accessToken: string }>('POST', '/jwt/login', {
        email: account.username,
        password: account.password,
      });
      token = session.accessToken;
    },
  };
}

/** The score of a cell in round `round`: every cell changes from each round to the next. */
const score = (round: number, cell: number) => 40 + ((round * 37 + cell) % 61);

describe('a power cut in the middle of whole-grid saves on the embedded database', () => {
  it('keeps every answered save and the cut one wholly or not at all, and the next start serves at once', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const accounts = JSON.parse(
      readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8'),
    ) as Record<string, { username: string; password: string }>;
    const guru = client(port);
    await guru.signIn(accounts.guru!);
    const list = await guru.call<{ pembelajaran_id: string; siap_dinilai: boolean }[]>(
      'GET',
      '/penilaian/pembelajaran',
    );
    let grid: GridData | null = null;
    for (const item of list.filter((row) => row.siap_dinilai)) {
      grid = await guru.call<GridData>(
        'GET',
        `/penilaian/grid/slm?pembelajaran_id=${item.pembelajaran_id}`,
      );
      if (grid.columns.some((column) => column.type === 'score' && !column.readOnly)) break;
    }
    expect(grid?.lock ?? null).toBeNull();
    const pembelajaranId = grid!.pembelajaran.pembelajaran_id;
    const columns = grid!.columns.filter((column) => column.type === 'score' && !column.readOnly);
    const cells = grid!.rows.flatMap((row) =>
      columns.map((column) => ({ anggota: row.anggota_rombel_id, kolom: column.key })),
    );
    expect(cells.length).toBeGreaterThanOrEqual(30);
    const versions = new Map(
      grid!.rows.flatMap((row) =>
        columns.map((column) => [
          `${row.anggota_rombel_id}/${column.key}`,
          row.cells[column.key]?.version ?? 0,
        ]),
      ),
    );
    const body = (round: number) => ({
      pembelajaran_id: pembelajaranId,
      cells: cells.map((cell, index) => ({
        anggota_rombel_id: cell.anggota,
        kolom: cell.kolom,
        value: score(round, index),
        version: versions.get(`${cell.anggota}/${cell.kolom}`) ?? 0,
      })),
    });

    // whole-grid saves, each answered before the next, then one more cut off by the power
    let answered = 0;
    for (let round = 1; round <= 6; round += 1) {
      const saved = await guru.call<GridWriteResult>('PUT', '/penilaian/grid/slm', body(round));
      for (const cell of saved.cells)
        versions.set(`${cell.anggota_rombel_id}/${cell.kolom}`, cell.version);
      answered = round;
    }
    const cut = answered + 1;
    const inFlight = guru.call('PUT', '/penilaian/grid/slm', body(cut)).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    first.child.kill('SIGKILL');
    const cutSave = await inFlight;

    // the next start takes the data directory over, does not make the demo again, and serves
    const second = await startServer(port);
    expect(second.output()).not.toContain('Sekolah demo dibuat');
    const after = client(port);
    await after.signIn(accounts.guru!);
    const stored = await after.call<GridData>(
      'GET',
      `/penilaian/grid/slm?pembelajaran_id=${pembelajaranId}`,
    );
    const values = cells.map(
      (cell) =>
        stored.rows.find((row) => row.anggota_rombel_id === cell.anggota)!.cells[cell.kolom]?.value,
    );
    const lastRound = values[0] === score(cut, 0) ? cut : answered;
    // an answered save is never lost; the cut one is all there or not there at all
    if (cutSave === 'answered') expect(lastRound).toBe(cut);
    expect(values).toEqual(cells.map((_, index) => score(lastRound, index)));

    // the history agrees: one whole save per stored round, the newest with the stored values
    const saves = await after.call<GradeSaveEntry[]>(
      'GET',
      `/penilaian/riwayat-lembar?pembelajaran_id=${pembelajaranId}&kind=slm`,
    );
    const ours = saves.slice(0, lastRound - 1);
    expect(ours.map((save) => save.jumlah_sel)).toEqual(ours.map(() => cells.length));
    const expected = new Map(
      cells.map((cell, index) => [
        `${cell.anggota}/${cell.kolom}`,
        String(score(lastRound, index)),
      ]),
    );
    expect(saves[0]!.sel.length).toBeGreaterThan(0);
    for (const cell of saves[0]!.sel)
      expect(cell.baru).toBe(expected.get(`${cell.anggota_rombel_id}/${cell.kolom}`));
    second.child.kill('SIGTERM');
  }, 240_000);
});
