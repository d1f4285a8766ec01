#!/usr/bin/env node
// Benchmark of the built e-Rapor SMK server (`npm run bench`). It reports, it does not test: a
// missed target is printed as FAIL and the exit code stays 0. The exit code is non-zero only when
// the bench itself could not measure something (server would not start, crash, ...).
//
//   1. gzipped JS+CSS loaded by /login in headless Chromium          target <= 150 KB
//   2. spawn -> first 200 of GET /api/system/version, existing data   target < 1 s (median of 5)
//   3. idle RSS of the server process                                 target < 150 MiB
//   4. POST /api/jwt/login, 50 concurrent clients x 10 logins         target p99 < 2 s
//   5-9. Tarik Data Dapodik (1000 / 3000 students, second pull, memory) and the reference lists
//        under 20 concurrent users: see bench/dapodik-pull.mjs
//   10-19. deadline load: 100 teachers saving whole 36 x 8 SLM grids and finals, then small
//        saves, then 60 at typing pace; requests/s, latencies, memory, errors, read-back,
//        grade_history and the database's own ceiling: see bench/deadline-load.mjs
//
// Items 2-4 run on PGlite (a fresh temp DATA_DIR) and, when BENCH_DATABASE_URL is set, again on a
// fresh PostgreSQL database created beside the one named in that URL (dropped afterwards).
// Options: --build rebuilds web + api first (otherwise only when a dist file is missing),
// --no-dapodik skips items 5-9, --dapodik-only runs only items 5-9,
// --no-deadline skips items 10-19, --deadline-only runs only items 10-19
// (e.g. `npm run bench -- --deadline-only`), --no-pglite runs only the PostgreSQL sections.
// Env: BENCH_DATABASE_URL, BENCH_KEEP=1 keeps the temp dirs and the PostgreSQL database,
// BENCH_DEADLINE_SECONDS / BENCH_SMALL_SECONDS the two deadline phases (default 60 / 30),
// BENCH_SERVER_JS another server build than apps/api/dist/server.js.
// Writes bench/results/latest.json (bench/results/deadline-latest.json with --deadline-only).
// Node built-ins and playwright-core; the deadline part also pg and @electric-sql/pglite.

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchDapodikPull, DAPODIK_NOTE, describeDapodikDetails } from './dapodik-pull.mjs';
import { benchDeadlineLoad, DEADLINE_NOTE, describeDeadlineDetails } from './deadline-load.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_SERVER_JS: another build of the server (e.g. a private one while others rebuild dist)
const SERVER_JS = process.env.BENCH_SERVER_JS
  ? resolve(process.env.BENCH_SERVER_JS)
  : join(ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
const RESULTS_FILE = join(ROOT, 'bench/results/latest.json');
const DEADLINE_RESULTS_FILE = join(ROOT, 'bench/results/deadline-latest.json');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const START_RUNS = 5;
const POLL_MS = 20;
const IDLE_WAIT_MS = 3000;
const LOGIN_CLIENTS = 50;
const LOGINS_PER_CLIENT = 10;
const LOGIN_MAX_PER_ADDRESS = '100000';
const FIRST_START_TIMEOUT_MS = 180_000;
const START_TIMEOUT_MS = 60_000;

const TARGETS = {
  pageWeight: { limit: 150, unit: 'KB', text: '<= 150 KB' },
  startup: { limit: 1000, unit: 'ms', text: '< 1000 ms' },
  memory: { limit: 150, unit: 'MiB', text: '< 150 MiB' },
  loginP99: { limit: 2000, unit: 'ms', text: '< 2000 ms' },
};

/** Server env variables the bench sets itself; inherited values would skew the figures. */
const CONTROLLED_ENV = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'DEMO',
  'LOG_LEVEL',
  'WEB_DIST',
  'APP_URL',
  'LOGIN_MAX_PER_ADDRESS',
  'LOGIN_MAX_FAILURES',
  'LOGIN_WINDOW_MINUTES',
  'NODE_OPTIONS',
  'TRUST_PROXY',
  'GRADE_REQUESTS_AT_ONCE',
];

