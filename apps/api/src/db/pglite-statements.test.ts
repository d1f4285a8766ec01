import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemotePGlite } from './pglite-remote';
import { namedTarget, textParams } from './pglite-statements';

describe('the embedded PGlite on its own thread', () => {
  let pg: RemotePGlite;
  const count = async () =>
    (await pg.named<{ n: number }>('tes_count', `select count(*)::int as n from t`, []))[0]?.n;

  beforeAll(async () => {
    pg = await RemotePGlite.create('memory://', ['shared_buffers = 16MB']);
    await pg.exec(`create table t (id int primary key, v text, at timestamptz default now())`);
  });
  afterAll(() => pg.close());

  it('prepares a statement once under its name and answers parsed rows', async () => {
    const text = `select json_build_array($1::int, $2::text) as j, $3::bool as b, now() as at`;
    const first = await pg.named<{ j: unknown; b: boolean; at: unknown }>('tes_a', text, [
      '7',
      'tujuh',
      't',
    ]);
    expect(first).toEqual([{ j: [7, 'tujuh'], b: true, at: expect.any(String) }]);
    const again = await pg.named<{ j: unknown }>('tes_a', text, ['8', 'x', 'f']);
    expect(again[0]?.j).toEqual([8, 'x']);
    const prepared = await pg.query<{ name: string }>(
      `select name from pg_prepared_statements where name = 'tes_a'`,
    );
    expect(prepared.rows).toHaveLength(1);
  });

  it('answers drizzle its timestamps as text and everyone else as dates, with the rows shaped as asked', async () => {
    const text = `select 1 as n, timestamptz '2026-11-22 01:02:03+00' as at`;
    const forDrizzle = await pg.query(text, [], { rowMode: 'array', parsers: {} });
    expect(forDrizzle.rows).toEqual([[1, expect.stringMatching(/^2026-11-22 01:02:03/)]]);
    const plain = await pg.query<{ at: unknown }>(text);
    expect(plain.rows[0]?.at).toEqual(new Date('2026-11-22T01:02:03.000Z'));
  });

  it('recognises the embedded database and its transactions, and nothing else', async () => {
    expect(namedTarget(pg)).toBe(pg);
    expect(namedTarget({ query: () => null })).toBeNull();
    expect(namedTarget(null)).toBeNull();
    await pg.transaction(async (tx) => {
      expect(namedTarget(tx)).toBe(tx);
    });
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    const transaction = pg
      .transaction(async (tx) => {
        await tx.named('tes_insert', `insert into t (id, v) values ($1, $2)`, ['1', 'belum']);
        entered();
        await held;
        throw new Error('batal');
      })
      .catch((error: Error) => error.message);
    await started;
    const counted = count();
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    expect(await transaction).toBe('batal');
    // had it run inside the open transaction it would have seen the row that was rolled back
    expect(await counted).toBe(0);
  });

  it('commits a transaction whose callback resolves', async () => {
    const answer = await pg.transaction(async (tx) => {
      await tx.query(`insert into t (id, v) values ($1, $2)`, [10, 'tetap']);
      return 'selesai';
    });
    expect(answer).toBe('selesai');
    expect(await count()).toBe(1);
    await pg.query(`delete from t`);
  });

  it('rolls a failed statement back with its transaction, with PostgreSQL error fields, and keeps working', async () => {
    const failed = pg
      .transaction(async (tx) => {
        await tx.named('tes_insert', `insert into t (id, v) values ($1, $2)`, ['2', 'a']);
        await tx.named('tes_insert', `insert into t (id, v) values ($1, $2)`, ['2', 'b']);
      })
      .catch((error: { code?: string; constraint?: string }) => [error.code, error.constraint]);
    expect(await failed).toEqual(['23505', 't_pkey']);
    await expect(pg.named('tes_bad', `select from nowhere_at_all`, [])).rejects.toThrow(
      /nowhere_at_all/,
    );
    // a statement whose Parse failed is parsed again next time, and the connection is usable
    await expect(pg.named('tes_bad', `select from nowhere_at_all`, [])).rejects.toThrow(
      /nowhere_at_all/,
    );
    expect(await count()).toBe(0);
  });

  it('runs a script in one transaction: committed, or rolled back when a statement says abort', async () => {
    const insert = {
      name: 'tes_insert',
      text: `insert into t (id, v) values ($1, $2)`,
      params: [],
    };
    const check = {
      name: 'tes_abort',
      text: `select count(*) > $1::int as abort, count(*)::int as n from t`,
    };
    const kept = await pg.script<{ n?: number }>([
      { ...insert, params: ['3', 'a'] },
      { ...insert, params: ['4', 'b'] },
      { ...check, params: ['5'] },
    ]);
    expect(kept?.[2]).toEqual([{ abort: false, n: 2 }]);
    expect(await count()).toBe(2);
    const aborted = await pg.script([
      { ...insert, params: ['5', 'c'] },
      { ...check, params: ['2'] },
      { ...insert, params: ['6', 'never'] },
    ]);
    expect(aborted).toBeNull();
    expect(await count()).toBe(2);
    // an error rolls the script back and reaches the caller; the database goes on
    await expect(
      pg.script([
        { ...insert, params: ['7', 'd'] },
        { ...insert, params: ['3', 'duplicate'] },
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(2);
    await pg.query(`delete from t`);
  });

  it('refuses a transaction that is already closed', async () => {
    let kept: { named: RemotePGlite['named'] } | undefined;
    await pg.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.named('tes_count', `select count(*)::int as n from t`, [])).rejects.toThrow(
      /closed/,
    );
  });

  it('sends parameters as text, and declines what it cannot', () => {
    const at = new Date('2026-11-22T01:02:03.000Z');
    expect(textParams(['a', 1, 2n, true, false, null, undefined, at])).toEqual([
      'a',
      '1',
      '2',
      't',
      'f',
      null,
      null,
      '2026-11-22T01:02:03.000Z',
    ]);
    expect(textParams([{ a: 1 }])).toBeNull();
    expect(textParams([[1, 2]])).toBeNull();
  });
});

describe('a PGlite thread that is gone', () => {
  it('fails every waiting and later call instead of hanging, and tells the server', async () => {
    const pg = await RemotePGlite.create('memory://', []);
    const lost: string[] = [];
    pg.onLost((error) => lost.push(error.message));
    const worker = (pg as unknown as { worker: { terminate(): Promise<number> } }).worker;
    const waiting = pg.query(`select pg_sleep(0.2)`);
    await worker.terminate();
    await expect(waiting).rejects.toThrow(/berhenti/);
    await expect(pg.query(`select 1`)).rejects.toThrow(/berhenti/);
    expect(lost).toEqual([expect.stringMatching(/berhenti/)]);
    await pg.close();
  });

  it('does not call a closed database lost', async () => {
    const pg = await RemotePGlite.create('memory://', []);
    const lost: string[] = [];
    pg.onLost((error) => lost.push(error.message));
    await pg.query(`select 1`);
    await pg.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lost).toEqual([]);
  });
});
