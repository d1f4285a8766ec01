import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crashedFiles, vitest } from './vitest-run.mjs';

const fixture = resolve(import.meta.dirname, 'fixtures/worker-crash');
const killed = join(fixture, 'killed.fixture.mjs');

describe('a Vitest worker killed by the runtime', () => {
  it('is told apart from a failed test, by the file it was running', async () => {
    const json = join(mkdtempSync(join(tmpdir(), 'erapor-crash-')), 'report.json');
    const run = await vitest(json, { cwd: fixture, echo: false });
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(run.status).not.toBe(0);
    expect(report.numFailedTests).toBe(0);
    expect(crashedFiles(run.output, report)).toEqual([killed]);
  });

  const output = `Vitest caught 1 unhandled error during the test run.
Caused by: Error: Worker exited unexpectedly with signal SIGSEGV during started state while running test file ${killed}`;
  const report = (failedTests, files) => ({
    numFailedTests: failedTests,
    testResults: files.map((name) => ({ name, status: 'failed' })),
  });

  it('is run again only when nothing else went wrong', () => {
    expect(crashedFiles(output, report(0, [killed]))).toEqual([killed]);
    // a test that failed, another failed file, another unhandled error, another signal
    expect(crashedFiles(output, report(1, [killed]))).toEqual([]);
    expect(crashedFiles(output, report(0, [killed, '/elsewhere.test.ts']))).toEqual([]);
    expect(crashedFiles(output.replace('caught 1', 'caught 2'), report(0, [killed]))).toEqual([]);
    expect(crashedFiles(output.replace('SIGSEGV', 'SIGKILL'), report(0, [killed]))).toEqual([]);
    expect(crashedFiles('', report(0, []))).toEqual([]);
  });
});
