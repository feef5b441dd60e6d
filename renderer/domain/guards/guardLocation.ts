/**
 * Where a refused visit goes, as an address (UX.md: "never send someone elsewhere silently"): the
 * guard's target with `notice=<guard kind>`, which the target page turns into a sentence saying
 * why (GuardNotice), and, for a guard that keeps the target (login), `next=<the wanted page>`,
 * where the target sends the visitor once done. The browser's router and the server's 302 build
 * the address with this one function. The notice is a guard kind and nothing else, so no text of
 * the address is ever shown; `next` is followed only to a page of the portal (safeNext).
 */
import type { GuardKind } from '../../../generated/config-types';
import { guardKinds } from './guardRegistry';
import type { GuardRefusal } from './guardTypes';

export const NOTICE_PARAM = 'notice';
export const NEXT_PARAM = 'next';

/** The page a visitor asked for, without the notice and next of an earlier redirect. */
function wantedOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NOTICE_PARAM);
  params.delete(NEXT_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

export function guardLocation(refusal: Pick<GuardRefusal, 'redirectTo' | 'reason' | 'keepTarget'>, pathname: string, search: string): string {
  const [path, query = ''] = refusal.redirectTo.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(NOTICE_PARAM, refusal.reason);
  if (refusal.keepTarget) params.set(NEXT_PARAM, wantedOf(pathname, search));
  return `${path}?${params.toString()}`;
}

/** The guard kind a page's `notice` names, if it names one. */
export function noticeOf(search: string | URLSearchParams): GuardKind | undefined {
  const value = new URLSearchParams(search).get(NOTICE_PARAM);
  return value && (guardKinds as readonly string[]).includes(value) ? (value as GuardKind) : undefined;
}

/**
 * The page `next` names when it is one of this portal's own (a path of a route the brand has),
 * else undefined: a link may not send a patient who logs in to another site.
 */
export function safeNext(search: string | URLSearchParams, isPortalPath: (pathname: string) => boolean): string | undefined {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(next, 'https://portal.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://portal.invalid' || !isPortalPath(url.pathname)) return undefined;
  return `${url.pathname}${url.search}`;
}
