import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './lazy-chunk';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk('beranda', () => Promise.resolve({ ok: true }))).resolves.toEqual({
      ok: true,
    });
  });

  it('fails with kind "timeout" after 120 seconds', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk('profile', () => new Promise<never>(() => undefined));
    const outcome = pending.catch((error: unknown) => error);
    vi.advanceTimersByTime(120_000);
    const error = (await outcome) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('Loading chunk profile failed');
  });

  it('classifies a 404 script as "missing"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
    );
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/js/chunks/login-abc.js',
    );
    await expect(loadChunk('login', () => Promise.reject(error))).rejects.toMatchObject({
      kind: 'missing',
      message: 'Loading chunk login failed.\n(missing: http://localhost/js/chunks/login-abc.js)',
    });
  });

  it('classifies an unreachable script as "error"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/js/chunks/x.js',
    );
    await expect(loadChunk('x', () => Promise.reject(error))).rejects.toMatchObject({
      kind: 'error',
    });
  });

  it('does not disguise a crashing screen as a chunk failure', async () => {
    const bug = new ReferenceError('foo is not defined');
    await expect(loadChunk('x', () => Promise.reject(bug))).rejects.toBe(bug);
  });

  it('recognises chunk failures by type and by browser message', () => {
    expect(isChunkLoadError(new ChunkLoadError('3', 'timeout', 'x'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
