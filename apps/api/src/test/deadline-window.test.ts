import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import { createTestApp, signedInAs, type TestApp } from './create-test-app';
import { TEST_TODAY } from './create-test-db';
import { deadlineWindow } from './deadline-window';

// The deadline tests must keep passing once the real clock has left the test semester's window
// (from 2028 on). Node's clock is put two years ahead here, past that window whatever the year,
// while the database's clock stays real: behind Node's, so no deadline asked about has passed.

const SEMESTER = '20261';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => t?.close());

describe('deadlineWindow', () => {
  it('leaves the seeded semester as it is while its window holds the coming days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_TODAY);
    expect(await deadlineWindow(t.database.db, SEMESTER)).toEqual({
      awal: '2026-07-01',
      akhir: '2027-12-31',
      sebelumAwal: '2026-06-30',
      sesudahAkhir: '2028-01-01',
    });
  });

  it('lets a deadline an hour from now be set when the clock is past the seeded window', async () => {
    const twoYearsOn = Date.now() + 2 * 366 * 86_400_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(twoYearsOn);
    const admin = await signedInAs(t, ['admin']);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const setBatas = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/penilaian/batas',
        headers: admin.auth,
        payload: { batas: soon },
      });
    // as seeded, the semester's window ends on 31 December 2027: the product refuses the deadline
    const refused = await setBatas();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.batas).toMatch(/dan 31 Desember 2027:/);

    const rentang = await deadlineWindow(t.database.db, SEMESTER);
    expect(rentang.awal).toBe('2026-07-01');
    // the coming month at least, for the deadlines a day or an hour on
    const monthOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(rentang.akhir >= monthOn, rentang.akhir).toBe(true);
    const answer = await setBatas();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<StatusPenilaian>().batas).toBe(soon);
  });
});
