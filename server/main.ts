/**
 * The server's entry; server/serve.ts does the work (settings, database, listening, shutdown) and
 * lists the environment it reads. Tracing starts first when OTEL_EXPORTER_OTLP_ENDPOINT is set:
 * its hooks must be in place before Express and pg are first imported (server/telemetry/tracing.ts).
 * Before both, NODE_ENV gets its default (server/defaultNodeEnv.ts).
 */
import './defaultNodeEnv';
import { startTracing } from './telemetry/tracing';

try {
  await startTracing(process.env);
} catch (error) {
  console.error(`The server does not start: tracing (OTEL_EXPORTER_OTLP_ENDPOINT) could not start: ${(error as Error).message}`);
  process.exit(1);
}
await import('./serve');
