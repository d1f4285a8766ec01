import type { ApiError } from '@erapor/shared/errors/api-error';
import { loadChunk } from '../app/lazy-chunk';
import { loginPath } from '../app/route-guard';
import {
  clearSession,
  endSession,
  getAccessToken,
  getEndedSessionUserId,
  getRefreshToken,
  getUserData,
  noteSessionLoss,
  saveSession,
  sessionLoss,
  subscribeSessionLoss,
} from './storage';
import {
  serverErrorFromBody,
  showServerErrorAlert,
  type ServerErrorAlert,
} from './server-error-alert';
import { noteServerDate } from './server-clock';

export const API_BASE = '/api/';

export type ApiErrorDetail = ApiError['error'];

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorDetail; body: unknown };

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body; a function is evaluated again when the request is replayed after a refresh. */
  body?: unknown;
  formData?: FormData;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  navigate: (to: string) => void;
  showServerError: (alert: ServerErrorAlert) => Promise<void>;
  /** The page open now (path and query), to come back to after signing in again. */
  currentPath?: () => string;
}

const windowPath = () => `${window.location.pathname}${window.location.search}`;

/** A 401 from these means wrong credentials or a dead refresh token: never refresh for them. */
const NO_REFRESH_PATHS = new Set(['jwt/login', 'jwt/refresh-token']);

const NETWORK_ERROR: ApiErrorDetail = {
  code: 'network.unreachable',
  message: 'Tidak dapat terhubung ke server. Periksa koneksi jaringan Anda.',
};

function errorDetailOf(body: unknown, status: number): ApiErrorDetail {
  const error = (body as { error?: Partial<ApiErrorDetail> } | null)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return { code: error.code, message: error.message, fields: error.fields };
  }
  return { code: `http.${status}`, message: `Permintaan gagal (HTTP ${status}).` };
}

/** Tabs of this browser refresh one after another under this lock (navigator.locks). */
const REFRESH_LOCK = 'erapor-refresh-token';
/** How long a tab waits for another's refresh before it refreshes by itself (ms). */
const REFRESH_LOCK_WAIT_MS = 15_000;
/**
 * How long a tab whose refresh lost to another tab's waits for that tab's tokens (ms): the winner
 * stores them once its answer is read, which may first download the schema on a slow network.
 */
const SUPERSEDED_WAIT_MS = 10_000;
const SUPERSEDED_POLL_MS = 50;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How a refresh went: new tokens (this tab's or another tab's), a session the server ended, or a
 * server not reached (the Wi-Fi dropped, the server restarting). Only an ended session sends the
 * tab to the sign-in page; an unreached server keeps the session for the next try.
 */
type RefreshOutcome = 'refreshed' | 'ended' | 'unreachable';

/** Statuses of a refresh answered by something other than the server's own judgement. */
const isUnreachedStatus = (status: number) => status === 0 || status >= 500;

/**
 * Runs `refresh` while no other tab of this browser refreshes: the tabs share one refresh token,
 * and the server answers only the first of two that present it. The second tab then finds the
 * first one's tokens in storage and needs no refresh of its own. Without navigator.locks (an
 * older browser, jsdom), or when the lock is not granted in time (a tab whose refresh hangs), the
 * refresh runs as it is; `auth.refresh_superseded` covers a tab that lost the race then.
 */
async function inRefreshTurn(refresh: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request !== 'function') return refresh();
  const waiting = new AbortController();
  const timer = setTimeout(() => waiting.abort(), REFRESH_LOCK_WAIT_MS);
  let granted = false;
  try {
    return await locks.request(REFRESH_LOCK, { signal: waiting.signal }, () => {
      granted = true;
      clearTimeout(timer);
      return refresh();
    });
  } catch {
    clearTimeout(timer);
    // `refresh` never rejects: the lock was not granted in time, so refresh without it
    return granted ? 'unreachable' : refresh();
  }
}

/** The sign-in page itself: going there again would only lose its `redirect`. */
function isSignInPage(path: string): boolean {
  return path === '/login' || path.startsWith('/login?');
}

