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

/** The named parameters of a concrete path under its pattern ("/impersonation/:token?" and "/impersonation/x" → {token: "x"}). */
export function routeParams(pattern: string, path: string): Record<string, string | undefined> {
  const names: string[] = [];
  const body = pattern === '/' ? '' : pattern
    .split('/')
    .slice(1)
    .map((seg) => {
      if (!seg.startsWith(':')) return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(seg.replace(/^:|\?$/g, ''));
      return seg.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${body}/?$`).exec(path);
  if (!match) return {};
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1] === undefined ? undefined : safeDecode(match[i + 1]!)]));
}

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
