import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { apiClient, createApiClient, setApiNavigator } from './api-client';
import { serverNow } from './server-clock';
import {
  STORAGE_KEYS,
  getAccessToken,
  getEndedSessionUserId,
  getRefreshToken,
  saveSession,
} from './storage';
import { mockApi } from '../test/mock-fetch';

function session(
  accessToken: string,
  refreshToken: string,
  user = { user_id: 'u1', name: 'Siti Aminah' },
): SessionResponse {
  return {
    accessToken,
    refreshToken,
    userData: {
      ...user,
      email: 'siti@example.sch.id',
      username: null,
      roles: ['guru'],
      role: 'Guru',
      ability: [{ action: 'read', subject: 'Web' }],
      sekolah: { sekolah_id: 's1', npsn: '20212345', nama: 'SMK Negeri 1 Contoh', is_demo: true },
      semester: {
        semester_id: '20251',
        tahun_ajaran_id: 2025,
        nama: '2025/2026 Ganjil',
        semester: 1,
        periode_aktif: true,
      },
      has_photo: false,
      last_login_at: null,
    },
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

function setup(
  handler: (url: string, init?: RequestInit) => Promise<Response>,
  currentPath = '/profile',
) {
  const fetchMock = vi.fn(handler);
  const navigate = vi.fn();
  const showServerError = vi.fn(() => Promise.resolve());
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    navigate,
    showServerError,
    currentPath: () => currentPath,
  });
  return { client, fetchMock, navigate, showServerError };
}

