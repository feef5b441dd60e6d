/**
 * The back URL of a payment: the gateway sends the customer to the merchant's URL with `r` (the
 * outcome as base64 JSON: result code, transaction id, event, merchant, order reference) and `s`
 * (the signature of the decoded JSON). Nothing of it is shown or acted on until `s` is verified
 * with the merchant's key, and even then only as what the customer saw: the IPN makes a payment
 * final, not the browser's return.
 */
import type { SimplePayReturn } from '../../../generated/config-types';
import { sign, signatureMatches } from './signature';

export const RETURN_EVENTS = ['SUCCESS', 'FAIL', 'TIMEOUT', 'CANCEL'] as const;

export function encodeReturn(outcome: SimplePayReturn, secretKey: string): { r: string; s: string } {
  const json = JSON.stringify(outcome);
  return { r: Buffer.from(json, 'utf8').toString('base64'), s: sign(json, secretKey) };
}

export type ReturnReading =
  | { ok: true; outcome: SimplePayReturn }
  | { ok: false; reason: 'malformed' | 'unknownMerchant' | 'signature' };

/**
 * Reads a back URL's `r` and `s`. `keyOf` gives the secret key of a merchant id, or undefined for
 * a merchant this portal does not have: the merchant named inside `r` chooses the key, and a
 * forged `r` naming another merchant still fails, as its signature is checked with that key.
 */
export function readReturn(r: unknown, s: unknown, keyOf: (merchant: string) => string | undefined): ReturnReading {
  if (typeof r !== 'string' || typeof s !== 'string' || r.length > 2048 || !/^[A-Za-z0-9+/=_-]+$/.test(r)) return { ok: false, reason: 'malformed' };
  const json = Buffer.from(r, 'base64').toString('utf8');
  let outcome: unknown;
  try {
    outcome = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isReturn(outcome)) return { ok: false, reason: 'malformed' };
  const key = keyOf(outcome.m);
  if (!key) return { ok: false, reason: 'unknownMerchant' };
  return signatureMatches(json, s, key) ? { ok: true, outcome } : { ok: false, reason: 'signature' };
}

function isReturn(value: unknown): value is SimplePayReturn {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v.r) && (typeof v.t === 'string' || Number.isInteger(v.t)) && RETURN_EVENTS.includes(v.e as never) && typeof v.m === 'string' && typeof v.o === 'string';
}
