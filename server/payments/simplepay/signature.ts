/**
 * SimplePay v2 message signatures: every request and answer body, and the back URL's decoded
 * `r`, is signed with the merchant's secret key as base64 HMAC-SHA384 of its exact bytes, sent in
 * the `Signature` header (or as `s`). A signature is checked on the raw text before the text is
 * parsed or believed, and compared in constant time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function sign(body: string, secretKey: string): string {
  return createHmac('sha384', secretKey).update(body, 'utf8').digest('base64');
}

export function signatureMatches(body: string, signature: string | undefined | null, secretKey: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(sign(body, secretKey), 'base64');
  const given = Buffer.from(signature, 'base64');
  // Base64 decoding ignores stray characters, so the text must also round-trip to be the same signature.
  return given.length === expected.length && given.toString('base64') === signature && timingSafeEqual(given, expected);
}

const SALT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random letters and digits: the salt that makes each message unique (the gateway accepts 32–64). */
export function newSalt(): string {
  return Array.from(randomBytes(32), (byte) => SALT_ALPHABET[byte % SALT_ALPHABET.length]).join('');
}

/** A date as the protocol writes it: ISO 8601 to the second with an explicit offset (UTC here). */
export function protocolDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
