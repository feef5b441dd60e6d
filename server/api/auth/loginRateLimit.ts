/**
 * The login's abuse limits (server/api/abuseLimits.ts). Failures count per account-and-address
 * and per address; the limit answers 429 #429 to that address only, so the right password from
 * elsewhere still logs in (no account-wide lockout an attacker could use against its owner).
 * Failures of one account from all addresses together switch its login to needing the captcha:
 * guessing spread over many addresses then costs a proof of work per guess.
 */
import type { Request, RequestHandler, Response } from 'express';
import { captchaProviderOf, checkCaptcha } from '../../captcha/requireCaptcha';
import { DatabaseRateLimitStore } from '../../db/rateLimitStore';
import { HttpError } from '../../http/errors';
import { addressOf, emailField, limiter } from '../abuseLimits';
import { audit, type ApiContext } from '../apiContext';

export function loginRateLimit(ctx: ApiContext): RequestHandler[] {
  const common = { failuresOnly: true, event: 'login.throttled' as const };
  return [
    limiter(ctx, { ...common, name: 'login-ip', allowance: ctx.limits.loginFailuresPerAddress, keyOf: addressOf }),
    limiter(ctx, {
      ...common,
      name: 'login-account-ip',
      allowance: ctx.limits.loginFailuresPerAccountAndAddress,
      // A body without a username is refused by validation anyway; it still counts for its address.
      keyOf: (req) => {
        const username = emailField(req.body, 'username');
        return username === undefined ? undefined : `${username} ${addressOf(req)}`;
      },
    }),
  ];
}

/** Failed logins of each account from every address, and the captcha they make the login need. */
export class AccountFailures {
  private readonly store: DatabaseRateLimitStore;

  constructor(private readonly ctx: ApiContext) {
    this.store = new DatabaseRateLimitStore(ctx.db, 'login-account:', ctx.clock, ctx.limits.loginFailuresBeforeCaptcha.windowMs);
  }

  /**
   * Before the password is looked at: an account under spread-out guessing needs a solved
   * captcha (RC002 asks for one, RC001 refuses a wrong one). A brand without a captcha cannot ask.
   */
  async demandCaptcha(req: Request, res: Response, username: string): Promise<void> {
    const failures = (await this.store.get(username))?.totalHits ?? 0;
    if (failures < this.ctx.limits.loginFailuresBeforeCaptcha.limit) return;
    if (!captchaProviderOf(this.ctx.captchaProviders, res)) return;
    if ((req.body as { captcha?: unknown }).captcha === undefined) {
      await audit(this.ctx, req, { event: 'login.captchaRequired', username, status: 400, detail: `${failures} failures` });
      throw new HttpError(400, 'RC002', 'This account needs the captcha to log in');
    }
    await checkCaptcha(this.ctx.captchaProviders, req, res);
  }

  async failed(username: string): Promise<void> {
    await this.store.increment(username);
  }
}
