/**
 * iframe=1 is kept on every later navigation (spec section 2). Every internal link, redirect and
 * programmatic navigation of the renderer goes through `keepEmbed`, so the rule lives here once.
 */

/** A link target as the router takes it: an address, or its parts (react-router's `To`). */
export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}
export type To = string | Partial<PathParts>;

export const EMBED_PARAM = 'iframe';
export const EMBED_VALUE = '1';

export const isEmbedded = (search: string | URLSearchParams): boolean =>
  new URLSearchParams(search).get(EMBED_PARAM) === EMBED_VALUE;

/** Addresses with a scheme (https:, mailto:, tel:) or protocol-relative ones leave the portal. */
export const isExternalHref = (href: string): boolean => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

function parseTo(to: string): Partial<PathParts> {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/**
 * `to` with iframe=1 added when the current location carries it. A target path of '' keeps the
 * current path (react-router semantics), so search-only navigations keep the flag too.
 */
export function keepEmbed(to: To, currentSearch: string): To {
  if (!isEmbedded(currentSearch)) return to;
  if (typeof to === 'string' && isExternalHref(to)) return to;
  const target = typeof to === 'string' ? parseTo(to) : { ...to };
  const params = new URLSearchParams(target.search ?? '');
  if (params.get(EMBED_PARAM) === EMBED_VALUE) return to;
  params.set(EMBED_PARAM, EMBED_VALUE);
  const next: Partial<PathParts> = { ...target, search: `?${params.toString()}` };
  if (typeof to !== 'string') return next;
  return `${next.pathname ?? ''}${next.search}${next.hash ?? ''}`;
}