// ---------------------------------------------------------------------------------------------
// Small helpers

const round = (value, digits = 1) => (value == null ? null : Number(value.toFixed(digits)));
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length); // nearest-rank
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

function readRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU time (user + system, all threads) the process has used, in ms: less sensitive to load. */
function readCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime, stime
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Build

function ensureBuilt(force) {
  if (!force && existsSync(SERVER_JS) && existsSync(WEB_INDEX)) return { built: false };
  const attempts = 3;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    log(`npm run build (attempt ${attempt}/${attempts})`);
    try {
      execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      if (existsSync(SERVER_JS) && existsSync(WEB_INDEX)) return { built: true };
    } catch (error) {
      log(`build failed: ${error.message.split('\n')[0]}`);
    }
    if (attempt < attempts) execFileSync('sleep', ['20']);
  }
  throw new Error(
    'npm run build failed; apps/api/dist/server.js or apps/web/dist/index.html missing',
  );
}

// ---------------------------------------------------------------------------------------------
// Server process

const liveServers = new Set();

/**
 * The Node options `npm start` runs the server with (package.json), so the bench measures the
 * server as a school runs it: e.g. --max-semi-space-size, which keeps V8's young generation from
 * growing to tens of MB under load (decision 0008).
 */
const SERVER_NODE_FLAGS = (() => {
  const start = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const words = start.split(/\s+/);
  return words.slice(1, words.indexOf('apps/api/dist/server.js')).filter((w) => w.startsWith('--'));
})();

/**
 * Spawns `node <SERVER_NODE_FLAGS> apps/api/dist/server.js` and waits for the first 200 of GET /api/system/version,
 * polled every POLL_MS. `readyMs` is spawn -> that answer.
 */
