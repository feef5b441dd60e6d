/**
 * npm run bench:size — for each brand, the gzip size of all JavaScript its first route loads in
 * Chromium (entry, shared and lazy chunks alike), and the size of the lazy chunks (forms, map)
 * with whether the home route loaded them. Target: ≤ 150 KB per brand home; map chunk ≤ 100 KB.
 * It also prints the stack's floor: the chosen libraries alone, and with one RJSF form, built
 * with no portal code (tests/bench/floor), which tells whether a form on a first route can meet
 * the budget at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildRendererIfNeeded, DIST } from '../../server/cli/buildRenderer';
import { loadBrands } from '../../server/config/loadBrands';
import { measureStackFloor } from './floor/measureStackFloor';
import { ROOT, startServer } from './serverProcess';

const FIRST_ROUTE_BUDGET_KB = 150;
const MAP_BUDGET_KB = 100;
const gzipKb = (buf: Buffer): number => zlib.gzipSync(buf, { level: 9 }).length / 1024;

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }

await buildRendererIfNeeded();
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const lazyChunks = Object.values(manifest).filter((c) => c.isDynamicEntry && c.file.endsWith('.js'));
const named = (pattern: RegExp): ManifestChunk[] => lazyChunks.filter((c) => pattern.test(c.src ?? c.file));

const server = await startServer('server/main.ts', { LOG_LEVEL: 'warn' }, '/api/config');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
let over = 0;
/** The scripts each brand's first route loaded. */
const homeScripts: Set<string>[] = [];
try {
  for (const brand of loadBrands(path.join(ROOT, 'brands')).brands) {
    const host = brand.brand.hosts?.[0] ?? 'localhost';
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => undefined);
      if (body) scripts.set(new URL(res.url()).pathname, gzipKb(body));
    });
    await page.goto(`http://${host}:${server.port}/`, { waitUntil: 'networkidle' });
    // The route shown, which differs from "/" where the brand's guards redirect the first visit.
    const shown = new URL(page.url()).pathname;
    await page.close();
    homeScripts.push(new Set([...scripts.keys()].map((file) => file.replace(/^\//, ''))));
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    if (total > FIRST_ROUTE_BUDGET_KB) over += 1;
    console.log(`${brand.id.padEnd(16)} first route ${shown}: ${total.toFixed(1)} KB gzip in ${scripts.size} scripts${total > FIRST_ROUTE_BUDGET_KB ? '  OVER BUDGET' : ''}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

for (const [label, pattern, budget] of [['forms', /screens\/form\/|forms\//, undefined], ['map', /map\//, MAP_BUDGET_KB]] as const) {
  for (const chunk of named(pattern)) {
    // A chunk's own imports are what first routes without the chunk do not load already.
    const shared = new Set(homeScripts.filter((set) => !set.has(chunk.file)).flatMap((set) => [...set]));
    const files = [chunk.file, ...(chunk.imports ?? []).map((k) => manifest[k]!.file).filter((f) => !shared.has(f))];
    const kb = files.reduce((sum, f) => sum + gzipKb(fs.readFileSync(path.join(DIST, f))), 0);
    const onHome = homeScripts.some((set) => set.has(chunk.file)) ? 'LOADED by a home route' : 'not loaded by any home route';
    console.log(`${label} chunk ${chunk.src}: ${kb.toFixed(1)} KB gzip with its own imports, ${onHome}${budget && kb > budget ? '  OVER BUDGET' : ''}`);
  }
}
const floor = await measureStackFloor();
console.log(`stack floor (no portal code): libraries alone ${floor.stack.toFixed(1)} KB gzip; with one RJSF form ${floor.stackWithForm.toFixed(1)} KB gzip${floor.stackWithForm > FIRST_ROUTE_BUDGET_KB ? ' — over the budget before any portal code' : ''}`);
console.log(`budget ≤ ${FIRST_ROUTE_BUDGET_KB} KB gzip per brand home: ${over === 0 ? 'met' : `NOT met for ${over} brands`}`);
