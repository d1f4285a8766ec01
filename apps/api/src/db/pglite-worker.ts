/**
 * The embedded PGlite on its own thread (decision 0009). The server's thread sends statements
 * here as messages (db/pglite-remote.ts) and goes on serving HTTP while PostgreSQL, compiled to
 * WebAssembly, runs them: before, every statement stopped the whole server for as long as it ran.
 *
 * Runs as a worker_threads entry, from source (Node strips the types) and bundled
 * (dist/pglite-worker.js), so it imports nothing of the project.
 *
 * Messages in: `{ id, op, ... }`; every one is answered `{ id, result }` or `{ id, error }`.
 *   query {text, params, rowMode, rawTimes, tx?}  one statement, rows as objects or arrays
 *   exec {text, tx?}                              several statements, no parameters
 *   named {name, text, params, tx?}               a named prepared statement (see runNamed)
 *   script {statements}                           named statements in one transaction (runScript)
 *   begin {tx} / commit {tx} / rollback {tx}      a transaction other messages can run in
 *   close
 * PGlite's own transaction and query mutexes order everything: a statement sent outside a
 * transaction waits until an open one ends, as on the server's thread before.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  parse,
  PGlite,
  protocol,
  types,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

interface Request {
  id: number;
  op: 'query' | 'exec' | 'named' | 'script' | 'begin' | 'commit' | 'rollback' | 'close';
  tx?: number;
  text?: string;
  name?: string;
  params?: unknown[];
  rowMode?: 'object' | 'array';
  rawTimes?: boolean;
  statements?: Statement[];
}

interface OpenTransaction {
  tx: Transaction;
  finish: () => void;
  abort: (error: Error) => void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
}

/** Timestamps, dates and intervals stay text, as drizzle's PGlite driver asks for them. */
const RAW = (value: string) => value;
const RAW_TIMES = {
  [types.TIMESTAMP]: RAW,
  [types.TIMESTAMPTZ]: RAW,
  [types.DATE]: RAW,
  [types.INTERVAL]: RAW,
  1231: RAW, // numeric[]
  1115: RAW, // timestamp[]
  1185: RAW, // timestamptz[]
  1187: RAW, // interval[]
  1182: RAW, // date[]
};

const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');
const { location, config } = workerData as { location: string; config: string[] };

const pg = await PGlite.create(location, { postgresqlconf: config });
const transactions = new Map<number, OpenTransaction>();
const preparedNames = new Set<string>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

interface Statement {
  name: string;
  text: string;
  params: (string | null)[];
}

/**
 * Runs a named statement (decision 0008): parsed and planned once per database, then only bound
 * and executed. The messages of one call go to PGlite as one buffer, which it processes
 * synchronously. The caller holds PGlite's query mutex.
 */
async function runStatement({ name, text, params }: Statement): Promise<Record<string, unknown>[]> {
  const serialize = protocol.serialize;
  const fresh = !preparedNames.has(name);
  const buffer = concat([
    // a statement left by a failed Parse or an earlier database object is dropped first
    ...(fresh
      ? [serialize.close({ type: 'S', name }), serialize.parse({ name, text, types: [] })]
      : []),
    serialize.bind({ statement: name, values: params }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  try {
    const { messages } = await pg.execProtocol(buffer, { syncToFs: false });
    preparedNames.add(name);
    const [result] = parse.parseResults(messages, pg.parsers, {
      rowMode: 'object',
      parsers: RAW_TIMES,
    });
    return result?.rows ?? [];
  } catch (error) {
    // the Parse may be what failed: send it again next time
    if (fresh) preparedNames.delete(name);
    throw error;
  }
}

/** One statement, inside an open transaction or queued like PGlite's own `query()`. */
function runNamed(request: Request, inside: Transaction | null) {
  const statement = {
    name: request.name!,
    text: request.text!,
    params: (request.params ?? []) as (string | null)[],
  };
  if (inside) {
    if (inside.closed) throw new Error('Transaction is closed');
    return pg._runExclusiveQuery(() => runStatement(statement));
  }
  return pg._runExclusiveTransaction(async () => {
    const rows = await pg._runExclusiveQuery(() => runStatement(statement));
    await pg.syncToFs();
    return rows;
  });
}

const simple = (text: string) =>
  pg.execProtocol(protocol.serialize.query(text), { syncToFs: false });

/**
 * Statements run one after the other in one transaction, here on this thread: nothing else runs
 * on the database in between and the server's thread is not waited for between them. A statement
 * whose first row says `abort = true` rolls all of them back, and the answer is null; an error
 * rolls them back and is thrown. Otherwise committed, and the answer is every statement's rows.
 */
function runScript(statements: Statement[]) {
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      await simple('BEGIN');
      const results: Record<string, unknown>[][] = [];
      try {
        for (const statement of statements) {
          const rows = await runStatement(statement);
          if (rows[0]?.abort === true) {
            await simple('ROLLBACK');
            return null;
          }
          results.push(rows);
        }
      } catch (error) {
        await simple('ROLLBACK');
        throw error;
      }
      await simple('COMMIT');
      await pg.syncToFs();
      return results;
    }),
  );
}

function begin(id: number): Promise<void> {
  return new Promise((opened, failed) => {
    const entry = {} as OpenTransaction;
    entry.done = pg
      .transaction(
        (tx) =>
          new Promise<void>((finish, abort) => {
            Object.assign(entry, { tx, finish, abort });
            transactions.set(id, entry);
            opened();
          }),
      )
      .finally(() => transactions.delete(id));
    // BEGIN itself failed: the callback never ran
    entry.done.catch((error: unknown) =>
      failed(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

function transactionOf(request: Request): Transaction | null {
  if (request.tx === undefined) return null;
  const entry = transactions.get(request.tx);
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

/** What of a result goes back to the server's thread (no blobs, nothing that cannot be copied). */
const plainResults = ({ rows, fields, affectedRows }: Results<unknown>) => ({
  rows,
  fields,
  affectedRows,
});

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = transactionOf(request) ?? pg;
      const result = await target.query(request.text!, request.params ?? [], {
        rowMode: request.rowMode ?? 'object',
        ...(request.rawTimes ? { parsers: RAW_TIMES } : {}),
      });
      return plainResults(result);
    }
    case 'exec': {
      const target = transactionOf(request) ?? pg;
      return (await target.exec(request.text!)).map(plainResults);
    }
    case 'named':
      return runNamed(request, transactionOf(request));
    case 'script':
      return runScript(request.statements ?? []);
    case 'begin':
      return begin(request.tx!);
    case 'commit': {
      const entry = transactions.get(request.tx!);
      if (!entry) throw new Error('Transaction is closed');
      entry.finish();
      await entry.done;
      return null;
    }
    case 'rollback': {
      const entry = transactions.get(request.tx!);
      if (!entry) return null;
      entry.abort(new Error('rollback'));
      await entry.done.catch(() => undefined);
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
}

/** An error as plain data: its message and the PostgreSQL fields (code, detail, constraint…). */
function plainError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  return fields;
}

port.on('message', (request: Request) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, result }),
    (error: unknown) => port.postMessage({ id: request.id, error: plainError(error) }),
  );
});
port.postMessage({ ready: true });
