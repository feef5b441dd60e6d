/**
 * The main navigation's entries: routes with a `nav` entry and no parameters, by nav.order,
 * labelled nav.label ?? title, that the visitor may open. One link per screen: when a brand puts
 * a screen at a second path (provider search at "/" as well as at its usual path), the link with
 * the lower order stays, so the menu never lists the same page twice. An entry for one audience
 * (`nav.audience`: anonymous visitors or logged-in users) shows to that audience only.
 */
import type { Route } from '../../generated/config-types';

export interface NavEntry {
  path: string;
  order: number;
  label: string;
}

export function navEntries(routes: Record<string, Route>, allowed: (path: string) => boolean, loggedIn = false): NavEntry[] {
  const audience = loggedIn ? 'loggedIn' : 'anonymous';
  const candidates = Object.entries(routes)
    .flatMap(([path, meta]) => (meta.nav && !path.includes(':') && [undefined, 'everyone', audience].includes(meta.nav.audience) ? [{ path, order: meta.nav.order, label: meta.nav.label ?? meta.title, screen: `${meta.screen} ${JSON.stringify(meta.params ?? {})}` }] : []))
    .filter((entry) => allowed(entry.path))
    .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
  const seen = new Set<string>();
  return candidates.flatMap(({ screen, ...entry }) => {
    if (seen.has(screen)) return [];
    seen.add(screen);
    return [entry];
  });
}
