/**
 * The self-hosted proof-of-work captcha. A challenge is "pow1.<difficulty>.<expires ms>.<random id>.<hmac>":
 * signed with the server's key so it cannot be forged or made easier, expiring so answers cannot
 * be stockpiled, and recorded in the database when answered so each is used once, on whichever
 * instance. The puzzle itself is schemas/proofOfWork.ts, shared with the renderer.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { meetsDifficulty } from '../../schemas/proofOfWork';
import { randomToken } from '../auth/secrets';
import { markChallengeUsed } from '../db/captchaUses';
import type { Database } from '../db/schema';
import type { Clock } from '../db/time';
import type { CaptchaAnswer, CaptchaProvider, CaptchaVerdict } from './captcha';

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export class ProofOfWorkProvider implements CaptchaProvider {
  readonly name = 'proof-of-work';

  constructor(private readonly key: Uint8Array, private readonly db: Kysely<Database>, private readonly clock: Clock) {}

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  challenge(difficulty: number): { challenge: string; difficulty: number } {
    const body = `pow1.${difficulty}.${this.clock() + CHALLENGE_TTL_MS}.${randomToken(12)}`;
    return { challenge: `${body}.${this.sign(body)}`, difficulty };
  }

  async verify(answer: CaptchaAnswer | undefined, settings: { difficulty: number }): Promise<CaptchaVerdict> {
    if (!answer?.challenge || typeof answer.nonce !== 'string') return { ok: false, reason: 'missing' };
    const parts = answer.challenge.split('.');
    if (parts.length !== 5 || parts[0] !== 'pow1') return { ok: false, reason: 'malformed' };
    const [, difficultyText, expiresText, id, signature] = parts as [string, string, string, string, string];
    const expected = Buffer.from(this.sign(parts.slice(0, 4).join('.')));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
    const expiresAt = Number(expiresText);
    if (!(expiresAt > this.clock())) return { ok: false, reason: 'expired' };
    const difficulty = Number(difficultyText);
    // A challenge issued before the brand raised its difficulty is not accepted at the old level.
    if (difficulty < settings.difficulty) return { ok: false, reason: 'difficulty' };
    if (answer.nonce.length > 64 || !meetsDifficulty(answer.challenge, answer.nonce, difficulty)) return { ok: false, reason: 'nonce' };
    if (!(await markChallengeUsed(this.db, id, expiresAt, this.clock()))) return { ok: false, reason: 'reused' };
    return { ok: true };
  }
}
