/**
 * A partner's own content pages (routes with `partnerPage: true`, issue 11) are served only by the
 * brands that list them in `brand.partnerPages`; for every other brand they do not exist (the
 * router shows not-found, the server answers 404). One function decides it for the effective
 * brand and for the reference checks, so a link to a page a brand does not serve is reported.
 */
type Obj = Record<string, unknown>;

export function servedRoutes<R>(routes: Record<string, R>, partnerPages: readonly unknown[] | undefined): Record<string, R> {
  const listed = new Set((partnerPages ?? []).filter((p): p is string => typeof p === 'string'));
  return Object.fromEntries(Object.entries(routes).filter(([path, route]) => !(route as Obj | undefined)?.partnerPage || listed.has(path)));
}
