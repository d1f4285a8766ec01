import { describe, expect, it, vi } from 'vitest';
import { session } from '../components/grade-grid/dev/grid-test-kit';
import { mockApi } from '../test/mock-fetch';

const signedIn = session('access-1', 'refresh-1');

/** A fresh copy of the module, as after the sign-in page is reloaded. */
async function reloadedStorage() {
  vi.resetModules();
  return import('./storage');
}

describe('whose session ended', () => {
  it('is still known after the sign-in page is reloaded, and only until the next sign-in', async () => {
    const storage = await import('./storage');
    storage.saveSession(signedIn);
    storage.endSession();
    expect(storage.isLoggedIn()).toBe(false);

    const reloaded = await reloadedStorage();
    expect(reloaded.getEndedSessionUserId()).toBe(signedIn.userData.user_id);

    reloaded.saveSession(signedIn);
    expect(reloaded.getEndedSessionUserId()).toBeNull();
  });

  it('is forgotten when the user signs out', async () => {
    mockApi({ 'POST jwt/logout': { json: { ok: true } } });
    const storage = await import('./storage');
    storage.saveSession(signedIn);
    storage.endSession();
    const { logout } = await import('../features/auth/api/logout');
    await logout();
    expect((await reloadedStorage()).getEndedSessionUserId()).toBeNull();
  });
});
