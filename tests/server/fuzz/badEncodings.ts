/**
 * How a body travels: its Content-Type (JSON and not, with any charset), its Content-Encoding
 * (real gzip, deflate and brotli, a small decompression bomb, corrupt streams, unknown codings),
 * invalid UTF-8 bytes, and chunked transfer.
 */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';

export interface EncodedBody {
  headers: Record<string, string>;
  body: Buffer;
  chunked: boolean;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=UTF-8', 'APPLICATION/JSON', 'application/json ; foo=bar'];
const CHARSETS = ['latin1', 'iso-8859-1', 'utf-16le', 'utf-16', 'utf-32', 'utf-7', 'ascii', 'x-unknown', '', '"utf-8"', 'utf8', 'utf-8; charset=latin1'];
const OTHER_TYPES = [
  'text/plain', 'text/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/xml',
  'application/vnd.api+json', 'application/merge-patch+json', 'application/*', '*/*', 'application/json/', ';;;', 'application/json; charset', 'json',
];

/** The Content-Type header, or none. */
const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 14, arbitrary: fc.constantFrom(...JSON_TYPES) },
  { weight: 3, arbitrary: fc.constantFrom(...CHARSETS).map((charset) => `application/json; charset=${charset}`) },
  { weight: 3, arbitrary: fc.constantFrom(...OTHER_TYPES) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

type Coding = 'none' | 'gzip' | 'deflate' | 'br' | 'bomb' | 'corrupt' | 'unknown';

const UNKNOWN_CODINGS = ['x-foo', 'compress', 'identity', 'gzip, gzip', 'GZIP', 'gzip, identity', 'zstd', ''];

let bomb: Buffer | undefined;

function encode(coding: Coding, body: Buffer, unknown: string): { body: Buffer; encoding?: string } {
  switch (coding) {
    case 'gzip':
      return { body: gzipSync(body), encoding: 'gzip' };
    case 'deflate':
      return { body: deflateSync(body), encoding: 'deflate' };
    case 'br':
      return { body: brotliCompressSync(body), encoding: 'br' };
    case 'bomb':
      // 4 MB of spaces in about 4 KB: the size limit must hold for the inflated body.
      bomb ??= gzipSync(Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(4_000_000, 0x20), Buffer.from('"}')]));
      return { body: bomb, encoding: 'gzip' };
    case 'corrupt':
      return { body: Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), body]), encoding: 'gzip' };
    case 'unknown':
      return { body, encoding: unknown };
    default:
      return { body };
  }
}

/** Bytes that are not UTF-8: a lone continuation byte, an overlong slash, an encoded surrogate, 0xff. */
const INVALID_UTF8 = [[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff], [0xc3]];

export function encodedBody(text: string | Buffer): fc.Arbitrary<EncodedBody> {
  return fc
    .record({
      type: contentType,
      coding: fc.oneof({ weight: 20, arbitrary: fc.constant<Coding>('none') }, { weight: 3, arbitrary: fc.constantFrom<Coding>('gzip', 'deflate', 'br', 'bomb', 'corrupt', 'unknown') }),
      unknown: fc.constantFrom(...UNKNOWN_CODINGS),
      invalidUtf8: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...INVALID_UTF8), fc.nat()) }),
      chunked: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    })
    .map(({ type, coding, unknown, invalidUtf8, chunked }) => {
      let raw = typeof text === 'string' ? Buffer.from(text, type?.includes('utf-16') ? 'utf16le' : type?.includes('latin1') || type?.includes('8859') ? 'latin1' : 'utf8') : text;
      if (invalidUtf8) {
        const at = invalidUtf8[1] % (raw.length + 1);
        raw = Buffer.concat([raw.subarray(0, at), Buffer.from(invalidUtf8[0]), raw.subarray(at)]);
      }
      const { body, encoding } = encode(coding, raw, unknown);
      const headers: Record<string, string> = {};
      if (type !== undefined) headers['Content-Type'] = type;
      if (encoding !== undefined) headers['Content-Encoding'] = encoding;
      return { headers, body, chunked };
    });
}
