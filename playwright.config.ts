import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The portal under test: the production server on its own port, with the built renderer. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8199);
/** Each run gets its own database, seeded with the demo data. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR; // workers load this file again and inherit the same folder
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export default defineConfig({
  testDir: 'e2e/specs',
  fullyParallel: true,
  // The specs wait on pages more than they compute: with two workers the two cores were about a
  // quarter busy (the axe spec, timed idle), so a third worker shortens the run.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  // Three workers keep both cores busy: a test of a few page loads that takes 10 s alone took up to
  // 35 s in a full run, so 60 s per test unless it says otherwise.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    // E2E_TIMEZONE runs every page in another zone (e.g. America/New_York): the portal shows
    // Budapest's times whatever the browser's zone (issue 33).
    ...(process.env.E2E_TIMEZONE ? { timezoneId: process.env.E2E_TIMEZONE } : {}),
  },
  webServer: {
    command: 'npx tsx server/cli/start.ts',
    url: `http://localhost:${E2E_PORT}/api/config`,
    // Every e2e test logs in from one address; the login throttle itself is tested in tests/server.
    env: { PORT: String(E2E_PORT), LOG_LEVEL: 'warn', NODE_ENV: 'production', DATA_DIR, E2E_DATA_DIR: DATA_DIR, DEMO_LIMIT_FACTOR: '1000', ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