async function startServer({ dataDir, env = {}, timeoutMs = START_TIMEOUT_MS }) {
  const port = await freePort();
  const childEnv = { ...process.env };
  for (const name of CONTROLLED_ENV) delete childEnv[name];
  Object.assign(childEnv, { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, env);

  let output = '';
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_JS], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exit = null;
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done((exit = { code, signal }))),
  );
  // readyLineMs: spawn -> the "siap di" line on stdout, for information
  const server = {
    child,
    pid: child.pid,
    port,
    exited,
    readyMs: null,
    readyLineMs: null,
    version: null,
  };
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
    if (server.readyLineMs === null && output.includes(' siap di '))
      server.readyLineMs = performance.now() - spawnedAt;
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  liveServers.add(server);
  exited.then(() => liveServers.delete(server));

  const versionUrl = `http://127.0.0.1:${port}/api/system/version`;
  const deadline = spawnedAt + timeoutMs;
  for (;;) {
    if (exit) {
      throw new Error(
        `server exited (${exit.code ?? exit.signal}) before answering:\n${output.trim()}`,
      );
    }
    if (performance.now() > deadline) {
      await stopServer(server);
      throw new Error(
        `server did not answer ${versionUrl} within ${timeoutMs} ms:\n${output.trim()}`,
      );
    }
    try {
      const response = await fetch(versionUrl, { signal: AbortSignal.timeout(2000) });
      const body = await response.text();
      if (response.status === 200) {
        server.readyMs = performance.now() - spawnedAt;
        server.readyCpuMs = readCpuMs(child.pid);
        server.version = JSON.parse(body).version;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  return server;
}

async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

function killLeftovers() {
  for (const server of liveServers) server.child.kill('SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a fresh database next to the one BENCH_DATABASE_URL names, via psql

function psql(adminUrl, sql) {
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function createPostgresDatabase(benchUrl) {
  const url = new URL(benchUrl);
  const base = (decodeURIComponent(url.pathname.slice(1)) || 'erapor_bench').replace(
    /[^a-zA-Z0-9_]/g,
    '_',
  );
  const name = `${base}_${Date.now().toString(36)}`.toLowerCase();
  let lastError = null;
  for (const maintenance of ['postgres', 'template1']) {
    const adminUrl = new URL(url);
    adminUrl.pathname = `/${maintenance}`;
    try {
      psql(adminUrl.href, `CREATE DATABASE "${name}"`);
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      return {
        name,
        url: dbUrl.href,
        drop: () => psql(adminUrl.href, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      };
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(
    `cannot create database ${name}: ${String(lastError?.stderr || lastError?.message).trim()}`,
  );
}

// ---------------------------------------------------------------------------------------------
// 1. Page weight of /login

async function measureLoginPage(port) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      const path = new URL(response.url()).pathname;
      const kind =
        type === 'stylesheet' || /css/.test(contentType) || /\.css$/.test(path)
          ? 'css'
          : type === 'script' || /javascript/.test(contentType) || /\.m?js$/.test(path)
            ? 'js'
            : null;
      if (!kind || response.status() !== 200) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const encoding = response.headers()['content-encoding'];
          const sizes = await response.request().sizes();
          return {
            url: path,
            kind,
            bytes: body.length,
            // already compressed by the server: what came over the wire; otherwise gzip -9 ourselves
            gzipBytes: encoding ? sizes.responseBodySize : gzipSync(body, { level: 9 }).length,
            serverEncoding: encoding ?? null,
          };
        })(),
      );
    });
    const started = performance.now();
    const response = await page.goto(`http://localhost:${port}/login`, {
      waitUntil: 'networkidle',
      timeout: 60_000,
    });
    const loadMs = performance.now() - started;
    const files = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const passwordFields = await page.locator('input[type="password"]').count();
    const title = await page.title();
    await context.close();
    const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
    return {
      status: response?.status() ?? null,
      rendered: passwordFields > 0,
      title,
      loadMs: round(loadMs, 0),
      totalGzipKB: round(sum(files, 'gzipBytes') / 1000, 1),
      totalRawKB: round(sum(files, 'bytes') / 1000, 1),
      jsGzipKB: round(
        sum(
          files.filter((f) => f.kind === 'js'),
          'gzipBytes',
        ) / 1000,
        1,
      ),
      cssGzipKB: round(
        sum(
          files.filter((f) => f.kind === 'css'),
          'gzipBytes',
        ) / 1000,
        1,
      ),
      files: files.map((f) => ({ ...f, gzipKB: round(f.gzipBytes / 1000, 1) })),
      pageErrors,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Concurrent sign-ins

async function loginOnce(port, account) {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.username, password: account.password }),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) return { ms, error: `HTTP ${response.status}` };
    if (!JSON.parse(text).accessToken) return { ms, error: 'no accessToken' };
    return { ms, error: null };
  } catch (error) {
    return {
      ms: performance.now() - started,
      error: error.name === 'TimeoutError' ? 'timeout' : error.message,
    };
  }
}

async function benchLogins({ port, pid }, accounts) {
  // warm-up, not counted: each account once, one after the other
  for (const account of accounts) await loginOnce(port, account);

  const results = [];
  const cpuBefore = readCpuMs(pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: LOGIN_CLIENTS }, async (_, client) => {
      for (let i = 0; i < LOGINS_PER_CLIENT; i += 1) {
        results.push(await loginOnce(port, accounts[(client + i) % accounts.length]));
      }
    }),
  );
  const wallMs = performance.now() - started;
  const serverCpuMs = readCpuMs(pid) - cpuBefore;
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const errors = {};
  for (const { error } of results) if (error) errors[error] = (errors[error] ?? 0) + 1;
  return {
    clients: LOGIN_CLIENTS,
    requests: results.length,
    accounts: accounts.length,
    p50: round(percentile(sorted, 50), 0),
    p95: round(percentile(sorted, 95), 0),
    p99: round(percentile(sorted, 99), 0),
    max: round(sorted.at(-1), 0),
    requestsPerSecond: round(results.length / (wallMs / 1000), 1),
    wallMs: round(wallMs, 0),
    serverCpuMsPerLogin: round(serverCpuMs / results.length, 1),
    errorCount: results.filter((r) => r.error).length,
    errors,
  };
}

