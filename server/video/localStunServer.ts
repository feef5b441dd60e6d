/**
 * The local STUN server (RFC 8489 Binding, formerly RFC 5389) that demo mode and the tests use in
 * place of a brand's STUN servers, as the local gateway stands in for SimplePay: a browser asks it
 * "what address do you see me at?" and it answers with XOR-MAPPED-ADDRESS, from which the browser
 * makes its server-reflexive ICE candidate. Binding requests only; anything else is ignored, as a
 * STUN server ignores what is not STUN. Hand-written: the protocol's Binding exchange is a few
 * dozen lines, and the npm STUN packages are unmaintained with vulnerable dependencies (README).
 */
import dgram from 'node:dgram';
import { crc32 } from 'node:zlib';

const MAGIC_COOKIE = 0x2112a442;
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;
const XOR_MAPPED_ADDRESS = 0x0020;
const SOFTWARE = 0x8022;
const FINGERPRINT = 0x8028;
const FINGERPRINT_XOR = 0x5354554e;
const HEADER_BYTES = 20;

export interface LocalStunServer {
  /** The URL browsers are given, e.g. stun:127.0.0.1:8091. */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** An attribute: type, length, value padded to 4 bytes. */
function attribute(type: number, value: Buffer): Buffer {
  const padded = Buffer.alloc(4 + Math.ceil(value.length / 4) * 4);
  padded.writeUInt16BE(type, 0);
  padded.writeUInt16BE(value.length, 2);
  value.copy(padded, 4);
  return padded;
}

function xorMappedAddress(address: string, port: number, transactionId: Buffer): Buffer {
  const v6 = address.includes(':');
  const value = Buffer.alloc(v6 ? 20 : 8);
  value.writeUInt8(v6 ? 0x02 : 0x01, 1);
  value.writeUInt16BE(port ^ (MAGIC_COOKIE >>> 16), 2);
  if (!v6) {
    const octets = address.split('.').map(Number);
    value.writeUInt32BE((((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) ^ MAGIC_COOKIE) >>> 0, 4);
  } else {
    const key = Buffer.concat([Buffer.from([0x21, 0x12, 0xa4, 0x42]), transactionId]);
    const bytes = ipv6Bytes(address);
    for (let i = 0; i < 16; i += 1) value[4 + i] = bytes[i]! ^ key[i]!;
  }
  return value;
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const h = groups(head);
  const t = groups(tail);
  const all = address.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  const out = Buffer.alloc(16);
  all.forEach((g, i) => out.writeUInt16BE(parseInt(g, 16), i * 2));
  return out;
}

/** The answer to one datagram, or undefined for anything that is not a STUN Binding request. */
export function bindingResponse(message: Buffer, from: { address: string; port: number }): Buffer | undefined {
  if (message.length < HEADER_BYTES || (message[0]! & 0xc0) !== 0) return undefined;
  if (message.readUInt16BE(0) !== BINDING_REQUEST || message.readUInt32BE(4) !== MAGIC_COOKIE) return undefined;
  if (message.readUInt16BE(2) !== message.length - HEADER_BYTES) return undefined;
  const transactionId = message.subarray(8, 20);
  const address = from.address.startsWith('::ffff:') ? from.address.slice(7) : from.address;
  const body = Buffer.concat([attribute(XOR_MAPPED_ADDRESS, xorMappedAddress(address, from.port, transactionId)), attribute(SOFTWARE, Buffer.from('portal local STUN'))]);
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16BE(BINDING_SUCCESS, 0);
  // The length counts the FINGERPRINT too (8 bytes), which is computed over everything before it.
  header.writeUInt16BE(body.length + 8, 2);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  const unsigned = Buffer.concat([header, body]);
  const fingerprint = Buffer.alloc(4);
  fingerprint.writeUInt32BE((crc32(unsigned) ^ FINGERPRINT_XOR) >>> 0, 0);
  return Buffer.concat([unsigned, attribute(FINGERPRINT, fingerprint)]);
}

/** Listens on `port`; a taken port falls back to a free one unless `strictPort` (a port the operator named). */
export async function startLocalStun({ host = '127.0.0.1', port = 0, strictPort = false }: { host?: string; port?: number; strictPort?: boolean } = {}): Promise<LocalStunServer> {
  try {
    return await listen(host, port);
  } catch (error) {
    if (strictPort || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return listen(host, 0);
  }
}

function listen(host: string, port: number): Promise<LocalStunServer> {
  const socket = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
  socket.on('message', (message, from) => {
    const answer = bindingResponse(message, from);
    if (answer) socket.send(answer, from.port, from.address);
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, host, () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      const bound = socket.address().port;
      resolve({
        port: bound,
        url: `stun:${host.includes(':') ? `[${host}]` : host}:${bound}`,
        close: () => new Promise((done) => socket.close(() => done())),
      });
    });
  });
}
