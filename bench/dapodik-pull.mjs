// "School data" figures of `npm run bench` (called from bench/run.mjs for each database):
//
//   5. full Tarik Data Dapodik of the default simulated school (1000 students)   target < 10 s
//   6. second pull, nothing changed in Dapodik                                    target < 5 s
//   7. reference lists (guru, peserta didik aktif with search, rombel),
//      20 concurrent users for ~15 s                                              target p95 < 100 ms
//   8. full pull of a 3000-student school (fresh server, fresh database)         target < 30 s
//   9. peak server memory during the pulls (VmHWM/VmRSS from /proc)              target < 400 MiB
//
// Each school runs on a fresh server (DEMO=0, a school registered through POST /api/jwt/register)
// and a Dapodik simulator child process (`node --import tsx tools/dapodik-sim/src/main.ts`). A pull
// is timed from the POST /tarik to the first poll (every 100 ms) of riwayat/:id reporting `done`.

import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { memorySampler, startSimulator as startSimulator_ } from './bench-process.mjs';

const NPSN = '69999999';
const ADMIN = {
  name: 'Operator Bench',
  email: 'operator@bench.erapor.id',
  password: 'BenchPass#2026',
};
const RUN_POLL_MS = 100;
const PULL_TIMEOUT_MS = 300_000;
const MEMORY_SAMPLE_MS = 100;
const LIST_USERS = 20;
const LIST_SECONDS = 15;

export const DAPODIK_TARGETS = {
  pull1000: { limit: 10_000, unit: 'ms', text: '< 10000 ms' },
  pullAgain: { limit: 5_000, unit: 'ms', text: '< 5000 ms' },
  listP95: { limit: 100, unit: 'ms', text: '< 100 ms' },
  pull3000: { limit: 30_000, unit: 'ms', text: '< 30000 ms' },
  pullMemory: { limit: 400, unit: 'MiB', text: '< 400 MiB' },
};

export const DAPODIK_NOTE = `Tarik Data Dapodik: a fresh server (DEMO=0) and an empty database per school, the school registered through POST /api/jwt/register, the simulator (seed 1) in a child process; a pull is timed from POST /tarik to the first poll (every ${RUN_POLL_MS} ms) of riwayat/:id saying done; server memory sampled every ${MEMORY_SAMPLE_MS} ms, the figure is the kernel's VmHWM, reset through /proc/<pid>/clear_refs at each POST /tarik so that the memory spike of a first start on an empty database (migrations, seeding) is not counted. Lists: ${LIST_USERS} sessions of the admin, each looping over a mix of guru/peserta didik aktif (paging, search, sort)/rombel list requests for ${LIST_SECONDS} s.`;

// ---------------------------------------------------------------------------------------------
// Simulator child process

function startSimulator(root, students) {
  return startSimulator_(
    root,
    join(root, 'tools/dapodik-sim/src/main.ts'),
    ['--port', '0', '--npsn', NPSN, '--students', String(students), '--seed', '1'],
    (output) => {
      const url = /URL\s+(http:\/\/\S+)/.exec(output)?.[1];
      return url ? { url } : null;
    },
  );
}

// ---------------------------------------------------------------------------------------------
// HTTP against the server

function client(port, token) {
  const call = async (method, path, body) => {
    const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
    return JSON.parse(text);
  };
  call.token = token;
  return call;
}

async function registerSchool(port) {
  const session = await client(port)('POST', '/jwt/register', {
    npsn: NPSN,
    nama_sekolah: 'SMK Bench Tarik Data',
    name: ADMIN.name,
    email: ADMIN.email,
    password: ADMIN.password,
    password_confirmation: ADMIN.password,
  });
  return session.accessToken;
}

/** POST /tarik, then poll riwayat/:id; returns the run and POST -> done in ms. */
async function pull(api, server, readRssMiB) {
  const stopSampling = memorySampler(server.pid, readRssMiB, MEMORY_SAMPLE_MS);
  const started = performance.now();
  let memory = null;
  let run;
  let ms = null;
  try {
    run = await api('POST', '/sinkronisasi/dapodik/tarik', {});
    const id = run.sync_run_id;
    while (run.status !== 'done' && run.status !== 'failed') {
      if (performance.now() - started > PULL_TIMEOUT_MS)
        throw new Error(`pull ${id} not finished after ${PULL_TIMEOUT_MS} ms (${run.status})`);
      if (server.child.exitCode !== null || server.child.signalCode !== null)
        throw new Error('server exited during the pull');
      await sleep(RUN_POLL_MS);
      run = await api('GET', `/sinkronisasi/dapodik/riwayat/${id}`);
    }
    ms = performance.now() - started;
  } finally {
    memory = stopSampling();
  }
  return { run, ms, memory };
}

