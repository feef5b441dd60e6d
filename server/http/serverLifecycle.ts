/**
 * The HTTP servers' life: listening on each configured address with time-outs that keep a slow
 * client from holding a connection, catalogue answers for what Node's own parser refuses, and a
 * graceful shutdown that finishes every request it accepted and resets none.
 */
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { RequestListener } from 'node:http';

/** Headers must arrive within this (slowloris). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A connection that sends or receives nothing for this long is closed (a body announced and never sent). */
export const IDLE_TIMEOUT_MS = 20_000;
/**
 * Between requests, a keep-alive connection idle this long is closed (Node's own default, set here
 * so it is the portal's choice): short enough that a shutdown's idle connections end within its
 * grace. A load balancer in front must close its idle connections sooner.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** A whole request, uploads included, must arrive within this. */
export const REQUEST_TIMEOUT_MS = 300_000;
/** Shutdown gives in-flight requests this long before it gives up and exits 1. */
export const SHUTDOWN_GRACE_MS = 9_000;
/**
 * After SIGTERM the listener stays open this long, answering every request with `Connection:
 * close`. Closing a listening socket resets the connections the kernel has accepted and Node has
 * not yet taken (a client that connected a moment before); in this time they are taken and
 * answered. A load balancer that polls the instance learns from the `Connection: close` answers
 * (and, with probes, from readiness) to send new connections elsewhere.
 */
export const SHUTDOWN_DRAIN_MS = 1_000;

/** The catalogue answer for a request Node refused before the app saw it: status, code and message. */
export type ParserRefusal = (status: 400 | 408 | 431) => { code: string; message: string };

const REASONS = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' } as const;

function refusalStatus(error: NodeJS.ErrnoException): 400 | 408 | 431 {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** What answers a connection's Upgrade (the video signalling's WebSocket). */
export type UpgradeListener = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void;

export function createHttpServer(app: RequestListener, refusal: ParserRefusal, upgrade?: UpgradeListener): http.Server {
  const server = http.createServer(app);
  if (upgrade) server.on('upgrade', upgrade);
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.timeout = IDLE_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node answers these with an empty body; the portal's clients expect the one error shape.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = refusalStatus(error);
    const body = JSON.stringify({ ...refusal(status), requestId: '' });
    socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  // An Expect other than 100-continue: Node's own 417 has an empty body. The status stays (RFC 9110
  // 10.1.1), the body is the error shape with the code of any other bad request.
  server.on('checkExpectation', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = JSON.stringify({ ...refusal(400), requestId: '' });
    res.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' }).end(body);
  });
  return server;
}

/**
 * Listens on every address. With `defaultHosts` (HOST not set) a machine without IPv6 is no
 * error: an IPv6 address it cannot bind is skipped; an address the operator named always counts.
 */
export async function listenAll(servers: () => http.Server, hosts: string[], port: number, defaultHosts: boolean): Promise<http.Server[]> {
  const listening: http.Server[] = [];
  for (const host of hosts) {
    const server = servers();
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      listening.push(server);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (defaultHosts && net.isIPv6(host) && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) continue;
      throw error;
    }
  }
  return listening;
}

/**
 * Answers every request from now on with `Connection: close`, stops accepting after
 * SHUTDOWN_DRAIN_MS, and calls `done(true)` once every connection has ended, or `done(false)`
 * after SHUTDOWN_GRACE_MS (counted from the call).
 *
 * Idle keep-alive connections are not cut: a client may be sending its next request on one at
 * that very moment, and would see a reset. A busy connection ends after its next answer (which
 * says close); an idle one ends at its keep-alive time-out (5 s), within the grace. That is why
 * this calls net.Server's close rather than http.Server's, which since Node 19 also closes the
 * idle connections at once.
 */
export function shutDownGracefully(servers: http.Server[], done: (clean: boolean) => void, drainMs = SHUTDOWN_DRAIN_MS): void {
  let open = servers.length;
  let finished = false;
  const finish = (clean: boolean): void => {
    if (finished) return;
    finished = true;
    clearTimeout(draining);
    clearTimeout(deadline);
    done(clean);
  };
  for (const server of servers) {
    server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    });
  }
  const stopAccepting = (): void => {
    for (const server of servers) {
      net.Server.prototype.close.call(server, () => {
        open -= 1;
        if (open === 0) finish(true);
      });
    }
    if (open === 0) finish(true);
  };
  const draining = setTimeout(stopAccepting, drainMs);
  const deadline = setTimeout(() => {
    servers.forEach((s) => s.closeAllConnections());
    finish(false);
  }, SHUTDOWN_GRACE_MS);
}
