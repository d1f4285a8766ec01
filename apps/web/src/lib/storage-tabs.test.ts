import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../components/grade-grid/dev/grid-test-kit';
import { setApiNavigator } from './api-client';
import * as storage from './storage';

// The API client takes the tab to the sign-in page when its session goes (api-client.test.ts).
const navigate = vi.fn();
setApiNavigator(navigate);

const signedIn = session('access-1', 'refresh-1');

/** A fresh copy of the module, as after a reload (or in a new tab, with its sessionStorage). */
async function reloadedStorage() {
  vi.resetModules();
  return import('./storage');
}

describe('the session as one tab sees it, while other tabs share the browser’s storage', () => {
  const wali = session('access-wali', 'refresh-wali');
  wali.userData = { ...wali.userData, user_id: 'wali-1', name: 'Agustinus Goa' };

  /** Another tab signs the wali in: the browser writes the storage and tells this tab. */
  function waliSignsInElsewhere() {
    localStorage.setItem('userData', JSON.stringify(wali.userData));
    localStorage.setItem('accessToken', wali.accessToken);
    localStorage.setItem('refreshToken', wali.refreshToken);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'userData', storageArea: localStorage }),
    );
  }

  it('no longer shows the teacher in the header once another account signed in in another tab, nor hands out its token', async () => {
    storage.saveSession(signedIn);
    const { result } = renderHook(() => storage.useSession());
    expect(result.current.userData?.name).toBe(signedIn.userData.name);

    act(() => waliSignsInElsewhere());

    expect(result.current).toEqual({ loggedIn: false, userData: null });
    expect(storage.getAccessToken()).toBeNull();
    expect(storage.getRefreshToken()).toBeNull();
    expect(storage.getStoredAbilityRules()).toBeNull();
    expect(storage.sessionLoss()).toBe('akun-lain');
    expect(navigate).toHaveBeenCalledWith('/login?sesi=akun-lain');
    // after a reload too: the tab is still the teacher's
    const reloaded = await reloadedStorage();
    expect(reloaded.isLoggedIn()).toBe(false);
  });

  it('follows a refresh or a semester switch of the same user in another tab', async () => {
    storage.saveSession(signedIn);
    const { result } = renderHook(() => storage.useSession());
    act(() => {
      localStorage.setItem('userData', JSON.stringify({ ...signedIn.userData, name: 'Rina M.' }));
      localStorage.setItem('accessToken', 'access-2');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'userData', storageArea: localStorage }),
      );
    });
    expect(result.current.userData?.name).toBe('Rina M.');
    expect(storage.getAccessToken()).toBe('access-2');
    expect(storage.sessionLoss()).toBeNull();
  });

  it('is taken up by a new tab, and a sign-out there leaves the other account’s session alone', async () => {
    storage.saveSession(signedIn);
    // a new tab: its own sessionStorage, the browser's localStorage
    sessionStorage.clear();
    const newTab = await reloadedStorage();
    expect(newTab.getUserData()?.user_id).toBe(signedIn.userData.user_id);
    expect(newTab.getAccessToken()).toBe(signedIn.accessToken);

    waliSignsInElsewhere();
    newTab.clearSession();
    expect(localStorage.getItem('accessToken')).toBe(wali.accessToken);
  });
});
