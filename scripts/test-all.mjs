// `npm test`: every unit and API test (on PostgreSQL too when DATABASE_URL is set), then the
// browser journeys. Ends with one plain line of totals.
//
// A Vitest worker that the operating system kills with SIGSEGV or SIGBUS did not fail a test:
// V8 can crash while several processes compile PGlite's WebAssembly at once (decision 0017). The
// files such a worker was running are run again once, on their own, and the run says so; a second
// crash, a failed test or any other error still fails it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crashedFiles, vitest } from './vitest-run.mjs';

const results = mkdtempSync(join(tmpdir(), 'erapor-test-'));
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';

function counts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    return { passed: report.numPassedTests, failed: report.numFailedTests, report };
  }
  if (report.stats) {
    // Playwright's JSON reporter.
    return {
      passed: report.stats.expected ?? 0,
      failed: (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0),
    };
  }
  return { passed: report.passed ?? 0, failed: report.failed ?? 0 };
}

console.log(`\n== Unit, API and component tests (database: ${database}) ==`);
const unitFile = join(results, 'vitest.json');
const unit = await vitest(unitFile);
const u = counts(unitFile);
const crashed = unit.status !== 0 && u.report ? crashedFiles(unit.output, u.report) : [];
if (crashed.length > 0) {
  console.log(
    `\n== A test worker was killed by the runtime (not a failed test); running again on its own:\n   ${crashed.join('\n   ')}`,
  );
  const againFile = join(results, 'vitest-again.json');
  const again = await vitest(againFile, { files: crashed });
  const a = counts(againFile);
  u.passed += a.passed;
  u.failed += a.failed;
  unit.status = again.status;
}

console.log('\n== Browser tests (Playwright in Chromium) ==');
const e2eFile = join(results, 'e2e.json');
const e2e = spawnSync('node', ['apps/web/e2e/run.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, E2E_RESULTS_FILE: e2eFile },
});

const b = counts(e2eFile);
const failedRuns = [unit.status, e2e.status].filter((status) => status !== 0).length;
const failed = u.failed + b.failed + (failedRuns > 0 && u.failed + b.failed === 0 ? failedRuns : 0);
console.log(
  `\nunit/api/web: ${u.passed} passed, ${u.failed} failed; browser: ${b.passed} passed, ${b.failed} failed`,
);
console.log(`${u.passed + b.passed} passed, ${failed} failed`);
process.exit(unit.status === 0 && e2e.status === 0 ? 0 : 1);
