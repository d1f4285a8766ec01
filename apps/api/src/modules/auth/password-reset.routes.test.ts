import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/create-test-app';
import { createSchool, createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'http://rapor.smk.test' });
});
afterAll(() => t.close());

describe('password reset', () => {
  it('mails a link, shows its email, sets the new password once and ends old sessions', async () => {
    const school = await createSchool(t.database.db);
    const user = await createUser(t.database.db, {
      sekolahId: school.sekolahId,
      roles: ['guru'],
      email: 'lupa@uji.sch.id',
    });
    const old = await signIn(t.app, user.email);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/forgot-password',
      payload: { email: 'siapa@uji.sch.id' },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/forgot-password',
      payload: { email: 'lupa@uji.sch.id' },
    });
    expect(known.json()).toEqual(unknown.json());
    expect(t.mails).toHaveLength(1);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(t.mails[0]?.text ?? '')?.[1] ?? '';
    expect(t.mails[0]?.text).toContain('http://rapor.smk.test/reset-password/');

    const lookup = await t.app.inject({ url: `/api/jwt/reset-password/${token}` });
    expect(lookup.json()).toEqual({ email: 'lupa@uji.sch.id' });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/reset-password',
      payload: { token, password: 'sandi-baru-123', password_confirmation: 'sandi-baru-123' },
    });
    expect(reset.statusCode).toBe(200);
    await signIn(t.app, 'lupa@uji.sch.id', 'sandi-baru-123');
    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/refresh-token',
      payload: { refreshToken: old.refreshToken },
    });
    expect(oldRefresh.statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/reset-password',
      payload: { token, password: 'sandi-lain-123', password_confirmation: 'sandi-lain-123' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('auth.reset_token_invalid');
  });

  it('refuses a malformed token with a message naming it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/reset-password',
      payload: { token: 'x', password: 'sandi-baru-123', password_confirmation: 'sandi-baru-123' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.token).toBe('Token atur ulang tidak valid.');
  });
});
