/**
 * npm run bench:me — authenticated GET /api/me: the portal started in its own process on a free
 * port with a fresh demo database (SQLite in a temporary folder), logged in as the demo patient,
 * then autocannon at 50 connections for 10 s. Targets: ≥ 1,000 req/s and p99 ≤ 100 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { startServer } from './serverProcess';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_RPS = 1000;
const TARGET_P99_MS = 100;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-me-'));
const logLevel = process.env.LOG_LEVEL ?? 'info';
const portal = await startServer('server/main.ts', { DATA_DIR: dataDir, LOG_LEVEL: logLevel, JWT_SECRET: 'bench-secret-bench-secret-bench-secret!' }, '/api/config');
try {
  const base = `http://127.0.0.1:${portal.port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.patient.email, password: DEMO_ACCOUNTS.patient.password }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'x-subscription-id': '1', 'x-locale': 'hu' };
  const check = await fetch(`${base}/api/me`, { headers });
  if (check.status !== 200) throw new Error(`GET /api/me answered ${check.status}`);

  await autocannon({ url: `${base}/api/me`, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const result = await autocannon({ url: `${base}/api/me`, connections: CONNECTIONS, duration: DURATION_S, headers });
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  console.log(`GET /api/me (authenticated, SQLite demo database), ${CONNECTIONS} connections, ${DURATION_S} s, request log level ${logLevel}`);
  console.log(`requests/s ${rps.toFixed(0)} (target ≥ ${TARGET_RPS}): ${rps >= TARGET_RPS ? 'met' : 'NOT met'}`);
  console.log(`latency p50 ${result.latency.p50} ms, p99 ${p99} ms (target ≤ ${TARGET_P99_MS} ms): ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`);
  console.log(`errors ${result.errors}, non-2xx ${result.non2xx}, total ${result.requests.total}`);
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
