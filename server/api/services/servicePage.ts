/**
 * The service screens /services/<page> as the API sees them: a page exists when the brand has
 * the route, and needs the permission flag that route names in routes.json. Routers that back
 * such a screen guard themselves with `servicePagePermission`.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ServedBrand } from '../../config/brandRegistry';
import { serviceRoute } from '../../config/brandOffers';
import { NotFoundError } from '../../http/errors';

/** Reads the page from the path (:page, or :section/:page as organize/care) or, for uploads, the query (?page=). */
export function pageOf(req: Request): string {
  const { section, page: inPath } = req.params as { section?: string; page?: string };
  const page = inPath !== undefined ? (section !== undefined ? `${section}/${inPath}` : inPath) : typeof req.query.page === 'string' ? req.query.page : undefined;
  return typeof page === 'string' ? page : '';
}

/** 404 for a page the brand does not have; run before authentication so it tells nothing about flags. */
export const knownServicePage: RequestHandler = (req, res, next) => {
  if (!serviceRoute((res.locals.brand as ServedBrand).effective, pageOf(req))) throw new NotFoundError(`No service page ${pageOf(req)}`);
  next();
};

export function servicePagePermission(req: Request, res: Response): string | undefined {
  return serviceRoute((res.locals.brand as ServedBrand).effective, pageOf(req))?.permission;
}
