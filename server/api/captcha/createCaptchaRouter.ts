/** GET /captcha/challenge: a proof-of-work challenge with the brand's difficulty, or just the provider name. */
import { Router } from 'express';
import type { ServedBrand } from '../../config/brandRegistry';
import { DEFAULT_DIFFICULTY } from '../../captcha/requireCaptcha';
import type { ApiContext } from '../apiContext';

export function createCaptchaRouter(ctx: ApiContext): Router {
  const router = Router();
  router.get('/captcha/challenge', (_req, res) => {
    const settings = (res.locals.brand as ServedBrand).effective.brand.captcha;
    const issued = ctx.captchaProviders[settings.provider]?.challenge(settings.difficulty ?? DEFAULT_DIFFICULTY);
    res.set('Cache-Control', 'no-store');
    res.json({ provider: settings.provider, ...issued });
  });
  return router;
}
