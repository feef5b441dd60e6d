/**
 * The portal's API as the care screen tests answer it: each request is recorded, a handler named
 * "METHOD /path" answers it first, then the brand's config and bundle parts, and anything else is a
 * catalogue 404.
 */
import type { BrandBundle } from '../../../generated/config-types';
import { bundlePart } from '../../../renderer/domain/brand/bundleParts';

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
export type Handler = (call: Call) => Response | Promise<Response>;

export function careApiFake(bundle: BrandBundle, handlers: Record<string, Handler>, calls: Call[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // A multipart upload: kept as its text.
    }
    const call = { method: request.method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (handler) return handler(call);
    if (url.pathname === '/api/config') return json(bundle.config);
    const key = /^\/api\/brand-bundle\/[^/]+\/(.+)\.json$/.exec(url.pathname)?.[1];
    const part = key === undefined ? undefined : bundlePart(bundle, key);
    return part ? json(part) : json({ code: '#404' }, 404);
  }) as typeof fetch;
}
