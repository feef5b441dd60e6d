/**
 * A load balancer for the tests of several instances (issue 32), with no routing rule of any kind:
 * requests go to the instances in turn; a WebSocket goes to the instance with the fewest open
 * sockets (least connections, the balancers' usual choice for long connections; in turn among
 * equals), so two sockets open at once are on different instances. It forwards bytes as they come
 * and keeps a log of which instance served what.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Served {
  /** The index of the instance that served it. */
  instance: number;
  method: string;
  url: string;
  upgrade: boolean;
}

export interface RoundRobinProxy {
  port: number;
  url: string;
  /** Every request and upgrade forwarded so far. */
  log: Served[];
  close: () => Promise<void>;
}

/** Starts the balancer in front of the instances listening on `ports` (on 127.0.0.1). */
export async function startRoundRobinProxy(ports: () => number[], listenPort = 0): Promise<RoundRobinProxy> {
  const log: Served[] = [];
  let nextRequest = 0;
  let nextUpgrade = 0;
  const openSockets = new Map<number, number>();
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const backends = ports();
    const instance = nextRequest++ % backends.length;
    log.push({ instance, method: req.method ?? 'GET', url: req.url ?? '/', upgrade: false });
    const forwarded = http.request({ host: '127.0.0.1', port: backends[instance], method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, client, head) => {
    const backends = ports();
    const open = (i: number) => openSockets.get(i) ?? 0;
    const fewest = Math.min(...backends.map((_, i) => open(i)));
    const candidates = backends.map((_, i) => i).filter((i) => open(i) === fewest);
    const instance = candidates[nextUpgrade++ % candidates.length]!;
    openSockets.set(instance, open(instance) + 1);
    client.once('close', () => openSockets.set(instance, open(instance) - 1));
    log.push({ instance, method: req.method ?? 'GET', url: req.url ?? '/', upgrade: true });
    const upstream = net.connect(backends[instance]!, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port, url: `http://127.0.0.1:${port}`, log,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
