import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { startDapodikSim, type DapodikSim } from '@erapor/dapodik-sim/server';
import { addStudent, removeGtk } from '@erapor/dapodik-sim/mutations';
import type { DataSetPlanDto, SyncRun } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import { createTestApp, signIn, type TestApp } from '../../test/create-test-app';
import { createSchool, createUser } from '../../test/factories';
import { guru, ptkKeluar } from '../gtk/gtk.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import type { rombonganBelajar } from '../rombel/rombel.table';
import { anggotaRombel } from '../rombel/rombel.table';
import { users } from '../auth/users.table';
import { SecretBox } from '../../plugins/secret-box';
import { getSetting } from '../settings/settings.repository';
import { syncRun } from './sinkronisasi.table';
import { failInterruptedPulls, PULL_SILENT_MS } from './sinkronisasi.usecases';

const NPSN = '69880001';
let t: TestApp;
let sim: DapodikSim;
let auth: Record<string, string>;
let sekolahId: string;

beforeAll(async () => {
  sim = await startDapodikSim({ seed: 7, students: 150, npsn: NPSN, semesterId: '20261' });
  t = await createTestApp();
  const school = await createSchool(t.database.db, { npsn: NPSN });
  sekolahId = school.sekolahId;
  const admin = await createUser(t.database.db, { sekolahId, kind: 'admin' });
  const session = await signIn(t.app, admin.email);
  auth = { authorization: `Bearer ${session.accessToken}` };
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/sinkronisasi/dapodik/${url}`, headers: auth, payload });
}

async function pullAndWait(): Promise<SyncRun> {
  const started = await call('POST', 'tarik', {});
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json<SyncRun>().sync_run_id;
  for (let i = 0; i < 240; i += 1) {
    const run = (await call('GET', `riwayat/${id}`)).json<SyncRun>();
    if (run.status === 'done' || run.status === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('pull did not finish');
}

async function countOf(
  table: typeof guru | typeof pesertaDidik | typeof rombonganBelajar | typeof anggotaRombel,
) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(table)
    .where(isNull(table.deletedAt));
  return row?.n ?? 0;
}

describe('pull from the Dapodik Web Service', () => {
  it('refuses to pull before the connection is set, with a clear message', async () => {
    const response = await call('POST', 'pratinjau', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('sinkronisasi.not_configured');
  });

  it('reports a wrong token and an unreachable service clearly', async () => {
    await call('PUT', 'koneksi', { url: sim.url, token: 'salah' });
    const wrong = await call('POST', 'tes-koneksi');
    expect(wrong.statusCode).toBe(502);
    expect(wrong.json().error.message).toMatch(/Aplikasi tidak terdaftar/);
    await call('PUT', 'koneksi', { url: 'http://127.0.0.1:1', token: 'sim-token' });
    const unreachable = await call('POST', 'tes-koneksi');
    expect(unreachable.json().error.code).toBe('sinkronisasi.unreachable');
    const badUrl = await call('PUT', 'koneksi', { url: 'localhost 5774' });
    expect(badUrl.statusCode).toBe(422);
    expect(badUrl.json().error.fields.url).toMatch(/URL/);
    // The token is the Web Service's, not a password-reset token.
    const blankToken = await call('PUT', 'koneksi', { url: sim.url, token: '   ' });
    expect(blankToken.statusCode).toBe(422);
    expect(blankToken.json().error.fields.token).toBe('Token Web Service wajib diisi.');
  });

  it('tests the connection, previews, applies, and derives roles', async () => {
    await call('PUT', 'koneksi', { url: `${sim.url}/`, token: 'sim-token' });
    const test = await call('POST', 'tes-koneksi');
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().sekolah.npsn).toBe(NPSN);

    const preview = (await call('POST', 'pratinjau', {})).json<{ plans: DataSetPlanDto[] }>();
    const gtkPlan = preview.plans.find((plan) => plan.key === 'gtk');
    expect(gtkPlan?.dapodik).toBe(sim.school.gtk.length);
    expect(gtkPlan?.baru.length).toBe(sim.school.gtk.length);
    expect(await countOf(guru)).toBe(0);

    const run = await pullAndWait();
    expect(run.status, JSON.stringify(run.log)).toBe('done');
    expect(await countOf(guru)).toBe(sim.school.gtk.length);
    expect(await countOf(pesertaDidik)).toBe(sim.school.pesertaDidik.length);

    const waliRombel = sim.school.rombonganBelajar.find((r) => r.jenis_rombel === '1' && r.ptk_id);
    const [waliUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.guruId, waliRombel!.ptk_id!));
    expect(waliUser).toBeDefined();
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      payload: {
        email: waliUser!.email,
        password: await initialPassword(waliUser!.initialPasswordEnc!),
      },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().userData.roles).toEqual(expect.arrayContaining(['guru', 'wali']));
  });

  it('changes nothing when pulled again', async () => {
    const preview = (await call('POST', 'pratinjau', {})).json<{ plans: DataSetPlanDto[] }>();
    for (const plan of preview.plans) {
      expect(plan.baru, plan.key).toEqual([]);
      expect(plan.berubah, plan.key).toEqual([]);
      expect(plan.hilang, plan.key).toEqual([]);
    }
    const before = await countOf(anggotaRombel);
    expect((await pullAndWait()).status).toBe('done');
    expect(await countOf(anggotaRombel)).toBe(before);
  });

  it('marks staff who left as keluar and adds new students', async () => {
    const leaving = sim.school.gtk.find(
      (g) => !sim.school.rombonganBelajar.some((r) => r.ptk_id === g.ptk_id),
    );
    sim.mutate((school) => {
      removeGtk(school, leaving!.ptk_id);
      addStudent(school, { nama: 'SISWA BARU UJI' });
    });
    const preview = (await call('POST', 'pratinjau', {})).json<{ plans: DataSetPlanDto[] }>();
    expect(preview.plans.find((p) => p.key === 'gtk')?.hilang.map((i) => i.id)).toEqual([
      leaving!.ptk_id,
    ]);
    expect(
      preview.plans.find((p) => p.key === 'peserta_didik')?.baru.map((i) => i.label)[0],
    ).toMatch(/SISWA BARU UJI/);
    expect((await pullAndWait()).status).toBe('done');
    const keluar = await t.database.db
      .select()
      .from(ptkKeluar)
      .where(and(eq(ptkKeluar.guruId, leaving!.ptk_id), eq(ptkKeluar.semesterId, '20261')));
    expect(keluar).toHaveLength(1);
  });

  it('applies nothing from a truncated or failing answer', async () => {
    const before = await countOf(pesertaDidik);
    sim.mutate((school) => addStudent(school, { nama: 'TIDAK BOLEH MASUK' }));
    for (const fault of ['truncated', 'malformed', 'http500'] as const) {
      await sim.setOptions({ fault });
      const run = await pullAndWait();
      expect(run.status, fault).toBe('failed');
      expect(run.error, fault).toMatch(/Dapodik/);
    }
    await sim.setOptions({ fault: null });
    expect(await countOf(pesertaDidik)).toBe(before);
  });

  it('ends a pull cut off by a crash instead of refusing every later pull as still running', async () => {
    const cutOff = async (lastHeard: Date) => {
      const [row] = await t.database.db
        .insert(syncRun)
        .values({
          sekolahId,
          semesterId: '20261',
          dataSets: ['gtk'],
          status: 'running',
          total: 1,
          startedAt: lastHeard,
          log: [{ at: lastHeard.toISOString(), message: 'Mengambil data dari Dapodik…' }],
        })
        .returning({ id: syncRun.syncRunId });
      return row!.id;
    };
    const statusOf = async (id: string) => (await call('GET', `riwayat/${id}`)).json<SyncRun>();

    // still heard from a minute ago: another pull really is running
    const recent = await cutOff(new Date(Date.now() - 60_000));
    const refused = await call('POST', 'tarik', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('sinkronisasi.busy');
    expect((await statusOf(recent)).status).toBe('running');
    // a server starting alone on its database ends whatever was running before it
    expect(await failInterruptedPulls(t.database.db, 0)).toBe(1);
    const ended = await statusOf(recent);
    expect(ended).toMatchObject({ status: 'failed' });
    expect(ended.error).toMatch(/^Tarik data terhenti karena server berhenti sebelum selesai/);
    expect(ended.log.at(-1)?.message).toBe(ended.error);

    // silent for longer than any step: the next pull ends it and goes ahead
    const silent = await cutOff(new Date(Date.now() - PULL_SILENT_MS - 60_000));
    const run = await pullAndWait();
    expect(run.status).toBe('done');
    expect((await statusOf(silent)).status).toBe('failed');
  });
});

/** Reads a generated first password the way an account slip will: with the installation's key. */
async function initialPassword(sealed: string): Promise<string> {
  const key = await getSetting(t.database.db, 'data_key');
  return new SecretBox(key!).decrypt(sealed) ?? '';
}
