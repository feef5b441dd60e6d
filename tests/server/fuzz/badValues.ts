/**
 * Values a client should not send, as fast-check arbitraries: injection strings, control
 * characters and null bytes, lone surrogates, huge strings, extreme and malformed numbers,
 * impossible dates, keys that reach into prototypes, and any mix of them nested in JSON.
 */
import fc from 'fast-check';

export const INJECTIONS = [
  "' OR '1'='1", "1; DROP TABLE users; --", "admin'--", '" OR ""="', "1' UNION SELECT password_hash FROM users --", "'; SELECT pg_sleep(5); --",
  '{"$gt":""}', '{"$ne":null}', '$where', 'this.password.match(/.*/)', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)', '</script><script>alert(1)</script>', '<!--', ']]>', '{{7*7}}', '${7*7}', '#{7*7}', '%s%s%s%n', '../../../../etc/passwd',
  '..\\..\\windows\\win.ini', 'file:///etc/passwd', 'http://169.254.169.254/', '\r\nSet-Cookie: a=b', '\u0000', 'a\u0000b', '%00', '%', '_', '\\', "'", '"', '`',
  '\u202e', '\ufeff', '\u200b', '\u2028', 'Ω≈ç√', '😀', '👨‍👩‍👧‍👦', 'ﷺ', 'Z̷̢̛a̶l̵g̴o̸', 'İı', 'ß', 'ﬃ', 'Ａ１', '١٢٣', ' ', '', '\t\n',
  'null', 'undefined', 'NaN', 'Infinity', '-0', '1e309', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
];

export const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', '$where', '$gt', '', ' ', '\u0000', 'a.b', 'a[b]'];

export const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

/** A long run of one character, up to about `maxChars` characters. */
export const hugeString = (maxChars: number): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom('a', 'é', '😀', '\u0000', '%', "'", '<'), fc.constantFrom(...[256, 1000, 5000, 30_000, 150_000].filter((n) => n <= maxChars)))
    .map(([c, n]) => c.repeat(Math.ceil(n / c.length)));

export const BAD_DATES = [
  '0000-00-00', '9999-12-31T99:99', '2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '1900-01-01', '9999-12-31', '0001-01-01', '275760-09-13',
  '-000001-01-01', '+275760-09-13', '2026-1-1', '2026-01-01T00:00:00Z', '2026-01-01T25:61:61+99:99', '1970-01-01', '2038-01-19T03:14:08Z', '2026/01/01',
  '01.01.2026', '2026-W01', '2026-01-01 ', '２０２６-０１-０１', '2026-01-01\u0000',
];

export const badDate = fc.oneof(
  fc.constantFrom(...BAD_DATES),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

export const BAD_EMAILS = ['a@b', '@demo.test', 'patient@demo.test\u0000', 'PATIENT@DEMO.TEST', ' patient@demo.test ', 'a@b.c'.repeat(60), 'ü@example.com', 'a@[127.0.0.1]', '"a b"@example.com', 'a@example.com,b@example.com'];

/** A short text with a NUL, another control character or a lone surrogate inside. */
const brokenText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.oneof({ weight: 2, arbitrary: fc.constant('\u0000') }, { weight: 1, arbitrary: controlCharacter }, { weight: 1, arbitrary: loneSurrogate }), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Mostly injections and broken text: a NUL in about one string in six (PostgreSQL cannot store it). */
export const badString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 4, arbitrary: brokenText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...BAD_EMAILS) },
  { weight: 1, arbitrary: badDate },
);

/** Numbers that are legal JSON but no sensible id, count or amount. */
export const EXTREME_NUMBERS = [0, -0, -1, 1.5, 0.1, 1e308, -1e308, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 9_999_999_999, 1e21, Number.MIN_VALUE, -(2 ** 31) - 1];

export const badNumber: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(...EXTREME_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Number literals JSON.parse accepts although JavaScript numbers cannot hold them exactly (1e309 is Infinity). */
export const RAW_NUMBER_LITERALS = ['1e309', '-1e309', '1e-400', '123456789012345678901234567890', '-0', '1E2', '1.0', '0.0000001', '2147483648', '9007199254740993'];

export const badScalar: fc.Arbitrary<unknown> = fc.oneof(badString, badNumber, fc.constantFrom(null, true, false));

/** Any JSON value built from the bad scalars, with prototype-reaching keys among the object keys. */
export const badValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, badScalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...DANGEROUS_KEYS), fc.string({ maxLength: 8 })), tie('value')), { maxLength: 4 }).map((entries) => Object.fromEntries(entries)),
})).value;