// ---------------------------------------------------------------------------------------------
// One database: first start, N restarts, idle memory, (page weight), logins

async function benchDatabase({ label, env, withPageWeight }) {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'erapor-bench-'));
  const section = { database: label, dataDir, metrics: [], details: {}, errors: [] };
  const metric = (id, name, value, unit, target, extra = {}) => {
    const pass =
      value == null
        ? null
        : target.text.startsWith('<=')
          ? value <= target.limit
          : value < target.limit;
    section.metrics.push({
      id,
      metric: name,
      value,
      unit,
      target: target.text,
      status: value == null ? 'ERROR' : pass ? 'PASS' : 'FAIL',
      ...extra,
    });
  };
  const failed = (id, name, target, error) => {
    log(`${label}: ${name} failed: ${error.message}`);
    section.errors.push(`${name}: ${error.message}`);
    section.metrics.push({
      id,
      metric: name,
      value: null,
      unit: target.unit,
      target: target.text,
      status: 'ERROR',
      error: error.message,
    });
  };

  try {
    // first start: creates the database and the demo school
    log(`${label}: first start on ${dataDir}`);
    const first = await startServer({ dataDir, env, timeoutMs: FIRST_START_TIMEOUT_MS });
    section.details.version = first.version;
    section.details.firstStartMs = round(first.readyMs, 0);
    await stopServer(first);
    const accountsFile = join(dataDir, 'demo-accounts.json');
    const accounts = existsSync(accountsFile)
      ? Object.values(JSON.parse(readFileSync(accountsFile, 'utf8')))
      : [];

    // 2. restarts on the existing data
    try {
      const runs = [];
      for (let run = 1; run <= START_RUNS; run += 1) {
        const server = await startServer({ dataDir, env });
        runs.push({
          readyMs: round(server.readyMs, 0),
          readyLineMs: round(server.readyLineMs, 0),
          serverCpuMs: round(server.readyCpuMs, 0),
        });
        await stopServer(server);
        log(`${label}: start ${run}/${START_RUNS}: ${Math.round(server.readyMs)} ms`);
      }
      const values = runs.map((r) => r.readyMs);
      section.details.startRuns = runs;
      metric(
        'startup',
        `start -> first 200, existing data (median of ${START_RUNS})`,
        round(median(values), 0),
        'ms',
        TARGETS.startup,
      );
      metric(
        'startupMax',
        `start -> first 200, existing data (max of ${START_RUNS})`,
        Math.max(...values),
        'ms',
        TARGETS.startup,
      );
    } catch (error) {
      failed('startup', 'start -> first 200, existing data', TARGETS.startup, error);
    }

    // the server for items 3, 1 and 4
    const server = await startServer({ dataDir, env: { ...env, LOGIN_MAX_PER_ADDRESS } });
    try {
      // 3. idle memory after a few requests
      try {
        const base = `http://127.0.0.1:${server.port}`;
        for (const path of [
          '/api/system/version',
          '/api/jwt/login-options',
          '/login',
          '/api/system/version',
        ]) {
          await (await fetch(base + path)).arrayBuffer();
        }
        await sleep(IDLE_WAIT_MS);
        const { rss, peak } = readRssMiB(server.pid);
        section.details.idleRssPeakMiB = round(peak);
        metric('memory', 'idle RSS after start + 4 requests', round(rss), 'MiB', TARGETS.memory);
      } catch (error) {
        failed('memory', 'idle RSS after start + 4 requests', TARGETS.memory, error);
      }

      // 1. page weight (the web bundle does not depend on the database: measured once)
      if (withPageWeight) {
        try {
          log(`${label}: loading /login in Chromium`);
          const page = await measureLoginPage(server.port);
          section.details.loginPage = page;
          metric(
            'pageWeight',
            'gzipped JS+CSS loaded by /login',
            page.totalGzipKB,
            'KB',
            TARGETS.pageWeight,
            {
              note: `${page.files.length} files, raw ${page.totalRawKB} KB, /login ${page.rendered ? 'rendered' : 'did NOT render'}`,
            },
          );
        } catch (error) {
          failed('pageWeight', 'gzipped JS+CSS loaded by /login', TARGETS.pageWeight, error);
        }
      }

      // 4. concurrent sign-ins
      try {
        if (accounts.length === 0) throw new Error(`no demo accounts in ${accountsFile}`);
        log(
          `${label}: ${LOGIN_CLIENTS} clients x ${LOGINS_PER_CLIENT} logins over ${accounts.length} accounts`,
        );
        const logins = await benchLogins(server, accounts);
        section.details.logins = { ...logins, loginMaxPerAddress: Number(LOGIN_MAX_PER_ADDRESS) };
        metric(
          'loginP99',
          `login p99, ${logins.clients} concurrent, ${logins.requests} logins`,
          logins.p99,
          'ms',
          TARGETS.loginP99,
          {
            note: `p50 ${logins.p50} / p95 ${logins.p95} / max ${logins.max} ms, ${logins.requestsPerSecond} req/s, ${logins.errorCount} errors`,
          },
        );
        await sleep(IDLE_WAIT_MS);
        const after = readRssMiB(server.pid);
        section.details.rssAfterLoginsMiB = round(after.rss);
        section.details.rssPeakMiB = round(after.peak);
      } catch (error) {
        failed('loginP99', 'login p99, 50 concurrent', TARGETS.loginP99, error);
      }
    } finally {
      await stopServer(server);
    }
  } catch (error) {
    failed('server', 'server start', { unit: '', text: 'starts' }, error);
  } finally {
    if (process.env.BENCH_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
  }
  return section;
}

