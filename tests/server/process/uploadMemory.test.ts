/**
 * Issue 9, item 6: uploads are streamed to temporary files with the limits checked while reading.
 * Against the real server process (server/main.ts): ten parallel uploads of 5 × 19 MB raise its
 * resident memory (VmRSS, sampled while they run) by less than 100 MB and are refused as too big,
 * ten parallel uploads of 5 × 9 MB are stored, and no temporary file outlives its request, whether
 * it was stored, refused, stopped at the hard limit or abandoned by the client.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_FILES } from '../../../server/api/uploads/checkUploads';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { megabytes, peakResidentDuring, residentBytes } from './residentMemory';
import { startPortal, tempDataDir, type PortalProcess } from './portalProcess';
import { streamedUpload, type GeneratedFile, type UploadAnswer } from './streamedUpload';

const MB = 1024 * 1024;
const PARALLEL = 10;
const ALLOWED_GROWTH = 100 * MB;
const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');

let portal: PortalProcess;
let token: string;
/** The child's TMPDIR; the server keeps its upload files in a folder inside it. */
let tmpDir: string;
/** VmRSS once the server has started and handled one small upload (so lazily loaded code is counted in). */
let baseline: number;

const pdfs = (prefix: string, size: number): GeneratedFile[] => Array.from({ length: MAX_FILES }, (_, i) => ({ name: `${prefix}-${i}.pdf`, size, head: PDF_HEAD }));

/** The files the server still keeps under TMPDIR (the tsx compile cache aside). */
function leftovers(): string[] {
  // Dirents, not a stat per name: a file can go between listing and looking.
  const entries = fs.readdirSync(tmpDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && !path.relative(tmpDir, e.parentPath).startsWith('tsx-')).map((e) => path.relative(tmpDir, path.join(e.parentPath, e.name)));
}

/** Waits until `check` holds, for at most `ms`. */
async function eventually(check: () => boolean, ms = 5000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
    if (check()) return true;
  }
  return check();
}

/** Sends PARALLEL uploads at once while sampling the server's memory; logs baseline, peak and growth. */
async function parallelUploads(label: string, files: (n: number) => GeneratedFile[]): Promise<{ answers: UploadAnswer[]; growth: number }> {
  const { result: answers, peakBytes } = await peakResidentDuring(portal.child.pid!, () =>
    Promise.all(Array.from({ length: PARALLEL }, (_, n) => streamedUpload(portal.port, token, 'page=preauthorization', files(n)).answer)));
  console.log(`${label}: server RSS baseline ${megabytes(baseline)}, peak ${megabytes(peakBytes)}, growth ${megabytes(peakBytes - baseline)}`);
  return { answers, growth: peakBytes - baseline };
}

beforeAll(async () => {
  const dataDir = tempDataDir();
  tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir);
  // One patient sends them all: the per-patient quota and rate (uploadQuota.test.ts) are raised for that (demo mode).
  portal = await startPortal({ TMPDIR: tmpDir, DEMO_LIMIT_FACTOR: '1000' }, dataDir);
  const login = await fetch(`${portal.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.patient.email, password: DEMO_ACCOUNTS.patient.password }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  const warmUp = await streamedUpload(portal.port, token, 'page=preauthorization', [{ name: 'warm-up.pdf', size: 64 * 1024, head: PDF_HEAD }]).answer;
  expect(warmUp.status, JSON.stringify(warmUp.body)).toBe(201);
  baseline = residentBytes(portal.child.pid!);
}, 90_000);

afterAll(async () => {
  if (!portal) return;
  await portal.stop();
  fs.rmSync(portal.dataDir, { recursive: true, force: true });
});

it('refuses ten parallel uploads of 5 × 19 MB as too big, holding none of them in memory', async () => {
  const { answers, growth } = await parallelUploads('10 × 5 × 19 MB (too big)', (n) => pdfs(`big${n}`, 19 * MB));
  for (const answer of answers) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.violations?.map((v) => [v.field, v.rule])).toEqual(Array.from({ length: MAX_FILES }, (_, i) => [`/fileData/${i}`, 'validation.file.tooBig']));
  }
  expect(growth).toBeLessThan(ALLOWED_GROWTH);
  expect(leftovers()).toEqual([]);
}, 60_000);

it('stores ten parallel uploads of 5 × 9 MB, holding none of them in memory', async () => {
  const { answers, growth } = await parallelUploads('10 × 5 × 9 MB (stored)', (n) => pdfs(`fits${n}`, 9 * MB));
  for (const answer of answers) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.files?.map((f) => f.size)).toEqual(Array(MAX_FILES).fill(9 * MB));
  }
  expect(growth).toBeLessThan(ALLOWED_GROWTH);
  expect(leftovers()).toEqual([]);
}, 60_000);

it('removes the temporary file of a file stopped at the hard limit and of an upload the client abandons', async () => {
  const huge = await streamedUpload(portal.port, token, 'page=preauthorization', [{ name: 'huge.pdf', size: 25 * MB, head: PDF_HEAD }]).answer;
  expect(huge.status).toBe(422);
  expect(huge.body.violations).toEqual([expect.objectContaining({ field: '/fileData', rule: 'validation.file.tooBig', params: expect.objectContaining({ size: '> 20.0 MB' }) })]);
  expect(await eventually(() => leftovers().length === 0)).toBe(true);

  const abandoned = streamedUpload(portal.port, token, 'page=preauthorization', [{ name: 'abandoned.pdf', size: 9 * MB, head: PDF_HEAD }], 3 * MB);
  abandoned.answer.catch(() => {});
  // The server writes the file while it arrives: it is on disk before the upload is complete.
  expect(await eventually(() => leftovers().length === 1)).toBe(true);
  abandoned.abandon();
  expect(await eventually(() => leftovers().length === 0)).toBe(true);
}, 30_000);
