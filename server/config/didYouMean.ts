import { closest, distance } from 'fastest-levenshtein';

/** The candidate closest to a typo, when it is close enough to be the intended word. */
export function didYouMean(received: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(received, candidates as string[]);
  const limit = Math.max(2, Math.floor(received.length / 3));
  return distance(received.toLowerCase(), best.toLowerCase()) <= limit ? best : undefined;
}

/** " Did you mean "x"?" or nothing. */
export function didYouMeanSentence(received: string, candidates: readonly string[]): string {
  const best = didYouMean(received, candidates);
  return best ? ` Did you mean "${best}"?` : '';
}

/**
 * The route a mistyped path most likely meant, offered only when it is likely: a route of the same
 * service (a tile's or a service's path), a route the path is the start of or starts with, or a
 * path at most a letter or two away. A far match ("/services/nutrition" → "/services/consultation")
 * would send the author the wrong way, so none is offered then.
 */
export function didYouMeanRoute(received: string, routes: Record<string, unknown>, service?: string): string | undefined {
  const paths = Object.keys(routes).filter((p) => p.includes('/'));
  if (service) {
    const own = paths.filter((p) => {
      const params = (routes[p] as { params?: { service?: unknown } } | undefined)?.params;
      return params?.service === service;
    }).sort();
    if (own[0]) return own[0];
  }
  const longer = paths.filter((p) => p.startsWith(`${received}-`) || p.startsWith(`${received}/`)).sort((a, b) => a.length - b.length);
  if (longer[0]) return longer[0];
  const shorter = paths.filter((p) => p !== '/' && (received.startsWith(`${p}/`) || received.startsWith(`${p}-`))).sort((a, b) => b.length - a.length);
  if (shorter[0]) return shorter[0];
  if (paths.length === 0) return undefined;
  const best = closest(received, paths);
  const limit = Math.max(1, Math.min(2, Math.floor(received.length / 10)));
  return distance(received.toLowerCase(), best.toLowerCase()) <= limit ? best : undefined;
}
