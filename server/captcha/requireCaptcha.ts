/** Verifies the `captcha` answer of a public form's body with the brand's provider; RC001 when it fails. */
import type { Request, RequestHandler, Response } from 'express';
import type { ServedBrand } from '../config/brandRegistry';
import { HttpError } from '../http/errors';
import type { CaptchaAnswer, CaptchaProvider } from './captcha';

export const DEFAULT_DIFFICULTY = 16;

/** The brand's captcha provider; undefined for 'none'. */
export function captchaProviderOf(providers: Record<string, CaptchaProvider>, res: Response): CaptchaProvider | undefined {
  return providers[(res.locals.brand as ServedBrand).effective.brand.captcha.provider];
}

/** Throws RC001 unless the body's answer satisfies the brand's provider (a brand without one passes). */
export async function checkCaptcha(providers: Record<string, CaptchaProvider>, req: Request, res: Response): Promise<void> {
  const provider = captchaProviderOf(providers, res);
  if (!provider) return;
  const settings = (res.locals.brand as ServedBrand).effective.brand.captcha;
  const answer = (req.body as { captcha?: CaptchaAnswer } | undefined)?.captcha;
  const verdict = await provider.verify(answer, { difficulty: settings.difficulty ?? DEFAULT_DIFFICULTY, secretKey: settings.secretKey, remoteIp: req.ip });
  if (!verdict.ok) {
    req.log?.info({ reason: verdict.reason }, 'captcha refused');
    throw new HttpError(400, 'RC001', `Captcha failed: ${verdict.reason}`);
  }
}

export function requireCaptcha(providers: Record<string, CaptchaProvider>): RequestHandler {
  return async (req, res, next) => {
    await checkCaptcha(providers, req, res);
    next();
  };
}
