import { vi } from 'vitest';

export type Route = (url: string, init: RequestInit | undefined) => unknown;

/** Answers API calls by "METHOD path" (path after /api/, query included); records every call. */
export function mockApi(routes: Record<string, unknown>) {
  const calls: { key: string; body: unknown }[] = [];
  const spy = vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api\//, '')}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ key, body });
    const match = Object.keys(routes).find(
      (pattern) => key === pattern || key.startsWith(`${pattern}?`),
    );
    const handler = match ? routes[match] : undefined;
    const answer = typeof handler === 'function' ? (handler as Route)(url, init) : handler;
    if (answer === undefined) {
      return Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'x', message: `no mock ${key}` } }), {
          status: 404,
        }),
      );
    }
    const { status = 200, json } = answer as { status?: number; json: unknown };
    return Promise.resolve(
      new Response(JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { calls, spy };
}
