/**
 * Bad URLs: path parameters no id should be (negative, 1e309, too big for 32 or 64 bits, %00,
 * encoded slashes and dots, malformed escapes, other scripts' digits) and query strings with
 * bad values, repeated keys (which arrive as arrays), bracket and prototype keys and malformed
 * escapes.
 */
import fc from 'fast-check';
import { badString, hugeString } from './badValues';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD, as encodeURIComponent cannot). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += UNRESERVED.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Escapes that decode to nothing valid: truncated, not hex, overlong, a UTF-16 surrogate, a bare NUL. */
export const MALFORMED_ESCAPES = ['%', '%%', '%zz', '%E0%A4%A', '%C0%AE', '%C0%80', '%ED%A0%80', '%F4%90%80%80', '%FF', '%00', '%0A', '%0D%0A', '%u0041', '%2', '%%32%65'];

export const BAD_IDS = [
  '-1', '0', '00', '01', '1.5', '1e3', '1e309', '-0', '0x10', '+1', '%201', '1%20', '1%00', '%00', 'NaN', 'Infinity', 'null', 'undefined', 'true',
  '2147483647', '2147483648', '4294967296', '9999999999', '99999999999', '9007199254740993', '18446744073709551616', '1'.repeat(400),
  '%2e%2e', '..', '.', '%2F', '%2f..%2f', '%5C', 'abc', '__proto__', 'constructor', 'prototype', "1'%20OR%20'1'='1", '1;DROP%20TABLE%20slots',
  '%EF%BC%91', '%D9%A1%D9%A2', '%E2%80%AE1', '1%23', '%3F', '1,2', '1%2C2', '[1]', '%5B%5D',
];

/** Numbers at the edges of what ids are: zero, negative, at and beyond 32 and 64 bits, not integers. */
const EDGE_IDS = ['0', '-1', '2147483647', '2147483648', '4294967296', '9999999999', '99999999999', '9007199254740993', '1e309', '1.5'];

/** A path segment: a bad id, a malformed escape, or any string percent-encoded. */
export const badPathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BAD_IDS) },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_IDS) },
  { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES) },
  { weight: 3, arbitrary: badString.map(percentEncode) },
  { weight: 2, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String) },
  { weight: 1, arbitrary: hugeString(5000).map(percentEncode) },
);

/** One key=value of a query, already encoded. */
const badPair: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__[x]=1', '__proto__=1', 'constructor[prototype][x]=1', 'constructor=1', 'prototype=1', 'hasOwnProperty=1', 'a[]=1', 'a[0]=1', 'a[b][c]=1'),
  fc.constantFrom('=', '&', '==', 'a', 'a=', '=1', ';', 'a=1;b=2', '%00=%00'),
  fc.tuple(badString, badString).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
  fc.constantFrom(...MALFORMED_ESCAPES).map((e) => `a${e}=b${e}`),
);

/** A query string ("?…" or empty) whose valid form looks like `example`. */
export function badQuery(example: Record<string, string> = {}): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constantFrom('q', 'page', 'id');
  const value = fc.oneof(
    { weight: 4, arbitrary: badString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES) },
    { weight: 1, arbitrary: hugeString(5000).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...Object.values(example), '', '1').map(percentEncode) },
  );
  const changed = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${v}`) },
    { weight: 2, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${percentEncode(example[k] ?? '1')}&${k}=${v}`) },
    { weight: 1, arbitrary: key.map((k) => `${k}[]=1&${k}[x]=2`) },
    { weight: 3, arbitrary: badPair },
  );
  const kept = Object.entries(example).map(([k, v]) => `${k}=${percentEncode(v)}`);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(kept.length ? `?${kept.join('&')}` : '') },
    { weight: 6, arbitrary: fc.tuple(fc.subarray(kept), fc.array(changed, { minLength: 1, maxLength: 4 })).map(([k, c]) => `?${[...k, ...c].join('&')}`) },
  );
}
