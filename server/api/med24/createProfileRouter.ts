/**
 * The paid-variant customer's profile (issue 15), on the brand whose `isMed24` is set:
 *   GET /med24/profile   personal data and billing address, and whether a card payment has all it needs
 *   PUT /med24/profile   saves them (RX444 with one violation per field; the phone rule of spec §5,
 *                        an adult's birth date, a postal code of the billing country)
 * Texts are trimmed before they are checked, so "  " is no name. A support user acting as the
 * customer may correct the data, as a call-centre agent would on the phone.
 */
import { Router, type RequestHandler } from 'express';
import { authOf, requireAuth } from '../../auth/requireAuth';
import { validateBody } from '../../http/validateRequest';
import type { Med24ProfileRequest } from '../../../generated/config-types';
import type { ApiContext } from '../apiContext';
import { readProfile, saveProfile } from './customerProfile';
import { paidVariantOnly } from './paidVariantOnly';

const trimTexts: RequestHandler = (req, _res, next) => {
  const body = req.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') body[key] = value.trim();
  }
  next();
};

export function createProfileRouter(ctx: ApiContext): Router {
  const router = Router();
  const guards = [paidVariantOnly, requireAuth(ctx)];

  router.get('/med24/profile', ...guards, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await readProfile(ctx.db, authOf(res).userId));
  });

  router.put('/med24/profile', ...guards, trimTexts, validateBody('med24ProfileRequest'), async (req, res) => {
    const { userId } = authOf(res);
    await saveProfile(ctx.db, userId, req.body as Med24ProfileRequest, ctx.clock());
    res.set('Cache-Control', 'no-store').json(await readProfile(ctx.db, userId));
  });

  return router;
}
