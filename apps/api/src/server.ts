import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { loadEnv } from './env';
import { createDemoSchool, DEMO_PASSWORD } from './modules/demo/demo-school';
import { deleteExpiredRefreshTokens } from './modules/auth/auth.repository';
import { seedCalendar } from './modules/semester/semester.usecases';
import { failInterruptedPulls, PULL_SILENT_MS } from './modules/sinkronisasi/sinkronisasi.usecases';

async function main(): Promise<void> {
  const env = loadEnv();
  mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
  database.onLost?.((error) => {
    process.stderr.write(`Basis data berhenti, server dihentikan: ${error.message}\n`);
    process.exit(1);
  });
  await database.migrate();
  await seedCalendar(database.db);
  await deleteExpiredRefreshTokens(database.db);
  // a pull cut off by a crash would otherwise block every later pull; the embedded database is
  // this process's alone (decision 0015), so whatever was running here before has ended
  await failInterruptedPulls(database.db, database.kind === 'pglite' ? 0 : PULL_SILENT_MS);

  const app = await buildApp({ env, database });
  const demo = env.demo ? await createDemoSchool(app.ctx, env.dataDir) : null;
  await app.jobs.start();
  await app.listen({ port: env.port, host: env.host });

  const url = `http://localhost:${env.port}`;
  database.announce?.(`PID ${process.pid}, ${url}`);
  const lines = [
    '',
    `e-Rapor SMK ${env.version} siap di ${url}`,
    `Basis data: ${database.kind === 'pglite' ? `PGlite di ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (demo) {
    lines.push('', `Sekolah demo dibuat. Akun demo (kata sandi semua: ${DEMO_PASSWORD}):`);
    for (const [role, login] of Object.entries(demo))
      lines.push(`  ${role.padEnd(15)} ${login.username}`);
    lines.push(`Daftar akun juga disimpan di ${env.dataDir}/demo-accounts.json`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: server berhenti`);
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // a refusal the operator can act on is said plainly; anything else with its stack
  const text =
    error instanceof DataDirInUseError
      ? `Server tidak dijalankan: ${error.message}`
      : `Server gagal dijalankan: ${error instanceof Error ? error.stack : String(error)}`;
  process.stderr.write(`${text}\n`);
  process.exit(1);
});