async function readBody(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps) {
  let refreshing: Promise<RefreshOutcome> | null = null;

  function send(path: string, options: ApiRequestOptions, token: string | null) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.formData) {
      body = options.formData;
    } else if (options.body !== undefined) {
      const value: unknown =
        typeof options.body === 'function' ? (options.body as () => unknown)() : options.body;
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(value);
    }
    const sentAt = Date.now();
    return deps
      .fetch(`${API_BASE}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      })
      .then((response) => {
        noteServerDate(response.headers?.get('date') ?? null, sentAt, Date.now());
        return response;
      });
  }

  function logStatus(method: string, path: string, status: number): void {
    console.warn(`[api] ${method} /api/${path} → HTTP ${status}`);
  }

  /**
   * Waits for the tokens of the tab that won a refresh race (`auth.refresh_superseded`: the server
   * took the same refresh token from another tab a moment earlier), which that tab stores as soon
   * as its answer is read. True once they are there; false when they do not come, or when this
   * tab's session went meanwhile.
   */
  async function tokensOfOtherTab(presented: string): Promise<boolean> {
    const deadline = Date.now() + SUPERSEDED_WAIT_MS;
    for (;;) {
      const stored = getRefreshToken();
      if (stored !== presented) return stored !== null;
      if (Date.now() >= deadline) return false;
      await delay(SUPERSEDED_POLL_MS);
    }
  }

  /** One refresh, in this tab's turn; `before` is the refresh token stored when it was asked for. */
  async function refreshOnce(before: string): Promise<RefreshOutcome> {
    const refreshToken = getRefreshToken();
    if (refreshToken === null) return 'ended';
    // Another tab refreshed this session while this one waited for its turn: its tokens will do.
    if (refreshToken !== before) return 'refreshed';
    try {
      const response = await send(
        'jwt/refresh-token',
        { method: 'POST', body: { refreshToken } },
        null,
      );
      if (!response.ok) {
        logStatus('POST', 'jwt/refresh-token', response.status);
        // a gateway's answer or the server's failure judges nothing about the session
        if (isUnreachedStatus(response.status)) return 'unreachable';
        const body = await readBody(response, 'json');
        if (errorDetailOf(body, response.status).code !== 'auth.refresh_superseded') return 'ended';
        return (await tokensOfOtherTab(refreshToken)) ? 'refreshed' : 'ended';
      }
      // The schema (and zod) is downloaded only when a refresh actually happens.
      const parsed = (
        await loadChunk('auth-schemas', () => import('@erapor/shared/auth/auth.schemas'))
      ).sessionResponseSchema.safeParse(await response.json());
      if (!parsed.success) return 'ended';
      // Another tab changed the session while this refresh was on its way (its own refresh, a
      // sign-out, another account's sign-in): what it stored stands, this answer is dropped.
      if (getRefreshToken() !== refreshToken) {
        return getRefreshToken() !== null ? 'refreshed' : 'ended';
      }
      saveSession(parsed.data);
      return 'refreshed';
    } catch {
      // The refresh never reached the server (or its answer never came back): the session is as
      // it was, and the request that needed it is told the server was not reached, so a grade
      // grid keeps its edits pending and tries again, instead of a sign-out on a Wi-Fi drop.
      return 'unreachable';
    }
  }

  /**
   * This tab has no session to send requests with any more: it goes to the sign-in page, which
   * says why, counts the grade edits kept on this device and comes back to this page after.
   */
  function leaveSession(refreshTried: boolean): void {
    const current = (deps.currentPath ?? windowPath)();
    const goToSignIn = (to: string) => {
      if (!isSignInPage(current)) deps.navigate(to);
    };
    const loss = sessionLoss();
    if (loss) {
      // Another tab signed this user out, or signed another account in: the stored session, if
      // any, is that tab's and stays. Only the first request to find out moves the tab.
      if (noteSessionLoss()) goToSignIn(loginPath(current, loss));
    } else if (refreshTried && getUserData() !== null) {
      // A session that was there ended (its refresh token refused): the sign-in page says so
      // and brings the user back to this page; edits of a grade grid wait on this device.
      endSession();
      goToSignIn(loginPath(current, 'berakhir'));
    } else {
      clearSession();
      // A session that just ended is on its way to the sign-in page that says so: the
      // requests of the page it leaves (re-rendered without a session meanwhile) must not
      // send it to the plain one instead. Otherwise (a visitor): the plain sign-in page.
      if (getEndedSessionUserId() === null) goToSignIn(loginPath(current));
    }
  }

  /** Runs at most one refresh at a time; everyone who got a 401 meanwhile waits for it. */
  function refreshSession(): Promise<RefreshOutcome> {
    refreshing ??= (async () => {
      const before = getRefreshToken();
      const outcome = before === null ? 'ended' : await inRefreshTurn(() => refreshOnce(before));
      if (outcome === 'ended') leaveSession(before !== null);
      return outcome;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Another tab took this tab's session away: the tab leaves for the sign-in page at once. */
  function followSessionLoss(): void {
    if (sessionLoss()) leaveSession(false);
  }

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
    const method = options.method ?? 'GET';
    const tokenUsed = getAccessToken();
    let response: Response;
    try {
      response = await send(path, options, tokenUsed);
      if (response.status === 401 && !NO_REFRESH_PATHS.has(path)) {
        const current = getAccessToken();
        // Someone else already refreshed while this request was in flight: just replay.
        const outcome =
          current !== null && current !== tokenUsed ? 'refreshed' : await refreshSession();
        // told as the server not reached, like a request that never got there (below)
        if (outcome === 'unreachable') throw new TypeError('refresh not reached');
        if (outcome === 'refreshed') response = await send(path, options, getAccessToken());
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      console.warn(`[api] ${method} /api/${path} → network error`);
      return { ok: false, status: 0, error: NETWORK_ERROR, body: null };
    }

    const body = await readBody(response, options.responseType ?? 'json');
    if (response.ok) return { ok: true, status: response.status, data: body as T };

    logStatus(method, path, response.status);
    // Spec §8: only an HTTP 500 opens the modal; every other error status (a 502 from an
    // unreachable Dapodik, say) is answered to the screen that asked, which explains it.
    if (response.status === 500) {
      void deps.showServerError(serverErrorFromBody(body)).then(() => deps.navigate('/'));
    }
    return {
      ok: false,
      status: response.status,
      error: errorDetailOf(body, response.status),
      body,
    };
  }

  return {
    request,
    followSessionLoss,
    get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
    delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let navigateTo: (to: string) => void = (to) => window.location.assign(to);

/** The router registers its navigate function here, so redirects stay inside the SPA. */
export function setApiNavigator(navigate: (to: string) => void): void {
  navigateTo = navigate;
}

export const apiClient: ApiClient = createApiClient({
  fetch: (...args) => window.fetch(...args),
  navigate: (to) => navigateTo(to),
  showServerError: showServerErrorAlert,
});

subscribeSessionLoss(() => apiClient.followSessionLoss());

/** Thrown by query functions so TanStack Query sees a failed result as an error state. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ApiErrorDetail,
  ) {
    super(detail.message);
    this.name = 'ApiRequestError';
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiRequestError(result.status, result.error);
  return result.data;
}
