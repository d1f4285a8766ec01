import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir, lockPath, lockPaths } from './data-dir-lock';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'erapor-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process holding the lock the way lockDataDir does, answering `text`. */
async function otherHolder(path: string, text: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:net').createServer((s) => s.end(${JSON.stringify(text)}))` +
        `.listen(${JSON.stringify(path)}, () => console.log('listening'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((done, fail) => {
    child.stdout.once('data', () => done());
    child.once('exit', (code) => fail(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('lockDataDir', () => {
  it('refuses a second holder, naming what the first announced, until the first releases', async () => {
    const dir = dataDir();
    const first = await lockDataDir(dir);
    first.announce('PID 1234, http://localhost:8154');
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).message).toContain(
      'sedang dipakai oleh server e-Rapor lain yang masih berjalan (PID 1234, http://localhost:8154)',
    );
    await first.release();
    const second = await lockDataDir(dir);
    await second.release();
  });

  it('refuses while another process holds it', async () => {
    const dir = dataDir();
    const holder = await otherHolder(lockPath(dir), 'PID 42, http://localhost:9000');
    try {
      await expect(lockDataDir(dir)).rejects.toThrow('(PID 42, http://localhost:9000)');
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the socket file of a holder that was killed', async () => {
    const dir = dataDir();
    const path = lockPath(dir);
    const holder = await otherHolder(path, 'PID 42');
    const ended = new Promise((done) => holder.once('exit', done));
    holder.kill('SIGKILL');
    await ended;
    // a Unix socket file outlives its process (a named pipe does not)
    if (process.platform !== 'win32') expect(existsSync(path)).toBe(true);
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it('falls back to the temporary directory where the data directory holds no socket', async () => {
    const dir = dataDir();
    // a data directory on a file system without sockets is like one the socket cannot be made in
    const paths = [join(dir, 'tidak-ada', 'erapor.lock'), lockPaths(dir, 'linux')[1]!];
    const first = await lockDataDir(dir, paths);
    try {
      expect(existsSync(paths[1]!)).toBe(true);
      await expect(lockDataDir(dir, paths)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await first.release();
    }
    const again = await lockDataDir(dir, paths);
    await again.release();
  });

  it('keeps a socket path the system accepts, and uses a named pipe on Windows', () => {
    const short = lockPath('/srv/erapor/data', 'linux');
    expect(short).toBe('/srv/erapor/data/erapor.lock');
    expect(lockPaths('/srv/erapor/data', 'linux')[1]).toMatch(/erapor-smk-[0-9a-f]{24}\.lock$/);
    const long = lockPath(`/srv/${'sekolah-'.repeat(20)}/data`, 'linux');
    expect(long.startsWith(tmpdir())).toBe(true);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(100);
    expect(lockPath('C:\\erapor\\data', 'win32')).toMatch(
      /^\\\\\?\\pipe\\erapor-smk-[0-9a-f]{24}$/,
    );
  });
});

describe('openDatabase on a data directory', () => {
  it('opens the embedded database for one process at a time, the first one unharmed', async () => {
    const dir = dataDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      first.announce?.('PID 7, http://localhost:8154');
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
      expect(await first.executeSql('select 41 + 1 as answer')).toMatchObject({
        rows: [{ answer: 42 }],
      });
    } finally {
      await first.close();
    }
    // closed: the directory is free again
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 60_000);
});