// ---------------------------------------------------------------------------------------------
// Reference lists under load

async function listRequests(api) {
  const pd = await api('GET', '/referensi/peserta-didik/aktif?page=1&per_page=100&sort=nama');
  const guru = await api('GET', '/referensi/gtk?jenis=guru&page=1&per_page=50');
  const rombel = await api('GET', '/referensi/rombongan-belajar?jenis=1&page=1&per_page=10');
  if (!pd.total || !guru.total || !rombel.total) {
    throw new Error(
      `lists empty after the pull (peserta didik ${pd.total}, guru ${guru.total}, rombel ${rombel.total})`,
    );
  }
  // search terms taken from real names: a part of a name, as a user types it
  const words = (rows) =>
    [...new Set(rows.flatMap((r) => r.nama.split(/\s+/)).filter((w) => w.length >= 4))].map((w) =>
      w.slice(0, 4).toLowerCase(),
    );
  const pdTerms = words(pd.data).slice(0, 15);
  const guruTerms = words(guru.data).slice(0, 10);
  const pdPages = Math.max(1, Math.ceil(pd.total / 10));
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const page = (pages) => 1 + Math.floor(Math.random() * pages);
  const mix = [
    [
      'guru',
      () => `/referensi/gtk?jenis=guru&page=${page(Math.ceil(guru.total / 10))}&per_page=10`,
    ],
    ['guru ?q', () => `/referensi/gtk?jenis=guru&page=1&per_page=10&q=${pick(guruTerms)}`],
    ['pd aktif', () => `/referensi/peserta-didik/aktif?page=${page(pdPages)}&per_page=10`],
    [
      'pd aktif ?q',
      () =>
        `/referensi/peserta-didik/aktif?page=1&per_page=10&q=${encodeURIComponent(pick(pdTerms))}`,
    ],
    [
      'pd aktif sort=kelas',
      () =>
        `/referensi/peserta-didik/aktif?page=${page(pdPages)}&per_page=25&sort=kelas&order=desc`,
    ],
    ['rombel', () => `/referensi/rombongan-belajar?jenis=1&page=${page(3)}&per_page=10`],
    ['rombel matpel pilihan', () => `/referensi/rombongan-belajar?jenis=16&page=1&per_page=10`],
  ];
  return { mix, totals: { pesertaDidikAktif: pd.total, guru: guru.total, rombel: rombel.total } };
}

/** Each request of the mix three times, one at a time: the latency without concurrency. */
async function listSequential(port, token, mix, { round }) {
  const perEndpoint = {};
  const all = [];
  for (const [name, path] of mix) {
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const t0 = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api${path()}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status}`);
      times.push(performance.now() - t0);
    }
    all.push(...times);
    perEndpoint[name] = round(median(times), 0);
  }
  return { median: round(median(all), 0), max: round(Math.max(...all), 0), perEndpoint };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function listLoad(port, mix, { percentile, round }) {
  // one session per user: the admin signs in LIST_USERS times
  const tokens = [];
  for (let i = 0; i < LIST_USERS; i += 1) {
    const session = await client(port)('POST', '/jwt/login', {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    tokens.push(session.accessToken);
  }
  const samples = [];
  const errors = {};
  const started = performance.now();
  const until = started + LIST_SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token, user) => {
      for (let i = user; performance.now() < until; i += 1) {
        const [name, path] = mix[i % mix.length];
        const t0 = performance.now();
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api${path()}`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
          samples.push({ name, ms: performance.now() - t0 });
        } catch (error) {
          const key = `${name}: ${error.name === 'TimeoutError' ? 'timeout' : error.message}`;
          errors[key] = (errors[key] ?? 0) + 1;
        }
      }
    }),
  );
  const wallMs = performance.now() - started;
  const stats = (list) => {
    const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
    return {
      requests: sorted.length,
      p50: round(percentile(sorted, 50), 0),
      p95: round(percentile(sorted, 95), 0),
      p99: round(percentile(sorted, 99), 0),
      max: round(sorted.at(-1), 0),
    };
  };
  const perEndpoint = Object.fromEntries(
    mix.map(([name]) => [name, stats(samples.filter((s) => s.name === name))]),
  );
  return {
    users: LIST_USERS,
    seconds: round(wallMs / 1000, 1),
    ...stats(samples),
    requestsPerSecond: round(samples.length / (wallMs / 1000), 1),
    errorCount: Object.values(errors).reduce((a, b) => a + b, 0),
    errors,
    perEndpoint,
  };
}

