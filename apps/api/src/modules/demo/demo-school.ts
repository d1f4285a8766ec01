import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { generateSchool } from '@erapor/dapodik-sim/generate-school';
import { startDapodikSim } from '@erapor/dapodik-sim/server';
import type { RoleName } from '@erapor/shared/abilities/roles';
import type { AppContext } from '../../app-context';
import { grantRoles, rolesOf } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';
import { users } from '../auth/users.table';
import { importDemoPartners } from '../dudi/dudi-demo';
import { seedDemoKurikulum } from './demo-kurikulum';
import { guru } from '../gtk/gtk.table';
import { JENIS_PTK_TENDIK } from '../pengguna/pengguna.usecases';
import { insertSekolah } from '../sekolah/sekolah.repository';
import { sekolah } from '../sekolah/sekolah.table';
import { getSetting, setSetting } from '../settings/settings.repository';
import { defaultSemesterId } from '../semester/semester.usecases';
import { saveKoneksi } from '../sinkronisasi/sinkronisasi.usecases';
import { syncRun } from '../sinkronisasi/sinkronisasi.table';
import { runPull } from '../sinkronisasi/sinkronisasi.usecases';
import { DATA_SETS } from '../sinkronisasi/sync-types';

/** Every demo account listed in demo-accounts.json shares this password (README). */
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_NPSN = '99999999';
export const DEMO_SCHOOL_NAME = 'SMK Demo e-Rapor (Sekolah Contoh)';
export const DEMO_ADMIN_EMAIL = 'admin@demo.erapor.id';
/** Where the README tells people to run the simulator to pull the demo school again. */
export const DEMO_DAPODIK_URL = 'http://127.0.0.1:5774';

export type DemoLogins = Record<string, { username: string; password: string }>;

type UserRow = typeof users.$inferSelect;

const accountsFile = (dataDir: string) => resolve(dataDir, 'demo-accounts.json');

/** Set on the demo school when it is finished: from then on it is never built again. */
const DEMO_SELESAI_KEY = 'demo_selesai';

/**
 * Where the demo school starts from: nothing (an empty database), or the demo school a first
 * start left unfinished — cut off before it was marked finished (the window closed while the
 * school was being pulled, a power cut), which would otherwise stay half pulled with no login
 * printed. Null when there is nothing to build: a finished demo school (marked, or from before
 * the mark, with its demo-accounts.json), or any real school. Deleting demo-accounts.json later
 * changes nothing: the mark is in the database.
 */
async function demoToBuild(ctx: AppContext, dataDir: string) {
  const schools = await ctx.db.select().from(sekolah).where(isNull(sekolah.deletedAt)).limit(2);
  if (schools.length === 0) return { school: null };
  const [only] = schools;
  if (schools.length > 1 || !only?.isDemo || only.npsn !== DEMO_NPSN) return null;
  const finished = await getSetting(ctx.db, DEMO_SELESAI_KEY, { sekolahId: only.sekolahId });
  if (finished === '1' || existsSync(accountsFile(dataDir))) return null;
  return { school: only };
}

/**
 * The demo school: the simulator's default school pulled through the real Dapodik path, an
 * administrator, and one known login per role. Only on an empty database, or to finish one that
 * a first start left unfinished (every step can run again: the pull changes only what differs,
 * the curriculum and the partners are written once, the accounts are chosen again).
 */
