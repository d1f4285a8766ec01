#!/usr/bin/env node
// Runs the browser journeys against the real server: builds what is missing, starts the API with a
// fresh data directory on a free port, runs the Playwright specs in Debian's Chromium, stops it.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const chromium = '/usr/bin/chromium';
const required = process.env.E2E_REQUIRED === '1';

if (!existsSync(chromium)) {
  const line = '!'.repeat(78);
  console.log(
    `${line}\n!! E2E SKIPPED: ${chromium} not found. Install it: apt-get install -y chromium\n${line}`,
  );
  process.exit(required ? 1 : 0);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(root, 'apps/web/dist/index.html')))
  run('npm', ['run', 'build', '-w', '@erapor/web']);
if (!existsSync(join(root, 'apps/api/dist/server.js')))
  run('npm', ['run', 'build', '-w', '@erapor/api']);

const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

const dataDir = mkdtempSync(join(tmpdir(), 'erapor-e2e-'));

// On PostgreSQL (DATABASE_URL set) the journeys get a fresh database with the demo school
// (DEMO=1; the demo is only made on an empty database), dropped again at the end.
const adminUrl = process.env.DATABASE_URL;
let e2eDatabaseUrl = null;
let e2eDatabaseName = null;
if (adminUrl) {
  const { default: pg } = await import('pg');
  e2eDatabaseName = `erapor_e2e_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${e2eDatabaseName}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${e2eDatabaseName}`;
  e2eDatabaseUrl = url.toString();
  console.log(`Browser journeys on PostgreSQL, database ${e2eDatabaseName}.`);
}

async function dropE2eDatabase() {
  if (!adminUrl || !e2eDatabaseName) return;
  // Node strips the types of this TypeScript module itself.
  const { dropDatabase } = await import('../../api/src/test/drop-database.ts');
  await dropDatabase(adminUrl, e2eDatabaseName);
}
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'e2e-secret',
    ...(e2eDatabaseUrl ? { DATABASE_URL: e2eDatabaseUrl, DEMO: '1' } : {}),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (chunk) => (serverLog += chunk));
server.stderr.on('data', (chunk) => (serverLog += chunk));

function stop(code) {
  server.once('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    dropE2eDatabase()
      .catch((error) => console.error(`Could not drop ${e2eDatabaseName}: ${error.message}`))
      .finally(() => process.exit(code));
  });
  if (server.exitCode !== null) server.emit('exit');
  else server.kill('SIGTERM');
}

const accountsFile = join(dataDir, 'demo-accounts.json');
const deadline = Date.now() + 90_000;
let ready = false;
while (Date.now() < deadline && server.exitCode === null) {
  try {
    const response = await fetch(`${baseUrl}/api/system/version`);
    if (response.ok && existsSync(accountsFile)) {
      ready = true;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!ready) {
  console.error(`The server did not start on ${baseUrl}.\n${serverLog.slice(-4000)}`);
  stop(1);
}
JSON.parse(readFileSync(accountsFile, 'utf8'));

const playwright = spawn(
  process.execPath,
  [
    join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    'apps/web/e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_ACCOUNTS: accountsFile,
      E2E_JWT_SECRET: 'e2e-secret',
    },
  },
);
playwright.on('exit', (code) => {
  if (code !== 0) console.log(`Server log (last lines):\n${serverLog.slice(-3000)}`);
  stop(code ?? 1);
});
