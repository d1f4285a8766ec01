import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { generateSchool } from '@erapor/dapodik-sim/generate-school';
import { startDapodikSim, type DapodikSim } from '@erapor/dapodik-sim/server';
import { semesterIdOnDate } from '@erapor/shared/semester/semester';

export type DemoRole =
  | 'admin'
  | 'tu'
  | 'guru'
  | 'wali'
  | 'waka'
  | 'kaprog'
  | 'internal'
  | 'pembina_ekskul'
  | 'pembimbing'
  | 'guru-p5'
  | 'siswa';

type Accounts = Record<DemoRole, { username: string; password: string }>;

export function demoAccounts(): Accounts {
  const file = process.env.E2E_ACCOUNTS;
  if (!file) throw new Error('E2E_ACCOUNTS is not set; run the suite through apps/web/e2e/run.mjs');
  return JSON.parse(readFileSync(file, 'utf8')) as Accounts;
}

/** Signs a demo account in through the API: its headers and its display name. */
export async function bearer(request: APIRequestContext, role: DemoRole) {
  const account = demoAccounts()[role];
  const login = await request.post('/api/jwt/login', {
    data: { email: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { accessToken: string; userData: { name: string } };
  return { headers: { authorization: `Bearer ${body.accessToken}` }, name: body.userData.name };
}

/** GET /api/<path> with the given headers, expected to answer 200. */
export async function getJson<T>(request: APIRequestContext, path: string, headers: object) {
  const response = await request.get(`/api/${path}`, {
    headers: headers as Record<string, string>,
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** The input of the n-th student's (0-based) m-th value column of a grade grid, as rendered. */
export function gridCell(grid: Locator, row: number, column: number): Locator {
  return grid
    .locator('.dsg-row')
    .nth(row + 1)
    .locator('.dsg-cell input')
    .nth(column);
}

/** Typed in-app navigation through the address bar, like a user following a bookmark. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

export async function signIn(page: Page, role: DemoRole, path = '/login'): Promise<void> {
  const account = demoAccounts()[role];
  await page.goto(path);
  await page.getByLabel('Email atau nama pengguna').fill(account.username);
  await page.getByLabel('Kata sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** An HS256 access token signed with the test secret that expired a minute ago. */
export function expiredAccessToken(claims: {
  sub: string;
  sid: string;
  sem: string;
  roles: string[];
}): string {
  const secret = process.env.E2E_JWT_SECRET ?? 'e2e-secret';
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ ...claims, iss: 'erapor-smk', iat: now - 3600, exp: now - 60 }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Fails the test on any console error or warning, or an uncaught exception, in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium itself reports every HTTP error response; expected 401/500s are not app errors.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
          errors.push(message.text());
        }
        // The API client's own line for each refused request ("[api] PUT … → HTTP 409") is how
        // it leaves a trace; the journeys cause those on purpose.
        if (message.type() === 'warning' && !message.text().startsWith('[api] ')) {
          errors.push(`warning: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The simulator serving exactly the demo school (same seed, NPSN, semester and name), so a spec
 * that pulls from it leaves the demo accounts, roles and partners that other specs rely on as
 * they were — pulling the same school again changes nothing.
 */
export async function startDemoSchoolSim(): Promise<DapodikSim> {
  const school = generateSchool({
    seed: 1,
    npsn: '99999999',
    semesterId: semesterIdOnDate(new Date()),
  });
  school.sekolah.nama = 'SMK Demo e-Rapor (Sekolah Contoh)';
  return startDapodikSim({ school });
}
