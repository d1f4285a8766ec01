import type { RemoteTarget } from './pglite-remote';

/**
 * Named prepared statements on the embedded PGlite (decision 0008).
 *
 * PGlite's own `query()` sends every statement unnamed: PostgreSQL parses and plans it again on
 * every call, which was half of the database time of a grid load or a grade save (a plan is
 * 0.5–1.2 ms of WebAssembly per statement). A statement the grids run all day is instead parsed
 * once per database under its name and then only bound and executed, with the plan cached by
 * PostgreSQL as it does for named statements on a real server. The PGlite thread does the protocol
 * exchange (db/pglite-worker.ts); this side recognises the clients that offer it.
 */

/** The embedded database or one of its transactions behind a drizzle session client, if it is one. */
export function namedTarget(client: unknown): RemoteTarget | null {
  const named = (client as Partial<RemoteTarget> | null)?.named;
  return typeof named === 'function' ? (client as RemoteTarget) : null;
}

/** Parameters sent as text, as PGlite's `query()` would; anything else is not handled here. */
export function textParams(values: readonly unknown[]): (string | null)[] | null {
  const out: (string | null)[] = [];
  for (const value of values) {
    if (value === null || value === undefined) out.push(null);
    else if (typeof value === 'string') out.push(value);
    else if (typeof value === 'number' || typeof value === 'bigint') out.push(String(value));
    else if (typeof value === 'boolean') out.push(value ? 't' : 'f');
    else if (value instanceof Date) out.push(value.toISOString());
    else return null;
  }
  return out;
}
