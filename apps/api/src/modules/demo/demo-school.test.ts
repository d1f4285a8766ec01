import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@erapor/shared/auth/auth.schemas';
import { createTestApp, signIn, type TestApp } from '../../test/create-test-app';
import { createDemoSchool, DEMO_PASSWORD, type DemoLogins } from './demo-school';

let t: TestApp;
let dataDir: string;
let logins: DemoLogins | null;

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'erapor-demo-'));
  logins = await createDemoSchool(t.database.db, dataDir);
});
afterAll(() => t.close());

const EXPECTED_ROLES: Record<string, string[]> = {
  admin: ['admin'],
  tu: ['tu'],
  guru: ['guru'],
  wali: ['guru', 'wali'],
  waka: ['guru', 'waka'],
  kaprog: ['guru', 'kaprog'],
  internal: ['guru', 'internal'],
  pembina_ekskul: ['guru', 'pembina_ekskul'],
  pembimbing: ['guru', 'pembimbing'],
  'guru-p5': ['guru', 'guru-p5'],
  siswa: ['siswa'],
};

describe('the demo school', () => {
  it('writes demo-accounts.json with one login per role', () => {
    const file = JSON.parse(
      readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8'),
    ) as DemoLogins;
    expect(file).toEqual(logins);
    expect(Object.keys(file).sort()).toEqual(Object.keys(EXPECTED_ROLES).sort());
    for (const login of Object.values(file)) expect(login.password).toBe(DEMO_PASSWORD);
  });

  it('lets every demo account sign in with its roles in a clearly marked demo school', async () => {
    for (const [role, login] of Object.entries(logins ?? {})) {
      const session: SessionResponse = await signIn(t.app, login.username, login.password);
      expect(session.userData.roles, role).toEqual(EXPECTED_ROLES[role]);
      expect(session.userData.sekolah.is_demo).toBe(true);
      expect(session.userData.sekolah.nama).toMatch(/Demo/);
    }
  });

  it('gives the demo wali Kenaikan Kelas in the genap semester of the same year', async () => {
    const wali = logins?.wali;
    if (!wali) throw new Error('no demo wali');
    const session = await signIn(t.app, wali.username, wali.password, '20262');
    expect(session.userData.ability).toContainEqual({ action: 'read', subject: 'Kenaikan' });
  });

  it('is made only once', async () => {
    expect(await createDemoSchool(t.database.db, dataDir)).toBeNull();
  });
});