// ---------------------------------------------------------------------------------------------
// One school: server + simulator + registration + connection

async function withSchool(h, newEnv, students, work) {
  const target = await newEnv();
  let server = null;
  let sim = null;
  try {
    sim = await startSimulator(h.root, students);
    server = await h.startServer({
      dataDir: target.dataDir,
      env: { ...target.env, DEMO: '0', LOGIN_MAX_PER_ADDRESS: '100000' },
      timeoutMs: 180_000,
    });
    const token = await registerSchool(server.port);
    const api = client(server.port, token);
    await api('PUT', '/sinkronisasi/dapodik/koneksi', { url: sim.url, token: 'sim-token' });
    return await work({ server, api });
  } finally {
    if (server) await h.stopServer(server);
    if (sim) await sim.stop();
    await target.cleanup();
  }
}

function describeRun(result, round) {
  const { run, ms, memory } = result;
  return {
    ms: round(ms, 0),
    status: run.status,
    progress: `${run.progress}/${run.total}`,
    error: run.error,
    maxRssMiB: round(memory.maxRss),
    hwmMiB: round(memory.hwm),
    hwmReset: memory.hwmReset,
    // the peak of this pull: VmHWM when it could be reset at the start, else the sampled VmRSS
    peakMiB: round(memory.hwmReset && memory.hwm != null ? memory.hwm : memory.maxRss),
    log: run.log.map((l) => l.message),
  };
}

/**
 * Runs items 5-9 for one database. `h` holds run.mjs's helpers (root, startServer, stopServer,
 * readRssMiB, percentile, round, log) and `newEnv()` gives a fresh, empty database for one server:
 * `{ dataDir, env, cleanup }`. Returns `{ metrics, details, errors }`.
 */
export async function benchDapodikPull(h, label, newEnv) {
  const metrics = [];
  const details = {};
  const errors = [];
  const metric = (id, name, value, target, extra = {}) =>
    metrics.push({
      id,
      metric: name,
      value,
      unit: target.unit,
      target: target.text,
      status: value == null ? 'ERROR' : value < target.limit ? 'PASS' : 'FAIL',
      ...extra,
    });
  const failed = (id, name, target, error) => {
    h.log(`${label}: ${name} failed: ${error.message}`);
    errors.push(`${name}: ${error.message}`);
    metric(id, name, null, target, { error: error.message });
  };
  const checkRun = (name, result) => {
    const described = describeRun(result, h.round);
    details[name] = described;
    if (result.run.status !== 'done') {
      process.stderr.write(
        `[bench] ${label}: ${name} ended ${result.run.status}: ${result.run.error}\n  log:\n${described.log.map((l) => `    ${l}`).join('\n')}\n`,
      );
      throw new Error(`pull ${result.run.status}: ${result.run.error ?? 'no error text'}`);
    }
    return described;
  };
  const peaks = [];

  // 1000 students: first pull, second pull, reference lists
  try {
    await withSchool(h, newEnv, 1000, async ({ server, api }) => {
      const ready = h.readRssMiB(server.pid);
      details.beforePullMiB = { rss: h.round(ready.rss), hwm: h.round(ready.peak) };
      h.log(`${label}: pulling 1000 students`);
      try {
        const first = checkRun('pull1000', await pull(api, server, h.readRssMiB));
        peaks.push(first.peakMiB);
        metric(
          'pull1000',
          'Tarik Data Dapodik, 1000 students (full)',
          first.ms,
          DAPODIK_TARGETS.pull1000,
        );
      } catch (error) {
        failed(
          'pull1000',
          'Tarik Data Dapodik, 1000 students (full)',
          DAPODIK_TARGETS.pull1000,
          error,
        );
        return;
      }
      try {
        h.log(`${label}: second pull, nothing changed`);
        const again = checkRun('pullAgain', await pull(api, server, h.readRssMiB));
        peaks.push(again.peakMiB);
        metric('pullAgain', 'second pull, no changes (1000)', again.ms, DAPODIK_TARGETS.pullAgain);
      } catch (error) {
        failed('pullAgain', 'second pull, no changes (1000)', DAPODIK_TARGETS.pullAgain, error);
      }
      try {
        const { mix, totals } = await listRequests(api);
        details.listTotals = totals;
        details.listSequential = await listSequential(server.port, api.token, mix, h);
        const cpuBefore = h.readCpuMs(server.pid);
        h.log(`${label}: reference lists, ${LIST_USERS} users for ${LIST_SECONDS} s`);
        const load = await listLoad(server.port, mix, h);
        details.lists = {
          ...load,
          serverCpuMsPerRequest: h.round((h.readCpuMs(server.pid) - cpuBefore) / load.requests, 1),
        };
        metric(
          'listP95',
          `reference lists p95, ${load.users} users, ${load.requests} requests`,
          load.errorCount > 0 && load.requests === 0 ? null : load.p95,
          DAPODIK_TARGETS.listP95,
          {
            note: `p50 ${load.p50} / p99 ${load.p99} / max ${load.max} ms, ${load.requestsPerSecond} req/s, ${load.errorCount} errors`,
          },
        );
        details.rssAfterListsMiB = h.round(h.readRssMiB(server.pid).rss);
      } catch (error) {
        failed('listP95', 'reference lists p95, 20 users', DAPODIK_TARGETS.listP95, error);
      }
    });
  } catch (error) {
    failed(
      'school1000',
      'school with 1000 students (server/simulator)',
      DAPODIK_TARGETS.pull1000,
      error,
    );
  }

  // 3000 students on a fresh server and database
  try {
    await withSchool(h, newEnv, 3000, async ({ server, api }) => {
      const ready = h.readRssMiB(server.pid);
      details.beforePull3000MiB = { rss: h.round(ready.rss), hwm: h.round(ready.peak) };
      h.log(`${label}: pulling 3000 students`);
      const big = checkRun('pull3000', await pull(api, server, h.readRssMiB));
      peaks.push(big.peakMiB);
      metric(
        'pull3000',
        'Tarik Data Dapodik, 3000 students (full)',
        big.ms,
        DAPODIK_TARGETS.pull3000,
      );
    });
  } catch (error) {
    failed('pull3000', 'Tarik Data Dapodik, 3000 students (full)', DAPODIK_TARGETS.pull3000, error);
  }

  if (peaks.length) {
    metric(
      'pullMemory',
      'peak server memory during the pulls (VmHWM)',
      Math.max(...peaks),
      DAPODIK_TARGETS.pullMemory,
    );
  }
  return { metrics, details, errors };
}

