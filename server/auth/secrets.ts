/** Random opaque tokens and the one-way hash they are stored under. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: refresh tokens, one-time tokens, challenge ids. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Tokens are stored as their sha256, so a leaked table cannot be replayed. A plain hash is
 * enough (no salt or stretching) because the tokens are 256-bit random, not guessable secrets.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two secrets in constant time (their hashes, so the lengths match and leak nothing). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}
