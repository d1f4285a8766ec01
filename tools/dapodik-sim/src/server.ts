/**
 * The Dapodik Web Service simulator over real HTTP (node:http). Dev/test tool only.
 *
 *   const sim = await startDapodikSim({ seed: 1, students: 1000 });
 *   fetch(`${sim.url}/WebService/getSekolah?npsn=${sim.school.sekolah.npsn}`,
 *         { headers: { Authorization: `Bearer ${sim.options.token}` } });
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { generateSchool } from './generate-school';
import { handle, type HandlerState, type RuntimeOptions } from './handler';
import { createPushStore, type PushStore } from './push';
import type { DapodikSchool, GenerateOptions } from './types';

export type { RuntimeOptions } from './handler';

export interface StartOptions extends GenerateOptions, Partial<RuntimeOptions> {
  /** TCP port (default 0 = any free port). */
  port?: number;
  /** Listening address (default "127.0.0.1"). */
  host?: string;
  /** Serve this school instead of generating one. */
  school?: DapodikSchool;
}

export interface DapodikSim {
  /** Base URL without trailing slash, e.g. "http://127.0.0.1:5774". */
  readonly url: string;
  readonly port: number;
  /** The served school. Edit it only through `mutate()` (or call `invalidate()` afterwards). */
  readonly school: DapodikSchool;
  /** Recorded grade pushes (matev and nilai by primary key, plus a request log). */
  readonly pushes: PushStore;
  /** Current runtime options. */
  readonly options: Readonly<RuntimeOptions>;
  /** Changes runtime options; resolves once a 'refuse' fault is applied or lifted. */
  setOptions(patch: Partial<RuntimeOptions>): Promise<void>;
  /** Runs `fn` on the school, then drops the cached responses. */
  mutate<T>(fn: (school: DapodikSchool) => T): T;
  /** Drops the cached responses (after editing `school` directly). */
  invalidate(): void;
  /** Number of HTTP requests received. */
  readonly requestCount: number;
  close(): Promise<void>;
}

export const DEFAULT_RUNTIME: RuntimeOptions = {
  token: 'sim-token',
  allowedIp: 'localhost',
  honourSemesterId: false,
  emptySetMode: 'rows',
  errorFraming: 'json',
  fault: null,
  latencyMs: 0,
};

const HEADERS = {
  'Content-Type': 'text/html; charset=UTF-8',
  'Cache-Control': 'no-cache',
  Vary: 'Accept-Encoding',
};

const MALFORMED =
  '<br />\n<b>Fatal error</b>:  Allowed memory size of 134217728 bytes exhausted (tried to ' +
  'allocate 20480 bytes) in <b>/dapodik/vendor/propel/runtime/lib/query/Criteria.php</b> on line ' +
  '<b>1337</b><br />\n{"results":';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pick(opts: StartOptions): RuntimeOptions {
  const out = { ...DEFAULT_RUNTIME };
  for (const key of Object.keys(DEFAULT_RUNTIME) as (keyof RuntimeOptions)[]) {
    if (opts[key] !== undefined) Object.assign(out, { [key]: opts[key] });
  }
  return out;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

export async function startDapodikSim(opts: StartOptions = {}): Promise<DapodikSim> {
  const school =
    opts.school ??
    generateSchool({
      ...(opts.seed === undefined ? {} : { seed: opts.seed }),
      ...(opts.students === undefined ? {} : { students: opts.students }),
      ...(opts.npsn === undefined ? {} : { npsn: opts.npsn }),
      ...(opts.semesterId === undefined ? {} : { semesterId: opts.semesterId }),
    });
  const state: HandlerState = {
    school,
    pushes: createPushStore(),
    options: pick(opts),
    cache: new Map(),
  };
  const host = opts.host ?? '127.0.0.1';
  const sockets = new Set<Socket>();
  let requestCount = 0;

  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    requestCount++;
    const body = await readBody(req);
    const { options } = state;
    if (options.latencyMs > 0) await sleep(options.latencyMs);
    if (options.fault === 'timeout') return; // accept, never answer
    if (options.fault === 'http500') {
      res.writeHead(500, { 'Content-Type': 'text/html; charset=UTF-8' });
      res.end('<h1>500 Internal Server Error</h1>');
      return;
    }
    if (options.fault === 'malformed') {
      res.writeHead(200, HEADERS);
      res.end(MALFORMED);
      return;
    }
    const answer = handle(state, {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      authorization: req.headers.authorization,
      remoteAddress: req.socket.remoteAddress ?? '',
      body,
    });
    let payload = Buffer.from(answer.body, 'utf8');
    if (options.fault === 'truncated')
      payload = payload.subarray(0, Math.floor(payload.length / 2));
    res.writeHead(answer.status, { ...HEADERS, 'Content-Length': payload.length });
    res.end(payload);
  };

  const server = createServer((req, res) => {
    onRequest(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(err));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server, opts.port ?? 0, host);
  let listening = state.options.fault !== 'refuse';
  if (!listening) server.close();

  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    school,
    pushes: state.pushes,
    get options() {
      return state.options;
    },
    get requestCount() {
      return requestCount;
    },
    async setOptions(patch) {
      state.options = { ...state.options, ...patch };
      state.cache.clear();
      const wantListening = state.options.fault !== 'refuse';
      if (wantListening && !listening) {
        await listen(server, port, host);
        listening = true;
      } else if (!wantListening && listening) {
        listening = false;
        await stop();
      }
    },
    mutate(fn) {
      const result = fn(state.school);
      state.cache.clear();
      return result;
    },
    invalidate() {
      state.cache.clear();
    },
    close: stop,
  };
}
