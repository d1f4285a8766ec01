// "Deadline" figures of `npm run bench` (issue 4), called from bench/run.mjs for each database.
// Only this part: `npm run bench -- --deadline-only` (durations: BENCH_DEADLINE_SECONDS, default
// 60, and BENCH_SMALL_SECONDS, default 30; BENCH_PROFILE_DIR=<dir> writes a V8 CPU profile of the
// measured server there; BENCH_SERVER_NODE_OPTIONS=<options> runs the measured server with them;
// BENCH_GRADE_REQUESTS_AT_ONCE=<n> sets its GRADE_REQUESTS_AT_ONCE, decision 0012).
//
//  10. full-grid saves: 100 teachers, each looping GET SLM grid -> PUT the whole 36 x 8 grid with
//      every value changed (versions just read) -> GET + PUT the finals (nilai-akhir, 36 cells),
//      for BENCH_DEADLINE_SECONDS                  target >= 150/s (PGlite), >= 250/s (PostgreSQL)
//  11. full-grid save p99                                                         target < 1 s
//  12. small saves: the same 100 teachers, each looping PUT one student's row (8 cells) or one TP
//      column (36 cells), alternating, with the versions of his last answer, for
//      BENCH_SMALL_SECONDS                                                      target >= 1000/s
//  13. small save p99                                                           target < 150 ms
//  14. peak server RSS during both loads (VmRSS every 250 ms)                   target < 300 MiB
//  15. errors (non-2xx, network errors, timeouts; a 409 is counted apart and should not happen
//      either, each teacher owning his grid)                                    target 0
//  16. lost writes: read-back through the API of every teacher's SLM grid and finals, each cell
//      compared with the value and version of his last successful save         target 0
//  17. grade_history: per cell exactly one row per successful save that changed it (versions
//      1..n, last nilai_baru = the stored value, user = the teacher, sumber grid), read from the
//      database after the server stopped: PostgreSQL through `pg`, PGlite by opening the server's
//      data directory with PGlite in this process                                target 0 wrong
//  18. typing pace (peers.md M1): 60 of the teachers, each saving one student's row (8 cells) and
//      pausing 0.5-1.5 s, for BENCH_TYPING_SECONDS (default 30); save p95        target < 300 ms
//  19. ceiling (reported, no target): after the checks, with the server stopped, the database
//      work of item 10's round as plain SQL from the bench process on the same grids, for
//      BENCH_CEILING_SECONDS (default 15): rounds/s no server over this schema can exceed here
//
// Setup (not measured), all through the API: a simulated school of 3000 students whose regular
// classes are topped up to 36 (bench/deadline-sim.mjs), registered and pulled like the Tarik Data
// items; every 36-student class's pembelajaran mapped (kelompok, no urut) by the administrator
// (PUT /referensi/rombongan-belajar/:id/pembelajaran); the administrator resets the teachers'
// passwords (POST /pengguna/:id/reset-password) and each signs in; the first 100 who teach a
// mapped, non-religion subject in a 36-student class write one CP and 8 TPs for it
// (POST /referensi/capaian-pembelajaran, /referensi/tujuan-pembelajaran, which maps them). The
// server is then restarted on that data and the teachers sign in again before the load.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { memorySampler, startSimulator as startSimulator_ } from './bench-process.mjs';

const NPSN = '69999998';
const ADMIN = {
  name: 'Operator Bench Penilaian',
  email: 'operator@deadline.bench.erapor.id',
  password: 'BenchPass#2026',
};
const STUDENTS = 3000;
const CLASS_SIZE = 36;
const TEACHERS = 100;
const TP_COUNT = 8;
const MEMORY_SAMPLE_MS = 250;
const PROBE_MS = 250;
const REQUEST_TIMEOUT_MS = 60_000;
const FULL_SECONDS = Number(process.env.BENCH_DEADLINE_SECONDS || 60);
const SMALL_SECONDS = Number(process.env.BENCH_SMALL_SECONDS || 30);
/** Phase 3, typing pace (peers.md M1): this many teachers, each saving one row, then pausing. */
const TYPING_TEACHERS = 60;
const TYPING_SECONDS = Number(process.env.BENCH_TYPING_SECONDS || 30);
const TYPING_PAUSE_MS = [500, 1500];
/** The database alone (no server), after the checks: seconds, and PostgreSQL connections. */
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS || 15);
const CEILING_CONNECTIONS = 10;
const MAPEL_PKL = 800001000;
const MAPEL_P5 = 200040000;
/** Religion subjects (packages/shared/src/penilaian/mapel-khusus.ts): graded per religion. */
const MAPEL_AGAMA = [
  100011000, 100011070, 100012000, 100012050, 100013000, 100013010, 100014000, 100014140, 100015000,
  100015010, 100016000, 100016010, 109011000, 109011010,
];

export const DEADLINE_TARGETS = {
  fullPerSecondPglite: { limit: 150, unit: '/s', text: '>= 150/s', atLeast: true },
  fullPerSecondPostgres: { limit: 250, unit: '/s', text: '>= 250/s', atLeast: true },
  fullP99: { limit: 1000, unit: 'ms', text: '< 1000 ms' },
  smallPerSecond: { limit: 1000, unit: '/s', text: '>= 1000/s', atLeast: true },
  smallP99: { limit: 150, unit: 'ms', text: '< 150 ms' },
  memory: { limit: 300, unit: 'MiB', text: '< 300 MiB' },
  typingP95: { limit: 300, unit: 'ms', text: '< 300 ms (M1)' },
  zero: { limit: 0, unit: '', text: '0', zero: true },
};