/** Extra lines under the table of a dapodik section. */
export function describeDapodikDetails(d) {
  const out = [];
  for (const [key, name] of [
    ['pull1000', 'pull 1000'],
    ['pullAgain', 'pull again'],
    ['pull3000', 'pull 3000'],
  ]) {
    const r = d[key];
    if (!r) continue;
    out.push(
      `  ${name}: ${r.status} in ${r.ms} ms, steps ${r.progress}, peak ${r.peakMiB} MiB (VmHWM ${r.hwmMiB} MiB${r.hwmReset ? ', reset at the POST' : ', NOT reset: includes the start'}; VmRSS sampled every ${MEMORY_SAMPLE_MS} ms max ${r.maxRssMiB} MiB)`,
    );
    const last = r.log.at(-1);
    if (last) out.push(`    last log line: ${last}`);
  }
  for (const [key, name] of [
    ['beforePullMiB', 'school 1000'],
    ['beforePull3000MiB', 'school 3000'],
  ]) {
    if (d[key])
      out.push(
        `  ${name}, server after registration, before the pull: RSS ${d[key].rss} MiB, VmHWM ${d[key].hwm} MiB`,
      );
  }
  if (d.listSequential) {
    const s = d.listSequential;
    out.push(
      `  lists one at a time (3 x each): median ${s.median} ms, max ${s.max} ms; ${Object.entries(
        s.perEndpoint,
      )
        .map(([n, ms]) => `${n} ${ms}`)
        .join(', ')}`,
    );
  }
  if (d.listTotals) {
    const t = d.listTotals;
    out.push(
      `  after the pull: ${t.pesertaDidikAktif} peserta didik aktif, ${t.guru} guru, ${t.rombel} rombel`,
    );
  }
  if (d.lists) {
    const l = d.lists;
    out.push(
      `  lists: ${l.requests} requests in ${l.seconds} s (${l.requestsPerSecond} req/s), p50 ${l.p50} / p95 ${l.p95} / p99 ${l.p99} / max ${l.max} ms, ${l.errorCount} errors${l.errorCount ? ` ${JSON.stringify(l.errors)}` : ''}; server CPU ${l.serverCpuMsPerRequest} ms per request`,
    );
    for (const [name, s] of Object.entries(l.perEndpoint))
      out.push(
        `    ${name.padEnd(22)} n=${String(s.requests).padStart(5)}  p50 ${s.p50} / p95 ${s.p95} ms`,
      );
  }
  return out;
}
