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

/**
 * Whose session this tab shows. The browser keeps one session (the spec's localStorage keys), which
 * every tab reads, so a sign-in in another tab replaces it under this tab's feet. A tab that used
 * it then would send its user's grade edits with another user's token, recorded as written by that
 * user. So each tab is bound to the user it shows (in its sessionStorage, which is the tab's own and
 * survives a reload) and sees the stored session only while it belongs to that user. A tab with no
 * user yet (a new tab, a sign-out in this tab) takes the stored session as its own. The binding
 * moves only when this tab signs in or out, never because of another tab.
 */
const TAB_USER_KEY = 'erapor.penggunaTab';
/** The binding when the browser blocks sessionStorage: it then lasts until the page reloads. */
let tabUserInMemory: string | null = null;

function tabUserId(): string | null {
  try {
    return sessionStorage.getItem(TAB_USER_KEY);
  } catch {
    return tabUserInMemory;
  }
}

function bindTab(userId: string | null): void {
  try {
    if (userId) sessionStorage.setItem(TAB_USER_KEY, userId);
    else sessionStorage.removeItem(TAB_USER_KEY);
  } catch {
    tabUserInMemory = userId;
  }
}

/** The stored session's user, whoever's tab stored it. */
function storedUserData(): UserData | null {
  return readJson<UserData>(STORAGE_KEYS.userData);
}

/** The stored session's user when it is this tab's (a tab without one takes it); else null. */
export function getUserData(): UserData | null {
  const stored = storedUserData();
  if (!stored) return null;
  const own = tabUserId();
  if (own === null) {
    bindTab(stored.user_id);
    return stored;
  }
  return own === stored.user_id ? stored : null;
}

/** This tab's access token: never another user's, signed in in another tab. */
export function getAccessToken(): string | null {
  return getUserData() ? localStorage.getItem(STORAGE_KEYS.accessToken) : null;
}

/** This tab's refresh token: never another user's, signed in in another tab. */
export function getRefreshToken(): string | null {
  return getUserData() ? localStorage.getItem(STORAGE_KEYS.refreshToken) : null;
}

/**
 * How this tab lost its session to another tab of the browser, if it did: its user signed out
 * there (or the session ended there), or another account signed in there.
 */
export type SessionLoss = 'keluar' | 'akun-lain';

export function sessionLoss(): SessionLoss | null {
  const own = tabUserId();
  if (own === null) return null;
  const stored = storedUserData();
  if (!stored) return 'keluar';
  return stored.user_id === own ? null : 'akun-lain';
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
  const own = getUserData();
  if (!own) return null;
  return readJson<AbilityRule[]>(STORAGE_KEYS.userAbilities) ?? own.ability;
}

/**
 * Whose session ended last in this tab (the server refused its refresh token, or another tab signed
 * it out or signed another account in), until the next sign-in or sign out: the sign-in page counts
 * that user's grade edits kept on this device, which are stored under his id. Kept in the tab's
 * sessionStorage (not localStorage, spec §3), so that reloading the sign-in page keeps the count
 * and another tab never sees it.
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

function rememberEndedSession(userId: string | null): void {
  forgetEndedSession();
  try {
    if (userId) sessionStorage.setItem(ENDED_SESSION_KEY, userId);
  } catch {
    // storage blocked by the browser: the notice then shows no count
  }
}

function removeStoredSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}

/**
 * The server ended the session: it is cleared, and the user it belonged to remembered (before the
 * session's listeners hear of the change, as they may ask whose session ended). The tab stays
 * bound to him, so that a session another user starts meanwhile in another tab is not taken up.
 */
export function endSession(): void {
  rememberEndedSession(getUserData()?.user_id ?? null);
  removeStoredSession();
  emitSessionChange();
}

/**
 * Another tab took this tab's session away (`sessionLoss`): the tab remembers whose session it
 * showed, for the sign-in page's count, and leaves the stored session alone (it is the other
 * tab's, or gone). True only the first time for one loss: the tab goes to the sign-in page once.
 */
export function noteSessionLoss(): boolean {
  const own = tabUserId();
  if (own === null || sessionLoss() === null || getEndedSessionUserId() === own) return false;
  rememberEndedSession(own);
  return true;
}

/** Stores everything a session answer carries (login, register, refresh, semester switch). */
export function saveSession(session: SessionResponse): void {
  forgetEndedSession();
  bindTab(session.userData.user_id);
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

/**
 * Signing out in this tab, or a session that cannot be used: the stored session goes, unless it is
 * another user's (signed in in another tab, who stays signed in), and the tab is nobody's.
 */
export function clearSession(): void {
  if (sessionLoss() !== 'akun-lain') removeStoredSession();
  bindTab(null);
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

const lossListeners = new Set<Listener>();

/** Hear when another tab takes this tab's session away (see `sessionLoss`). */
export function subscribeSessionLoss(listener: Listener): () => void {
  lossListeners.add(listener);
  return () => lossListeners.delete(listener);
}

const SESSION_KEY_NAMES: readonly string[] = SESSION_KEYS;

/**
 * Another tab signed in, refreshed, switched semester or signed out (the browser tells every other
 * tab of a localStorage change): this tab's header and menus follow, and when the session this tab
 * showed is gone, whoever takes the tab to the sign-in page hears of it at once, before a request
 * finds out.
 */
function onOtherTabChange(event: StorageEvent): void {
  if (event.storageArea !== null && event.storageArea !== localStorage) return;
  if (event.key !== null && !SESSION_KEY_NAMES.includes(event.key)) return;
  // The user signed in again in another tab: this tab's session is back, and a later loss is news.
  if (tabUserId() !== null && sessionLoss() === null) forgetEndedSession();
  emitSessionChange();
  if (sessionLoss() === null) return;
  for (const listener of lossListeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('storage', onOtherTabChange);
