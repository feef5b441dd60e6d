/**
 * Optional tracing (issue 32): with OTEL_EXPORTER_OTLP_ENDPOINT set, the portal process on
 * PostgreSQL sends each request as one trace over OTLP/HTTP: the HTTP server span, Express's
 * route span and the span of each query, all under one trace id. A local OTLP receiver (the same
 * protocol a collector speaks, JSON encoding) takes what it sends; without the setting it sends
 * nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { createPgSchema, type PgSchema } from './pgSchema';
import { callPortal, startPortal, type PortalProcess } from './portalProcess';

const PG_URL = process.env.TEST_DATABASE_URL;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}
interface OtlpExport {
  resourceSpans: Array<{ resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }> }>;
}

/** A collector's OTLP/HTTP traces endpoint on loopback, keeping every export it is sent. */
async function startOtlpReceiver() {
  const exports: OtlpExport[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        contentTypes.push(req.headers['content-type'] ?? '');
        exports.push(JSON.parse(body) as OtlpExport);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports,
    contentTypes,
    spans: (): Array<OtlpSpan & { scope: string; service?: string }> =>
      exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans.map((span) => ({
        ...span, scope: s.scope.name, service: r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue,
      }))))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Receiver = Awaited<ReturnType<typeof startOtlpReceiver>>;

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value;

describe.skipIf(!PG_URL)('tracing over OTLP/HTTP', () => {
  let schema: PgSchema;
  let receiver: Receiver;
  let traced: PortalProcess | undefined;
  let untraced: PortalProcess | undefined;

  beforeAll(async () => {
    schema = await createPgSchema(PG_URL!, 'tracing');
    receiver = await startOtlpReceiver();
    const env = { DATABASE_URL: schema.url(), JWT_SECRET: 'tracing-test-signing-key-of-enough-length' };
    // The untraced one first: it migrates and seeds; the traced one's spans are then its requests'.
    untraced = await startPortal(env);
    traced = await startPortal({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'portal-under-test', OTEL_BSP_SCHEDULE_DELAY: '200' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([traced?.stop(), untraced?.stop()]);
    await receiver?.close();
    await schema?.drop();
  });

  it('sends a login as one trace: the server span, its Express route and its queries', async () => {
    const answer = await callPortal(traced!, '/api/login', { method: 'POST', body: { username: DEMO_ACCOUNTS.patient.email, password: DEMO_ACCOUNTS.patient.password } });
    expect(answer.status).toBe(200);

    const SERVER = 2;
    const isLogin = (s: OtlpSpan) => s.kind === SERVER && attribute(s, 'http.route')?.stringValue === '/api/login';
    await expect.poll(() => receiver.spans().some(isLogin), { timeout: 15_000 }).toBe(true);
    const server = receiver.spans().find(isLogin)!;
    expect(server.service).toBe('portal-under-test');
    expect(server.scope).toBe('@opentelemetry/instrumentation-http');
    expect(attribute(server, 'http.method')?.stringValue ?? attribute(server, 'http.request.method')?.stringValue).toBe('POST');

    // The rest of the trace arrives in the same or the next batch.
    const trace = () => receiver.spans().filter((s) => s.traceId === server.traceId);
    await expect.poll(() => trace().filter((s) => s.scope === '@opentelemetry/instrumentation-pg').length, { timeout: 10_000 }).toBeGreaterThan(0);
    const express = trace().filter((s) => s.scope === '@opentelemetry/instrumentation-express');
    expect(express.filter((s) => attribute(s, 'express.type')?.stringValue === 'request_handler').map((s) => attribute(s, 'http.route')?.stringValue)).toEqual(['/api/login']);
    expect(express.map((s) => s.name)).toEqual(expect.arrayContaining(['middleware - resolveBrand', 'middleware - jsonParser']));
    // The query's text, with its parameters as placeholders: never a value (an e-mail address, a password hash).
    const queries = trace().map((s) => attribute(s, 'db.query.text')?.stringValue).filter((text) => text !== undefined);
    expect(queries.some((text) => /from "users"/i.test(text))).toBe(true);
    expect(queries.join('\n')).not.toContain(DEMO_ACCOUNTS.patient.email);
    // Every span of the trace hangs under the server span.
    const ids = new Set(trace().map((s) => s.spanId));
    for (const span of trace()) if (span.spanId !== server.spanId) expect(ids.has(span.parentSpanId!), span.name).toBe(true);
    expect(receiver.contentTypes.every((t) => t.startsWith('application/json'))).toBe(true);
  }, 40_000);

  it('leaves the probes out, and sends nothing from a process without the setting', async () => {
    expect((await fetch(`${traced!.base}/readyz`)).status).toBe(200);
    expect((await callPortal(untraced!, '/api/login', { method: 'POST', body: { username: DEMO_ACCOUNTS.patient.email, password: DEMO_ACCOUNTS.patient.password } })).status).toBe(200);
    // Longer than the traced process's batch delay: what it would send has been sent.
    await new Promise((r) => setTimeout(r, 1_000));
    const spans = receiver.spans();
    expect(spans.every((s) => s.service === 'portal-under-test')).toBe(true);
    expect(spans.filter((s) => attribute(s, 'http.target')?.stringValue === '/readyz' || attribute(s, 'url.path')?.stringValue === '/readyz')).toEqual([]);
  }, 20_000);
});
