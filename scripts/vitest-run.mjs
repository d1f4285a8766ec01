// Runs Vitest for `npm test` and tells a worker killed by the runtime from a failed test.
import { spawn } from 'node:child_process';

/**
 * Runs Vitest on `files` (every file when empty), passing its output through unless `echo` is
 * false, and answers its exit status and its output.
 */
export function vitest(jsonFile, { files = [], cwd = process.cwd(), echo = true } = {}) {
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json'];
  const child = spawn('npx', [...args, `--outputFile.json=${jsonFile}`, ...files], {
    cwd,
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  let output = '';
  const pass = (target) => (chunk) => {
    if (echo) target.write(chunk);
    output += chunk.toString();
  };
  child.stdout.on('data', pass(process.stdout));
  child.stderr.on('data', pass(process.stderr));
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The test files whose worker a crash signal killed, when that is all that went wrong: no test
 * failed, every failed file is one of them, and Vitest counted no other unhandled error.
 */
export function crashedFiles(output, report) {
  const text = plain(output);
  const crash =
    /Worker exited unexpectedly with signal (SIGSEGV|SIGBUS) .*? running test file (\S+)/g;
  const files = new Set([...text.matchAll(crash)].map((match) => match[2]));
  if (files.size === 0 || report.numFailedTests > 0) return [];
  const failedFiles = report.testResults.filter((file) => file.status === 'failed');
  if (!failedFiles.every((file) => files.has(file.name))) return [];
  const errors = /Vitest caught (\d+) unhandled errors?/.exec(text);
  if (errors && Number(errors[1]) !== files.size) return [];
  return [...files];
}
