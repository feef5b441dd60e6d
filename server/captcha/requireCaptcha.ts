/** Verifies the `captcha` answer of a public form's body with the brand's provider; RC001 when it fails. */
import type { RequestHandler } from 'express';
import type { ServedBrand } from '../config/brandRegistry';
import { HttpError } from '../http/errors';
import type { CaptchaAnswer, CaptchaProvider } from './captcha';

export const DEFAULT_DIFFICULTY = 16;

export function requireCaptcha(providers: Record<string, CaptchaProvider>): RequestHandler {
  return async (req, res, next) => {
    const settings = (res.locals.brand as ServedBrand).effective.brand.captcha;
    const provider = providers[settings.provider];
    if (!provider) return next(); // 'none'
    const answer = (req.body as { captcha?: CaptchaAnswer } | undefined)?.captcha;
    const verdict = await provider.verify(answer, { difficulty: settings.difficulty ?? DEFAULT_DIFFICULTY, secretKey: settings.secretKey, remoteIp: req.ip });
    if (!verdict.ok) {
      req.log?.info({ reason: verdict.reason }, 'captcha refused');
      throw new HttpError(400, 'RC001', `Captcha failed: ${verdict.reason}`);
    }
    next();
  };
}
