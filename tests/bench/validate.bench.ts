/**
 * npm run bench:validate — wall time to load, merge and validate every brand of brands/, and
 * the same with 100 generated brands beside them. Target: ≤ 1 s for all brands plus the 100.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBrands } from '../../server/config/loadBrands';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BRANDS = path.join(ROOT, 'brands');
const TARGET_MS = 1000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timeLoad(dir: string, runs: number): { ms: number; brands: number; problems: number } {
  const times: number[] = [];
  let last = loadBrands(dir);
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    last = loadBrands(dir);
    times.push(performance.now() - start);
  }
  return { ms: median(times), brands: last.brands.length, problems: last.problems.length };
}

/** A brands folder with the real ones plus `count` copies under new ids and hosts. */
function withGenerated(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-brands-'));
  const real = fs.readdirSync(BRANDS, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const entry of real) fs.cpSync(path.join(BRANDS, entry.name), path.join(dir, entry.name), { recursive: true });
  const templates = real.map((e) => e.name).filter((n) => !n.startsWith('_'));
  for (let i = 1; i <= count; i += 1) {
    const id = `generated-${String(i).padStart(3, '0')}`;
    const from = templates[i % templates.length]!;
    fs.cpSync(path.join(BRANDS, from), path.join(dir, id), { recursive: true });
    const file = path.join(dir, id, 'brand.json');
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    doc.hosts = [`${id}.localhost`];
    doc.fallback = false;
    doc.name = `Generated brand ${i}`;
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  }
  return dir;
}

const own = timeLoad(BRANDS, 7);
const cliStart = performance.now();
const cli = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/validate.ts')], { cwd: ROOT, encoding: 'utf8' });
const cliMs = performance.now() - cliStart;
const generatedDir = withGenerated(100);
const many = timeLoad(generatedDir, 3);
fs.rmSync(generatedDir, { recursive: true, force: true });

console.log(`validate ${own.brands} brands (in process, median of 7): ${own.ms.toFixed(0)} ms, ${own.problems} problems`);
console.log(`npm run validate (whole command, process start included): ${cliMs.toFixed(0)} ms, exit ${cli.status}`);
console.log(`validate ${many.brands} brands (${own.brands} + 100 generated, median of 3): ${many.ms.toFixed(0)} ms, ${many.problems} problems`);
// The budget is for all brands plus 100 generated ones: the larger set is judged.
console.log(`target ≤ ${TARGET_MS} ms for all brands plus 100 generated: ${many.ms <= TARGET_MS ? 'met' : 'NOT met'}`);
