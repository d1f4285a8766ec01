import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { startDapodikSim, type DapodikSim } from '@erapor/dapodik-sim/server';
import type { PenggunaDetail, PenggunaPage } from '@erapor/shared/pengguna/pengguna.schemas';
import { createTestApp, signedInAs, signIn, type TestApp } from '../../test/create-test-app';
import { createSchool, createUser } from '../../test/factories';
import { pullSimulatedSchool } from '../../test/pull-simulated-school';
import { users } from '../auth/users.table';
import { rolesOf } from '../auth/auth.repository';
import { SecretBox } from '../../plugins/secret-box';
import { getSetting } from '../settings/settings.repository';

const NPSN = '69880002';
let t: TestApp;
let sim: DapodikSim;
let auth: Record<string, string>;
let adminId: string;
let sekolahId: string;

beforeAll(async () => {
  sim = await startDapodikSim({ seed: 11, students: 60, npsn: NPSN, semesterId: '20261' });
  t = await createTestApp();
  const school = await createSchool(t.database.db, { npsn: NPSN });
  sekolahId = school.sekolahId;
  const admin = await createUser(t.database.db, { sekolahId, kind: 'admin', name: 'Admin Uji' });
  adminId = admin.userId;
  auth = { authorization: `Bearer ${(await signIn(t.app, admin.email)).accessToken}` };
  await pullSimulatedSchool(t, auth, sim.url);
  box = new SecretBox((await getSetting(t.database.db, 'data_key'))!);
}, 120_000);
afterAll(async () => {
  await t.close();
  await sim.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = auth) {
  return t.app.inject({ method, url: `/api/pengguna${url}`, headers, payload });
}

async function accountOf(kind: 'guru' | 'pd') {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.sekolahId, sekolahId),
        kind === 'guru' ? isNotNull(users.guruId) : isNotNull(users.pesertaDidikId),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no ${kind} account`);
  return row;
}

let box: SecretBox;
/** Reads a generated first password with the installation's key, as the account slip does. */
function initialPasswordOf(sealed: string | null): string {
  return sealed ? (box.decrypt(sealed) ?? '') : '';
}

describe('access', () => {
  it('answers 401 without a session and 403 to a teacher on every route', async () => {
    const guru = await signedInAs(t, ['guru']);
    const id = guru.user.userId;
    const routes: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object][] = [
      ['GET', ''],
      ['GET', '/export.xlsx'],
      ['POST', '/generate'],
      ['GET', `/${id}`],
      ['POST', `/${id}/peran`, { role: 'waka' }],
      ['DELETE', `/${id}/peran/guru`],
      ['POST', `/${id}/reset-password`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, guru.auth)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('hides the users of another school from its administrator', async () => {
    const other = await signedInAs(t, ['admin']);
    const victim = await accountOf('guru');
    expect((await call('GET', `/${victim.userId}`, undefined, other.auth)).statusCode).toBe(404);
    const add = await call('POST', `/${victim.userId}/peran`, { role: 'waka' }, other.auth);
    expect(add.statusCode).toBe(404);
    const del = await call('DELETE', `/${victim.userId}/peran/guru`, undefined, other.auth);
    expect(del.statusCode).toBe(404);
    const reset = await call('POST', `/${victim.userId}/reset-password`, undefined, other.auth);
    expect(reset.statusCode).toBe(404);
    const list = (await call('GET', '?per_page=100', undefined, other.auth)).json<PenggunaPage>();
    expect(list.data.map((row) => row.user_id)).toEqual([other.user.userId]);
    expect(await rolesOf(t.database.db, victim.userId, '20261')).not.toContain('waka');
  });
});

describe('list and detail', () => {
  it('pages, searches and filters by role, without any password', async () => {
    const page = await call('GET', '?page=1&per_page=10&sort=name&order=asc');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<PenggunaPage>();
    expect(body.total).toBe(sim.school.gtk.length + sim.school.pesertaDidik.length + 1);
    expect(body.data).toHaveLength(10);
    const names = body.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(page.body).not.toMatch(/initial_password_enc|password_hash/);
    const sample = await accountOf('pd');
    expect(page.body).not.toContain(initialPasswordOf(sample.initialPasswordEnc));

    const student = sim.school.pesertaDidik[0]!;
    const found = (
      await call('GET', `?q=${encodeURIComponent(student.nama.slice(0, 12))}`)
    ).json<PenggunaPage>();
    expect(found.data.map((row) => row.name)).toContain(student.nama);
    expect(found.data.find((row) => row.name === student.nama)?.jenis).toBe('PD');

    const wali = (await call('GET', '?role=wali&per_page=100')).json<PenggunaPage>();
    expect(wali.total).toBeGreaterThan(0);
    for (const row of wali.data) expect(row.roles).toContain('wali');
  });

  it('rejects a bad query with Indonesian messages naming the field', async () => {
    const response = await call('GET', '?per_page=1000&role=kepala&sort=umur');
    expect(response.statusCode).toBe(422);
    const { fields } = response.json<{ error: { fields: Record<string, string> } }>().error;
    expect(fields.per_page).toMatch(/Jumlah per halaman/);
    expect(fields.role).toMatch(/Peran/);
    expect(fields.sort).toMatch(/Urutan/);
    expect((await call('GET', '/bukan-uuid')).statusCode).toBe(422);
  });

  it('shows roles per semester and what can be added', async () => {
    const staff = await accountOf('guru');
    const detail = (await call('GET', `/${staff.userId}`)).json<PenggunaDetail>();
    expect(detail.jenis).toBe('PTK');
    expect(detail.roles_per_semester[0]?.semester_id).toBe('20261');
    expect(detail.addable_roles).toEqual(['waka', 'kaprog', 'internal']);
    const pd = (await call('GET', `/${(await accountOf('pd')).userId}`)).json<PenggunaDetail>();
    expect(pd.addable_roles).toEqual([]);
    expect(pd.roles).toEqual(['siswa']);
  });
});

describe('manual roles', () => {
  it('adds and removes waka for a teacher, refuses it for a student', async () => {
    const staff = await accountOf('guru');
    const added = await call('POST', `/${staff.userId}/peran`, { role: 'waka' });
    expect(added.statusCode, added.body).toBe(200);
    expect(await rolesOf(t.database.db, staff.userId, '20261')).toContain('waka');
    const waka = (await call('GET', '?role=waka')).json<PenggunaPage>();
    expect(waka.data.map((row) => row.user_id)).toEqual([staff.userId]);

    const pd = await accountOf('pd');
    const refused = await call('POST', `/${pd.userId}/peran`, { role: 'kaprog' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.role).toMatch(/PTK/);
    const derived = await call('POST', `/${staff.userId}/peran`, { role: 'wali' });
    expect(derived.statusCode).toBe(422);
    expect(derived.json().error.fields.role).toMatch(/Peran/);

    expect((await call('DELETE', `/${staff.userId}/peran/waka`)).statusCode).toBe(200);
    expect(await rolesOf(t.database.db, staff.userId, '20261')).not.toContain('waka');
    const again = await call('DELETE', `/${staff.userId}/peran/waka`);
    expect(again.statusCode).toBe(404);
  });

  it('never removes the administrator role from oneself', async () => {
    const response = await call('DELETE', `/${adminId}/peran/admin`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('pengguna.own_admin');
  });
});

describe('reset password', () => {
  it('gives a new first password once, ends the old sessions, and the user signs in with it', async () => {
    const staff = await accountOf('guru');
    const first = await signIn(t.app, staff.email, initialPasswordOf(staff.initialPasswordEnc));
    const reset = await call('POST', `/${staff.userId}/reset-password`);
    expect(reset.statusCode, reset.body).toBe(200);
    const { password } = reset.json<{ password: string }>();
    expect(password).toMatch(/^[a-z2-9]{8}$/);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/refresh-token',
      payload: { refreshToken: first.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const session = await signIn(t.app, staff.email, password);
    expect(session.userData.user_id).toBe(staff.userId);
    const detail = await call('GET', `/${staff.userId}`);
    expect(detail.body).not.toContain(password);
    expect(detail.json<PenggunaDetail>().initial_password_unchanged).toBe(true);
  });

  it('refuses to reset one’s own password here', async () => {
    expect((await call('POST', `/${adminId}/reset-password`)).statusCode).toBe(422);
  });
});

describe('Atur Ulang Pengguna', () => {
  it('creates missing accounts and gives back the derived roles', async () => {
    const wali = sim.school.rombonganBelajar.find((r) => r.jenis_rombel === '1' && r.ptk_id)!;
    const [waliUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.guruId, wali.ptk_id!));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/pengguna/${waliUser!.userId}/peran/wali`,
      headers: auth,
    });
    const removed = await t.database.db
      .delete(users)
      .where(and(eq(users.sekolahId, sekolahId), isNotNull(users.pesertaDidikId)))
      .returning({ id: users.userId });
    const response = await call('POST', '/generate');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created_pd: removed.length, created_guru: 0 });
    expect(await rolesOf(t.database.db, waliUser!.userId, '20261')).toContain('wali');
    const students = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.sekolahId, sekolahId), isNotNull(users.pesertaDidikId)));
    expect(students).toHaveLength(sim.school.pesertaDidik.length);
    expect(await rolesOf(t.database.db, students[0]!.userId, '20261')).toEqual(['siswa']);
  });
});

