/**
 * npm run bench:lighthouse — Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown) on
 * every brand's first route, served by the production build, in Debian's Chromium. Each brand is
 * measured LIGHTHOUSE_RUNS times (default 5) and the median of each figure printed against the
 * budget of issue 10: performance ≥ 95, LCP ≤ 1.8 s, CLS ≤ 0.05, TBT ≤ 150 ms.
 *
 * Lighthouse 12 is the newest line that runs on the project's Node 20 (13 needs Node 22).
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildRendererIfNeeded } from '../../server/cli/buildRenderer';
import { loadBrands } from '../../server/config/loadBrands';
import { ROOT, startServer } from './serverProcess';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const ONLY = process.env.LIGHTHOUSE_BRANDS?.split(',');
const BUDGET = { score: 95, lcpMs: 1800, cls: 0.05, tbtMs: 150 };

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Tries a run again when Lighthouse reports that its own trace failed (Chromium now and then records one without a navigation start: NO_NAVSTART). */
async function measure(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result!.lhr;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url} three times: ${lhr.runtimeError.code}`);
    console.log(`  (${url}: Lighthouse reported ${lhr.runtimeError.code}; run again)`);
  }
}

await buildRendererIfNeeded();
const server = await startServer('server/main.ts', { LOG_LEVEL: 'warn' }, '/api/config');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let missed = 0;
try {
  for (const brand of loadBrands(path.join(ROOT, 'brands')).brands) {
    if (ONLY && !ONLY.includes(brand.id)) continue;
    const host = brand.brand.hosts?.[0] ?? 'localhost';
    const url = `http://${host}:${server.port}/`;
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await measure(url);
      const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
      });
    }
    const m: Figures = {
      score: median(runs.map((r) => r.score)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      cls: median(runs.map((r) => r.cls)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
    };
    const ok = m.score >= BUDGET.score && m.lcpMs <= BUDGET.lcpMs && m.cls <= BUDGET.cls && m.tbtMs <= BUDGET.tbtMs;
    if (!ok) missed += 1;
    console.log(
      `${brand.id.padEnd(16)} median of ${RUNS}: performance ${m.score} (≥ ${BUDGET.score}), FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s (≤ ${BUDGET.lcpMs / 1000}), CLS ${m.cls.toFixed(3)} (≤ ${BUDGET.cls}), TBT ${Math.round(m.tbtMs)} ms (≤ ${BUDGET.tbtMs})${ok ? '' : '  OVER BUDGET'}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(`Lighthouse budget: ${missed === 0 ? 'met' : `NOT met for ${missed} brands`}`);
