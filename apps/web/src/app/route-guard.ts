import type { AppAbility } from '@erapor/shared/abilities/define-ability';
import type { UserData } from '@erapor/shared/auth/auth.schemas';
import type { SessionLoss } from '../lib/storage';
import type { AppRoute } from './paths';

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

export interface GuardSession {
  loggedIn: boolean;
  userData: Pick<UserData, 'roles'> | null;
  ability: AppAbility;
}

export function isSiswa(userData: Pick<UserData, 'roles'> | null): boolean {
  return userData?.roles.includes('siswa') ?? false;
}

/** The default route of a role: students have their own full-layout home. */
export function homePathFor(userData: Pick<UserData, 'roles'> | null): string {
  return isSiswa(userData) ? '/beranda' : '/';
}

/**
 * Only same-origin app paths may be used as a post-login destination: a path and query of this
 * app, never another site. A browser reads `//host` and `/\host` as another host (and drops tabs
 * and line breaks before reading it), so any of those, and any absolute URL, is refused.
 */
export function safeRedirectPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (/^\/(login|register|reset-password|logout)\b/.test(value)) return null;
  return value;
}

/**
 * Why the sign-in page was opened, when it was not asked for (`?sesi=`): the server ended the
 * session, or another tab of the browser took it away (`SessionLoss`: its user signed out there,
 * or another account signed in there).
 */
export const SESSION_PARAM = 'sesi';
export type SessionEnd = 'berakhir' | SessionLoss;
export const SESSION_ENDS: readonly SessionEnd[] = ['berakhir', 'keluar', 'akun-lain'];

export function sessionEndOf(value: string | null): SessionEnd | null {
  return SESSION_ENDS.find((end) => end === value) ?? null;
}

/**
 * The sign-in page, coming back to `back` after signing in when it is an app path (`?redirect=`),
 * and saying why the session ended when it did.
 */
export function loginPath(back: string | null, ended?: SessionEnd): string {
  const params = new URLSearchParams();
  if (ended) params.set(SESSION_PARAM, ended);
  const target = safeRedirectPath(back);
  if (target && target !== '/') params.set('redirect', target);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

/**
 * Spec §4: a permitted route proceeds, unless it is flagged redirect-if-logged-in and the user is
 * signed in; a forbidden route sends a signed-in user to /not-authorized and anyone else to /login
 * (remembering where he wanted to go).
 */
export function decideNavigation(
  route: Pick<AppRoute, 'action' | 'resource' | 'redirectIfLoggedIn'>,
  session: GuardSession,
  intendedPath: string,
): GuardDecision {
  if (session.ability.can(route.action, route.resource)) {
    if (route.redirectIfLoggedIn && session.loggedIn) {
      return { type: 'redirect', to: homePathFor(session.userData) };
    }
    return { type: 'allow' };
  }
  if (session.loggedIn) return { type: 'redirect', to: '/not-authorized' };
  return { type: 'redirect', to: loginPath(intendedPath) };
}

/** Spec §4: students get the full layout without the vertical menu. */
export function effectiveLayout(
  route: Pick<AppRoute, 'layout'>,
  session: Pick<GuardSession, 'loggedIn' | 'userData'>,
  preferred: 'vertical' | 'horizontal',
): 'vertical' | 'horizontal' | 'full' {
  if (route.layout === 'full' || !session.loggedIn || isSiswa(session.userData)) return 'full';
  return preferred;
}
