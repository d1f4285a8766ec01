import { afterEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { sekolah } from '../sekolah/sekolah.table';
import { users } from './users.table';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const valid = {
  npsn: '20104321',
  nama_sekolah: 'SMK Negeri 2 Contoh',
  name: 'Operator SMKN 2',
  email: 'operator@smkn2.sch.id',
  password: 'kata-sandi-kuat',
  password_confirmation: 'kata-sandi-kuat',
};

async function counts(app: TestApp) {
  const [s] = await app.database.db.select({ n: count() }).from(sekolah);
  const [u] = await app.database.db.select({ n: count() }).from(users);
  return { sekolah: s?.n, users: u?.n };
}

describe('POST /api/jwt/register', () => {
  it('creates the first school and its administrator, signed in', async () => {
    t = await createTestApp();
    const options = await t.app.inject({ url: '/api/jwt/login-options' });
    expect(options.json().allowRegister).toBe(true);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: valid,
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<SessionResponse>();
    expect(session.userData.roles).toEqual(['admin']);
    expect(session.userData.sekolah.npsn).toBe('20104321');
    expect(session.userData.ability).toContainEqual({ action: 'read', subject: 'Administrator' });
  });

  it('is closed once a school exists, unless configured, and writes nothing', async () => {
    t = await createTestApp();
    await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: valid });
    const before = await counts(t);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: { ...valid, npsn: '20104322', email: 'lain@smk.sch.id' },
    });
    expect(second.statusCode).toBe(403);
    expect(second.json().error.code).toBe('auth.registration_closed');
    expect(await counts(t)).toEqual(before);
    expect((await t.app.inject({ url: '/api/jwt/login-options' })).json().allowRegister).toBe(
      false,
    );
  });

  it('refuses a bad NPSN, a short password, a mismatch and a taken NPSN', async () => {
    t = await createTestApp({ REGISTRATION: '1' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: { ...valid, npsn: '1234', password: 'pendek', password_confirmation: 'lain' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      npsn: 'NPSN harus 8 digit angka.',
      password: 'Kata sandi minimal 8 karakter.',
      password_confirmation: 'Konfirmasi kata sandi tidak sama dengan kata sandi.',
    });
    expect(await counts(t)).toEqual({ sekolah: 0, users: 0 });
    await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: valid });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: { ...valid, email: 'lain@smk.sch.id' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.npsn).toMatch(/sudah terdaftar/);
  });
});
