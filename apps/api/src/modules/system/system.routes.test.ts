import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../../test/create-test-app';

let feed: Server;
let feedUrl = '';
let feedBody = '{"version":"99.0.0","notes_url":"http://contoh/catatan"}';

beforeAll(async () => {
  feed = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(feedBody);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const address = feed.address();
  feedUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/latest.json`;
});
afterAll(() => new Promise<void>((resolve) => feed.close(() => resolve())));

async function checkUpdate(t: TestApp) {
  const admin = await signedInAs(t, ['admin']);
  return t.app.inject({ url: '/api/system/check-update', headers: admin.auth });
}

describe('check-update', () => {
  it('reports a newer version from the feed over real HTTP', async () => {
    const t = await createTestApp({ UPDATE_FEED_URL: feedUrl });
    try {
      feedBody = '{"version":"99.0.0","notes_url":"http://contoh/catatan"}';
      const body = (await checkUpdate(t)).json();
      expect(body).toMatchObject({ latest: '99.0.0', available: true, error: null });
      feedBody = '{"version":"0.0.1"}';
      expect((await checkUpdate(t)).json()).toMatchObject({ available: false, error: null });
      feedBody = '<html>bukan json</html>';
      expect((await checkUpdate(t)).json().error).toMatch(
        /tidak dapat dibaca|tidak dapat dihubungi/,
      );
    } finally {
      await t.close();
    }
  });

  it('says clearly when the feed cannot be reached or is not configured', async () => {
    const unreachable = await createTestApp({ UPDATE_FEED_URL: 'http://127.0.0.1:1/feed.json' });
    try {
      const body = (await checkUpdate(unreachable)).json();
      expect(body.available).toBe(false);
      expect(body.error).toMatch(/tidak dapat dihubungi/);
    } finally {
      await unreachable.close();
    }
    const unset = await createTestApp();
    try {
      expect((await checkUpdate(unset)).json().error).toMatch(/UPDATE_FEED_URL/);
    } finally {
      await unset.close();
    }
  });

  it('serves the version publicly and the changelog to the administrator', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/api/system/version' })).json().version).toMatch(
        /^\d+\.\d+\.\d+$/,
      );
      const admin = await signedInAs(t, ['admin']);
      const changelog = await t.app.inject({ url: '/api/system/changelog', headers: admin.auth });
      expect(changelog.json().markdown).toContain('# ');
    } finally {
      await t.close();
    }
  });
});
