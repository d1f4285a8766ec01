import { defineConfig } from '@playwright/test';

/** Driven by run.mjs, which starts the real server and sets E2E_BASE_URL. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test reads the JSON report for its closing line of totals.
  reporter: process.env.E2E_RESULTS_FILE
    ? [['list'], ['json', { outputFile: process.env.E2E_RESULTS_FILE }]]
    : [['list']],
  outputDir: '../../../test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8154',
    viewport: { width: 1366, height: 860 },
    locale: 'id-ID',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
