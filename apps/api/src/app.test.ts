import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'erapor-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>e-Rapor SMK</title>');
  mkdirSync(join(webDist, 'js'));
  writeFileSync(join(webDist, 'js', 'app.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

describe('the web app and the API side by side', () => {
  it('answers index.html for any page path (history mode)', async () => {
    for (const path of ['/', '/login', '/referensi/guru', '/tidak/ada']) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<title>e-Rapor SMK</title>');
    }
  });

  it('serves built assets with a long cache', async () => {
    const response = await t.app.inject({ url: '/js/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API path with a JSON 404, never the page', async () => {
    const response = await t.app.inject({ url: '/api/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('request.not_found');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/jwt/login']).toBeDefined();
  });
});