export async function createDemoSchool(
  ctx: AppContext,
  dataDir: string,
): Promise<DemoLogins | null> {
  const build = await demoToBuild(ctx, dataDir);
  if (!build) return null;
  const semesterId = build.school?.semesterId ?? (await defaultSemesterId(ctx.db));
  const generated = generateSchool({ seed: 1, npsn: DEMO_NPSN, semesterId });
  // The name says it is demo data wherever it appears (navbar, beranda, printouts).
  generated.sekolah.nama = DEMO_SCHOOL_NAME;
  const sim = await startDapodikSim({ school: generated });
  try {
    const school =
      build.school ??
      (await insertSekolah(ctx.db, {
        npsn: DEMO_NPSN,
        nama: DEMO_SCHOOL_NAME,
        semesterId,
        isDemo: true,
      }));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // the administrator of an unfinished first start is kept
    const [kept] = build.school
      ? await ctx.db
          .select()
          .from(users)
          .where(and(eq(users.sekolahId, school.sekolahId), eq(users.email, DEMO_ADMIN_EMAIL)))
      : [];
    const [admin] = kept
      ? [kept]
      : await ctx.db
          .insert(users)
          .values({
            sekolahId: school.sekolahId,
            name: 'Operator Sekolah Demo',
            email: DEMO_ADMIN_EMAIL,
            passwordHash,
          })
          .returning();
    if (!admin) throw new Error('demo admin not stored');
    await grantRoles(ctx.db, admin.userId, ['admin'], [semesterId]);
    await saveKoneksi(ctx, school.sekolahId, sim.url, sim.options.token);
    const [run] = await ctx.db
      .insert(syncRun)
      .values({
        sekolahId: school.sekolahId,
        semesterId,
        userId: admin.userId,
        dataSets: [...DATA_SETS],
        status: 'queued',
        total: DATA_SETS.length,
      })
      .returning({ id: syncRun.syncRunId });
    if (!run) throw new Error('demo sync run not stored');
    await runPull(ctx, run.id);
    const [finished] = await ctx.db.select().from(syncRun).where(eq(syncRun.syncRunId, run.id));
    if (finished?.status !== 'done')
      throw new Error(`demo pull failed: ${finished?.error ?? 'unknown'}`);
    await seedDemoKurikulum(ctx, school.sekolahId, semesterId);
    await importDemoPartners(ctx, school.sekolahId, semesterId);
    // Afterwards the connection points where the README runs the simulator for further pulls.
    await saveKoneksi(ctx, school.sekolahId, DEMO_DAPODIK_URL, sim.options.token);
    const logins = await pickDemoAccounts(ctx, school.sekolahId, semesterId, passwordHash);
    await writeFile(accountsFile(dataDir), `${JSON.stringify(logins, null, 2)}\n`);
    await setSetting(ctx.db, DEMO_SELESAI_KEY, '1', { sekolahId: school.sekolahId });
    return logins;
  } finally {
    await sim.close();
  }
}

async function staffAccounts(ctx: AppContext, sekolahId: string, tendik: boolean) {
  return ctx.db
    .select({ user: users })
    .from(users)
    .innerJoin(guru, eq(guru.guruId, users.guruId))
    .where(
      and(
        eq(users.sekolahId, sekolahId),
        tendik
          ? sql`${guru.jenisPtkId} in (${sql.raw(JENIS_PTK_TENDIK.join(','))})`
          : notInArray(guru.jenisPtkId, JENIS_PTK_TENDIK),
        isNull(guru.deletedAt),
      ),
    )
    .orderBy(guru.nama);
}

/** Chooses real people of the pulled school for each role and gives them the demo password. */
async function pickDemoAccounts(
  ctx: AppContext,
  sekolahId: string,
  semesterId: string,
  passwordHash: string,
) {
  const chosen = new Map<string, UserRow>();
  const teachers = await staffAccounts(ctx, sekolahId, false);
  const rolesByUser = new Map<string, RoleName[]>();
  for (const { user } of teachers)
    rolesByUser.set(user.userId, await rolesOf(ctx.db, user.userId, semesterId));
  const used = new Set<string>();
  const take = (key: string, test: (roles: RoleName[]) => boolean) => {
    // People with a NUPTK first: their login is the number a teacher really signs in with.
    const candidates = teachers.filter(
      ({ user }) => !used.has(user.userId) && test(rolesByUser.get(user.userId) ?? []),
    );
    const found = candidates.find(({ user }) => user.username) ?? candidates[0];
    if (!found) throw new Error(`demo school has no account for ${key}`);
    used.add(found.user.userId);
    chosen.set(key, found.user);
  };
  const only =
    (...wanted: RoleName[]) =>
    (roles: RoleName[]) =>
      roles.length === wanted.length && wanted.every((r) => roles.includes(r));
  take('wali', (roles) => roles.includes('wali'));
  take('pembina_ekskul', (roles) => roles.includes('pembina_ekskul'));
  take('pembimbing', (roles) => roles.includes('pembimbing'));
  take('guru-p5', (roles) => roles.includes('guru-p5'));
  take('guru', only('guru'));
  for (const manual of ['waka', 'kaprog', 'internal'] as const) {
    take(manual, only('guru'));
    const user = chosen.get(manual);
    if (user) await grantRoles(ctx.db, user.userId, [manual], [semesterId]);
  }
  const tendik = await staffAccounts(ctx, sekolahId, true);
  const tu = tendik.find(({ user }) => user.username) ?? tendik[0];
  if (tu) chosen.set('tu', tu.user);
  const [siswa] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.sekolahId, sekolahId),
        isNotNull(users.pesertaDidikId),
        isNotNull(users.username),
      ),
    )
    .orderBy(users.name)
    .limit(1);
  if (siswa) chosen.set('siswa', siswa);

  const logins: DemoLogins = { admin: { username: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD } };
  for (const [key, user] of chosen) {
    await ctx.db
      .update(users)
      .set({ passwordHash, initialPasswordEnc: ctx.box.encrypt(DEMO_PASSWORD) })
      .where(eq(users.userId, user.userId));
    logins[key] = { username: user.username ?? user.email, password: DEMO_PASSWORD };
  }
  return logins;
}
