/**
 * npm run bench:uploads — does storing large uploads hold up other requests? (issue 30, item 3)
 * The portal in its own process with a fresh demo database (SQLite in a temporary folder, or
 * PostgreSQL in a schema of its own with BENCH_DATABASE_URL=postgres://…), logged in as the demo
 * patient; GET /api/me by autocannon (10 connections) first on its own, then while three uploads
 * of 5 × 9 MB PDFs at a time run back to back. Budget: the p99 during the uploads is within 2× the
 * idle p99.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { startServer } from './serverProcess';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const FILE_BYTES = 9 * 1024 * 1024;
const FILES = 5;
const UPLOADERS = 3;
const BUDGET = 2;

const pgUrl = process.env.BENCH_DATABASE_URL;
const schema = pgUrl ? `bench_uploads_${randomBytes(4).toString('hex')}` : undefined;
const admin = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
};
let databaseUrl: string | undefined;
if (pgUrl && schema) {
  await admin(`create schema ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-uploads-'));
const portal = await startServer('server/main.ts', {
  DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!', DEMO_LIMIT_FACTOR: '1000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
}, '/api/config');
const base = `http://127.0.0.1:${portal.port}`;

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: account.email, password: account.password }) });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A PDF of `bytes` bytes: a valid header, then filler. */
function pdf(bytes: number): Blob {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
  const body = Buffer.alloc(bytes - head.length - 6, 0x20);
  return new Blob([head, body, Buffer.from('%%EOF\n')], { type: 'application/pdf' });
}

try {
  const token = await tokenOf(DEMO_ACCOUNTS.patient);
  const headers = { authorization: `Bearer ${token}`, 'x-locale': 'hu' };
  const measure = async () => (await autocannon({ url: `${base}/api/me`, connections: CONNECTIONS, duration: DURATION_S, headers })).latency;
  await autocannon({ url: `${base}/api/me`, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const idle = await measure();

  const file = pdf(FILE_BYTES);
  // Three sessions of the demo patient (the account with the pre-authorisation page), uploading at once.
  const tokens = await Promise.all(Array.from({ length: UPLOADERS }, () => tokenOf(DEMO_ACCOUNTS.patient)));
  let running = true;
  const stored: number[] = [];
  const refused: string[] = [];
  const uploads = tokens.map(async (uploader, u) => {
    for (let round = 0; running; round += 1) {
      const form = new FormData();
      for (let i = 0; i < FILES; i += 1) form.append('fileData', file, `bench-${u}-${round}-${i}-${randomBytes(3).toString('hex')}.pdf`);
      const res = await fetch(`${base}/api/uploads?page=preauthorization`, { method: 'POST', headers: { authorization: `Bearer ${uploader}` }, body: form });
      if (res.status === 201) stored.push(FILES);
      else refused.push(`${res.status} ${(await res.text()).slice(0, 120)}`);
    }
  });
  const busy = await measure();
  running = false;
  await Promise.all(uploads);

  const ratio = busy.p99 / Math.max(idle.p99, 1);
  console.log(`GET /api/me p99 while ${UPLOADERS} uploads at a time store ${FILES} × ${FILE_BYTES / 1024 / 1024} MB (${databaseUrl ? 'PostgreSQL' : 'SQLite'}), ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(`idle: p50 ${idle.p50} ms, p99 ${idle.p99} ms`);
  console.log(`during uploads: p50 ${busy.p50} ms, p99 ${busy.p99} ms (${stored.reduce((a, b) => a + b, 0)} files stored, ${refused.length} uploads refused${refused.length ? `: ${refused[0]}` : ''})`);
  console.log(`p99 ratio ${ratio.toFixed(2)} (budget ≤ ${BUDGET}×): ${ratio <= BUDGET ? 'met' : 'NOT met'}`);
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (schema) await admin(`drop schema if exists ${schema} cascade`);
}
