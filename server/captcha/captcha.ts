/**
 * One interface for the captchas of public forms (brand.json captcha.provider): a provider may
 * hand out a challenge, and verifies the answer a form sends as `captcha` in its body.
 */
export interface CaptchaAnswer {
  /** proof-of-work */
  challenge?: string;
  nonce?: string;
  /** reCAPTCHA response token */
  token?: string;
}

export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

export interface CaptchaProvider {
  readonly name: string;
  /** A fresh challenge (proof-of-work); undefined for providers that need none. */
  challenge(difficulty: number): { challenge: string; difficulty: number } | undefined;
  verify(answer: CaptchaAnswer | undefined, settings: { difficulty: number; secretKey?: string; remoteIp?: string }): Promise<CaptchaVerdict>;
}
