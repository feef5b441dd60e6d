/**
 * Route paths in router syntax ("/providers/:providerId", "/impersonation/:token?") and the
 * concrete paths they match.
 */
const cache = new Map<string, RegExp>();

export function routeRegExp(pattern: string): RegExp {
  let re = cache.get(pattern);
  if (!re) {
    const body = pattern === '/' ? '' : pattern
      .split('/')
      .slice(1)
      .map((seg) => (seg.startsWith(':') ? (seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      .join('');
    re = new RegExp(`^${body}/?$`);
    cache.set(pattern, re);
  }
  return re;
}

/** The route pattern that a concrete path (or a pattern, compared literally first) names. */
export function findRoute(patterns: readonly string[], path: string): string | undefined {
  if (patterns.includes(path)) return path;
  return patterns.find((p) => routeRegExp(p).test(path));
}
