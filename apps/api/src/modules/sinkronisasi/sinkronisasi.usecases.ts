import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DapodikDataSet, SyncRun } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../plugins/errors';
import { findSekolah } from '../auth/auth.repository';
import { users } from '../auth/users.table';
import { refreshAccountsAndRoles } from '../pengguna/pengguna.usecases';
import { getSetting, setSetting } from '../settings/settings.repository';
import { fetchDapodik, type DapodikConnection } from './dapodik-client';
import { sekolahRowSchema } from './dapodik-rows';
import { syncRun } from './sinkronisasi.table';
import { applySync, planSync, readSnapshot, withPrerequisites } from './sync-engine';
import { DATA_SETS, type DataSetKey, type SyncScope } from './sync-types';

export const PULL_JOB = 'dapodik-pull';

export async function koneksi(ctx: AppContext, sekolahId: string) {
  const school = await findSekolah(ctx.db, sekolahId);
  if (!school) throw notFound('Sekolah');
  const url = await getSetting(ctx.db, 'url_dapodik', { sekolahId });
  const token = await getSetting(ctx.db, 'token_dapodik', { sekolahId });
  return { url, token_set: token !== null, npsn: school.npsn };
}

export async function saveKoneksi(ctx: AppContext, sekolahId: string, url: string, token?: string) {
  await setSetting(ctx.db, 'url_dapodik', url.replace(/\/+$/, ''), { sekolahId });
  if (token) await setSetting(ctx.db, 'token_dapodik', ctx.box.encrypt(token), { sekolahId });
}

export async function connectionOf(
  ctx: AppContext,
  sekolahId: string,
  semesterId: string,
): Promise<DapodikConnection> {
  const school = await findSekolah(ctx.db, sekolahId);
  const url = await getSetting(ctx.db, 'url_dapodik', { sekolahId });
  const sealed = await getSetting(ctx.db, 'token_dapodik', { sekolahId });
  const token = sealed ? ctx.box.decrypt(sealed) : null;
  if (!school || !url || !token) {
    throw new AppError(
      422,
      'sinkronisasi.not_configured',
      'Alamat dan token Web Service Dapodik belum diisi. Isi keduanya lalu tes koneksi.',
    );
  }
  return { url, token, npsn: school.npsn, semesterId };
}

export async function testConnection(ctx: AppContext, sekolahId: string, semesterId: string) {
  const connection = await connectionOf(ctx, sekolahId, semesterId);
  const rows = sekolahRowSchema.safeParse(await fetchDapodik(connection, 'getSekolah'));
  if (!rows.success) {
    throw new AppError(
      502,
      'sinkronisasi.malformed',
      'Jawaban Dapodik tidak berisi identitas sekolah.',
    );
  }
  if (rows.data.npsn !== connection.npsn) {
    throw new AppError(
      422,
      'sinkronisasi.wrong_npsn',
      `Dapodik ini milik sekolah NPSN ${rows.data.npsn}, bukan NPSN sekolah ini (${connection.npsn}).`,
    );
  }
  return {
    message: `Terhubung ke Dapodik ${rows.data.nama} (NPSN ${rows.data.npsn}).`,
    sekolah: { nama: rows.data.nama, npsn: rows.data.npsn },
  };
}

function keysOf(requested?: DapodikDataSet[]): DataSetKey[] {
  return withPrerequisites(requested && requested.length > 0 ? requested : [...DATA_SETS]);
}

export async function preview(
  ctx: AppContext,
  sekolahId: string,
  semesterId: string,
  requested?: DapodikDataSet[],
) {
  const keys = keysOf(requested);
  const connection = await connectionOf(ctx, sekolahId, semesterId);
  const snapshot = await readSnapshot(connection, keys);
  const { plans } = await planSync({ db: ctx.db, sekolahId, semesterId }, snapshot, keys);
  return { plans };
}

/** Queues a pull; one pull at a time per school. */
export async function startPull(
  ctx: AppContext & {
    jobs: { send: (name: string, data: Record<string, unknown>) => Promise<void> };
  },
  sekolahId: string,
  semesterId: string,
  userId: string,
  requested?: DapodikDataSet[],
) {
  await connectionOf(ctx, sekolahId, semesterId);
  await failInterruptedPulls(ctx.db, PULL_SILENT_MS, sekolahId);
  const [busy] = await ctx.db
    .select({ id: syncRun.syncRunId })
    .from(syncRun)
    .where(and(eq(syncRun.sekolahId, sekolahId), inArray(syncRun.status, ['queued', 'running'])))
    .limit(1);
  if (busy) {
    throw new AppError(
      409,
      'sinkronisasi.busy',
      'Tarik data Dapodik sedang berjalan. Tunggu sampai selesai.',
    );
  }
  const keys = keysOf(requested);
  const [run] = await ctx.db
    .insert(syncRun)
    .values({ sekolahId, semesterId, userId, dataSets: keys, status: 'queued', total: keys.length })
    .returning({ id: syncRun.syncRunId });
  if (!run) throw new Error('sync run not stored');
  await ctx.jobs.send(PULL_JOB, { runId: run.id });
  return getRun(ctx, sekolahId, run.id);
}

/**
 * A pull writes a line to its log at every step; one that has written nothing for this long
 * belongs to a process that ended (a power cut, the server stopped). Longer than any step: a
 * Dapodik request gives up after 60 s, and applying a data set takes seconds.
 */
export const PULL_SILENT_MS = 10 * 60_000;

