/**
 * The fuzz suite's app on a real socket: the seeded test database and app of useApi(), served
 * by createHttpServer (so what Node's own parser refuses gets its catalogue answer too), and a
 * raw sender that puts exactly the given method, path, headers and bytes on the wire.
 *
 * Raw node:http rather than supertest: supertest re-encodes paths and bodies, and opens a
 * connection per request; one keep-alive connection is several times faster and sends what it
 * is told.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../../../server/app';
import { STATUS_CODES } from '../../../server/http/errors';
import { createHttpServer } from '../../../server/http/serverLifecycle';
import { useApi, type ApiHarness } from '../api/apiHarness';

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent: already percent-encoded where it should be. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  /** The body of an error answer; of another answer only when asked for. */
  text: string;
}

export interface FuzzServer {
  api: ApiHarness;
  send(request: FuzzRequest, options?: { body?: boolean }): Promise<FuzzAnswer>;
}

const TIMEOUT_MS = 10_000;

function sendOver(agent: http.Agent, port: number, request: FuzzRequest, wantBody: boolean): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.body && !request.chunked) headers['Content-Length'] = String(request.body.length);
    if (request.chunked) headers['Transfer-Encoding'] = 'chunked';
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port, agent, method: request.method, path: request.path, headers, timeout: TIMEOUT_MS }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      // Only error bodies are checked; the pages and bundles of the rest are hundreds of kilobytes each.
      const keep = wantBody || (res.statusCode ?? 0) >= 400;
      res.on('data', (chunk: Buffer) => keep && chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    // The server may answer (413, 415) and close before it has read the whole body: the answer counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(request.body);
  });
}

/** Node refuses some requests before the app sees them; main.ts answers them like this. */
const refusal = (status: 400 | 408 | 431) => ({ code: STATUS_CODES[status] ?? '#001', message: String(status) });

export function useFuzzServer(overrides: Partial<AppDeps> = {}): () => FuzzServer {
  const api = useApi(overrides);
  let server: http.Server | undefined;
  let agent: http.Agent | undefined;
  let port = 0;
  beforeAll(async () => {
    server = createHttpServer(api().app, refusal);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterAll(async () => {
    agent?.destroy();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return () => ({ api: api(), send: (request, options = {}) => sendOver(agent!, port, request, options.body ?? false) });
}
