import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadEnv } from '../env';
import { registerRequestGate } from './request-gate';

/** A server whose grade routes wait until the test lets them finish. */
async function gatedServer(limit: number) {
  const app = Fastify();
  registerRequestGate(app, limit);
  const running = new Set<string>();
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  let most = 0;
  const handler = async (request: { body?: unknown; params: unknown }) => {
    const { id } = request.params as { id: string };
    started.push(id);
    running.add(id);
    most = Math.max(most, running.size);
    await new Promise<void>((finish) => finishers.set(id, finish));
    running.delete(id);
    return { id, body: request.body ?? null };
  };
  app.put('/api/penilaian/grid/:id', handler);
  app.put('/api/penilaian/grid/:id/kehadiran', handler);
  app.get('/api/beranda/:id', handler);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    started,
    get most() {
      return most;
    },
    send(path: string, signal?: AbortSignal) {
      return fetch(`${base}${path}`, {
        method: path.startsWith('/api/beranda') ? 'GET' : 'PUT',
        ...(path.startsWith('/api/beranda')
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: '{"nilai":81}' }),
        signal,
      });
    },
    finish(id: string) {
      finishers.get(id)?.();
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

let open: FastifyInstance | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('the grade request gate', () => {
  it('works on at most `limit` grade requests at once, and lets the others in as they finish, in order', async () => {
    const server = await gatedServer(2);
    open = server.app;
    const answers = ['a', 'b', 'c', 'd'].map((id) => server.send(`/api/penilaian/grid/${id}`));
    await until(() => server.started.length === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.started).toEqual(['a', 'b']);

    server.finish('a');
    await until(() => server.started.length === 3);
    expect(server.started[2]).toBe('c');
    server.finish('b');
    server.finish('c');
    await until(() => server.started.length === 4);
    server.finish('d');
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).json()));
    expect(bodies.map((body) => (body as { id: string }).id)).toEqual(['a', 'b', 'c', 'd']);
    // the body was read once the request got its turn, and arrived whole
    expect(bodies[3]).toEqual({ id: 'd', body: { nilai: 81 } });
    expect(server.most).toBe(2);
  });

  it('lets presence heartbeats and other routes through while grade requests wait', async () => {
    const server = await gatedServer(1);
    open = server.app;
    const grade = [server.send('/api/penilaian/grid/a'), server.send('/api/penilaian/grid/b')];
    await until(() => server.started.includes('a'));
    const heartbeat = server.send('/api/penilaian/grid/h/kehadiran');
    const beranda = server.send('/api/beranda/x');
    await until(() => server.started.includes('h') && server.started.includes('x'));
    expect(server.started).not.toContain('b');
    for (const id of ['h', 'x', 'a', 'b']) {
      await until(() => server.started.includes(id));
      server.finish(id);
    }
    await Promise.all([...grade, heartbeat, beranda]);
  });

  it('gives the turn of a client that left while waiting, or while worked on, to the next one', async () => {
    const server = await gatedServer(1);
    open = server.app;
    const first = new AbortController();
    const second = new AbortController();
    const abandoned = [
      server.send('/api/penilaian/grid/a', first.signal),
      server.send('/api/penilaian/grid/b', second.signal),
    ].map((answer) => answer.catch(() => null));
    await until(() => server.started.includes('a'));
    second.abort(); // waiting
    await new Promise((r) => setTimeout(r, 50));
    first.abort(); // worked on
    await new Promise((r) => setTimeout(r, 50));
    const third = server.send('/api/penilaian/grid/c');
    server.finish('a');
    await until(() => server.started.includes('c'));
    server.finish('c');
    expect((await third).status).toBe(200);
    await Promise.all(abandoned);
    expect(server.started).not.toContain('b');
  });

  it('takes its size from GRADE_REQUESTS_AT_ONCE, 6 unless told, and refuses anything but a positive integer', () => {
    expect(loadEnv({}).gradeRequestsAtOnce).toBe(6);
    expect(loadEnv({ GRADE_REQUESTS_AT_ONCE: '3' }).gradeRequestsAtOnce).toBe(3);
    for (const wrong of ['0', '2.5', 'enam'])
      expect(() => loadEnv({ GRADE_REQUESTS_AT_ONCE: wrong })).toThrow(
        /GRADE_REQUESTS_AT_ONCE harus bilangan bulat positif/,
      );
  });
});
