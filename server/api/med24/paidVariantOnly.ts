/** The paid variant's API answers only on a brand whose `isMed24` is set; elsewhere it does not exist. */
import type { RequestHandler } from 'express';
import type { ServedBrand } from '../../config/brandRegistry';
import { NotFoundError } from '../../http/errors';

export const paidVariantOnly: RequestHandler = (_req, res, next) => {
  if (!(res.locals.brand as ServedBrand).effective.brand.isMed24) throw new NotFoundError('This brand has no paid variant');
  next();
};
