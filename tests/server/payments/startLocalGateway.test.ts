/**
 * Demo mode's local gateway takes the port beside the portal's, and when that one is taken (a
 * second portal on the machine) another free one; a port the operator named is kept to.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { startLocalGateway } from '../../../server/payments/localGateway/startLocalGateway';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A port something else listens on. */
async function takenPort(): Promise<number> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  closers.push(() => blocker.close());
  return (blocker.address() as AddressInfo).port;
}

it('falls back to a free port when its own is taken, and answers there', async () => {
  const port = await takenPort();
  const gateway = await startLocalGateway({ port, strictPort: false, ipnUrl: () => 'http://127.0.0.1:1/ipn' });
  closers.push(() => gateway.close());
  const answered = Number(new URL(gateway.apiUrl).port);
  expect(answered).toBeGreaterThan(0);
  expect(answered).not.toBe(port);
  // The gateway's API answers on that port: a start naming no merchant is refused as SimplePay does (5201).
  const res = await fetch(`${gateway.apiUrl}/payment/v2/start`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(await res.json()).toMatchObject({ errorCodes: [5201] });
});

it('refuses to start on a taken port the operator named', async () => {
  const port = await takenPort();
  await expect(startLocalGateway({ port, strictPort: true, ipnUrl: () => 'http://127.0.0.1:1/ipn' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
});