export const DEADLINE_NOTE = `Deadline load: ${TEACHERS} teachers (each signed in with his own account, one keep-alive HTTP client per teacher in the bench process, which shares the 2 CPUs with the server), each owning one pembelajaran of ${CLASS_SIZE} students with ${TP_COUNT} TPs. Phase 1 (${FULL_SECONDS} s): GET SLM grid, PUT all ${CLASS_SIZE * TP_COUNT} cells changed, GET + PUT the ${CLASS_SIZE} finals. Phase 2 (${SMALL_SECONDS} s): small saves only, alternately one student's row (${TP_COUNT} cells) and one TP column (${CLASS_SIZE} cells). Phase 3 (${TYPING_SECONDS} s, the pace of peers.md M1's deadline goal: p95 under 300 ms): ${TYPING_TEACHERS} of the teachers each pause ${TYPING_PAUSE_MS[0]}-${TYPING_PAUSE_MS[1]} ms (at random), save one student's row, and so on. The phases are measured apart; requests/s = answered requests / phase wall time; CPU steal = the share of the machine's CPU time the hypervisor gave elsewhere during the phase (/proc/stat), which stretches every latency. Ceiling: after the checks, with the server stopped, the bench itself runs the database work of phase 1's round for ${CEILING_SECONDS} s on the same 100 grids (read the SLM rows, write all 288 with their history in one transaction, read and write the 36 finals the same way), without the server's access checks, locks and guards: no server over this schema can do more rounds per second on this machine (PostgreSQL through a pool of ${CEILING_CONNECTIONS} connections as the server's, PGlite in the bench process). Read-back through GET of every grid after the load; grade_history read from the database after the server stopped (PostgreSQL through pg; PGlite by opening the data directory with PGlite). Setup (pull, mapping, sign-ins, CPs and TPs, all through the API) is not measured.`;

// ---------------------------------------------------------------------------------------------
// Simulator (topped-up classes), HTTP

function startSimulator(root) {
  return startSimulator_(
    root,
    join(root, 'bench/deadline-sim.mjs'),
    ['--students', String(STUDENTS), '--class-size', String(CLASS_SIZE), '--npsn', NPSN],
    (output) => {
      const url = /URL\s+(http:\/\/\S+)/.exec(output)?.[1];
      const topped = /TOPPED\s+(\{.*\})/.exec(output)?.[1];
      return url && topped ? { url, topped: JSON.parse(topped) } : null;
    },
  );
}

function client(port, token) {
  return async (method, path, body) => {
    const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
    return JSON.parse(text);
  };
}

