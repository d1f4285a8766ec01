import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access-token';

const claims = { userId: 'u-1', sekolahId: 's-1', semesterId: '20261', roles: ['guru' as const] };

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('answers a token seen before from memory, and still refuses it once expired', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T08:00:00Z'), toFake: ['Date'] });
    const tokens = new AccessTokens('rahasia-uji', 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.parse('2026-11-22T08:00:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.parse('2026-11-22T08:01:00Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'auth.token_expired' });
    // Forgotten once expired: asked again, the signature check says the same.
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'auth.token_expired' });
  });

  it('never remembers a token with a wrong signature or from another secret', async () => {
    const tokens = new AccessTokens('rahasia-uji', 60);
    const token = await tokens.sign(claims);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'auth.token_invalid' });
    await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'auth.token_invalid' });
    const foreign = await new AccessTokens('rahasia-lain', 60).sign(claims);
    await expect(tokens.verify(foreign)).rejects.toMatchObject({ code: 'auth.token_invalid' });
    expect(await tokens.verify(token)).toEqual(claims);
  });
});
