/**
 * Bodies announced and never sent, on the real server: a body announced bigger than the JSON
 * limit is refused at once (413 #413) without waiting for it, and a body that stops arriving
 * loses its connection after the idle time-out rather than holding it; between requests, a
 * keep-alive connection is closed after the keep-alive time-out the README states.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from '../../../server/http/serverLifecycle';
import { usePortal, type PortalProcess } from './portalProcess';

interface Outcome {
  /** What the server wrote before closing. */
  received: string;
  /** Milliseconds from the last byte sent to the connection's end. */
  closedAfterMs: number;
}

/** Sends the head and two bytes of a body announced as `length`, then waits for the server to close. */
function announce(portal: PortalProcess, path: string, length: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(portal.port, '127.0.0.1');
    let received = '';
    let sentAt = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ received, closedAfterMs: Date.now() - sentAt }));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"`, () => (sentAt = Date.now()));
  });
}

describe('a body announced and not sent', () => {
  const portal = usePortal();

  it('announced as 1 GB: 413 #413 at once, and the connection is closed', async () => {
    const { received, closedAfterMs } = await announce(portal(), '/api/login', 1_000_000_000);
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain('"code":"#413"');
    expect(closedAfterMs).toBeLessThan(IDLE_TIMEOUT_MS);
  }, 30_000);

  it('announced within the limit but never finished: the connection is closed after the idle time-out', async () => {
    const { closedAfterMs } = await announce(portal(), '/api/login', 50_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 1_000);
    expect(closedAfterMs).toBeLessThan(IDLE_TIMEOUT_MS + 10_000);
  }, 60_000);
});

describe('a keep-alive connection between requests', () => {
  const portal = usePortal();

  it('is closed after the keep-alive time-out', async () => {
    const closedAfterMs = await new Promise<number>((resolve, reject) => {
      const socket = net.connect(portal().port, '127.0.0.1');
      let answeredAt = 0;
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
        if (/\r\n\r\n/.test(received) && answeredAt === 0) answeredAt = Date.now();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(Date.now() - answeredAt));
      socket.write('GET /api/config HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    });
    expect(closedAfterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 500);
    expect(closedAfterMs).toBeLessThan(IDLE_TIMEOUT_MS);
  }, 30_000);
});