const INTERRUPTED =
  'Tarik data terhenti karena server berhenti sebelum selesai (misalnya listrik padam atau server dimatikan). Kelompok data yang sudah selesai tetap tersimpan, yang belum tidak diubah; silakan tarik data lagi.';

/**
 * Ends as failed the pulls that are still queued or running but silent for `silentMs` (0: all
 * of them, for a server that alone has its database, right after it starts), so that a pull cut
 * off by a crash does not block every later pull ("sedang berjalan") for good. Of one school, or
 * of all. Answers how many were ended.
 */
export async function failInterruptedPulls(
  db: Db,
  silentMs: number,
  sekolahId?: string,
): Promise<number> {
  const entry = JSON.stringify([{ at: new Date().toISOString(), message: INTERRUPTED }]);
  const lastHeard = sql`coalesce((${syncRun.log} -> -1 ->> 'at')::timestamptz, ${syncRun.startedAt})`;
  const ended = await db
    .update(syncRun)
    .set({
      status: 'failed',
      error: INTERRUPTED,
      finishedAt: new Date(),
      log: sql`${syncRun.log} || ${entry}::jsonb`,
    })
    .where(
      and(
        inArray(syncRun.status, ['queued', 'running']),
        sql`${lastHeard} <= now() - make_interval(secs => ${silentMs / 1000})`,
        sekolahId ? eq(syncRun.sekolahId, sekolahId) : undefined,
      ),
    )
    .returning({ id: syncRun.syncRunId });
  return ended.length;
}

async function appendLog(
  ctx: AppContext,
  runId: string,
  message: string,
  extra: Partial<typeof syncRun.$inferInsert> = {},
) {
  const entry = JSON.stringify([{ at: new Date().toISOString(), message }]);
  await ctx.db
    .update(syncRun)
    .set({ ...extra, log: sql`${syncRun.log} || ${entry}::jsonb` })
    .where(eq(syncRun.syncRunId, runId));
}

/** The job: read Dapodik, apply each data set in its own transaction, then refresh accounts and roles. */
export async function runPull(ctx: AppContext, runId: string): Promise<void> {
  const [run] = await ctx.db.select().from(syncRun).where(eq(syncRun.syncRunId, runId));
  if (!run || run.status !== 'queued') return;
  const scope: SyncScope = { db: ctx.db, sekolahId: run.sekolahId, semesterId: run.semesterId };
  const keys = run.dataSets as DataSetKey[];
  try {
    await appendLog(ctx, runId, 'Mengambil data dari Dapodik…', { status: 'running' });
    const connection = await connectionOf(ctx, run.sekolahId, run.semesterId);
    const snapshot = await readSnapshot(connection, keys);
    await appendLog(
      ctx,
      runId,
      `Data diterima: ${snapshot.gtk?.length ?? 0} GTK, ${snapshot.pesertaDidik?.length ?? 0} peserta didik, ${snapshot.rombel?.length ?? 0} rombongan belajar.`,
    );
    const plan = await planSync(scope, snapshot, keys);
    await applySync(scope, snapshot, plan, async (done, total, message) => {
      await appendLog(ctx, runId, message, { progress: done, total });
    });
    const accounts = await refreshAccountsAndRoles(ctx.db, ctx.box, run.sekolahId, run.semesterId);
    await appendLog(
      ctx,
      runId,
      `Akun dan peran diperbarui (${accounts.createdGuru} akun GTK baru, ${accounts.createdPd} akun peserta didik baru).`,
      {
        status: 'done',
        finishedAt: new Date(),
        summary: {
          plans: plan.plans.map(({ key, dapodik, local, sinkron }) => ({
            key,
            dapodik,
            local,
            sinkron,
          })),
        },
      },
    );
  } catch (error) {
    const message =
      error instanceof AppError
        ? error.message
        : 'Terjadi kesalahan saat menerapkan data. Data set yang belum selesai tidak diubah.';
    if (!(error instanceof AppError)) ctx.log.error({ err: error }, 'dapodik pull failed');
    await appendLog(ctx, runId, message, {
      status: 'failed',
      error: message,
      finishedAt: new Date(),
    });
  }
}

function toDto(row: typeof syncRun.$inferSelect & { userName: string | null }): SyncRun {
  return {
    sync_run_id: row.syncRunId,
    data_sets: row.dataSets,
    status: row.status as SyncRun['status'],
    progress: row.progress,
    total: row.total,
    log: row.log,
    error: row.error,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    user_name: row.userName,
  };
}

const runColumns = { run: syncRun, userName: users.name };

export async function getRun(ctx: AppContext, sekolahId: string, runId: string): Promise<SyncRun> {
  const [row] = await ctx.db
    .select(runColumns)
    .from(syncRun)
    .leftJoin(users, eq(users.userId, syncRun.userId))
    .where(and(eq(syncRun.syncRunId, runId), eq(syncRun.sekolahId, sekolahId)));
  if (!row) throw notFound('Riwayat tarik data');
  return toDto({ ...row.run, userName: row.userName });
}

export async function listRuns(ctx: AppContext, sekolahId: string): Promise<SyncRun[]> {
  const rows = await ctx.db
    .select(runColumns)
    .from(syncRun)
    .leftJoin(users, eq(users.userId, syncRun.userId))
    .where(eq(syncRun.sekolahId, sekolahId))
    .orderBy(desc(syncRun.startedAt))
    .limit(20);
  return rows.map((row) => toDto({ ...row.run, userName: row.userName }));
}