describe('api client', () => {
  it('keeps the server’s clock from the Date header of its answers', async () => {
    saveSession(session('access-1', 'refresh-1'));
    const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const { client } = setup(() =>
      Promise.resolve(
        new Response('{}', {
          status: 200,
          headers: { 'Content-Type': 'application/json', Date: inAYear.toUTCString() },
        }),
      ),
    );
    await client.get('penilaian/status');
    expect(Math.abs(serverNow() - inAYear.getTime())).toBeLessThan(5000);
  });

  it('sends the stored access token as a Bearer header to /api/', async () => {
    saveSession(session('access-1', 'refresh-1'));
    const { client, fetchMock } = setup(() => Promise.resolve(json(200, { ok: 1 })));
    const result = await client.get('beranda');
    expect(result).toEqual({ ok: true, status: 200, data: { ok: 1 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/beranda');
    expect(authHeader(fetchMock.mock.calls[0]?.[1])).toBe('Bearer access-1');
  });

  it('runs exactly one refresh for concurrent 401s and replays every request with the new token', async () => {
    saveSession(session('old-access', 'refresh-1'));
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, fetchMock } = setup(async (url, init) => {
      if (url === '/api/jwt/refresh-token') {
        await refreshGate;
        return json(200, session('new-access', 'refresh-2'));
      }
      return authHeader(init) === 'Bearer new-access'
        ? json(200, { url })
        : json(401, { error: { code: 'auth.token_expired', message: 'Sesi berakhir.' } });
    });

    const pending = Promise.all([client.get('a'), client.get('b'), client.get('c')]);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => u === '/api/jwt/refresh-token')).toHaveLength(1),
    );
    releaseRefresh();
    const results = await pending;

    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/jwt/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(refreshCalls[0]?.[1]?.body as string)).toEqual({ refreshToken: 'refresh-1' });
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('clears the session when the refresh fails and goes to /login, saying so and coming back to the page after', async () => {
    saveSession(session('old-access', 'refresh-1'));
    const { client, navigate } = setup(
      (url) =>
        Promise.resolve(
          url === '/api/jwt/refresh-token'
            ? json(401, { error: { code: 'auth.refresh_invalid', message: 'Sesi tidak valid.' } })
            : json(401, { error: { code: 'auth.token_expired', message: 'Sesi berakhir.' } }),
        ),
      '/penilaian/input-nilai?pembelajaran_id=p-1&jenis=slm',
    );
    const result = await client.put('penilaian/grid/slm', { cells: [] });
    expect(result.ok).toBe(false);
    expect(result.status).toBe(401);
    for (const key of ['userData', 'accessToken', 'refreshToken', 'userAbilities']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(navigate.mock.calls[0]![0] as string, 'http://sekolah.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('sesi')).toBe('berakhir');
    expect(target.searchParams.get('redirect')).toBe(
      '/penilaian/input-nilai?pembelajaran_id=p-1&jenis=slm',
    );
    // whose edits the sign-in page counts, though his session is gone from storage
    expect(getEndedSessionUserId()).toBe('u1');
  });

  it.each([
    [
      'the refresh never reaches the server (the Wi-Fi dropped)',
      () => Promise.reject(new TypeError('Failed to fetch')),
    ],
    [
      'a gateway answers the refresh (the server restarting)',
      () => Promise.resolve(json(502, { message: 'Bad Gateway' })),
    ],
  ])(
    'keeps the session when %s: the request is told the server was not reached, to be tried again',
    async (_, refreshAnswer) => {
      saveSession(session('old-access', 'refresh-1'));
      const { client, navigate } = setup(
        (url) =>
          url === '/api/jwt/refresh-token'
            ? refreshAnswer()
            : Promise.resolve(
                json(401, { error: { code: 'auth.token_expired', message: 'Sesi berakhir.' } }),
              ),
        '/penilaian/input-nilai?pembelajaran_id=p-1&jenis=slm',
      );
      const result = await client.put('penilaian/grid/slm', { cells: [] });
      expect(result).toMatchObject({
        ok: false,
        status: 0,
        error: { code: 'network.unreachable' },
      });
      expect(navigate).not.toHaveBeenCalled();
      expect(getAccessToken()).toBe('old-access');
      expect(getRefreshToken()).toBe('refresh-1');
      expect(getEndedSessionUserId()).toBeNull();
    },
  );

  it('once a session ended, lets no later 401 of the page it leaves send it to the plain sign-in page', async () => {
    saveSession(session('old-access', 'refresh-1'));
    const { client, navigate } = setup(
      () => Promise.resolve(json(401, {})),
      '/penilaian/input-nilai?pembelajaran_id=p-1&jenis=slm',
    );
    await client.put('penilaian/grid/slm', { cells: [] });
    // the grid, shown again without a session while the sign-in page loads, asks once more
    await client.get('penilaian/grid/slm?pembelajaran_id=p-1');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0]).toMatch(/^\/login\?sesi=berakhir&redirect=/);
    // signing in again starts afresh: a later visitor's 401 goes to the sign-in page again
    saveSession(session('new-access', 'refresh-2'));
    localStorage.clear();
    await client.get('profile');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('sends a visitor without a session to the plain sign-in page, without saying a session ended', async () => {
    const { client, navigate } = setup(() => Promise.resolve(json(401, {})), '/profile');
    await client.get('profile');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprofile');
  });

  it('never refreshes for a failed login', async () => {
    const { client, fetchMock, navigate } = setup(() =>
      Promise.resolve(
        json(401, { error: { code: 'auth.invalid_credentials', message: 'Salah.' } }),
      ),
    );
    const result = await client.post('jwt/login', { email: 'x', password: 'y' });
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 'auth.invalid_credentials' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the server-error modal from the 500 body, then goes to /', async () => {
    saveSession(session('access-1', 'refresh-1'));
    const body = {
      error: { code: 'server.error', message: 'x' },
      icon: 'warning',
      title: 'Gagal',
      text: 'Server sibuk.',
    };
    const { client, navigate, showServerError } = setup(() => Promise.resolve(json(500, body)));
    const result = await client.get('beranda');
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect(showServerError).toHaveBeenCalledWith({
      icon: 'warning',
      title: 'Gagal',
      text: 'Server sibuk.',
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it('uses Indonesian fallback text when a 500 body has none', async () => {
    const { client, showServerError } = setup(() =>
      Promise.resolve(new Response('boom', { status: 500 })),
    );
    await client.get('system/version');
    expect(showServerError).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', title: 'Terjadi Kesalahan Server' }),
    );
  });

  it('returns other server statuses (a 502 from Dapodik, a 503 from a proxy) without the modal', async () => {
    saveSession(session('access-1', 'refresh-1'));
    for (const status of [502, 503]) {
      const { client, navigate, showServerError } = setup(() =>
        Promise.resolve(new Response('<html>Bad Gateway</html>', { status })),
      );
      const result = await client.post('sinkronisasi/dapodik/pratinjau');
      expect(result).toMatchObject({ ok: false, status });
      expect(showServerError).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it('returns a 422 to the caller as a result with the field errors and logs the status', async () => {
    saveSession(session('access-1', 'refresh-1'));
    const body = {
      error: {
        code: 'validation.failed',
        message: 'Data tidak valid.',
        fields: { email: 'Email wajib diisi.' },
      },
    };
    const { client, navigate, showServerError } = setup(() => Promise.resolve(json(422, body)));
    const result = await client.put('profile', { name: 'A', email: '' });
    expect(result).toEqual({ ok: false, status: 422, error: body.error, body });
    expect(showServerError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(vi.mocked(console.warn)).toHaveBeenCalledWith(expect.stringContaining('422'));
  });

  it('reports an unreachable server as a result, not an exception', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await client.get('beranda');
    expect(result).toMatchObject({ ok: false, status: 0, error: { code: 'network.unreachable' } });
  });

  it('stores userAbilities and semester_id from a refreshed session', async () => {
    saveSession(session('old', 'r1'));
    localStorage.removeItem(STORAGE_KEYS.userAbilities);
    const { client } = setup((url, init) =>
      Promise.resolve(
        url === '/api/jwt/refresh-token'
          ? json(200, session('new', 'r2'))
          : authHeader(init) === 'Bearer new'
            ? json(200, {})
            : json(401, {}),
      ),
    );
    await client.get('beranda');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userAbilities) ?? 'null')).toEqual([
      { action: 'read', subject: 'Web' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.semesterId)).toBe('20251');
  });
});

const GRID_PAGE = '/penilaian/input-nilai?pembelajaran_id=p-1&jenis=slm';
const WALI = { user_id: 'u2', name: 'Agustinus Goa' };

/** What another tab of the browser does to the shared storage (this tab hears of it by event). */
function otherTabStores(next: SessionResponse | null, { tell = true } = {}) {
  const values: [string, string | null][] = [
    [STORAGE_KEYS.userData, next ? JSON.stringify(next.userData) : null],
    [STORAGE_KEYS.accessToken, next?.accessToken ?? null],
    [STORAGE_KEYS.refreshToken, next?.refreshToken ?? null],
    [STORAGE_KEYS.userAbilities, next ? JSON.stringify(next.userData.ability) : null],
  ];
  for (const [key, value] of values) {
    const oldValue = localStorage.getItem(key);
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    if (tell)
      window.dispatchEvent(
        new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }),
      );
  }
}

function signInTarget(navigate: ReturnType<typeof vi.fn>, call = 0) {
  return new URL(navigate.mock.calls[call]![0] as string, 'http://sekolah.test');
}

describe('api client with the session shared by the tabs of one browser', () => {
  it('never sends another user’s token: once another account signed in in another tab, the tab goes to the sign-in page saying so', async () => {
    saveSession(session('access-alya', 'refresh-alya'));
    // another tab of the same browser signs the wali in; this tab has not heard of it yet
    otherTabStores(session('access-wali', 'refresh-wali', WALI), { tell: false });
    const { client, fetchMock, navigate } = setup(
      (url, init) =>
        Promise.resolve(
          authHeader(init) === 'Bearer access-wali' || url === '/api/jwt/refresh-token'
            ? json(200, session('access-wali-2', 'refresh-wali-2', WALI))
            : json(401, { error: { code: 'auth.token_missing', message: 'Belum masuk.' } }),
        ),
      GRID_PAGE,
    );

    const result = await client.put('penilaian/grid/slm', { cells: [{ nilai: 25 }] });

    expect(result.ok).toBe(false);
    for (const [url, init] of fetchMock.mock.calls) {
      expect(authHeader(init)).toBeUndefined();
      expect(url).not.toBe('/api/jwt/refresh-token');
    }
    // the wali stays signed in in his tab
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-wali');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-wali');
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = signInTarget(navigate);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('sesi')).toBe('akun-lain');
    expect(target.searchParams.get('redirect')).toBe(GRID_PAGE);
    // the sign-in page counts the edits of the teacher this tab showed
    expect(getEndedSessionUserId()).toBe('u1');
    expect(getAccessToken()).toBeNull();
  });

  it('a refresh that lost to another tab’s (auth.refresh_superseded) replays with the tokens that tab stores, keeping the session', async () => {
    saveSession(session('old-access', 'refresh-1'));
    const { client, fetchMock, navigate } = setup(async (url, init) => {
      if (url === '/api/jwt/refresh-token') {
        // the other tab presented the same refresh token a moment earlier; it stores its new
        // tokens only once its own answer is read
        setTimeout(() => otherTabStores(session('access-2', 'refresh-2')), 120);
        return json(401, {
          error: { code: 'auth.refresh_superseded', message: 'Sesi tidak berlaku lagi.' },
        });
      }
      return authHeader(init) === 'Bearer access-2'
        ? json(200, { saved: true })
        : json(401, { error: { code: 'auth.token_expired', message: 'Sesi berakhir.' } });
    }, GRID_PAGE);

    const result = await client.put('penilaian/grid/slm', { cells: [] });

    expect(result).toEqual({ ok: true, status: 200, data: { saved: true } });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/jwt/refresh-token')).toHaveLength(
      1,
    );
    expect(authHeader(fetchMock.mock.calls.at(-1)?.[1])).toBe('Bearer access-2');
    expect(navigate).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(getEndedSessionUserId()).toBeNull();
  });

  it('waits for another tab’s refresh under the browser’s lock and uses its tokens, without a refresh of its own', async () => {
    saveSession(session('old-access', 'refresh-1'));
    // navigator.locks between two tabs: one holder at a time, the others wait their turn
    let queue = Promise.resolve();
    const request = vi.fn((_name: string, _options: unknown, run: () => Promise<unknown>) => {
      const turn = queue.then(run);
      queue = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    });
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    try {
      let otherTabDone: () => void = () => undefined;
      const otherTabRefresh = new Promise<void>((resolve) => (otherTabDone = resolve));
      // the other tab holds the lock while its refresh is on its way
      void request('erapor-refresh-token', {}, () => otherTabRefresh);
      const { client, fetchMock } = setup((_url, init) =>
        Promise.resolve(
          authHeader(init) === 'Bearer access-2' ? json(200, { ok: 1 }) : json(401, {}),
        ),
      );
      const pending = client.get('beranda');
      await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
      otherTabStores(session('access-2', 'refresh-2'));
      otherTabDone();

      expect(await pending).toEqual({ ok: true, status: 200, data: { ok: 1 } });
      expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/jwt/refresh-token');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  describe('a sign-out in another tab', () => {
    const navigate = vi.fn();
    afterEach(() => {
      navigate.mockReset();
      window.history.replaceState(null, '', '/');
    });

    it('takes the tab to the sign-in page at once, once, saying so and coming back to the page after', async () => {
      setApiNavigator(navigate);
      window.history.replaceState(null, '', GRID_PAGE);
      saveSession(session('access-1', 'refresh-1'));
      const { spy } = mockApi({
        'DELETE penilaian/kehadiran/slm': {
          status: 401,
          json: { error: { code: 'auth.token_missing', message: 'Belum masuk.' } },
        },
      });

      otherTabStores(null);

      expect(navigate).toHaveBeenCalledTimes(1);
      const target = signInTarget(navigate);
      expect(target.pathname).toBe('/login');
      expect(target.searchParams.get('sesi')).toBe('keluar');
      expect(target.searchParams.get('redirect')).toBe(GRID_PAGE);
      expect(getEndedSessionUserId()).toBe('u1');

      // the grid's presence says goodbye as the page goes: its 401 must not send the tab to the
      // plain sign-in page, which would lose the way back
      window.history.replaceState(null, '', target.pathname + target.search);
      const goodbye = await apiClient.delete('penilaian/kehadiran/slm?pembelajaran_id=p-1');
      expect(goodbye.ok).toBe(false);
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls.every(([, init]) => authHeader(init) === undefined)).toBe(true);
    });

    it('follows the tab’s own session when its user signs in again in another tab', async () => {
      setApiNavigator(navigate);
      saveSession(session('access-1', 'refresh-1'));
      otherTabStores(null);
      otherTabStores(session('access-2', 'refresh-2'));
      expect(getAccessToken()).toBe('access-2');
      expect(getEndedSessionUserId()).toBeNull();
      // a later sign-out there is news again
      otherTabStores(null);
      expect(navigate).toHaveBeenCalledTimes(2);
    });
  });
});
