/**
 * npm run bench:config — GET /api/config requests per second and latency beside a bare Express
 * hello-world, both measured in this run with autocannon at 50 connections.
 * Targets: ratio ≥ 0.8 and p99 ≤ 20 ms.
 *
 * The load generator shares the machine with the server, so throughput drifts by several per
 * cent from one run to the next. Both servers therefore run side by side and are measured in
 * alternating rounds (hello, config, hello, config, …); the figures are the medians of the rounds.
 */
import autocannon from 'autocannon';
import { buildRendererIfNeeded } from '../../server/cli/buildRenderer';
import { startServer } from './serverProcess';

const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const ROUND_S = Number(process.env.BENCH_SECONDS ?? 4);

interface Round { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function round(url: string, headers: Record<string, string>, duration: number): Promise<Round> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

await buildRendererIfNeeded();
const hello = await startServer('tests/bench/helloServer.ts');
const portal = await startServer('server/main.ts', { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' }, '/api/config');
const targets = {
  hello: { url: `http://127.0.0.1:${hello.port}/`, headers: {} },
  config: { url: `http://127.0.0.1:${portal.port}/api/config`, headers: { host: 'telekom-health.localhost' } },
};
const rounds: Record<keyof typeof targets, Round[]> = { hello: [], config: [] };
try {
  for (const t of Object.values(targets)) await round(t.url, t.headers, 2); // warm-up (JIT, caches)
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const [name, t] of Object.entries(targets) as [keyof typeof targets, (typeof targets)['hello']][]) rounds[name].push(await round(t.url, t.headers, ROUND_S));
  }
} finally {
  await hello.stop();
  await portal.stop();
}

const summary = (rs: Round[]) => ({
  rps: median(rs.map((r) => r.rps)),
  p50: median(rs.map((r) => r.p50)),
  p99: median(rs.map((r) => r.p99)),
  errors: rs.reduce((n, r) => n + r.errors, 0),
  non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
});
const baseline = summary(rounds.hello);
const config = summary(rounds.config);
const ratio = config.rps / baseline.rps;
console.log(`connections ${CONNECTIONS}, ${ROUNDS} alternating rounds of ${ROUND_S} s each, medians; request log level ${process.env.LOG_LEVEL ?? 'info'}`);
console.log(`per round, /api/config ÷ hello-world: ${rounds.config.map((r, i) => (r.rps / rounds.hello[i]!.rps).toFixed(2)).join(' ')}`);
console.log(`express hello-world : ${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`);
console.log(`GET /api/config     : ${config.rps.toFixed(0)} req/s, p50 ${config.p50} ms, p99 ${config.p99} ms, errors ${config.errors}, non-2xx ${config.non2xx}`);
console.log(`ratio ${ratio.toFixed(2)} (target ≥ 0.8): ${ratio >= 0.8 ? 'met' : 'NOT met'}; p99 ${config.p99} ms (target ≤ 20 ms): ${config.p99 <= 20 ? 'met' : 'NOT met'}`);
