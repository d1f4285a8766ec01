import type { AppAbility } from '@erapor/shared/abilities/define-ability';
import type { UserData } from '@erapor/shared/auth/auth.schemas';
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

/** Only same-origin app paths may be used as a post-login destination. */
export function safeRedirectPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  if (/^\/(login|register|reset-password|logout)\b/.test(value)) return null;
  return value;
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
  const back = safeRedirectPath(intendedPath);
  return {
    type: 'redirect',
    to: back && back !== '/' ? `/login?redirect=${encodeURIComponent(back)}` : '/login',
  };
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
