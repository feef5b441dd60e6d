/**
 * A port the start needs that something else holds: the portal's own (PORT), or in demo mode the
 * local gateway's (LOCAL_GATEWAY_PORT) or the local STUN server's (LOCAL_STUN_PORT) when the
 * operator named it. The start ends with one line naming the port and the setting, not a stack.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { refusedStart } from './portalProcess';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function takenTcpPort(): Promise<number> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  closers.push(() => blocker.close());
  return (blocker.address() as AddressInfo).port;
}

async function takenUdpPort(): Promise<number> {
  const blocker = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => blocker.bind(0, '127.0.0.1', resolve));
  closers.push(() => blocker.close());
  return blocker.address().port;
}

function expectOneLine(output: string, line: RegExp): void {
  const lines = output.split('\n').filter((l) => /does not start/.test(l));
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(line);
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toMatch(/Cannot read properties/);
}

it('a taken LOCAL_GATEWAY_PORT ends the demo start with one line naming it', async () => {
  const port = await takenTcpPort();
  const { code, output } = await refusedStart({ DEMO: '1', LOCAL_GATEWAY_PORT: String(port) });
  expect(code).toBe(1);
  expectOneLine(output, new RegExp(`the local payment gateway \\(demo\\) cannot listen: port ${port} \\(LOCAL_GATEWAY_PORT\\) is already in use; free it or set LOCAL_GATEWAY_PORT to another port`));
}, 60_000);

it('a taken LOCAL_STUN_PORT ends the demo start with one line naming it', async () => {
  const port = await takenUdpPort();
  const { code, output } = await refusedStart({ DEMO: '1', LOCAL_STUN_PORT: String(port) });
  expect(code).toBe(1);
  expectOneLine(output, new RegExp(`the local STUN server \\(demo\\) cannot listen: port ${port} \\(LOCAL_STUN_PORT\\) is already in use`));
}, 60_000);

it('a taken PORT ends the start with one line naming it', async () => {
  const port = await takenTcpPort();
  const { code, output } = await refusedStart({ DEMO: '1', PORT: String(port), HOST: '127.0.0.1' });
  expect(code).toBe(1);
  expectOneLine(output, new RegExp(`the portal cannot listen: port ${port} \\(PORT\\) is already in use`));
}, 60_000);
