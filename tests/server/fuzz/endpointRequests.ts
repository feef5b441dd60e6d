/**
 * Bad requests to the endpoints of a family. Each endpoint is described by its method, its path
 * with :parameters, and a valid-looking example of its parameters, query and body; a request is
 * that example spoilt in one place (path, query or body: its text or its encoding) or in all of
 * them, with forged or other headers now and then, sometimes with another method. Examples are
 * functions because some need data the suite reads in beforeAll (a bookable slot, a token).
 */
import fc from 'fast-check';
import { badJsonBody, type JsonExample } from './badJson';
import { encodedBody, type EncodedBody } from './badEncodings';
import { otherHeaders } from './badHeaders';
import { badPathSegment, badQuery, MALFORMED_ESCAPES, percentEncode } from './badUrls';
import { describeRequest } from './describeExchange';
import type { FuzzRequest } from './fuzzServer';

export interface Endpoint {
  method: string;
  /** The path with :name parameters, e.g. /api/providers/:id/slots. */
  path: string;
  params?: () => Record<string, string>;
  query?: () => Record<string, string>;
  body?: () => JsonExample;
  /** Bodies of another kind than JSON (multipart uploads). */
  bodies?: fc.Arbitrary<EncodedBody>;
  /** Headers of the endpoint's own (the support key of impersonation). */
  headers?: fc.Arbitrary<Record<string, string>>;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const SENDS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function filledPath(endpoint: Endpoint, segment: (name: string, valid: string) => fc.Arbitrary<string>): fc.Arbitrary<string> {
  const valid = endpoint.params?.() ?? {};
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return fc.tuple(...names.map((name) => segment(name, valid[name] ?? '1')))
    .map((segments) => segments.reduce((path, value, i) => path.replace(`:${names[i]}`, value), endpoint.path));
}

function badPath(endpoint: Endpoint): fc.Arbitrary<string> {
  const filled = filledPath(endpoint, (_name, valid) => fc.oneof({ weight: 1, arbitrary: fc.constant(valid) }, { weight: 2, arbitrary: badPathSegment }));
  return fc.oneof(
    { weight: 8, arbitrary: filled },
    { weight: 1, arbitrary: fc.tuple(filled, badPathSegment).map(([path, extra]) => `${path}/${extra}`) },
    { weight: 1, arbitrary: fc.tuple(filled, fc.constantFrom('/', '//', '/.', '/..', ';x', '.json', ...MALFORMED_ESCAPES)).map(([path, extra]) => `${path}${extra}`) },
    { weight: 1, arbitrary: filled.map((path) => path.toUpperCase()) },
  );
}

function validQuery(endpoint: Endpoint): string {
  const pairs = Object.entries(endpoint.query?.() ?? {}).map(([k, v]) => `${k}=${percentEncode(v)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function badBody(endpoint: Endpoint, method: string): fc.Arbitrary<EncodedBody | undefined> {
  const body = endpoint.bodies ?? badJsonBody(endpoint.body?.() ?? {}).chain(encodedBody);
  const share = SENDS_BODY.has(method) ? 19 : 1;
  return fc.oneof({ weight: 20 - share, arbitrary: fc.constant(undefined) }, { weight: share, arbitrary: body });
}

function validBody(endpoint: Endpoint, method: string): fc.Arbitrary<EncodedBody | undefined> {
  if (endpoint.bodies) return endpoint.bodies;
  if (!SENDS_BODY.has(method)) return fc.constant(undefined);
  return fc.constant(null).map(() => ({ headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(endpoint.body?.() ?? {})), chunked: false }));
}

/**
 * What a request spoils: mostly one part (path, query or body), the others valid, so it gets as
 * far as that part is read; sometimes all of them.
 */
type Focus = 'path' | 'query' | 'body' | 'all';

function focusOf(endpoint: Endpoint): fc.Arbitrary<Focus> {
  const hasBody = endpoint.bodies !== undefined || SENDS_BODY.has(endpoint.method);
  return fc.oneof(
    { weight: endpoint.path.includes(':') ? 2 : 1, arbitrary: fc.constant<Focus>('path') },
    { weight: endpoint.query ? 2 : 1, arbitrary: fc.constant<Focus>('query') },
    { weight: hasBody ? 5 : 1, arbitrary: fc.constant<Focus>('body') },
    { weight: 2, arbitrary: fc.constant<Focus>('all') },
  );
}

function requestTo(endpoint: Endpoint, auth: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof({ weight: 9, arbitrary: fc.constant(endpoint.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) });
  return fc.tuple(method, focusOf(endpoint)).chain(([m, focus]) => {
    const spoilt = (part: Focus): boolean => focus === part || focus === 'all';
    return fc.record({
      path: spoilt('path') ? badPath(endpoint) : filledPath(endpoint, (_name, valid) => fc.constant(valid)),
      query: spoilt('query') ? badQuery(endpoint.query?.() ?? {}) : fc.constant(validQuery(endpoint)),
      body: spoilt('body') ? badBody(endpoint, m) : validBody(endpoint, m),
      auth,
      own: endpoint.headers ?? fc.constant({}),
      other: otherHeaders,
    }).map(({ path, query, auth: a, own, other, body }) => {
      const request: FuzzRequest = { method: m, path: `${path}${query}`, headers: { ...other, ...own, ...a, ...body?.headers }, body: body?.body, chunked: body?.chunked };
      return Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
    });
  });
}

/** Requests to any of the endpoints, with the Authorization headers `auth` gives. */
export function endpointRequests(endpoints: Endpoint[], auth: fc.Arbitrary<Record<string, string>> = fc.constant({})): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...endpoints).chain((endpoint) => requestTo(endpoint, auth));
}