describe('account list export', () => {
  it('lists every account with its first password only while unchanged', async () => {
    const changed = await accountOf('pd');
    await t.database.db
      .update(users)
      .set({ initialPasswordEnc: null })
      .where(eq(users.userId, changed.userId));
    const [unchanged] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.sekolahId, sekolahId), isNotNull(users.initialPasswordEnc)))
      .limit(1);
    const response = await call('GET', '/export.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Akun Pengguna')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No',
      'Nama',
      'Jenis',
      'Nama Pengguna',
      'Email',
      'Kata Sandi Awal',
      'Peran',
    ]);
    const rows = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, index) => {
      if (index > 1) rows.set(row.getCell(5).text, row);
    });
    expect(rows.size).toBe(sim.school.gtk.length + sim.school.pesertaDidik.length + 1);
    const good = rows.get(unchanged!.email)!;
    expect(good.getCell(2).value).toBe(unchanged!.name);
    expect(good.getCell(6).value).toBe(initialPasswordOf(unchanged!.initialPasswordEnc));
    const gone = rows.get(changed.email)!;
    expect(gone.getCell(3).value).toBe('Peserta Didik');
    expect(gone.getCell(6).value ?? '').toBe('');
    expect(gone.getCell(7).value).toBe('Peserta Didik');
    const admin = await t.database.db.select().from(users).where(eq(users.userId, adminId));
    expect(rows.get(admin[0]!.email)?.getCell(3).value).toBe('Administrator');
  });
});
