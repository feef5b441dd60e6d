/**
 * An answer's route as its pattern, for the metrics' labels and the access log (issue 32): never
 * the address itself, which names people's records and carries tokens (`/verify-email/<token>`).
 * - an API route: the matched route's path under the (fixed) paths its routers are mounted on,
 *   read off the address once the answer is sent (Express has left the routers by then);
 * - a page: the brand route table's pattern the page router matched (`/verify-email/:token`), or
 *   `page (no route)` for the not-found page;
 * - anything else: what kind of answer it was.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the page router leaves the pattern of the page it served (res.locals). */
export const PAGE_ROUTE = 'pageRoute';

interface Answered {
  route?: { path?: unknown };
  originalUrl?: string;
  url?: string;
}

export function routeOf(req: IncomingMessage & Answered, res: ServerResponse & { locals?: Record<string, unknown> }): string {
  const page = res.locals?.[PAGE_ROUTE];
  if (typeof page === 'string') return page;
  const address = req.originalUrl ?? req.url ?? '/';
  const pattern = req.route?.path;
  if (typeof pattern !== 'string') return address.startsWith('/api/') ? 'api (no route)' : 'file';
  if (/[*{(]/.test(pattern)) return pattern;
  const segments = (address.split('?')[0] ?? '').split('/').filter(Boolean);
  const mount = segments.slice(0, Math.max(0, segments.length - pattern.split('/').filter(Boolean).length));
  return `${mount.length ? `/${mount.join('/')}` : ''}${pattern}`;
}