// ---------------------------------------------------------------------------------------------
// Report

function printSection(section) {
  const rows = section.metrics.map((m) => [
    m.metric,
    m.value == null ? '-' : `${m.value} ${m.unit}`,
    m.target,
    m.status,
  ]);
  const header = ['metric', 'value', 'target', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  const out = [
    `\n${section.database}`,
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ];
  const d = section.details;
  if (d.firstStartMs != null)
    out.push(`  first start (creates database + demo school): ${d.firstStartMs} ms`);
  if (d.startRuns)
    out.push(
      `  restarts spawn -> first 200: ${d.startRuns.map((r) => r.readyMs).join(', ')} ms; server CPU used by then: ${d.startRuns.map((r) => r.serverCpuMs).join(', ')} ms`,
    );
  if (d.idleRssPeakMiB != null) out.push(`  idle: peak RSS so far (VmHWM) ${d.idleRssPeakMiB} MiB`);
  if (d.loginPage) {
    const p = d.loginPage;
    out.push(
      `  /login: HTTP ${p.status}, ${p.rendered ? 'rendered (password field found)' : 'did NOT render (no password field)'}, title "${p.title}", network idle after ${p.loadMs} ms`,
    );
    out.push(
      `  JS ${p.jsGzipKB} KB + CSS ${p.cssGzipKB} KB gzipped (raw ${p.totalRawKB} KB), 1 KB = 1000 bytes; largest:`,
    );
    for (const f of p.files.slice(0, 5))
      out.push(`    ${String(f.gzipKB).padStart(7)} KB  ${f.url}`);
    if (p.pageErrors.length) out.push(`  page errors: ${p.pageErrors.slice(0, 3).join(' | ')}`);
  }
  if (d.logins) {
    const l = d.logins;
    out.push(
      `  logins (LOGIN_MAX_PER_ADDRESS=${l.loginMaxPerAddress}): p50 ${l.p50} / p95 ${l.p95} / p99 ${l.p99} / max ${l.max} ms, ${l.requestsPerSecond} req/s, ${l.errorCount} errors${l.errorCount ? ` ${JSON.stringify(l.errors)}` : ''}`,
    );
    out.push(
      `  server CPU per login: ${l.serverCpuMsPerLogin} ms (on ${os.cpus().length} CPUs: at most ~${Math.round((os.cpus().length * 1000) / l.serverCpuMsPerLogin)} logins/s)`,
    );
    out.push(`  RSS 3 s after the logins: ${d.rssAfterLoginsMiB} MiB (peak ${d.rssPeakMiB} MiB)`);
  }
  if (d.dapodik) out.push(...describeDapodikDetails(d.dapodik));
  if (d.deadline) out.push(...describeDeadlineDetails(d.deadline));
  for (const error of section.errors) out.push(`  ERROR ${error.split('\n')[0]}`);
  process.stdout.write(`${out.join('\n')}\n`);
}

// ---------------------------------------------------------------------------------------------
// Items 5-9 (bench/dapodik-pull.mjs): each school gets a fresh, empty database

const keepTemp = () => process.env.BENCH_KEEP === '1';

function pgliteTarget() {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'erapor-bench-dapodik-'));
  return {
    dataDir,
    env: {},
    cleanup: () => !keepTemp() && rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresTarget() {
  const database = createPostgresDatabase(process.env.BENCH_DATABASE_URL);
  log(`created PostgreSQL database ${database.name}`);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'erapor-bench-dapodik-'));
  return {
    dataDir,
    env: { DATABASE_URL: database.url },
    cleanup: () => {
      if (keepTemp()) return;
      rmSync(dataDir, { recursive: true, force: true });
      try {
        database.drop();
      } catch (error) {
        log(`could not drop database ${database.name}: ${error.message}`);
      }
    },
  };
}

