/**
 * Google reCAPTCHA: the answer's token is checked with siteverify using the brand's server-only
 * secretKey. Version 3 tokens also carry a score; below 0.5 counts as a bot.
 * https://developers.google.com/recaptcha/docs/verify
 */
import type { CaptchaAnswer, CaptchaProvider, CaptchaVerdict } from './captcha';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const MIN_SCORE = 0.5;

export class RecaptchaProvider implements CaptchaProvider {
  readonly name = 'recaptcha';

  constructor(private readonly fetchImpl: typeof fetch = fetch) {}

  challenge(): undefined {
    return undefined;
  }

  async verify(answer: CaptchaAnswer | undefined, settings: { secretKey?: string; remoteIp?: string }): Promise<CaptchaVerdict> {
    if (!answer?.token) return { ok: false, reason: 'missing' };
    if (!settings.secretKey) return { ok: false, reason: 'no secret key' };
    const body = new URLSearchParams({ secret: settings.secretKey, response: answer.token, ...(settings.remoteIp ? { remoteip: settings.remoteIp } : {}) });
    let result: { success?: boolean; score?: number; 'error-codes'?: string[] };
    try {
      const response = await this.fetchImpl(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
      if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` };
      result = (await response.json()) as typeof result;
    } catch (error) {
      return { ok: false, reason: `siteverify unreachable: ${(error as Error).message}` };
    }
    if (!result.success) return { ok: false, reason: (result['error-codes'] ?? ['failed']).join(',') };
    if (typeof result.score === 'number' && result.score < MIN_SCORE) return { ok: false, reason: `score ${result.score}` };
    return { ok: true };
  }
}
