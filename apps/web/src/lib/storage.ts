import { useSyncExternalStore } from 'react';
import type { AbilityRule } from '@erapor/shared/abilities/define-ability';
import type { SessionResponse, UserData } from '@erapor/shared/auth/auth.schemas';

/** Every localStorage key the web app uses, in one place (spec §3, §9). */
export const STORAGE_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userAbilities: 'userAbilities',
  semesterId: 'semester_id',
  skin: 'skin',
  layoutSettings: 'layoutSettings',
  language: 'language',
  /** Where Enter moves in a grade grid once a cell is typed in: 'down' (default) or 'right'. */
  gradeGridEnter: 'gradeGridEnter',
} as const;

const SESSION_KEYS = [
  STORAGE_KEYS.userData,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userAbilities,
] as const;

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribe to session changes (login, refresh, semester switch, logout). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emitSessionChange(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

export interface SessionSnapshot {
  loggedIn: boolean;
  userData: UserData | null;
}

let snapshot: SessionSnapshot | null = null;

function getSessionSnapshot(): SessionSnapshot {
  snapshot ??= { loggedIn: isLoggedIn(), userData: getUserData() };
  return snapshot;
}

/** The signed-in user as React state; re-renders on login, refresh, switch and logout. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}

export function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export type EnterDirection = 'down' | 'right';

/** Where Enter moves in the grade grids on this device (the teacher's choice, kept across logins). */
export function getEnterDirection(): EnterDirection {
  return localStorage.getItem(STORAGE_KEYS.gradeGridEnter) === 'right' ? 'right' : 'down';
}

export function setEnterDirection(direction: EnterDirection): void {
  localStorage.setItem(STORAGE_KEYS.gradeGridEnter, direction);
}

export function getUserData(): UserData | null {
  return readJson<UserData>(STORAGE_KEYS.userData);
}

export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function getSelectedSemesterId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.semesterId);
}

export function setSelectedSemesterId(semesterId: string): void {
  localStorage.setItem(STORAGE_KEYS.semesterId, semesterId);
}

/** Spec §4: logged in means both userData and accessToken are stored. */
export function isLoggedIn(): boolean {
  return getUserData() !== null && getAccessToken() !== null;
}

/** The stored ability rules, falling back to the rules inside userData. */
export function getStoredAbilityRules(): AbilityRule[] | null {
  return readJson<AbilityRule[]>(STORAGE_KEYS.userAbilities) ?? getUserData()?.ability ?? null;
}

/**
 * Whose session the server ended last (its refresh token refused), until the next sign-in or sign
 * out: the sign-in page counts that user's grade edits kept on this device, which are stored under
 * his id. Kept in the tab's sessionStorage (not localStorage, spec §3), so that reloading the
 * sign-in page keeps the count and another tab never sees it.
 */
const ENDED_SESSION_KEY = 'erapor.sesiBerakhir';

/** Signing in or out: no session ended any more in this tab. */
export function forgetEndedSession(): void {
  try {
    sessionStorage.removeItem(ENDED_SESSION_KEY);
  } catch {
    // storage blocked by the browser: there is nothing to forget
  }
}

/**
 * The server ended the session: it is cleared, and the user it belonged to remembered (before the
 * session's listeners hear of the change, as they may ask whose session ended).
 */
export function endSession(): void {
  const userId = getUserData()?.user_id ?? null;
  forgetEndedSession();
  try {
    if (userId) sessionStorage.setItem(ENDED_SESSION_KEY, userId);
  } catch {
    // storage blocked by the browser: the notice then shows no count
  }
  clearSession();
}

/** Stores everything a session answer carries (login, register, refresh, semester switch). */
export function saveSession(session: SessionResponse): void {
  forgetEndedSession();
  writeJson(STORAGE_KEYS.userData, session.userData);
  localStorage.setItem(STORAGE_KEYS.accessToken, session.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  writeJson(STORAGE_KEYS.userAbilities, session.userData.ability);
  setSelectedSemesterId(session.userData.semester.semester_id);
  emitSessionChange();
}

/** Keeps the stored user record in step after a profile change (name, email, photo). */
export function patchStoredUserData(
  patch: Partial<Pick<UserData, 'name' | 'email' | 'has_photo'>>,
): void {
  const current = getUserData();
  if (!current) return;
  writeJson(STORAGE_KEYS.userData, { ...current, ...patch });
  emitSessionChange();
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  emitSessionChange();
}

/** The user whose session ended last in this tab, also after the sign-in page is reloaded. */
export function getEndedSessionUserId(): string | null {
  try {
    return sessionStorage.getItem(ENDED_SESSION_KEY);
  } catch {
    return null;
  }
}