async function dapodikSection(database, newTarget) {
  const label = `${database}, Tarik Data Dapodik`;
  const helpers = {
    root: ROOT,
    startServer,
    stopServer,
    readRssMiB,
    readCpuMs,
    percentile,
    round,
    log,
  };
  const { metrics, details, errors } = await benchDapodikPull(helpers, label, async () =>
    newTarget(),
  );
  return { database: label, metrics, details: { dapodik: details }, errors };
}

// Items 10-19 (bench/deadline-load.mjs): a fresh, empty database per database kind

async function deadlineSection(database, newTarget, postgres) {
  const label = `${database}, deadline load`;
  const helpers = {
    root: ROOT,
    startServer,
    stopServer,
    readRssMiB,
    readCpuMs,
    percentile,
    round,
    log,
  };
  let target;
  try {
    target = newTarget();
  } catch (error) {
    return {
      database: label,
      metrics: [
        {
          id: 'deadline',
          metric: 'create database',
          value: null,
          unit: '',
          target: 'created',
          status: 'ERROR',
          error: error.message,
        },
      ],
      details: {},
      errors: [error.message],
    };
  }
  const { metrics, details, errors } = await benchDeadlineLoad(helpers, label, target, {
    postgres,
  });
  return { database: label, metrics, details: { deadline: details }, errors };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const build = ensureBuilt(process.argv.includes('--build'));
  const report = {
    startedAt: startedAt.toISOString(),
    commit: gitCommit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverageAtStart: os.loadavg().map((v) => round(v, 2)),
    },
    build,
    notes: [
      `Item 4 runs with LOGIN_MAX_PER_ADDRESS=${LOGIN_MAX_PER_ADDRESS}: every bench sign-in comes from 127.0.0.1 and the default per-address limit would throttle it.`,
      `Logins: ${LOGIN_CLIENTS} clients, each ${LOGINS_PER_CLIENT} sequential logins (always ${LOGIN_CLIENTS} in flight), after one unmeasured warm-up login per account.`,
      'Page weight: every JS/CSS response (status 200) until network idle, each gzipped at level 9 unless the server already compressed it; 1 KB = 1000 bytes. Measured once on PGlite: the web bundle does not depend on the database.',
      `Startup: spawn of node apps/api/dist/server.js -> first 200 of GET /api/system/version, polled every ${POLL_MS} ms, ${START_RUNS} restarts on the data of a previous first start.`,
    ],
    databases: [],
  };

  const dapodikOnly = process.argv.includes('--dapodik-only');
  const deadlineOnly = process.argv.includes('--deadline-only');
  const withFoundation = !dapodikOnly && !deadlineOnly;
  const withDapodik = !process.argv.includes('--no-dapodik') && !deadlineOnly;
  const withDeadline = !process.argv.includes('--no-deadline') && !dapodikOnly;
  const withPglite = !process.argv.includes('--no-pglite');
  if (withDapodik) report.notes.push(DAPODIK_NOTE);
  if (withDeadline) report.notes.push(DEADLINE_NOTE);
  if (withPglite && withFoundation) {
    report.databases.push(
      await benchDatabase({ label: 'PGlite (embedded, DATA_DIR)', env: {}, withPageWeight: true }),
    );
  }
  if (withPglite && withDapodik) {
    report.databases.push(await dapodikSection('PGlite (embedded, DATA_DIR)', pgliteTarget));
  }
  if (withPglite && withDeadline) {
    report.databases.push(
      await deadlineSection('PGlite (embedded, DATA_DIR)', pgliteTarget, false),
    );
  }
  let postgres = null;
  try {
    if (process.env.BENCH_DATABASE_URL && withFoundation) {
      try {
        postgres = createPostgresDatabase(process.env.BENCH_DATABASE_URL);
        log(`created PostgreSQL database ${postgres.name}`);
      } catch (error) {
        const metric = {
          id: 'server',
          metric: 'create database',
          value: null,
          unit: '',
          target: 'created',
          status: 'ERROR',
          error: error.message,
        };
        report.databases.push({
          database: 'PostgreSQL',
          metrics: [metric],
          details: {},
          errors: [error.message],
        });
      }
    }
    if (postgres) {
      const env = { DATABASE_URL: postgres.url, DEMO: '1' };
      report.databases.push(
        await benchDatabase({
          label: `PostgreSQL (database ${postgres.name}, DEMO=1)`,
          env,
          withPageWeight: false,
        }),
      );
    }
  } finally {
    if (postgres && process.env.BENCH_KEEP !== '1') {
      try {
        postgres.drop();
      } catch (error) {
        log(`could not drop database ${postgres.name}: ${error.message}`);
      }
    }
  }
  if (process.env.BENCH_DATABASE_URL && withDapodik) {
    report.databases.push(
      await dapodikSection('PostgreSQL (a fresh database per school)', postgresTarget),
    );
  }
  if (process.env.BENCH_DATABASE_URL && withDeadline) {
    report.databases.push(
      await deadlineSection('PostgreSQL (a fresh database)', postgresTarget, true),
    );
  }

  report.machine.loadAverageAtEnd = os.loadavg().map((v) => round(v, 2));
  const busy =
    Math.max(report.machine.loadAverageAtStart[0], report.machine.loadAverageAtEnd[0]) >
    report.machine.cpus;
  if (busy) {
    report.notes.unshift(
      `The machine was busy (1-min load average ${report.machine.loadAverageAtStart[0]} at start, ${report.machine.loadAverageAtEnd[0]} at end, on ${report.machine.cpus} CPUs): the timings are pessimistic.`,
    );
  }
  report.finishedAt = new Date().toISOString();
  report.durationSeconds = round((Date.now() - startedAt.getTime()) / 1000, 0);
  // a run of the deadline part only keeps the full run's latest.json
  const resultsFile = deadlineOnly ? DEADLINE_RESULTS_FILE : RESULTS_FILE;
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

  process.stdout.write(
    `\ne-Rapor SMK bench — ${report.machine.cpus} CPU (${report.machine.cpuModel}), Node ${process.version}, commit ${report.commit ?? '?'}\n`,
  );
  for (const section of report.databases) printSection(section);
  process.stdout.write(
    `\nNotes:\n${report.notes.map((n) => `  - ${n}`).join('\n')}\nJSON: ${resultsFile}\n`,
  );

  const broken = report.databases.some((s) => s.metrics.some((m) => m.status === 'ERROR'));
  if (broken) process.exitCode = 1;
}

process.on('exit', killLeftovers);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killLeftovers();
    process.exit(130);
  });
}

main().catch((error) => {
  process.stderr.write(`bench crashed: ${error.stack ?? error}\n`);
  killLeftovers();
  process.exit(1);
});
