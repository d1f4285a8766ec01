import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@erapor/shared/auth/auth.schemas';
import type { DudiDetail, DudiItem, KegiatanDetail } from '@erapor/shared/dudi/dudi.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { createTestApp, signIn, type TestApp } from '../../test/create-test-app';
import { createSchool } from '../../test/factories';
import { createDemoSchool, DEMO_PASSWORD, type DemoLogins } from './demo-school';

let t: TestApp;
let dataDir: string;
let logins: DemoLogins | null;

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'erapor-demo-'));
  logins = await createDemoSchool(t.app.ctx, dataDir);
});
afterAll(() => t.close());

/** The role each demo login is there to show (the person may hold others too, as in a school). */
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
      expect(session.userData.roles, role).toEqual(
        expect.arrayContaining(EXPECTED_ROLES[role] ?? ['?']),
      );
      expect(session.userData.sekolah.is_demo).toBe(true);
      expect(session.userData.sekolah.nama).toMatch(/Demo/);
    }
  });

  it('imports the simulated school through the Dapodik pull, with its log', async () => {
    const runs = await t.app.inject({
      url: '/api/sinkronisasi/dapodik/riwayat',
      headers: {
        authorization: `Bearer ${(await signIn(t.app, 'admin@demo.erapor.id', DEMO_PASSWORD)).accessToken}`,
      },
    });
    const [run] = runs.json().runs;
    expect(run.status).toBe('done');
    expect(run.log.map((line: { message: string }) => line.message).join('\n')).toMatch(/GTK/);
  });

  it('has partner companies (DUDI) with agreements, PKL activities, supervisors and grade-12 participants', async () => {
    const headers = {
      authorization: `Bearer ${(await signIn(t.app, 'admin@demo.erapor.id', DEMO_PASSWORD)).accessToken}`,
    };
    const list = await t.app.inject({ url: '/api/referensi/dudi?per_page=100', headers });
    expect(list.statusCode, list.body).toBe(200);
    const partners = list.json<Page<DudiItem>>();
    expect(partners.total).toBeGreaterThanOrEqual(5);
    expect(partners.data.every((row) => /^(PT|CV) /.test(row.nama) && row.jumlah_mou === 1)).toBe(
      true,
    );
    for (const partner of partners.data) {
      expect(partner.jumlah_peserta).toBeGreaterThanOrEqual(6);
      const detail = (
        await t.app.inject({ url: `/api/referensi/dudi/${partner.dudi_id}`, headers })
      ).json<DudiDetail>();
      const [agreement] = detail.mou;
      expect(agreement?.aktif).toBe(true);
      const [activity] = agreement!.kegiatan;
      expect(activity?.judul_akt_pd).toMatch(/^PKL \d{4}$/);
      const kegiatan = (
        await t.app.inject({ url: `/api/referensi/dudi-kegiatan/${activity!.akt_pd_id}`, headers })
      ).json<KegiatanDetail>();
      expect(kegiatan.pembimbing.length).toBeGreaterThanOrEqual(1);
      expect(kegiatan.pembimbing.every((p) => p.nuptk)).toBe(true);
      expect(kegiatan.peserta.length).toBe(partner.jumlah_peserta);
      expect(kegiatan.peserta.every((p) => p.kelas?.startsWith('XII '))).toBe(true);
    }
  });

  it('is made only once', async () => {
    expect(await createDemoSchool(t.app.ctx, dataDir)).toBeNull();
  });

  it('is finished by the next start when the first one was cut off before writing the logins', async () => {
    const counts = async () => {
      const [row] = (
        await t.database.executeSql(
          `select (select count(*) from sekolah)::int as sekolah,
                  (select count(*) from users)::int as users,
                  (select count(*) from peserta_didik)::int as siswa,
                  (select count(*) from dudi)::int as dudi,
                  (select count(*) from tujuan_pembelajaran)::int as tp,
                  (select count(*) from capaian_pembelajaran)::int as cp`,
        )
      ).rows as Record<string, number>[];
      return row;
    };
    const before = await counts();
    // deleting the logins file of a finished demo school (to keep them private) changes nothing
    rmSync(join(dataDir, 'demo-accounts.json'));
    expect(await createDemoSchool(t.app.ctx, dataDir)).toBeNull();
    expect(existsSync(join(dataDir, 'demo-accounts.json'))).toBe(false);
    // a first start cut off after the school was pulled, before it was marked finished
    await t.database.executeSql(`delete from settings where key = 'demo_selesai'`);
    const again = await createDemoSchool(t.app.ctx, dataDir);
    expect(again).not.toBeNull();
    expect(JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8'))).toEqual(again);
    // every step ran again without making anything twice
    expect(await counts()).toEqual(before);
    for (const [role, login] of Object.entries(again!)) {
      const session = await signIn(t.app, login.username, DEMO_PASSWORD);
      expect(session.userData.roles, role).toEqual(
        expect.arrayContaining(EXPECTED_ROLES[role] ?? ['?']),
      );
    }
  });
});

describe('the demo school beside a real one', () => {
  it('is never made, nor finished, on a database that holds a real school', async () => {
    const app = await createTestApp();
    try {
      await createSchool(app.database.db, { npsn: '69880042' });
      const dir = mkdtempSync(join(tmpdir(), 'erapor-demo-'));
      expect(await createDemoSchool(app.app.ctx, dir)).toBeNull();
      expect(existsSync(join(dir, 'demo-accounts.json'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
