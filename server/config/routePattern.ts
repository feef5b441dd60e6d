/**
 * Route paths in router syntax ("/providers/:providerId", "/impersonation/:token?") and the
 * concrete paths they match.
 */
interface Compiled {
  re: RegExp;
  /** The parameter names, in the order of the RegExp's groups. */
  names: string[];
}

const cache = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  let compiled = cache.get(pattern);
  if (!compiled) {
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
    compiled = { re: new RegExp(`^${body}/?$`), names };
    cache.set(pattern, compiled);
  }
  return compiled;
}

export function routeRegExp(pattern: string): RegExp {
  return compile(pattern).re;
}

/** The route pattern that a concrete path (or a pattern, compared literally first) names. */
export function findRoute(patterns: readonly string[], path: string): string | undefined {
  if (patterns.includes(path)) return path;
  return patterns.find((p) => routeRegExp(p).test(path));
}

/** The named parameters of a concrete path under its pattern ("/impersonation/:token?" and "/impersonation/x" → {token: "x"}). */
export function routeParams(pattern: string, path: string): Record<string, string | undefined> {
  const { re, names } = compile(pattern);
  const match = re.exec(path);
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
