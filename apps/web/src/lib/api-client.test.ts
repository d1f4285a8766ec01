import { describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { createApiClient } from './api-client';
import { serverNow } from './server-clock';
import {
  STORAGE_KEYS,
  getAccessToken,
  getEndedSessionUserId,
  getRefreshToken,
  saveSession,
} from './storage';

function session(accessToken: string, refreshToken: string): SessionResponse {
  return {
    accessToken,
    refreshToken,
    userData: {
      user_id: 'u1',
      name: 'Siti Aminah',
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