async function pool(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

// ---------------------------------------------------------------------------------------------
// Direct database access (setup and the history check), only while the server is stopped

async function openDb(target, { connections = 1 } = {}) {
  if (target.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target.env.DATABASE_URL, max: connections });
    return {
      how:
        connections === 1
          ? 'PostgreSQL through pg'
          : `PostgreSQL, ${connections} connections from the bench process`,
      query: async (text, params) => (await pool.query(text, params)).rows,
      /** One statement in its own transaction, on one connection of the pool. */
      async transaction(text, params) {
        const connection = await pool.connect();
        try {
          await connection.query('begin');
          await connection.query(text, params);
          await connection.query('commit');
        } catch (error) {
          await connection.query('rollback').catch(() => {});
          throw error;
        } finally {
          connection.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(target.dataDir, 'pgdata'));
  return {
    how: 'the server data directory opened with PGlite in the bench process',
    query: async (text, params) => (await db.query(text, params)).rows,
    transaction: (text, params) => db.transaction((tx) => tx.query(text, params)),
    close: () => db.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// Load

/** The machine's CPU time so far (/proc/stat), to tell how much of a phase the hypervisor took. */
function machineCpu() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, steal };
}

/** Percent of the machine's CPU time the hypervisor gave to others ("steal") between a and b. */
const stealPercent = (a, b) =>
  Math.round(((b.steal - a.steal) / Math.max(1, b.total - a.total)) * 1000) / 10;

function createRecorder() {
  const samples = new Map();
  const slowest = [];
  const errors = {};
  let conflicts = 0;
  const origin = performance.now();
  return {
    /** One answered request; the 5 slowest are kept with when they were sent (s into the phase). */
    sample(type, ms, startedAt) {
      let list = samples.get(type);
      if (!list) samples.set(type, (list = []));
      list.push(ms);
      if (slowest.length < 5 || ms > slowest[slowest.length - 1].ms) {
        slowest.push({
          type,
          ms: Math.round(ms),
          sentAtS: Math.round((startedAt - origin) / 100) / 10,
        });
        slowest.sort((a, b) => b.ms - a.ms);
        slowest.length = Math.min(slowest.length, 5);
      }
    },
    get slowest() {
      return slowest;
    },
    error(key) {
      errors[key] = (errors[key] ?? 0) + 1;
    },
    conflict() {
      conflicts += 1;
    },
    get samples() {
      return samples;
    },
    get errors() {
      return errors;
    },
    get conflicts() {
      return conflicts;
    },
  };
}

/** One request of a teacher: the parsed 200 body, or null (error/conflict recorded). */
async function call(port, teacher, recorder, type, method, path, body) {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${teacher.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    recorder.sample(type, performance.now() - started, started);
    if (response.status === 200) return JSON.parse(text);
    if (response.status === 409) {
      recorder.conflict();
      teacher.stale = true;
      return null;
    }
    recorder.error(`${type}: HTTP ${response.status} ${text.slice(0, 160)}`);
    teacher.stale = true;
    return null;
  } catch (error) {
    recorder.error(`${type}: ${error.name === 'TimeoutError' ? 'timeout' : error.message}`);
    teacher.stale = true;
    return null;
  }
}

const SLM = 'nilai_tp';
const FINAL = 'nilai_akhir';

/** A value different from `old` (0-100), varied per teacher, round and cell. */
const changed = (old, salt) => ((old ?? 100) + 1 + (salt % 50)) % 101;

function cellOf(teacher, tabel, anggota, kolom) {
  const key = `${tabel}|${anggota}|${kolom}`;
  let cell = teacher.cells.get(key);
  if (!cell) teacher.cells.set(key, (cell = { value: null, version: 0, saves: 0 }));
  return cell;
}

/** Applies a 200 answer of a PUT: every sent cell saved once, at the answered version. */
function applySaved(teacher, tabel, sent, answer) {
  const versions = new Map(
    answer.cells.map((cell) => [`${cell.anggota_rombel_id}|${cell.kolom}`, cell]),
  );
  for (const cell of sent) {
    const local = cellOf(teacher, tabel, cell.anggota_rombel_id, cell.kolom);
    const saved = versions.get(`${cell.anggota_rombel_id}|${cell.kolom}`);
    local.value = cell.value;
    local.version = saved ? saved.version : -1;
    local.saves += 1;
    if (!saved || saved.value !== cell.value) teacher.badAnswers += 1;
  }
}

/** Takes the versions of a GET answer; counts cells whose value is not the last one saved. */
function applyRead(teacher, tabel, grid) {
  for (const row of grid.rows) {
    for (const [kolom, cell] of Object.entries(row.cells)) {
      const local = cellOf(teacher, tabel, row.anggota_rombel_id, kolom);
      if (local.saves > 0 && (local.value !== cell.value || local.version !== cell.version))
        teacher.staleReads += 1;
      local.value = cell.value;
      local.version = cell.version;
    }
  }
  teacher.stale = false;
}

async function fullGridRound(port, teacher, recorder, round) {
  const q = `?pembelajaran_id=${teacher.pembelajaranId}`;
  const grid = await call(port, teacher, recorder, 'grid load', 'GET', `/penilaian/grid/slm${q}`);
  if (grid) {
    applyRead(teacher, SLM, grid);
    const cells = [];
    for (const [r, anggota] of teacher.anggota.entries()) {
      for (const [c, tpId] of teacher.tpIds.entries()) {
        const current = cellOf(teacher, SLM, anggota, tpId);
        cells.push({
          anggota_rombel_id: anggota,
          kolom: tpId,
          value: changed(current.value, round + r * 3 + c * 7 + teacher.index),
          version: current.version,
        });
      }
    }
    const answer = await call(
      port,
      teacher,
      recorder,
      'full-grid save',
      'PUT',
      '/penilaian/grid/slm',
      {
        pembelajaran_id: teacher.pembelajaranId,
        cells,
      },
    );
    if (answer) applySaved(teacher, SLM, cells, answer);
  }
  const finals = await call(
    port,
    teacher,
    recorder,
    'finals load',
    'GET',
    `/penilaian/grid/nilai-akhir${q}`,
  );
  if (finals) {
    applyRead(teacher, FINAL, finals);
    const cells = teacher.anggota.map((anggota, r) => {
      const current = cellOf(teacher, FINAL, anggota, 'nilai');
      return {
        anggota_rombel_id: anggota,
        kolom: 'nilai',
        value: changed(current.value, round + r + teacher.index),
        version: current.version,
      };
    });
    const answer = await call(
      port,
      teacher,
      recorder,
      'finals save',
      'PUT',
      '/penilaian/grid/nilai-akhir',
      {
        pembelajaran_id: teacher.pembelajaranId,
        cells,
      },
    );
    if (answer) applySaved(teacher, FINAL, cells, answer);
  }
}

/**
 * One small save: alternately one student's row and one TP column (`rowsOnly`: always a row, as
 * a teacher typing down the grid sends it), with the versions of the teacher's last answer.
 */
async function smallSave(port, teacher, recorder, round, { rowsOnly = false, type } = {}) {
  if (teacher.stale) {
    // after an error the versions held may be wrong: read the grid again (counted as a grid load)
    const grid = await call(
      port,
      teacher,
      recorder,
      'grid load',
      'GET',
      `/penilaian/grid/slm?pembelajaran_id=${teacher.pembelajaranId}`,
    );
    if (!grid) return;
    applyRead(teacher, SLM, grid);
  }
  const column = !rowsOnly && round % 2 === 1;
  const targets = column
    ? teacher.anggota.map((anggota) => [anggota, teacher.tpIds[round % TP_COUNT]])
    : teacher.tpIds.map((tpId) => [teacher.anggota[round % CLASS_SIZE], tpId]);
  const cells = targets.map(([anggota, tpId], i) => {
    const current = cellOf(teacher, SLM, anggota, tpId);
    return {
      anggota_rombel_id: anggota,
      kolom: tpId,
      value: changed(current.value, round + i + teacher.index),
      version: current.version,
    };
  });
  const answer = await call(
    port,
    teacher,
    recorder,
    type ?? (column ? 'small save (column)' : 'small save (row)'),
    'PUT',
    '/penilaian/grid/slm',
    {
      pembelajaran_id: teacher.pembelajaranId,
      cells,
    },
  );
  if (answer) applySaved(teacher, SLM, cells, answer);
}

/**
 * GET /api/system/version (no database, no session) every PROBE_MS, one at a time, while a phase
 * runs: how long the server takes to answer anything at all (its event loop), apart from the
 * database queue.
 */
function probe(port) {
  const times = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/system/version`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
      } catch {
        times.push(REQUEST_TIMEOUT_MS);
      }
      await sleep(PROBE_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = times.sort((a, b) => a - b);
      const at = (p) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0);
      return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
    },
  };
}

async function runPhase(seconds, teachers, work) {
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    teachers.map(async (teacher) => {
      for (let round = 0; performance.now() < until; round += 1) await work(teacher, round);
    }),
  );
  return performance.now() - started;
}

function stats(list, wallMs, { percentile, round }) {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: round(sorted.length / (wallMs / 1000), 1),
    p50: round(percentile(sorted, 50), 0),
    p95: round(percentile(sorted, 95), 0),
    p99: round(percentile(sorted, 99), 0),
    max: round(sorted.at(-1) ?? null, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Checks after the load

/** Every teacher's grids through the API, compared with what he last saved. */
async function readBack(port, teachers) {
  let cells = 0;
  let lostValues = 0;
  let wrongVersions = 0;
  let failures = 0;
  const examples = [];
  await pool(teachers, 10, async (teacher) => {
    for (const [kind, tabel] of [
      ['slm', SLM],
      ['nilai-akhir', FINAL],
    ]) {
      let grid;
      try {
        grid = await client(port, teacher.token)(
          'GET',
          `/penilaian/grid/${kind}?pembelajaran_id=${teacher.pembelajaranId}`,
        );
      } catch (error) {
        failures += 1;
        examples.push(error.message.slice(0, 200));
        continue;
      }
      const seenKeys = new Set();
      for (const row of grid.rows) {
        for (const [kolom, cell] of Object.entries(row.cells)) {
          const key = `${tabel}|${row.anggota_rombel_id}|${kolom}`;
          seenKeys.add(key);
          const local = teacher.cells.get(key);
          if (!local || local.saves === 0) continue;
          cells += 1;
          if (cell.value !== local.value) {
            lostValues += 1;
            if (examples.length < 5)
              examples.push(`${key}: stored ${cell.value}, last saved ${local.value}`);
          }
          // every save of this cell changed it, so its version must equal the number of saves
          if (cell.version !== local.saves) wrongVersions += 1;
        }
      }
      for (const [key, local] of teacher.cells) {
        if (key.startsWith(`${tabel}|`) && local.saves > 0 && !seenKeys.has(key)) {
          cells += 1;
          lostValues += 1;
        }
      }
    }
  });
  return { cells, lostValues, wrongVersions, failures, examples };
}

/** grade_history against the successful saves, per cell. */
async function checkHistory(target, teachers) {
  const db = await openDb(target);
  try {
    const [school] = await db.query(`select sekolah_id::text as id from sekolah where npsn = $1`, [
      NPSN,
    ]);
    if (!school) throw new Error(`no school ${NPSN} in the database`);
    const sekolahId = school.id;
    const rows = await db.query(
      `select tabel, pembelajaran_id::text as p, anggota_rombel_id::text as a, kolom,
              count(*)::int as n, count(distinct version)::int as nv,
              min(version)::int as lo, max(version)::int as hi,
              count(*) filter (where sumber <> 'grid')::int as other_source,
              count(distinct user_id)::int as users, min(user_id::text) as user_id,
              (array_agg(nilai_baru order by version desc, id desc))[1] as last
         from grade_history
        where sekolah_id = $1
        group by tabel, pembelajaran_id, anggota_rombel_id, kolom`,
      [sekolahId],
    );
    const byTeacher = new Map(teachers.map((t) => [t.pembelajaranId, t]));
    const expected = new Map();
    let expectedRows = 0;
    for (const teacher of teachers) {
      for (const [key, cell] of teacher.cells) {
        if (cell.saves === 0) continue;
        const [tabel, anggota, kolom] = key.split('|');
        // a final is stored under its kompetensi id (4 for Kurikulum Merdeka), the grid calls it nilai
        const historyKolom = tabel === FINAL ? '*' : kolom;
        expected.set(`${tabel}|${teacher.pembelajaranId}|${anggota}|${historyKolom}`, {
          cell,
          teacher,
        });
        expectedRows += cell.saves;
      }
    }
    let historyRows = 0;
    let wrongCells = 0;
    let unexpectedCells = 0;
    const examples = [];
    const found = new Set();
    for (const row of rows) {
      historyRows += row.n;
      const key = `${row.tabel}|${row.p}|${row.a}|${row.tabel === FINAL ? '*' : row.kolom}`;
      const entry = expected.get(key);
      if (!entry || !byTeacher.has(row.p)) {
        unexpectedCells += 1;
        if (examples.length < 5) examples.push(`unexpected history for ${key} (${row.n} rows)`);
        continue;
      }
      found.add(key);
      const { cell, teacher } = entry;
      const ok =
        row.n === cell.saves &&
        row.nv === row.n &&
        row.lo === 1 &&
        row.hi === row.n &&
        row.other_source === 0 &&
        row.users === 1 &&
        row.user_id === teacher.userId &&
        row.last === String(cell.value);
      if (!ok) {
        wrongCells += 1;
        if (examples.length < 5)
          examples.push(
            `${key}: ${row.n} rows (versions ${row.lo}-${row.hi}, ${row.nv} distinct, last ${row.last}) for ${cell.saves} saves (last ${cell.value})`,
          );
      }
    }
    const missingCells = [...expected.keys()].filter((key) => !found.has(key)).length;
    return {
      how: db.how,
      expectedRows,
      historyRows,
      cells: expected.size,
      wrongCells,
      missingCells,
      unexpectedCells,
      examples,
    };
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Ceiling: the database alone

/** The two grade tables of a round and the column that keys a cell within a student's row. */
const CEILING_TABLES = [
  { name: SLM, key: 'tp_id', keyType: 'uuid', where: '' },
  { name: FINAL, key: 'kompetensi_id', keyType: 'smallint', where: 'and kompetensi_id = 4' },
];

/**
 * The least database work of one phase-1 round for a grid, as plain SQL: read the rows, then in
 * one transaction write every cell changed (versioned as the server does) with one history row
 * per cell. The server does this and more (sign-in check, access, locks, the grading guard,
 * TPs and students, NA), so its rounds per second cannot exceed these.
 */
async function ceilingRound(db, teacher, round) {
  for (const table of CEILING_TABLES) {
    const rows = await db.query(
      `select anggota_rombel_id::text as a, ${table.key}::text as k, nilai, version
         from ${table.name} where pembelajaran_id = $1 ${table.where}`,
      [teacher.pembelajaranId],
    );
    const payload = rows.map((row, i) => ({
      a: row.a,
      k: row.k,
      v: row.version + 1,
      nilai: changed(row.nilai, round + i + teacher.index),
    }));
    const history = rows.map((row, i) => ({
      a: row.a,
      kolom: row.k,
      lama: row.nilai == null ? null : String(row.nilai),
      baru: String(payload[i].nilai),
      v: payload[i].v,
    }));
    await db.transaction(
      `with written as (
         insert into ${table.name} as t
           (sekolah_id, pembelajaran_id, anggota_rombel_id, ${table.key}, nilai, version, updated_at, updated_by)
         select $1::uuid, $2::uuid, x.a, x.k::${table.keyType}, x.nilai, x.v, now(), $3::uuid
           from jsonb_to_recordset($4::jsonb) as x(a uuid, k text, v integer, nilai smallint)
         on conflict (pembelajaran_id, anggota_rombel_id, ${table.key}) do update set
           nilai = excluded.nilai, version = excluded.version, updated_at = excluded.updated_at,
           updated_by = excluded.updated_by
         where t.version = excluded.version - 1
         returning 1
       ), logged as (
         insert into grade_history
           (sekolah_id, tabel, pembelajaran_id, anggota_rombel_id, kolom, nilai_lama, nilai_baru, version, user_id, sumber)
         select $1::uuid, '${table.name}', $2::uuid, h.a, h.kolom, h.lama, h.baru, h.v, $3::uuid, 'grid'
           from jsonb_to_recordset($5::jsonb) as h(a uuid, kolom text, lama text, baru text, v integer)
       )
       select count(*)::int as n from written`,
      [
        teacher.sekolahId,
        teacher.pembelajaranId,
        teacher.userId,
        JSON.stringify(payload),
        JSON.stringify(history),
      ],
    );
  }
}

/** Rounds per second of the database alone on the grids of the load (server stopped). */
async function databaseCeiling(target, teachers) {
  const db = await openDb(target, { connections: CEILING_CONNECTIONS });
  const how = target.env.DATABASE_URL
    ? db.how
    : 'PGlite in the bench process (one connection, as the server has)';
  try {
    const [school] = await db.query(`select sekolah_id::text as id from sekolah where npsn = $1`, [
      NPSN,
    ]);
    for (const teacher of teachers) teacher.sekolahId = school.id;
    // warm-up, not measured: every grid once (caches, prepared plans)
    for (const teacher of teachers) await ceilingRound(db, teacher, 0);
    let rounds = 0;
    const wallMs = await runPhase(CEILING_SECONDS, teachers, async (teacher, round) => {
      await ceilingRound(db, teacher, round + 1);
      rounds += 1;
    });
    return {
      how,
      seconds: Math.round(wallMs / 100) / 10,
      rounds,
      perSecond: Math.round((rounds / (wallMs / 1000)) * 10) / 10,
    };
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Runs items 10-19 for one database. `h` holds run.mjs's helpers (root, startServer, stopServer,
 * readRssMiB, readCpuMs, percentile, round, log); `target` is a fresh empty database
 * `{ dataDir, env, cleanup }` (env.DATABASE_URL for PostgreSQL). Returns { metrics, details, errors }.
 */
export async function benchDeadlineLoad(h, label, target, { postgres }) {
  const metrics = [];
  const details = { database: postgres ? 'postgres' : 'pglite' };
  const errors = [];
  const metric = (id, name, value, target, extra = {}) => {
    const pass =
      value == null
        ? null
        : target.zero
          ? value === 0
          : target.atLeast
            ? value >= target.limit
            : value < target.limit;
    metrics.push({
      id,
      metric: name,
      value,
      unit: target.unit,
      target: target.text,
      status: value == null ? 'ERROR' : pass ? 'PASS' : 'FAIL',
      ...extra,
    });
  };
  // BENCH_GRADE_REQUESTS_AT_ONCE: the server's GRADE_REQUESTS_AT_ONCE (default: the product's)
  const gate = process.env.BENCH_GRADE_REQUESTS_AT_ONCE;
  const serverEnv = {
    ...target.env,
    DEMO: '0',
    LOGIN_MAX_PER_ADDRESS: '100000',
    ACCESS_TOKEN_TTL: '7200',
    ...(gate ? { GRADE_REQUESTS_AT_ONCE: gate } : {}),
  };
  let sim = null;
  let server = null;
  try {
    // --- setup, not measured
    const setupStarted = performance.now();
    sim = await startSimulator(h.root);
    details.school = sim.topped;
    server = await h.startServer({ dataDir: target.dataDir, env: serverEnv, timeoutMs: 180_000 });
    const session = await client(server.port)('POST', '/jwt/register', {
      npsn: NPSN,
      nama_sekolah: 'SMK Bench Penilaian',
      name: ADMIN.name,
      email: ADMIN.email,
      password: ADMIN.password,
      password_confirmation: ADMIN.password,
    });
    const admin = client(server.port, session.accessToken);
    await admin('PUT', '/sinkronisasi/dapodik/koneksi', { url: sim.url, token: 'sim-token' });
    h.log(`${label}: pulling ${sim.topped.students} students`);
    let run = await admin('POST', '/sinkronisasi/dapodik/tarik', {});
    while (run.status !== 'done' && run.status !== 'failed') {
      await sleep(200);
      run = await admin('GET', `/sinkronisasi/dapodik/riwayat/${run.sync_run_id}`);
    }
    if (run.status !== 'done') throw new Error(`pull ${run.status}: ${run.error}`);

    // map the pembelajaran of every full-size regular class, as the administrator does
    const rombels = [];
    for (let page = 1; ; page += 1) {
      const list = await admin(
        'GET',
        `/referensi/rombongan-belajar?jenis=1&page=${page}&per_page=100`,
      );
      rombels.push(...list.data);
      if (list.data.length === 0 || rombels.length >= list.total) break;
    }
    const fullClasses = rombels.filter((r) => r.anggota === CLASS_SIZE);
    h.log(`${label}: mapping the pembelajaran of ${fullClasses.length} classes of ${CLASS_SIZE}`);
    await pool(fullClasses, 4, async (rombel) => {
      const form = await admin(
        'GET',
        `/referensi/rombongan-belajar/${rombel.rombongan_belajar_id}/pembelajaran`,
      );
      const kelompok = Number(form.kelompok[0].value);
      await admin(
        'PUT',
        `/referensi/rombongan-belajar/${rombel.rombongan_belajar_id}/pembelajaran`,
        {
          pembelajaran: form.data.map((item, index) => ({
            pembelajaran_id: item.pembelajaran_id,
            nama_mata_pelajaran: item.nama_mata_pelajaran,
            guru_pengajar_id: item.guru_pengajar_id,
            kelompok_id: kelompok,
            no_urut: index + 1,
          })),
        },
      );
    });

    // the teachers: the administrator resets their passwords (the only way to learn one) and each
    // signs in; the first 100 who teach a mapped, non-religion subject in a 36-student class
    // write one CP and 8 TPs for it through the curriculum API, as teachers do
    const fullIds = new Set(fullClasses.map((r) => r.rombongan_belajar_id));
    const gurus = [];
    for (let page = 1; ; page += 1) {
      const list = await admin('GET', `/pengguna?role=guru&page=${page}&per_page=100&sort=name`);
      gurus.push(...list.data);
      if (list.data.length === 0 || gurus.length >= list.total) break;
    }
    h.log(`${label}: signing in teachers (${gurus.length} accounts with the guru role)`);
    const login = client(server.port);
    const chosen = [];
    const taken = new Set();
    for (const user of gurus) {
      if (chosen.length >= TEACHERS) break;
      const { password } = await admin('POST', `/pengguna/${user.user_id}/reset-password`, {});
      const signed = await login('POST', '/jwt/login', { email: user.email, password });
      const own = await client(server.port, signed.accessToken)('GET', '/penilaian/pembelajaran');
      const pick = own.find(
        (p) =>
          p.jenis_rombel === 1 &&
          p.siap_dinilai &&
          fullIds.has(p.rombongan_belajar_id) &&
          !MAPEL_AGAMA.includes(p.mata_pelajaran_id) &&
          Math.floor(p.mata_pelajaran_id / 1000) !== MAPEL_P5 / 1000 && // nor a P5 theme
          !taken.has(p.pembelajaran_id),
      );
      if (!pick) continue;
      taken.add(pick.pembelajaran_id);
      chosen.push({
        userId: user.user_id,
        email: user.email,
        password,
        token: signed.accessToken,
        pembelajaranId: pick.pembelajaran_id,
      });
    }
    if (chosen.length < TEACHERS) {
      throw new Error(
        `only ${chosen.length} teachers with a mapped pembelajaran in a ${CLASS_SIZE}-student class (need ${TEACHERS})`,
      );
    }
    h.log(`${label}: ${TEACHERS} teachers write ${TP_COUNT} TPs each`);
    await pool(chosen, 4, async (teacher, index) => {
      const api = client(server.port, teacher.token);
      const cp = await api('POST', '/referensi/capaian-pembelajaran', {
        pembelajaran_id: teacher.pembelajaranId,
        elemen: `Elemen uji beban ${index + 1}`,
        deskripsi: `Capaian pembelajaran untuk uji beban penilaian, guru ${index + 1}`,
      }).catch(async (error) => {
        const list = await api('GET', '/referensi/kurikulum/pembelajaran').catch((e) => e.message);
        throw new Error(
          `${error.message}\n  teacher ${teacher.email}, pembelajaran ${teacher.pembelajaranId}; his curriculum list: ${JSON.stringify(list).slice(0, 1500)}`,
        );
      });
      for (let tp = 1; tp <= TP_COUNT; tp += 1) {
        await api('POST', '/referensi/tujuan-pembelajaran', {
          pembelajaran_id: teacher.pembelajaranId,
          cp_id: cp.id,
          deskripsi: `Peserta didik mampu menguasai materi uji ke-${tp} (guru ${index + 1})`,
        });
      }
    });
    // the measured server starts on the school's data, as on the morning of the deadline
    await h.stopServer(server);
    server = null;

    // BENCH_PROFILE_DIR: a V8 CPU profile of the measured server (written when it stops)
    // BENCH_SERVER_NODE_OPTIONS: Node options of the measured server (e.g. V8 heap limits)
    const nodeOptions = [
      process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
      process.env.BENCH_PROFILE_DIR
        ? `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`
        : '',
    ]
      .join(' ')
      .trim();
    const profile = nodeOptions ? { NODE_OPTIONS: nodeOptions } : {};
    details.serverNodeOptions = nodeOptions || null;
    details.gradeRequestsAtOnce = gate ?? null;
    server = await h.startServer({
      dataDir: target.dataDir,
      env: { ...serverEnv, ...profile },
      timeoutMs: 180_000,
    });
    const relogin = client(server.port);
    const teachers = await pool(chosen, 5, async (entry, index) => {
      const signed = await relogin('POST', '/jwt/login', {
        email: entry.email,
        password: entry.password,
      });
      return {
        userId: entry.userId,
        pembelajaranId: entry.pembelajaranId,
        index,
        token: signed.accessToken,
        anggota: [],
        tpIds: [],
        cells: new Map(),
        stale: true,
        staleReads: 0,
        badAnswers: 0,
      };
    });
    // warm-up, not measured: every teacher reads his two grids once (checks they are gradable)
    await pool(teachers, 20, async (teacher) => {
      const api = client(server.port, teacher.token);
      const q = `?pembelajaran_id=${teacher.pembelajaranId}`;
      const grid = await api('GET', `/penilaian/grid/slm${q}`);
      if (grid.lock) throw new Error(`grid locked: ${grid.lock.message}`);
      if (grid.rows.length !== CLASS_SIZE || grid.columns.length !== TP_COUNT)
        throw new Error(`grid is ${grid.rows.length} x ${grid.columns.length}`);
      teacher.anggota = grid.rows.map((row) => row.anggota_rombel_id);
      teacher.tpIds = grid.columns.map((column) => column.key);
      applyRead(teacher, SLM, grid);
      applyRead(teacher, FINAL, await api('GET', `/penilaian/grid/nilai-akhir${q}`));
    });
    details.setupSeconds = h.round((performance.now() - setupStarted) / 1000, 0);
    details.rssBeforeLoadMiB = h.round(h.readRssMiB(server.pid).rss);

    // --- load
    const backends = postgres ? await backendCpu(target, h.readCpuMs) : null;
    const stopMemory = memorySampler(server.pid, h.readRssMiB, MEMORY_SAMPLE_MS);
    const cpuBefore = h.readCpuMs(server.pid);
    const machineBefore = machineCpu();
    const benchBefore = process.cpuUsage();
    const pgBefore = await backends?.sample();
    const full = createRecorder();
    h.log(`${label}: ${TEACHERS} teachers saving whole grids for ${FULL_SECONDS} s`);
    const fullProbe = probe(server.port);
    const fullMs = await runPhase(FULL_SECONDS, teachers, (teacher, round) =>
      fullGridRound(server.port, teacher, full, round),
    );
    const fullProbed = await fullProbe.stop();
    const cpuMid = h.readCpuMs(server.pid);
    const machineMid = machineCpu();
    const benchMid = process.cpuUsage();
    const pgMid = await backends?.sample();
    const small = createRecorder();
    h.log(`${label}: ${TEACHERS} teachers making small saves for ${SMALL_SECONDS} s`);
    const smallProbe = probe(server.port);
    const smallMs = await runPhase(SMALL_SECONDS, teachers, (teacher, round) =>
      smallSave(server.port, teacher, small, round),
    );
    const smallProbed = await smallProbe.stop();
    const cpuAfter = h.readCpuMs(server.pid);
    const machineAfter = machineCpu();
    const benchAfter = process.cpuUsage();
    const pgAfter = await backends?.sample();
    await backends?.close();
    const memory = stopMemory();
    const typing = createRecorder();
    h.log(`${label}: ${TYPING_TEACHERS} teachers typing (a pause, a row) for ${TYPING_SECONDS} s`);
    const typingMs = await runPhase(
      TYPING_SECONDS,
      teachers.slice(0, TYPING_TEACHERS),
      async (teacher, round) => {
        // the pause first: teachers do not start in step
        const [least, most] = TYPING_PAUSE_MS;
        await sleep(least + Math.random() * (most - least));
        await smallSave(server.port, teacher, typing, round, {
          rowsOnly: true,
          type: 'typing save (row)',
        });
      },
    );
    const machineTyped = machineCpu();

    const phase = (recorder, wallMs) => ({
      seconds: h.round(wallMs / 1000, 1),
      types: Object.fromEntries(
        [...recorder.samples].map(([type, list]) => [type, stats(list, wallMs, h)]),
      ),
      slowest: recorder.slowest,
      errorCount: Object.values(recorder.errors).reduce((a, b) => a + b, 0),
      errors: recorder.errors,
      conflicts: recorder.conflicts,
    });
    details.full = phase(full, fullMs);
    details.full.stealPercent = stealPercent(machineBefore, machineMid);
    const benchCpuMs = (a, b) => (b.user + b.system - a.user - a.system) / 1000;
    details.full.probe = fullProbed;
    details.full.serverCpuPercent = h.round(((cpuMid - cpuBefore) / fullMs) * 100, 0);
    details.full.benchCpuPercent = h.round((benchCpuMs(benchBefore, benchMid) / fullMs) * 100, 0);
    // server CPU per round of one teacher (grid load + full save + finals load + finals save)
    details.full.serverCpuMsPerRound = h.round(
      (cpuMid - cpuBefore) / Math.max(1, full.samples.get('full-grid save')?.length ?? 0),
      1,
    );
    details.small = phase(small, smallMs);
    details.small.stealPercent = stealPercent(machineMid, machineAfter);
    details.small.probe = smallProbed;
    details.small.smallAll = stats(
      [
        ...(small.samples.get('small save (row)') ?? []),
        ...(small.samples.get('small save (column)') ?? []),
      ],
      smallMs,
      h,
    );
    details.small.serverCpuPercent = h.round(((cpuAfter - cpuMid) / smallMs) * 100, 0);
    details.small.benchCpuPercent = h.round((benchCpuMs(benchMid, benchAfter) / smallMs) * 100, 0);
    if (backends) {
      details.full.postgresCpuMsPerRound = h.round(
        backends.delta(pgBefore, pgMid) /
          Math.max(1, full.samples.get('full-grid save')?.length ?? 0),
        1,
      );
      details.small.postgresCpuMsPerSave = h.round(
        backends.delta(pgMid, pgAfter) / Math.max(1, details.small.smallAll.requests),
        1,
      );
    }
    details.small.serverCpuMsPerSave = h.round(
      (cpuAfter - cpuMid) / Math.max(1, details.small.smallAll.requests),
      1,
    );
    details.typing = phase(typing, typingMs);
    details.typing.stealPercent = stealPercent(machineAfter, machineTyped);
    details.memory = {
      peakSampledMiB: h.round(memory.maxRss),
      hwmMiB: h.round(memory.hwm),
      hwmReset: memory.hwmReset,
    };
    details.staleReads = teachers.reduce((sum, t) => sum + t.staleReads, 0);
    details.badAnswers = teachers.reduce((sum, t) => sum + t.badAnswers, 0);

    const fullSave = details.full.types['full-grid save'] ?? stats([], fullMs, h);
    const fullTarget = postgres
      ? DEADLINE_TARGETS.fullPerSecondPostgres
      : DEADLINE_TARGETS.fullPerSecondPglite;
    metric(
      'fullPerSecond',
      `full-grid saves (36 x 8), ${TEACHERS} teachers`,
      fullSave.perSecond,
      fullTarget,
      {
        note: `${fullSave.requests} in ${details.full.seconds} s`,
      },
    );
    metric('fullP99', 'full-grid save p99', fullSave.p99, DEADLINE_TARGETS.fullP99, {
      note: `p50 ${fullSave.p50} / p95 ${fullSave.p95} / max ${fullSave.max} ms`,
    });
    const smallAll = details.small.smallAll;
    metric(
      'smallPerSecond',
      `small saves (row or column), ${TEACHERS} teachers`,
      smallAll.perSecond,
      DEADLINE_TARGETS.smallPerSecond,
      {
        note: `${smallAll.requests} in ${details.small.seconds} s`,
      },
    );
    metric('smallP99', 'small save p99', smallAll.p99, DEADLINE_TARGETS.smallP99, {
      note: `p50 ${smallAll.p50} / p95 ${smallAll.p95} / max ${smallAll.max} ms`,
    });
    metric(
      'loadMemory',
      'peak server RSS during the load',
      h.round(Math.max(memory.maxRss, memory.hwmReset && memory.hwm != null ? memory.hwm : 0)),
      DEADLINE_TARGETS.memory,
    );
    const typingSaves = details.typing.types['typing save (row)'] ?? stats([], typingMs, h);
    metric(
      'typingP95',
      `typing pace: ${TYPING_TEACHERS} teachers saving a row every 0.5-1.5 s, p95`,
      typingSaves.p95,
      DEADLINE_TARGETS.typingP95,
      { note: `${typingSaves.perSecond}/s; p50 ${typingSaves.p50} / p99 ${typingSaves.p99} ms` },
    );
    const errorCount = ['full', 'small', 'typing'].reduce(
      (sum, key) => sum + details[key].errorCount + details[key].conflicts,
      0,
    );
    metric(
      'loadErrors',
      'errors during the load (non-2xx incl. 409, network)',
      errorCount,
      DEADLINE_TARGETS.zero,
    );

    // --- read-back through the API, then the history in the database
    h.log(`${label}: reading every grid back`);
    details.readBack = await readBack(server.port, teachers);
    const lost =
      details.readBack.failures > 0
        ? null
        : details.readBack.lostValues + details.readBack.wrongVersions;
    metric(
      'lostWrites',
      `lost writes (read-back of ${details.readBack.cells} cells)`,
      lost,
      DEADLINE_TARGETS.zero,
    );
    await h.stopServer(server);
    server = null;
    h.log(`${label}: checking grade_history`);
    details.history = await checkHistory(target, teachers);
    const history = details.history;
    metric(
      'historyWrong',
      `grade_history cells not exactly one row per save (${history.cells} cells)`,
      history.wrongCells + history.missingCells + history.unexpectedCells,
      DEADLINE_TARGETS.zero,
      { note: `${history.historyRows} rows, ${history.expectedRows} expected` },
    );
    h.log(`${label}: the database alone, ${CEILING_SECONDS} s`);
    details.ceiling = await databaseCeiling(target, teachers);
    metrics.push({
      id: 'ceilingPerSecond',
      metric: 'ceiling: phase 1 rounds of the database alone, no server',
      value: details.ceiling.perSecond,
      unit: '/s',
      target: 'reference',
      status: 'INFO',
      note: `${details.ceiling.rounds} rounds in ${details.ceiling.seconds} s`,
    });
  } catch (error) {
    h.log(`${label}: failed: ${error.stack ?? error.message}`);
    errors.push(error.message);
    metrics.push({
      id: 'deadline',
      metric: 'deadline load',
      value: null,
      unit: '',
      target: 'runs',
      status: 'ERROR',
      error: error.message,
    });
  } finally {
    if (server) await h.stopServer(server);
    if (sim) await sim.stop();
    await target.cleanup();
  }
  return { metrics, details, errors };
}

/**
 * CPU used by the PostgreSQL backends serving the bench database (the server's pool), read from
 * /proc: PostgreSQL runs beside the server on the same 2 CPUs.
 */
async function backendCpu(target, readCpuMs) {
  const db = await openDb(target);
  const pids = async () =>
    (
      await db.query(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )
    ).map((row) => row.pid);
  return {
    async sample() {
      const cpu = new Map();
      for (const pid of await pids()) {
        try {
          cpu.set(pid, readCpuMs(pid));
        } catch {
          // gone
        }
      }
      return cpu;
    },
    /** CPU between two samples of the backends alive at the second (new ones: all their CPU). */
    delta(before, after) {
      let total = 0;
      for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
      return total;
    },
    close: () => db.close(),
  };
}

/** Extra lines under the table of a deadline section. */
export function describeDeadlineDetails(d) {
  const out = [];
  if (d.school)
    out.push(
      `  school: ${d.school.students} students (${d.school.added} added so that ${d.school.classesOfSize} regular classes hold ${d.school.classSize}); setup ${d.setupSeconds ?? '?'} s (pull, mapping, sign-ins, TPs through the API)`,
    );
  for (const [key, name] of [
    ['full', 'phase 1, whole grids'],
    ['small', 'phase 2, small saves'],
    ['typing', 'phase 3, typing pace'],
  ]) {
    const p = d[key];
    if (!p) continue;
    if (p.serverCpuPercent == null)
      out.push(
        `  ${name}: ${p.seconds} s, CPU steal ${p.stealPercent}%, ${p.errorCount} errors, ${p.conflicts} conflicts (409)`,
      );
    else
      out.push(
        `  ${name}: ${p.seconds} s, server CPU ${p.serverCpuPercent}% of one core (${key === 'full' ? `${p.serverCpuMsPerRound} ms per round of the four requests` : `${p.serverCpuMsPerSave} ms per small save`}${p.postgresCpuMsPerRound != null ? `; PostgreSQL backends ${p.postgresCpuMsPerRound} ms per round` : ''}${p.postgresCpuMsPerSave != null ? `; PostgreSQL backends ${p.postgresCpuMsPerSave} ms per small save` : ''}), bench clients ${p.benchCpuPercent}% of one core, CPU steal ${p.stealPercent}% of the machine, ${p.errorCount} errors, ${p.conflicts} conflicts (409)${p.errorCount ? ` ${JSON.stringify(p.errors).slice(0, 400)}` : ''}`,
      );
    if (p.probe)
      out.push(
        `    GET /api/system/version every ${PROBE_MS} ms meanwhile (no database): p50 ${p.probe.p50} / p99 ${p.probe.p99} / max ${p.probe.max} ms (n=${p.probe.n})`,
      );
    if (p.slowest?.length)
      out.push(
        `    slowest: ${p.slowest.map((x) => `${x.type} ${x.ms} ms sent at ${x.sentAtS} s`).join('; ')}`,
      );
    for (const [type, s] of Object.entries(p.types))
      out.push(
        `    ${type.padEnd(20)} n=${String(s.requests).padStart(6)}  ${String(s.perSecond).padStart(7)}/s  p50 ${s.p50} / p95 ${s.p95} / p99 ${s.p99} / max ${s.max} ms`,
      );
  }
  if (d.serverNodeOptions)
    out.push(`  measured server run with NODE_OPTIONS=${d.serverNodeOptions}`);
  if (d.gradeRequestsAtOnce)
    out.push(`  measured server run with GRADE_REQUESTS_AT_ONCE=${d.gradeRequestsAtOnce}`);
  if (d.memory)
    out.push(
      `  server memory: VmRSS sampled every ${MEMORY_SAMPLE_MS} ms peaked at ${d.memory.peakSampledMiB} MiB; VmHWM ${d.memory.hwmMiB} MiB (${d.memory.hwmReset ? 'reset at the start of the load' : 'NOT reset: includes the start'}); before the load ${d.rssBeforeLoadMiB} MiB`,
    );
  if (d.staleReads != null)
    out.push(
      `  during the load: ${d.staleReads} grid reads not showing the teacher's last save, ${d.badAnswers} save answers not echoing a sent cell`,
    );
  if (d.readBack) {
    const r = d.readBack;
    out.push(
      `  read-back (GET of every grid): ${r.cells} saved cells, ${r.lostValues} values differ from the last save, ${r.wrongVersions} versions differ from the number of saves, ${r.failures} failed reads${r.examples.length ? `; e.g. ${r.examples.join(' | ')}` : ''}`,
    );
  }
  if (d.ceiling)
    out.push(
      `  ceiling (${d.ceiling.how}): ${d.ceiling.rounds} rounds in ${d.ceiling.seconds} s = ${d.ceiling.perSecond}/s, each reading ${CLASS_SIZE * TP_COUNT} + ${CLASS_SIZE} cells and writing them with their history in two transactions, without the server's checks`,
    );
  if (d.history) {
    const x = d.history;
    out.push(
      `  grade_history (${x.how}): ${x.historyRows} rows for ${x.expectedRows} changed cells saved; ${x.cells} cells: ${x.wrongCells} wrong, ${x.missingCells} without history, ${x.unexpectedCells} unexpected${x.examples.length ? `; e.g. ${x.examples.join(' | ')}` : ''}`,
    );
  }
  return out;
}
