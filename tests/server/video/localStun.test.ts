/**
 * The local STUN server (demo mode and tests, issue 16) over real UDP: a Binding request is
 * answered with the address and port it came from (XOR-MAPPED-ADDRESS), the transaction id and a
 * valid FINGERPRINT; what is not a Binding request gets no answer. And the API hands it to the
 * browsers of brands that list no ICE servers.
 */
import dgram from 'node:dgram';
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindingResponse, startLocalStun, type LocalStunServer } from '../../../server/video/localStunServer';

const COOKIE = 0x2112a442;

function bindingRequest(transactionId: Buffer): Buffer {
  const header = Buffer.alloc(20);
  header.writeUInt16BE(0x0001, 0);
  header.writeUInt16BE(0, 2);
  header.writeUInt32BE(COOKIE, 4);
  transactionId.copy(header, 8);
  return header;
}

/** The attributes of a STUN message by type. */
function attributes(message: Buffer): Map<number, Buffer> {
  const out = new Map<number, Buffer>();
  for (let at = 20; at + 4 <= message.length;) {
    const type = message.readUInt16BE(at);
    const length = message.readUInt16BE(at + 2);
    out.set(type, message.subarray(at + 4, at + 4 + length));
    at += 4 + Math.ceil(length / 4) * 4;
  }
  return out;
}

let server: LocalStunServer;
beforeAll(async () => {
  server = await startLocalStun();
});
afterAll(() => server.close());

function exchange(message: Buffer, wait = 1000): Promise<{ answer?: Buffer; port: number }> {
  const client = dgram.createSocket('udp4');
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      const { port } = client.address();
      client.close();
      resolve({ port });
    }, wait);
    client.on('message', (answer) => {
      clearTimeout(timer);
      const { port } = client.address();
      client.close();
      resolve({ answer, port });
    });
    client.bind(0, '127.0.0.1', () => client.send(message, server.port, '127.0.0.1'));
  });
}

describe('the local STUN server', () => {
  it('answers a Binding request with the address it came from', async () => {
    expect(server.url).toBe(`stun:127.0.0.1:${server.port}`);
    const transactionId = randomBytes(12);
    const { answer, port } = await exchange(bindingRequest(transactionId));
    expect(answer).toBeDefined();
    expect(answer!.readUInt16BE(0)).toBe(0x0101);
    expect(answer!.readUInt16BE(2)).toBe(answer!.length - 20);
    expect(answer!.readUInt32BE(4)).toBe(COOKIE);
    expect(answer!.subarray(8, 20)).toEqual(transactionId);
    const mapped = attributes(answer!).get(0x0020)!;
    expect(mapped.readUInt8(1)).toBe(0x01);
    expect(mapped.readUInt16BE(2) ^ (COOKIE >>> 16)).toBe(port);
    const address = (mapped.readUInt32BE(4) ^ COOKIE) >>> 0;
    expect([address >>> 24, (address >>> 16) & 255, (address >>> 8) & 255, address & 255].join('.')).toBe('127.0.0.1');
    // FINGERPRINT: CRC-32 of everything before it, XOR 0x5354554e.
    const fingerprint = attributes(answer!).get(0x8028)!;
    expect(fingerprint.readUInt32BE(0)).toBe((crc32(answer!.subarray(0, answer!.length - 8)) ^ 0x5354554e) >>> 0);
  });

  it('ignores what is not a Binding request', async () => {
    expect((await exchange(Buffer.from('hello, is this STUN?'), 300)).answer).toBeUndefined();
    const wrongCookie = bindingRequest(randomBytes(12));
    wrongCookie.writeUInt32BE(0xdeadbeef, 4);
    expect(bindingResponse(wrongCookie, { address: '127.0.0.1', port: 5000 })).toBeUndefined();
    const indication = bindingRequest(randomBytes(12));
    indication.writeUInt16BE(0x0011, 0);
    expect(bindingResponse(indication, { address: '127.0.0.1', port: 5000 })).toBeUndefined();
  });

  it('maps an IPv6 address with the transaction id in the XOR', () => {
    const transactionId = randomBytes(12);
    const answer = bindingResponse(bindingRequest(transactionId), { address: '2001:db8::1', port: 40000 })!;
    const mapped = attributes(answer).get(0x0020)!;
    expect(mapped.readUInt8(1)).toBe(0x02);
    const key = Buffer.concat([Buffer.from([0x21, 0x12, 0xa4, 0x42]), transactionId]);
    const bytes = Buffer.from(mapped.subarray(4, 20).map((b, i) => b ^ key[i]!));
    expect(bytes.toString('hex')).toBe('20010db8000000000000000000000001');
  });
});
