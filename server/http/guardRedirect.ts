/**
 * A page request the brand's guards would redirect is answered with the redirect (issue 10,
 * item 3): the same evaluateGuards the browser runs, on the same route table, so a visitor lands
 * on the right page with one request instead of loading a page that moves on. The server judges
 * only visits it knows in full: anonymous ones, without the session hint. A visitor who may have a
 * session gets the page, whose guards decide once the session is restored.
 */
import type { Request } from 'express';
import { evaluateGuards } from '../../renderer/routing/guards/evaluateGuards';
import { keepEmbed } from '../../renderer/routing/keepEmbed';
import { cookiesOf, SESSION_HINT_COOKIE } from '../auth/sessionCookie';
import type { ServedBrand } from '../config/brandRegistry';
import { routeParams } from '../config/routePattern';

/** Where the guards send this anonymous visit, with iframe=1 kept; undefined when it stays (or the visitor may have a session). */
export function guardRedirect(req: Request, brand: ServedBrand, pattern: string): string | undefined {
  if (cookiesOf(req)[SESSION_HINT_COOKIE]) return undefined;
  const meta = brand.effective.routes.routes[pattern];
  if (!meta) return undefined;
  const queryAt = req.originalUrl.indexOf('?');
  const search = queryAt >= 0 ? req.originalUrl.slice(queryAt) : '';
  const { bundle } = brand;
  const outcome = evaluateGuards(
    { path: pattern, meta },
    {
      pathname: req.path,
      search: new URLSearchParams(search),
      params: routeParams(pattern, req.path),
      user: null,
      brand: { rules: bundle.brand.rules, isMed24: bundle.config.isMed24, hasPublicCalendar: bundle.config.hasPublicCalendar, partner: bundle.config.partner },
      services: bundle.services,
      guards: bundle.guards,
    },
  );
  return outcome.allow ? undefined : (keepEmbed(outcome.redirectTo, search) as string);
}
