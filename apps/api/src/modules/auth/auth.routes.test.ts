import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { createTestApp, signIn, type TestApp } from '../../test/create-test-app';
import { createSchool, createUser, TEST_PASSWORD } from '../../test/factories';
import { sha256 } from './session';
import { refreshToken } from './tokens.table';

let t: TestApp;
let schoolId: string;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
  schoolId = (await createSchool(t.database.db, { npsn: '20100001' })).sekolahId;
});
afterAll(() => t.close());

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

describe('POST /api/jwt/login', () => {
  it('signs in by email or by NUPTK and answers userData without secrets', async () => {
    await createUser(t.database.db, {
      sekolahId: schoolId,
      roles: ['guru', 'wali'],
      email: 'Guru.Wali@Uji.sch.id',
      username: '1234567890123456',
      name: 'Siti Aminah',
    });
    const byEmail = await post('/api/jwt/login', {
      email: 'guru.wali@uji.sch.id',
      password: TEST_PASSWORD,
    });
    expect(byEmail.statusCode).toBe(200);
    const session = byEmail.json<SessionResponse>();
    expect(session.userData.roles).toEqual(['guru', 'wali']);
    expect(session.userData.role).toBe('Guru, Wali Kelas');
    expect(session.userData.semester.semester_id).toBe('20261');
    expect(session.userData.ability).toContainEqual({ action: 'read', subject: 'Wali' });
    expect(session.userData.ability).not.toContainEqual({ action: 'read', subject: 'Kenaikan' });
    expect(byEmail.body).not.toMatch(/argon2|password_hash|passwordHash|initial/i);

    const byNuptk = await post('/api/jwt/login', {
      email: '1234567890123456',
      password: TEST_PASSWORD,
    });
    expect(byNuptk.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    await createUser(t.database.db, {
      sekolahId: schoolId,
      roles: ['guru'],
      email: 'salah@uji.sch.id',
    });
    const wrong = await post('/api/jwt/login', {
      email: 'salah@uji.sch.id',
      password: 'keliru-sekali',
    });
    const unknown = await post('/api/jwt/login', {
      email: 'tidakada@uji.sch.id',
      password: 'keliru-sekali',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('locks an account for a while after repeated failures, with an Indonesian 429', async () => {
    await createUser(t.database.db, {
      sekolahId: schoolId,
      roles: ['guru'],
      email: 'kunci@uji.sch.id',
    });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('/api/jwt/login', { email: 'kunci@uji.sch.id', password: 'x' })).statusCode,
      ).toBe(401);
    }
    const locked = await post('/api/jwt/login', {
      email: 'kunci@uji.sch.id',
      password: TEST_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('auth.rate_limited');
    expect(locked.json().error.message).toMatch(/Terlalu banyak percobaan/);
  });

  it('gives the even-semester abilities when signing in to a genap semester', async () => {
    const user = await createUser(t.database.db, {
      sekolahId: schoolId,
      roles: ['wali'],
      semesters: ['20262'],
    });
    const session = await signIn(t.app, user.email, TEST_PASSWORD, '20262');
    expect(session.userData.ability).toContainEqual({ action: 'read', subject: 'Kenaikan' });
  });

  it.each([
    ['malformed JSON', '{"email":', 400, 'request.malformed_json'],
    ['missing fields', {}, 422, 'request.invalid'],
    ['wrong types', { email: 12, password: ['x'] }, 422, 'request.invalid'],
    [
      'an unknown semester',
      { email: 'a@b.c', password: 'x', semester_id: '19991' },
      422,
      'auth.unknown_semester',
    ],
    [
      'a badly shaped semester',
      { email: 'a@b.c', password: 'x', semester_id: 'ganjil' },
      422,
      'request.invalid',
    ],
  ])('refuses %s with a clear message', async (_name, payload, status, code) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.message).toMatch(/[a-z]/);
  });

  it('names the field in validation messages', async () => {
    const response = await post('/api/jwt/login', { email: 12 });
    expect(response.json().error.fields).toEqual({
      email: 'Email atau nama pengguna harus berupa teks.',
      password: 'Kata sandi wajib diisi.',
    });
  });

  it('refuses an oversized body', async () => {
    const response = await post('/api/jwt/login', {
      email: 'a'.repeat(2 * 1024 * 1024),
      password: 'x',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('request.too_large');
  });
});

describe('refresh tokens', () => {
  async function freshSession() {
    const user = await createUser(t.database.db, { sekolahId: schoolId, roles: ['guru'] });
    return signIn(t.app, user.email);
  }

  it('tolerates a second tab refreshing with the same token moments later, without logging out', async () => {
    const first = await freshSession();
    const a = await post('/api/jwt/refresh-token', { refreshToken: first.refreshToken });
    const b = await post('/api/jwt/refresh-token', { refreshToken: first.refreshToken });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(401);
    expect(b.json().error.code).toBe('auth.refresh_superseded');
    const next = await post('/api/jwt/refresh-token', {
      refreshToken: a.json<SessionResponse>().refreshToken,
    });
    expect(next.statusCode).toBe(200);
  });

  it('rotates on every use', async () => {
    const first = await freshSession();
    const second = await post('/api/jwt/refresh-token', { refreshToken: first.refreshToken });
    expect(second.statusCode).toBe(200);
    const rotated = second.json<SessionResponse>();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    const beranda = await t.app.inject({
      url: '/api/beranda',
      headers: { authorization: `Bearer ${rotated.accessToken}` },
    });
    expect(beranda.statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back after the grace period', async () => {
    const first = await freshSession();
    const second = (
      await post('/api/jwt/refresh-token', { refreshToken: first.refreshToken })
    ).json<SessionResponse>();
    // Age the first use beyond the grace period that covers two tabs refreshing at once.
    await t.database.db
      .update(refreshToken)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshToken.tokenHash, sha256(first.refreshToken)));
    const replay = await post('/api/jwt/refresh-token', { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    const victim = await post('/api/jwt/refresh-token', { refreshToken: second.refreshToken });
    expect(victim.statusCode).toBe(401);
  });

  it('revokes on logout', async () => {
    const session = await freshSession();
    expect((await post('/api/jwt/logout', { refreshToken: session.refreshToken })).statusCode).toBe(
      200,
    );
    const after = await post('/api/jwt/refresh-token', { refreshToken: session.refreshToken });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('auth.refresh_invalid');
  });

  it('switches semester with new tokens and abilities for that semester', async () => {
    const user = await createUser(t.database.db, {
      sekolahId: schoolId,
      roles: ['guru', 'wali'],
      semesters: ['20261', '20262'],
    });
    const session = await signIn(t.app, user.email);
    const switched = await post(
      '/api/jwt/switch-semester',
      { semester_id: '20262', refreshToken: session.refreshToken },
      { authorization: `Bearer ${session.accessToken}` },
    );
    expect(switched.statusCode).toBe(200);
    const body = switched.json<SessionResponse>();
    expect(body.userData.semester.semester_id).toBe('20262');
    expect(body.userData.ability).toContainEqual({ action: 'read', subject: 'Kenaikan' });
    const unknown = await post(
      '/api/jwt/switch-semester',
      { semester_id: '19991', refreshToken: body.refreshToken },
      { authorization: `Bearer ${body.accessToken}` },
    );
    expect(unknown.statusCode).toBe(422);
  });
});

describe('access tokens', () => {
  it('refuses expired and forged tokens with 401 and says which', async () => {
    const user = await createUser(t.database.db, { sekolahId: schoolId, roles: ['guru'] });
    const session = await signIn(t.app, user.email);
    const [header, payload] = session.accessToken.split('.');
    const forged = `${header}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const response = await t.app.inject({
      url: '/api/beranda',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth.token_invalid');

    const shortLived = await createTestApp({ ACCESS_TOKEN_TTL: '1' });
    try {
      const school = await createSchool(shortLived.database.db);
      const u = await createUser(shortLived.database.db, {
        sekolahId: school.sekolahId,
        roles: ['guru'],
      });
      const s = await signIn(shortLived.app, u.email);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await shortLived.app.inject({
        url: '/api/beranda',
        headers: { authorization: `Bearer ${s.accessToken}` },
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('auth.token_expired');
    } finally {
      await shortLived.close();
    }
  });
});
