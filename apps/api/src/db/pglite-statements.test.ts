import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markTransactions, pgliteOf, runNamed, textParams } from './pglite-statements';

describe('named statements on the embedded PGlite', () => {
  let pg: PGlite;
  const outside = () => pgliteOf(pg)!;

  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    markTransactions(pg);
    await pg.exec(`create table t (id int primary key, v text, at timestamptz default now())`);
  });
  afterAll(() => pg.close());

  it('prepares a statement once under its name and answers parsed rows', async () => {
    const text = `select json_build_array($1::int, $2::text) as j, $3::bool as b, now() as at`;
    const first = await runNamed<{ j: unknown; b: boolean; at: unknown }>(
      outside(),
      'tes_a',
      text,
      ['7', 'tujuh', 't'],
    );
    expect(first).toEqual([{ j: [7, 'tujuh'], b: true, at: expect.any(String) }]);
    const again = await runNamed<{ j: unknown }>(outside(), 'tes_a', text, ['8', 'x', 'f']);
    expect(again[0]?.j).toEqual([8, 'x']);
    const prepared = await pg.query<{ name: string }>(
      `select name from pg_prepared_statements where name = 'tes_a'`,
    );
    expect(prepared.rows).toHaveLength(1);
  });

  it('recognises the transactions of a marked PGlite, and only those', async () => {
    expect(pgliteOf(pg)).toEqual({ pg, tx: null });
    expect(pgliteOf({ query: () => null })).toBeNull();
    await pg.transaction(async (tx) => {
      expect(pgliteOf(tx)?.pg).toBe(pg);
      expect(pgliteOf(tx)?.tx).toBe(tx);
    });
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    const transaction = pg
      .transaction(async (tx) => {
        await runNamed(pgliteOf(tx)!, 'tes_insert', `insert into t (id, v) values ($1, $2)`, [
          '1',
          'belum',
        ]);
        entered();
        await held;
        throw new Error('batal');
      })
      .catch((error: Error) => error.message);
    await started;
    const count = runNamed<{ n: number }>(
      outside(),
      'tes_count',
      `select count(*)::int as n from t`,
      [],
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    expect(await transaction).toBe('batal');
    // had it run inside the open transaction it would have seen the row that was rolled back
    expect((await count)[0]?.n).toBe(0);
  });

  it('rolls a failed statement back with its transaction and keeps working', async () => {
    const failed = pg
      .transaction(async (tx) => {
        const target = pgliteOf(tx)!;
        await runNamed(target, 'tes_insert', `insert into t (id, v) values ($1, $2)`, ['2', 'a']);
        await runNamed(target, 'tes_insert', `insert into t (id, v) values ($1, $2)`, ['2', 'b']);
      })
      .catch((error: { code?: string }) => error.code);
    expect(await failed).toBe('23505');
    await expect(runNamed(outside(), 'tes_bad', `select from nowhere_at_all`, [])).rejects.toThrow(
      /nowhere_at_all/,
    );
    // a statement whose Parse failed is parsed again next time, and the connection is usable
    await expect(runNamed(outside(), 'tes_bad', `select from nowhere_at_all`, [])).rejects.toThrow(
      /nowhere_at_all/,
    );
    const rows = await runNamed<{ n: number }>(
      outside(),
      'tes_count',
      `select count(*)::int as n from t`,
      [],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('lets the event loop run between statements', async () => {
    // one request's statements one after the other, and a timer due meanwhile: it must fire
    // before they are all done, not after (without the pause they drain in one turn)
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 1);
    for (let i = 0; i < 200; i += 1) {
      await runNamed(outside(), 'tes_count', `select count(*)::int as n from t`, []);
      order.push('statement');
    }
    expect(order).toContain('timer');
    expect(order.indexOf('timer')).toBeLessThan(190);
  });

  it('refuses a transaction that is already closed', async () => {
    let kept: unknown;
    await pg.transaction(async (tx) => {
      kept = tx;
    });
    await expect(
      runNamed(pgliteOf(kept)!, 'tes_count', `select count(*)::int as n from t`, []),
    ).rejects.toThrow(/closed/);
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
