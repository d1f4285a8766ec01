import type { SyncRun } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import type { TestApp } from './create-test-app';

/** Saves the simulator as the school's Dapodik, pulls every data set and waits for the run. */
export async function pullSimulatedSchool(
  t: TestApp,
  auth: Record<string, string>,
  simUrl: string,
): Promise<SyncRun> {
  const base = '/api/sinkronisasi/dapodik';
  const saved = await t.app.inject({
    method: 'PUT',
    url: `${base}/koneksi`,
    headers: auth,
    payload: { url: simUrl, token: 'sim-token' },
  });
  if (saved.statusCode !== 200) throw new Error(`koneksi: ${saved.body}`);
  const started = await t.app.inject({
    method: 'POST',
    url: `${base}/tarik`,
    headers: auth,
    payload: {},
  });
  if (started.statusCode !== 200) throw new Error(`tarik: ${started.body}`);
  const id = started.json<SyncRun>().sync_run_id;
  for (let i = 0; i < 480; i += 1) {
    const run = (
      await t.app.inject({ method: 'GET', url: `${base}/riwayat/${id}`, headers: auth })
    ).json<SyncRun>();
    if (run.status === 'done') return run;
    if (run.status === 'failed') throw new Error(`pull failed: ${run.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('pull did not finish');
}
