import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, serverNow } from './server-clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('server clock', () => {
  it('counts on the server’s time once an answer carried it, however wrong this device is', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2020-01-01T00:00:00Z'));
    const sentAt = Date.now();
    noteServerDate('Sun, 22 Nov 2026 10:00:00 GMT', sentAt, sentAt + 200);
    expect(Math.abs(serverNow() - Date.parse('2026-11-22T10:00:00.500Z'))).toBeLessThan(1000);
    vi.advanceTimersByTime(60_000);
    expect(Math.abs(serverNow() - Date.parse('2026-11-22T10:01:00.500Z'))).toBeLessThan(1000);
  });

  it('ignores an answer without a readable Date header', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-22T10:00:00Z'));
    noteServerDate('Sun, 22 Nov 2026 10:00:00 GMT', Date.now(), Date.now());
    const before = serverNow();
    noteServerDate(null, Date.now(), Date.now());
    noteServerDate('kemarin', Date.now(), Date.now());
    expect(serverNow()).toBe(before);
  });
});
