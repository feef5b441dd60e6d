/**
 * npm run bench:config — GET /api/config requests per second and latency beside a bare Express
 * hello-world, both measured in this run with autocannon at 50 connections.
 * Targets: ratio ≥ 0.8 and p99 ≤ 20 ms.
 */
import autocannon from 'autocannon';
import { buildRendererIfNeeded } from '../../server/cli/buildRenderer';
import { startServer } from './serverProcess';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function measure(url: string, headers: Record<string, string> = {}): Promise<{ rps: number; p99: number; p50: number; errors: number; non2xx: number }> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, errors: result.errors, non2xx: result.non2xx };
}

await buildRendererIfNeeded();
const hello = await startServer('tests/bench/helloServer.ts');
const baseline = await measure(`http://127.0.0.1:${hello.port}/`);
await hello.stop();

const portal = await startServer('server/main.ts', { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' }, '/api/config');
const config = await measure(`http://127.0.0.1:${portal.port}/api/config`, { host: 'telekom-health.localhost' });
await portal.stop();

const ratio = config.rps / baseline.rps;
console.log(`connections ${CONNECTIONS}, ${DURATION_S} s each, request log level ${process.env.LOG_LEVEL ?? 'info'}`);
console.log(`express hello-world : ${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`);
console.log(`GET /api/config     : ${config.rps.toFixed(0)} req/s, p50 ${config.p50} ms, p99 ${config.p99} ms, errors ${config.errors}, non-2xx ${config.non2xx}`);
console.log(`ratio ${ratio.toFixed(2)} (target ≥ 0.8): ${ratio >= 0.8 ? 'met' : 'NOT met'}; p99 ${config.p99} ms (target ≤ 20 ms): ${config.p99 <= 20 ? 'met' : 'NOT met'}`);
