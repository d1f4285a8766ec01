import { Worker } from 'node:worker_threads';

/**
 * The server's side of the embedded PGlite, which runs on its own thread (db/pglite-worker.ts,
 * decision 0009). It offers what drizzle's PGlite driver, the migrator, pg-boss and the named
 * grade statements use of a PGlite: `query`, `exec`, `transaction` and `named`, each a message to
 * the worker. A transaction's statements carry its number, so they run inside it while anything
 * else waits in the worker for it to end.
 */

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export interface RemoteResults<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What a statement can run on: the database, or one of its open transactions. */
export interface RemoteTarget {
  query<T>(
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'object' | 'array'; parsers?: object },
  ): Promise<RemoteResults<T>>;
  exec(text: string): Promise<RemoteResults[]>;
  /** A named prepared statement with text parameters, answering rows as objects. */
  named<T>(name: string, text: string, params: readonly (string | null)[]): Promise<T[]>;
}

export interface RemoteTransaction extends RemoteTarget {
  readonly closed: boolean;
  rollback(): Promise<void>;
}

/** Rebuilds an error the worker sent as data (PostgreSQL's code, detail, constraint… included). */
function errorOf(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/** The worker's resource limits: a small young generation, as `npm start` gives the server. */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 12 };

export class RemotePGlite implements RemoteTarget {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTransaction = 1;
  private failure: Error | null = null;
  private closing = false;
  private lostListener: ((error: Error) => void) | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on(
      'message',
      (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
        const waiting = this.pending.get(message.id);
        if (!waiting) return;
        this.pending.delete(message.id);
        if (message.error) waiting.reject(errorOf(message.error));
        else waiting.resolve(message.result);
      },
    );
    worker.on('error', (error: Error) => this.fail(error));
    worker.on('exit', (code) => {
      this.fail(new Error(`Basis data PGlite berhenti (kode ${String(code)})`));
      if (!this.closing) this.lostListener?.(this.failure!);
    });
  }

  /** Starts the worker on `location` (a data directory or `memory://`) and waits until it is open. */
  static async create(location: string, config: readonly string[]): Promise<RemotePGlite> {
    const worker = new Worker(WORKER_URL, {
      workerData: { location, config: [...config] },
      resourceLimits: RESOURCE_LIMITS,
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('error', onError);
        worker.off('message', onMessage);
        resolve();
      };
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
    });
    return new RemotePGlite(worker);
  }

  /**
   * Called once when the PGlite thread ends without `close()` (a crash of the database): the
   * server cannot serve anything after that and exits, instead of answering every request with
   * an error.
   */
  onLost(listener: (error: Error) => void): void {
    this.lostListener = listener;
  }

  /** Every waiting and later call fails once the worker is gone. */
  private fail(error: Error) {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }

  /** @internal One message to the worker, answered by its result. */
  send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(
    text: string,
    params: unknown[] = [],
    options?: { rowMode?: 'object' | 'array'; parsers?: object },
  ): Promise<RemoteResults<T>> {
    return queryOn<T>(this, undefined, text, params, options);
  }

  exec(text: string): Promise<RemoteResults[]> {
    return this.send({ op: 'exec', text });
  }

  named<T>(name: string, text: string, params: readonly (string | null)[]): Promise<T[]> {
    return this.send({ op: 'named', name, text, params });
  }

  /**
   * Named statements run one after the other in one transaction on the PGlite thread, without a
   * message to this thread in between: null (all rolled back) when one answers `abort = true`.
   */
  script<T>(
    statements: readonly { name: string; text: string; params: readonly (string | null)[] }[],
  ): Promise<T[][] | null> {
    return this.send({ op: 'script', statements });
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws
   * (or calls `rollback`), as PGlite's own `transaction`.
   */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = this.nextTransaction++;
    await this.send({ op: 'begin', tx: id });
    const tx = new OpenRemoteTransaction(this, id);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await tx.end('rollback').catch(() => undefined);
      throw error;
    }
    if (!tx.closed) await tx.end('commit');
    return result;
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.failure) await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}

function queryOn<T>(
  remote: RemotePGlite,
  tx: number | undefined,
  text: string,
  params: unknown[],
  options?: { rowMode?: 'object' | 'array'; parsers?: object },
): Promise<RemoteResults<T>> {
  // drizzle asks for timestamps, dates and intervals as text by giving parsers for them; the
  // worker has that set of parsers (functions cannot be sent to it)
  return remote.send({
    op: 'query',
    tx,
    text,
    params,
    rowMode: options?.rowMode ?? 'object',
    rawTimes: options?.parsers !== undefined,
  });
}

class OpenRemoteTransaction implements RemoteTransaction {
  private ended = false;

  constructor(
    private readonly remote: RemotePGlite,
    private readonly id: number,
  ) {}

  get closed() {
    return this.ended;
  }

  private check() {
    if (this.ended) throw new Error('Transaction is closed');
  }

  async query<T>(
    text: string,
    params: unknown[] = [],
    options?: { rowMode?: 'object' | 'array'; parsers?: object },
  ): Promise<RemoteResults<T>> {
    this.check();
    return queryOn<T>(this.remote, this.id, text, params, options);
  }

  async exec(text: string): Promise<RemoteResults[]> {
    this.check();
    return this.remote.send({ op: 'exec', tx: this.id, text });
  }

  async named<T>(name: string, text: string, params: readonly (string | null)[]): Promise<T[]> {
    this.check();
    return this.remote.send({ op: 'named', tx: this.id, name, text, params });
  }

  async rollback(): Promise<void> {
    if (!this.ended) await this.end('rollback');
  }

  /** @internal */
  async end(op: 'commit' | 'rollback'): Promise<void> {
    this.ended = true;
    await this.remote.send({ op, tx: this.id });
  }
}

/** The worker entry: beside this module, as TypeScript in the source and JavaScript in dist. */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);
