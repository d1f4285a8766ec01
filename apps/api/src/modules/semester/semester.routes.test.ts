import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../../test/create-test-app';
import { createTestDb } from '../../test/create-test-db';
import { seedCalendar } from './semester.usecases';
import { listSemesters } from './semester.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('semester calendar', () => {
  it('is seeded from 2022/2023 to the running year with exactly one active semester', async () => {
    const rows = await listSemesters(t.database.db);
    expect(rows.map((row) => row.semesterId)).toEqual([
      '20262',
      '20261',
      '20252',
      '20251',
      '20242',
      '20241',
      '20232',
      '20231',
      '20222',
      '20221',
    ]);
    expect(rows.filter((row) => row.periodeAktif).map((row) => row.semesterId)).toEqual(['20261']);
    expect(rows.find((row) => row.semesterId === '20262')?.nama).toBe('2026/2027 Genap');
  });

  it('is not seeded twice', async () => {
    const database = await createTestDb();
    try {
      await seedCalendar(database.db, new Date('2030-08-01'));
      expect((await listSemesters(database.db)).length).toBe(10);
    } finally {
      await database.close();
    }
  });

  it('lets the administrator add the next semester and make it the school’s active one', async () => {
    const admin = await signedInAs(t, ['admin']);
    const other = await signedInAs(t, ['admin']);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/semester/next',
      headers: admin.auth,
    });
    expect(next.json().semester).toMatchObject({ semester_id: '20271', nama: '2027/2028 Ganjil' });
    const activate = await t.app.inject({
      method: 'PUT',
      url: '/api/semester/active',
      headers: admin.auth,
      payload: { semester_id: '20271' },
    });
    expect(activate.statusCode).toBe(200);
    const mine = await t.app.inject({ url: '/api/semester', headers: admin.auth });
    expect(
      mine.json().semesters.find((s: { periode_aktif: boolean }) => s.periode_aktif).semester_id,
    ).toBe('20271');
    const theirs = await t.app.inject({ url: '/api/semester', headers: other.auth });
    expect(
      theirs.json().semesters.find((s: { periode_aktif: boolean }) => s.periode_aktif).semester_id,
    ).toBe('20261');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/semester/active',
      headers: admin.auth,
      payload: { semester_id: '19991' },
    });
    expect(unknown.statusCode).toBe(422);
  });
});
