/**
 * Request headers: the Authorization of an anonymous visitor, of the demo patient, and forged or
 * mangled ones; and the headers the portal reads or its middleware parses (Host picks the brand,
 * X-Locale and the locale cookie the language, X-Request-Id the log id, If-None-Match, Range,
 * Expect) with bad values.
 */
import fc from 'fast-check';

/** Access tokens the suite logged in for, filled in beforeAll and read when requests are generated. */
export interface Credentials {
  patient: string;
}

/** Printable ASCII and Latin-1: what Node lets a client put in a header value. */
const headerText = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength });

const base64url = (json: object): string => Buffer.from(JSON.stringify(json)).toString('base64url');
const UNSIGNED_TOKEN = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '1', userId: 1, exp: 4102444800 })}.`;

/** An Authorization header: none, the patient's valid token, or one that must not pass. */
export function authorization(credentials: () => Credentials): fc.Arbitrary<Record<string, string>> {
  const patient = fc.constant(null).map(() => credentials().patient);
  const forged = fc.oneof(
    fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${UNSIGNED_TOKEN}`, 'Bearer a.b.c', `Bearer ${'a'.repeat(8000)}`, 'Bearer null', 'Bearer undefined'),
    patient.map((token) => `Bearer ${token}x`),
    patient.map((token) => `Bearer ${token.split('.').slice(0, 2).join('.')}.`),
    patient.map((token) => `bearer ${token}`),
    patient.map((token) => `Bearer ${token} ${token}`),
    headerText(60).map((text) => `Bearer ${text}`),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    { weight: 5, arbitrary: patient.map((token) => ({ Authorization: `Bearer ${token}` })) },
    { weight: 2, arbitrary: forged.map((value) => ({ Authorization: value })) },
  );
}

const HOSTS = ['localhost', 'izys.localhost', 'retail.localhost', 'telekom-health.localhost', 'insurer.localhost', 'mobile-app.localhost', 'unknown.example', '', 'localhost:99999', '[::1]:80', 'LOCALHOST', 'izys.localhost.', 'a'.repeat(300)];

const OTHER_HEADERS: Array<[string, fc.Arbitrary<string>]> = [
  ['Host', fc.constantFrom(...HOSTS)],
  ['X-Locale', fc.oneof(fc.constantFrom('hu', 'en', 'ro', 'xx', 'EN-us', '', '__proto__', 'constructor'), headerText(20))],
  ['Cookie', fc.oneof(fc.constantFrom('locale=ro', 'locale=en; dev_brand=izys', 'dev_brand=../../etc', '__proto__=1', ';;;', `a=${'b'.repeat(9000)}`), headerText(100))],
  ['X-Request-Id', fc.oneof(fc.constantFrom('abc', '', 'a'.repeat(200), '../x', '<script>'), headerText(40))],
  ['If-None-Match', fc.oneof(fc.constantFrom('*', '"x"', 'W/"x", "y"', ',,,', 'W/'), headerText(40))],
  ['If-Modified-Since', fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', 'garbage', '0')],
  ['Range', fc.constantFrom('bytes=0-0', 'bytes=999999999-', 'bytes=-0', 'bytes=5-1', 'bytes=0-1,2-3,4-5', 'items=0-1', 'bytes=abc')],
  ['Accept', fc.constantFrom('*/*', 'text/html', 'application/xml', 'application/json;q=0', '', ';;;')],
  ['Accept-Language', fc.constantFrom('ro', 'en-US,en;q=0.9', '*', 'xx-YY;q=abc')],
  ['Expect', fc.constantFrom('100-continue', 'x-weird', '200-ok')],
  ['X-Forwarded-For', fc.constantFrom('1.2.3.4', '::1', 'garbage, 1.2.3.4', '')],
];

/** Mostly none, else one or two of the headers besides Authorization, with good or bad values. */
export const otherHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc.array(fc.oneof(...OTHER_HEADERS.map(([name, value]) => value.map((v): [string, string] => [name, v]))), { minLength: 1, maxLength: 2 })
      .map((entries) => Object.fromEntries(entries)),
  },
);
