import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_RULES,
  createAppAbility,
  defineAbilityFor,
} from '@erapor/shared/abilities/define-ability';
import type { RoleName } from '@erapor/shared/abilities/roles';
import { APP_ROUTES, type AppRoute } from './paths';
import {
  decideNavigation,
  effectiveLayout,
  homePathFor,
  loginPath,
  safeRedirectPath,
  type GuardSession,
} from './route-guard';

function routeByPath(path: string): AppRoute {
  const route = APP_ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

function signedIn(roles: RoleName[]): GuardSession {
  return { loggedIn: true, userData: { roles }, ability: defineAbilityFor(roles, '20251') };
}

const anonymous: GuardSession = {
  loggedIn: false,
  userData: null,
  ability: createAppAbility(ANONYMOUS_RULES),
};

describe('decideNavigation', () => {
  it('lets anonymous visitors open the Auth pages', () => {
    for (const path of ['/login', '/register', '/reset-password/:token?', '/error-404']) {
      expect(decideNavigation(routeByPath(path), anonymous, path)).toEqual({ type: 'allow' });
    }
  });

  it('sends anonymous visitors of a Web page to /login, keeping the intended path', () => {
    expect(decideNavigation(routeByPath('/profile'), anonymous, '/profile')).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fprofile',
    });
    expect(decideNavigation(routeByPath('/'), anonymous, '/')).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it('sends a signed-in user without the resource to /not-authorized', () => {
    expect(decideNavigation(routeByPath('/changelog'), signedIn(['guru']), '/changelog')).toEqual({
      type: 'redirect',
      to: '/not-authorized',
    });
  });

  it('lets the administrator open the Administrator pages', () => {
    expect(
      decideNavigation(routeByPath('/check-update'), signedIn(['admin']), '/check-update'),
    ).toEqual({
      type: 'allow',
    });
  });

  it.each([
    [['guru'] as RoleName[], '/'],
    [['admin'] as RoleName[], '/'],
    [['siswa'] as RoleName[], '/beranda'],
  ])('sends %j away from login/register/reset to %s', (roles, home) => {
    for (const path of ['/login', '/register', '/reset-password/:token?']) {
      expect(decideNavigation(routeByPath(path), signedIn(roles), path)).toEqual({
        type: 'redirect',
        to: home,
      });
    }
  });

  it('lets a signed-in user see the 404 page', () => {
    expect(decideNavigation(routeByPath('/error-404'), signedIn(['guru']), '/error-404')).toEqual({
      type: 'allow',
    });
  });
});

describe('layout and homes', () => {
  it('gives students the full layout everywhere', () => {
    const siswa = signedIn(['siswa']);
    expect(effectiveLayout(routeByPath('/profile'), siswa, 'vertical')).toBe('full');
    expect(effectiveLayout(routeByPath('/profile'), signedIn(['guru']), 'vertical')).toBe(
      'vertical',
    );
    expect(effectiveLayout(routeByPath('/profile'), signedIn(['guru']), 'horizontal')).toBe(
      'horizontal',
    );
    expect(effectiveLayout(routeByPath('/beranda'), signedIn(['guru']), 'vertical')).toBe('full');
  });

  it('maps roles to their home', () => {
    expect(homePathFor({ roles: ['siswa'] })).toBe('/beranda');
    expect(homePathFor({ roles: ['guru', 'wali'] })).toBe('/');
    expect(homePathFor(null)).toBe('/');
  });

  it('only accepts in-app paths as post-login destinations', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('/logout')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
    // a browser reads a backslash as a slash, and drops tabs and line breaks: another host
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/\\/evil.example')).toBeNull();
    expect(safeRedirectPath('/\t/evil.example')).toBeNull();
    expect(safeRedirectPath('/\n/evil.example')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath('/penilaian/input-nilai?pembelajaran_id=p-1&jenis=sas')).toBe(
      '/penilaian/input-nilai?pembelajaran_id=p-1&jenis=sas',
    );
  });

  it('builds the sign-in address, with the way back only to an app path', () => {
    expect(loginPath('/penilaian/input-nilai?pembelajaran_id=p-1&jenis=sas', 'berakhir')).toBe(
      '/login?sesi=berakhir&redirect=%2Fpenilaian%2Finput-nilai%3Fpembelajaran_id%3Dp-1%26jenis%3Dsas',
    );
    expect(loginPath('/', 'berakhir')).toBe('/login?sesi=berakhir');
    expect(loginPath('/profile', 'akun-lain')).toBe('/login?sesi=akun-lain&redirect=%2Fprofile');
    expect(loginPath('//evil.example/x', 'berakhir')).toBe('/login?sesi=berakhir');
    expect(loginPath('/login?redirect=%2Fprofile')).toBe('/login');
    expect(loginPath(null)).toBe('/login');
  });
});
