/**
 * npm run bench:size — what a first visit costs on the wire, for each brand's first route ("/"
 * and wherever its guards send a visitor), in Chromium with an empty cache, counted as the browser
 * receives it (compressed bodies and their headers, Chromium's own accounting):
 * - transferred bytes of everything the route loads (HTML, CSS, scripts, images, data):
 *   budget ≤ 200 KB;
 * - JavaScript transferred (the scripts' compressed bodies, as the floor is counted): budget ≤ the
 *   stack's floor + 15 KB of portal code, where the floor is
 *   the chosen libraries alone, or with one RJSF form when the route shows a form, built without
 *   portal code (tests/bench/floor) and measured in the same coding the server sends (brotli 11);
 * - the lazy chunks (forms, map) with their own imports, and whether a first route loaded them
 *   (map chunk ≤ 100 KB).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { buildRendererIfNeeded, DIST } from '../../server/cli/buildRenderer';
import { loadBrands } from '../../server/config/loadBrands';
import { measureStackFloor } from './floor/measureStackFloor';
import { ROOT, startServer } from './serverProcess';

const TRANSFER_BUDGET_KB = 200;
const PORTAL_CODE_BUDGET_KB = 15;
const MAP_BUDGET_KB = 100;
const brotliKb = (buf: Buffer): number => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }

await buildRendererIfNeeded();
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const lazyChunks = Object.values(manifest).filter((c) => c.isDynamicEntry && c.file.endsWith('.js'));
const named = (pattern: RegExp): ManifestChunk[] => lazyChunks.filter((c) => pattern.test(c.src ?? c.file));
const formChunks = new Set(named(/screens\/form\/|forms\//).map((c) => c.file));

const floor = await measureStackFloor();
const server = await startServer('server/main.ts', { LOG_LEVEL: 'warn' }, '/api/config');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
let over = 0;
/** The scripts each brand's first route loaded. */
const homeScripts: Set<string>[] = [];

type Kind = 'html' | 'css' | 'js' | 'img' | 'data' | 'other';
const kindOf = (res: Response): Kind => {
  const type = res.request().resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  if (type === 'image' || type === 'font') return 'img';
  if (type === 'fetch' || type === 'xhr') return 'data';
  return 'other';
};

try {
  for (const brand of loadBrands(path.join(ROOT, 'brands')).brands) {
    const host = brand.brand.hosts?.[0] ?? 'localhost';
    // A context of its own: an empty cache, as on a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (res) => responses.push(res));
    await page.goto(`http://${host}:${server.port}/`, { waitUntil: 'networkidle' });
    // The route shown, which differs from "/" where the brand's guards redirect the first visit.
    const shown = new URL(page.url()).pathname;
    const bytes: Record<Kind, number> = { html: 0, css: 0, js: 0, img: 0, data: 0, other: 0 };
    /** The scripts' compressed bodies alone, as the floor is counted. */
    let jsBodies = 0;
    const scripts = new Set<string>();
    for (const res of responses) {
      const sizes = await res.request().sizes().catch(() => undefined);
      if (!sizes) continue;
      bytes[kindOf(res)] += sizes.responseBodySize + sizes.responseHeadersSize;
      if (kindOf(res) === 'js') {
        jsBodies += sizes.responseBodySize;
        scripts.add(new URL(res.url()).pathname.replace(/^\//, ''));
      }
    }
    await context.close();
    homeScripts.push(scripts);
    const kb = (n: number): string => (n / 1024).toFixed(1);
    const total = Object.values(bytes).reduce((a, b) => a + b, 0);
    const withForm = [...scripts].some((file) => formChunks.has(file));
    const jsBudget = (withForm ? floor.stackWithForm : floor.stack) + PORTAL_CODE_BUDGET_KB;
    const transferOver = total / 1024 > TRANSFER_BUDGET_KB;
    const jsOver = jsBodies / 1024 > jsBudget;
    if (transferOver || jsOver) over += 1;
    console.log(
      `${brand.id.padEnd(16)} ${shown.padEnd(26)} transferred ${kb(total).padStart(6)} KB (html ${kb(bytes.html)}, css ${kb(bytes.css)}, js ${kb(bytes.js)}, img ${kb(bytes.img)}, data ${kb(bytes.data)})${transferOver ? '  OVER BUDGET' : ''}; ` +
        `js bodies ${kb(jsBodies)} KB ≤ floor${withForm ? ' with a form' : ''} ${(withForm ? floor.stackWithForm : floor.stack).toFixed(1)} + ${PORTAL_CODE_BUDGET_KB} = ${jsBudget.toFixed(1)} KB${jsOver ? '  OVER BUDGET' : ''}`,
    );
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
    const kb = files.reduce((sum, f) => sum + brotliKb(fs.readFileSync(path.join(DIST, f))), 0);
    const onHome = homeScripts.some((set) => set.has(chunk.file)) ? 'LOADED by a first route' : 'not loaded by any first route';
    console.log(`${label} chunk ${chunk.src}: ${kb.toFixed(1)} KB brotli with its own imports, ${onHome}${budget && kb > budget ? '  OVER BUDGET' : ''}`);
  }
}
console.log(`stack floor (no portal code, brotli): libraries alone ${floor.stack.toFixed(1)} KB; with one RJSF form ${floor.stackWithForm.toFixed(1)} KB`);
console.log(`budgets (≤ ${TRANSFER_BUDGET_KB} KB transferred, JS ≤ floor + ${PORTAL_CODE_BUDGET_KB} KB) per brand first route: ${over === 0 ? 'met' : `NOT met for ${over} brands`}`);
