import { eq } from 'drizzle-orm';
import { startDapodikSim, type DapodikSim } from '@erapor/dapodik-sim/server';
import type { SyncRun } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import { users } from '../modules/auth/users.table';
import { SecretBox } from '../plugins/secret-box';
import { getSetting } from '../modules/settings/settings.repository';
import { createTestApp, signIn, type TestApp } from './create-test-app';
import { createSchool, createUser } from './factories';

export interface SimulatedSchool {
  t: TestApp;
  sim: DapodikSim;
  sekolahId: string;
  /** Headers of the school's administrator. */
  admin: Record<string, string>;
  /** Signs in a pulled staff member (by Dapodik ptk_id) with his generated first password. */
  signInGuru: (guruId: string) => Promise<Record<string, string>>;
  close: () => Promise<void>;
}

/**
 * A test app holding one school pulled from the Dapodik simulator, the way an operator fills a
 * fresh installation: connection saved, one full pull, accounts generated.
 */
export async function pullSimulatedSchool(options: {
  npsn: string;
  seed?: number;
  students?: number;
}): Promise<SimulatedSchool> {
  const sim = await startDapodikSim({
    seed: options.seed ?? 3,
    students: options.students ?? 120,
    npsn: options.npsn,
    semesterId: '20261',
  });
  const t = await createTestApp();
  const school = await createSchool(t.database.db, { npsn: options.npsn });
  const adminUser = await createUser(t.database.db, { sekolahId: school.sekolahId, kind: 'admin' });
  const session = await signIn(t.app, adminUser.email);
  const admin = { authorization: `Bearer ${session.accessToken}` };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/sinkronisasi/dapodik/${url}`, headers: admin, payload });
  await call('PUT', 'koneksi', { url: sim.url, token: 'sim-token' });
  const started = await call('POST', 'tarik', {});
  if (started.statusCode !== 200) throw new Error(`pull refused: ${started.body}`);
  const id = started.json<SyncRun>().sync_run_id;
  let run: SyncRun | null = null;
  for (let i = 0; i < 400 && run?.status !== 'done'; i += 1) {
    run = (await call('GET', `riwayat/${id}`)).json<SyncRun>();
    if (run.status === 'failed') throw new Error(`pull failed: ${JSON.stringify(run)}`);
    if (run.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (run?.status !== 'done') throw new Error('pull did not finish');

  const box = new SecretBox((await getSetting(t.database.db, 'data_key'))!);
  async function signInGuru(guruId: string) {
    const [user] = await t.database.db.select().from(users).where(eq(users.guruId, guruId));
    if (!user?.initialPasswordEnc) throw new Error(`no generated account for ${guruId}`);
    const guruSession = await signIn(t.app, user.email, box.decrypt(user.initialPasswordEnc)!);
    return { authorization: `Bearer ${guruSession.accessToken}` };
  }

  return {
    t,
    sim,
    sekolahId: school.sekolahId,
    admin,
    signInGuru,
    async close() {
      await t.close();
      await sim.close();
    },
  };
}
