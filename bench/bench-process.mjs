// Child processes and memory sampling shared by the bench parts (dapodik-pull, deadline-load).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Starts a Dapodik simulator script (TypeScript through tsx) and waits until `parse(output)`
 * finds what it announces (its URL…); answers that plus `stop`. Fails with the output when the
 * process exits first or says nothing within 60 s.
 */
export async function startSimulator(root, script, args, parse) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const started = await new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`simulator gave no URL:\n${output}`)), 60_000);
    const keep = (chunk) => {
      output += chunk;
      const found = parse(output);
      if (found) {
        clearTimeout(timer);
        resolveStart(found);
      }
    };
    child.stdout.setEncoding('utf8').on('data', keep);
    child.stderr.setEncoding('utf8').on('data', keep);
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`simulator exited (${code ?? signal}):\n${output}`));
    });
  });
  return {
    ...started,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/**
 * Samples the server's VmRSS every `everyMs` until stopped. VmHWM (the kernel's own peak) is
 * first reset through /proc/<pid>/clear_refs, so that `hwm` is the peak of what is measured and
 * not of the server's start.
 */
export function memorySampler(pid, readRssMiB, everyMs) {
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let maxRss = 0;
  const sample = () => {
    try {
      maxRss = Math.max(maxRss, readRssMiB(pid).rss);
    } catch {
      // process gone: the requests failing report it
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return () => {
    clearInterval(timer);
    sample();
    let hwm = null;
    try {
      hwm = readRssMiB(pid).peak;
    } catch {
      // process gone
    }
    return { maxRss, hwm, hwmReset };
  };
}
