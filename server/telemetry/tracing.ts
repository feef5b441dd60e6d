/**
 * Optional tracing: with OTEL_EXPORTER_OTLP_ENDPOINT set, every request becomes a trace (the HTTP
 * server span, Express's middleware and route spans, each PostgreSQL query) sent over OTLP/HTTP
 * (JSON) to `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces` (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT).
 * OTEL_SERVICE_NAME names the service (health-portal); the exporter reads the other standard
 * OTEL_* settings itself (headers, timeout, batch delay). Without the setting nothing of
 * OpenTelemetry is loaded.
 *
 * The server's modules are ES modules, so Express and pg are wrapped by import-in-the-middle's
 * loader hook: it must be registered, and the instrumentations enabled, before they are first
 * imported. server/main.ts therefore calls startTracing before it imports the server.
 */
import { register } from 'node:module';

/** The service name on the traces when the environment names a collector; undefined when it does not (no tracing). */
function tracedServiceName(env: NodeJS.ProcessEnv): string | undefined {
  // The exporter reads the address itself (and adds /v1/traces to OTEL_EXPORTER_OTLP_ENDPOINT).
  if (!env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  return env.OTEL_SERVICE_NAME || 'health-portal';
}

let stopProvider: (() => Promise<void>) | undefined;

/** Starts tracing when the environment asks for it (once); returns whether it runs. */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<boolean> {
  if (stopProvider) return true;
  const serviceName = tracedServiceName(env);
  if (serviceName === undefined) return false;
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, { registerInstrumentations }, { HttpInstrumentation }, { ExpressInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // The probes are asked every few seconds; their spans would bury the requests.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => req.url === '/healthz' || req.url === '/readyz' }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  await waitForAllMessagesAcknowledged();
  stopProvider = () => provider.shutdown();
  return true;
}

/** Sends what the batch still holds; the shutdown awaits it before the process exits. */
export async function stopTracing(): Promise<void> {
  const stop = stopProvider;
  stopProvider = undefined;
  // A collector that is away must not hold up the exit.
  await stop?.().catch(() => undefined);
}
