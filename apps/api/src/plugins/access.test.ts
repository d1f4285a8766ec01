import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAbilityFor, SUBJECTS, type Subject } from '@erapor/shared/abilities/define-ability';
import { ROLE_NAMES, type RoleName } from '@erapor/shared/abilities/roles';
import { AccessTokens } from '../modules/auth/access-token';
import { createTestApp, signedInAs, type TestApp } from '../test/create-test-app';
import { registerAccessControl } from './access';

let t: TestApp;
const tokenByRole = new Map<RoleName, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLE_NAMES) {
    const { session } = await signedInAs(t, [role]);
    tokenByRole.set(role, session.accessToken);
  }
});
afterAll(() => t.close());

/** A URL for the route with made-up parameters. */
function concrete(url: string): string {
  return url.replace(/:[a-z_]+\??/gi, 'abcdefghijklmnopqrstuvwxyz0123');
}

describe('every API route', () => {
  it('is declared (the list is not empty)', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThan(15);
  });

  it('answers 401 without a token unless it is public', async () => {
    for (const route of t.app.declaredRoutes.filter((r) => r.access !== 'public')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.code).toBe('auth.token_missing');
    }
  });

  it('answers 403 to a role lacking its ability, before reading the body', async () => {
    let checked = 0;
    for (const route of t.app.declaredRoutes) {
      if (route.access === 'public') continue;
      const subject: Subject = route.access.subject;
      const lacking = ROLE_NAMES.find(
        (role) => !defineAbilityFor([role], '20261').can('read', subject),
      );
      if (!lacking) continue;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer ${tokenByRole.get(lacking)}` },
      });
      expect(response.statusCode, `${route.method} ${route.url} as ${lacking}`).toBe(403);
      expect(response.json().error.code).toBe('auth.forbidden');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('only uses known subjects', () => {
    for (const route of t.app.declaredRoutes) {
      if (route.access !== 'public') expect(SUBJECTS).toContain(route.access.subject);
    }
  });
});

describe('the access declaration', () => {
  it('stops the app from starting when a route declares nothing', async () => {
    const app = Fastify();
    registerAccessControl(app, new AccessTokens('x', 60));
    expect(() => app.get('/api/lupa', () => 'x')).toThrow(/does not declare its access/);
    await app.close();
  });
});
