/**
 * npm run bench:search — the search API over the 5,000-provider benchmark fixture (issue 5,
 * acceptance 4): a SQLite file in a temporary folder filled with BENCHMARK_FIXTURE (25,000
 * doctors; BENCH_SLOTS slots, default the fixture's 1,000,000), the app served in-process on a
 * free port, then sequential GET /api/search/providers, /api/search/doctors and /api/search/video
 * over varied filters (week, subfunction, location, names, speaksEnglish, discountOnly, page).
 * Prints p50 and p95 per endpoint and overall; target p95 ≤ 30 ms.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BENCHMARK_FIXTURE, generateProviderFixtures } from '../../server/db/seed/providerFixtures';
import { toBudapestIso } from '../../server/db/seed/providerCalendar';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/openDatabase';
import { insertProviderFixtures } from '../../server/db/providerSeed';
import { DEMO_ACCOUNTS, seedDemoData } from '../../server/db/seed';
import { testApp } from '../server/testApp';

const TARGET_P95_MS = 30;
const SLOTS = Number(process.env.BENCH_SLOTS ?? BENCHMARK_FIXTURE.slotsTarget);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-search-'));
const database = openDatabase({ file: path.join(dataDir, 'portal.db') });
try {
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { brandId: 'default' });
  const fixtures = generateProviderFixtures({ ...BENCHMARK_FIXTURE, slotsTarget: SLOTS });
  const seedStart = performance.now();
  const inserted = await insertProviderFixtures(database.db, fixtures);
  const seedMs = performance.now() - seedStart;
  console.log(`fixture: ${fixtures.providers.length} providers, ${fixtures.doctors.length} doctors, ${inserted} slots${SLOTS < BENCHMARK_FIXTURE.slotsTarget ? ` (reduced from ${BENCHMARK_FIXTURE.slotsTarget} by BENCH_SLOTS)` : ''}, inserted in ${(seedMs / 1000).toFixed(1)} s (SQLite file)`);

  const app = testApp('test', { db: database.db });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: DEMO_ACCOUNTS.patient.email, password: DEMO_ACCOUNTS.patient.password }) });
    const { token } = (await login.json()) as { token: string };

    // Varied filters, deterministic: mulberry32 over the fixture's ids and names.
    let state = 12345;
    const rnd = (n: number): number => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return (((t ^ (t >>> 14)) >>> 0) / 4294967296 * n) | 0;
    };
    const today = toBudapestIso(Date.now()).slice(0, 10);
    const weekOf = (k: number): string => new Date(Date.parse(`${today}T00:00:00Z`) + k * 7 * 86_400_000).toISOString().slice(0, 10);
    const queries: Array<{ kind: string; url: string; auth?: boolean }> = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const q = new URLSearchParams();
      q.set('week', weekOf(rnd(8)));
      const r = rnd(10);
      if (r < 4) q.set('subfunction', String(fixtures.subfunctions[rnd(fixtures.subfunctions.length)]!.id));
      if (r % 3 === 0) q.set('location', String(fixtures.locations[rnd(fixtures.locations.length)]!.id));
      if (r === 5) q.set('providerName', fixtures.providers[rnd(fixtures.providers.length)]!.name.split(' ')[0]!);
      if (r === 6) q.set('doctorName', fixtures.doctors[rnd(fixtures.doctors.length)]!.familyName);
      if (rnd(4) === 0) q.set('speaksEnglish', '1');
      if (rnd(5) === 0) q.set('discountOnly', '1');
      if (rnd(3) === 0) q.set('page', String(1 + rnd(5)));
      const kind = i % 5 === 4 ? 'video' : i % 2 === 0 ? 'providers' : 'doctors';
      if (kind === 'video') {
        const v = new URLSearchParams({ week: q.get('week')!, sortBy: rnd(2) ? 'price' : 'name' });
        if (rnd(2)) v.set('subfunction', String(fixtures.subfunctions.filter((s) => s.video)[rnd(10)]!.id));
        queries.push({ kind, url: `/api/search/video?${v}`, auth: true });
      } else {
        q.set('listType', kind);
        queries.push({ kind, url: `/api/search/${kind}?${q}` });
      }
    }
    const run = async (item: (typeof queries)[number]): Promise<number> => {
      const t = performance.now();
      const res = await fetch(`${base}${item.url}`, { headers: item.auth ? { authorization: `Bearer ${token}` } : {} });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${item.url} answered ${res.status}`);
      return performance.now() - t;
    };
    for (const item of queries.slice(0, 50)) await run(item); // warm-up
    const times: Record<string, number[]> = { providers: [], doctors: [], video: [], all: [] };
    const slowest: Array<[number, string]> = [];
    for (const item of queries) {
      const ms = await run(item);
      slowest.push([ms, item.url]);
      times[item.kind]!.push(ms);
      times.all!.push(ms);
    }
    const pct = (xs: number[], p: number): number => {
      const sorted = [...xs].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
    };
    console.log(`${REQUESTS} sequential requests over varied filters (in-process server, SQLite):`);
    for (const [kind, xs] of Object.entries(times)) {
      console.log(`  ${kind.padEnd(9)} n=${String(xs.length).padStart(4)}  p50 ${pct(xs, 50).toFixed(1)} ms  p95 ${pct(xs, 95).toFixed(1)} ms  max ${pct(xs, 100).toFixed(1)} ms`);
    }
    if (process.env.BENCH_SLOWEST) for (const [ms, url] of slowest.sort((a, b) => b[0] - a[0]).slice(0, Number(process.env.BENCH_SLOWEST))) console.log(`  slow: ${ms.toFixed(1)} ms ${url}`);
    const p95 = pct(times.all!, 95);
    console.log(`p95 ${p95.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms): ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
    if (p95 > TARGET_P95_MS) process.exitCode = 1;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
