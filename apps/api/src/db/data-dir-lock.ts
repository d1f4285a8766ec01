import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * One process at a time on an embedded data directory. Two PGlite instances on the same files
 * (the server started twice on a school PC, or beside its service) each replay and checkpoint the
 * other's write-ahead log and corrupt the database; PGlite's own postmaster.pid does not keep the
 * second one out.
 *
 * The lock is a local socket the holder listens on: a Unix socket (in the data directory, or under
 * the temporary directory when that path is too long or its file system holds no sockets; see
 * lockPaths), a named pipe on Windows. The
 * operating system closes it when the holder ends, however it ends, so a crash or a power cut
 * leaves at most a socket file nobody answers, which the next start takes over. A process that
 * connects is told what the holder announced (its address), for the message of the refused start.
 */
export interface DataDirLock {
  /** What a refused second process is told: the address the holder serves at. */
  announce(text: string): void;
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string,
  ) {
    super(
      `Data e-Rapor di ${dataDir} sedang dipakai oleh server e-Rapor lain yang masih berjalan` +
        `${holder ? ` (${holder})` : ''}. Gunakan server itu, atau hentikan dulu sebelum menjalankan yang baru: ` +
        'dua server pada data yang sama akan merusak basis datanya.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Longest Unix socket path that is safe on Linux (108 bytes with the terminator) and macOS (104). */
const MAX_SOCKET_PATH = 100;

export function lockPath(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  return lockPaths(dataDir, platform)[0]!;
}

/**
 * Where the lock may be, in the order tried: in the data directory (a socket under the temporary
 * directory can be swept away by its cleaner while the server runs), else under the temporary
 * directory, named by a hash of the directory: a data directory on a file system that holds no
 * sockets (a FAT or exFAT USB disk, a network share) must not keep the server from starting.
 */
export function lockPaths(dataDir: string, platform: NodeJS.Platform = process.platform): string[] {
  const absolute = resolve(dataDir);
  const id = createHash('sha256').update(absolute).digest('hex').slice(0, 24);
  if (platform === 'win32') return [`\\\\?\\pipe\\erapor-smk-${id}`];
  const inside = join(absolute, 'erapor.lock');
  const outside = join(tmpdir(), `erapor-smk-${id}.lock`);
  return Buffer.byteLength(inside) <= MAX_SOCKET_PATH ? [inside, outside] : [outside];
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((done, fail) => {
    const onError = (error: Error) => fail(error);
    server.once('error', onError);
    server.listen(path, () => {
      server.off('error', onError);
      done();
    });
  });
}

/** What the process listening on `path` says; null when nobody answers (a stale socket file). */
function ask(path: string): Promise<string | null> {
  return new Promise((done) => {
    const socket = createConnection(path);
    let said = '';
    const timer = setTimeout(() => {
      socket.destroy();
      // it took the connection but said nothing in time: alive, busy
      done(said);
    }, 2000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (said += chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      done(said);
    });
    socket.on('error', () => {
      clearTimeout(timer);
      done(null);
    });
  });
}

/** Listens on `path`, taking over a socket file nobody answers on; DataDirInUseError if one does. */
async function takePath(server: Server, path: string, dataDir: string): Promise<void> {
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await ask(path);
    if (holder !== null) throw new DataDirInUseError(resolve(dataDir), holder.trim());
    // nobody answers: left by a process that ended without releasing it
    if (process.platform !== 'win32') rmSync(path, { force: true });
    await listen(server, path);
  }
}

/**
 * Takes the data directory for this process, or fails with DataDirInUseError while another
 * process holds it. A socket file left by a holder that ended without releasing is taken over.
 */
export async function lockDataDir(
  dataDir: string,
  paths: readonly string[] = lockPaths(dataDir),
): Promise<DataDirLock> {
  let announced = `PID ${process.pid}`;
  const server = createServer((socket) => socket.end(announced));
  server.unref();
  for (const [index, path] of paths.entries()) {
    try {
      await takePath(server, path, dataDir);
      break;
    } catch (error) {
      // no socket here (the file system holds none, the path is refused): the next place
      if (error instanceof DataDirInUseError || index === paths.length - 1) throw error;
    }
  }
  return {
    announce(text) {
      announced = text;
    },
    release: () =>
      new Promise((done) => {
        // closing the server removes its socket file
        server.close(() => done());
      }),
  };
}
