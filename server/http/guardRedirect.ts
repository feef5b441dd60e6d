/**
 * A page request the brand's guards would redirect is answered with the redirect (issue 10,
 * item 3): the same evaluateGuards the browser runs, on the same route table, so a visitor lands
 * on the right page with one request instead of loading a page that moves on. The server judges
 * visits it knows in full: anonymous ones (no session hint), and logged-in ones whose session the
 * page-session cookie names (pageVisitor.ts). Any other visitor who may have a session gets the
 * page, whose guards decide once the session is restored.
 */
import type { Request } from 'express';
import { evaluateGuards } from '../../renderer/domain/guards/evaluateGuards';
import { guardBrand } from '../../renderer/domain/guards/guardBrand';
import { guardLocation } from '../../renderer/domain/guards/guardLocation';
import type { GuardUser } from '../../renderer/domain/guards/guardTypes';
import { keepEmbed } from '../../renderer/domain/brand/keepEmbed';
import type { ServedBrand } from '../config/brandRegistry';
import { routeParams } from '../config/routePattern';

/** Where the guards send this visit (user null: anonymous), with iframe=1 kept; undefined when it stays. */
export function guardRedirect(req: Request, brand: ServedBrand, pattern: string, user: GuardUser | null): string | undefined {
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
      user,
      brand: guardBrand(bundle.brand.rules, bundle.config),
      services: bundle.services,
      guards: bundle.guards,
    },
  );
  return outcome.allow ? undefined : (keepEmbed(guardLocation(outcome, req.path, search), search) as string);
}
