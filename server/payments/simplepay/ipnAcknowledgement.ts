/**
 * The merchant's answer to an instant payment notification (IPN): the gateway posts the
 * transaction's final state, signed; the merchant checks the signature on the raw body, then
 * answers the same JSON with `receiveDate` added, signed with its key, and the gateway repeats the
 * notification until it gets that answer. What the merchant does with the news (exactly once,
 * however often it arrives) is its own; this file only reads and answers.
 */
import type { SimplePayIpn } from '../../../generated/config-types';
import { protocolDate, sign, signatureMatches } from './signature';

const STATUSES: ReadonlySet<string> = new Set<SimplePayIpn['status']>(['FINISHED', 'AUTHORIZED', 'REFUND']);

export type IpnReading =
  | { ok: true; ipn: SimplePayIpn; answer: { body: string; signature: string } }
  | { ok: false; reason: 'malformed' | 'unknownMerchant' | 'signature' };

export function readIpn(rawBody: string, signature: string | undefined, keyOf: (merchant: string) => string | undefined, now: Date): IpnReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isIpn(parsed)) return { ok: false, reason: 'malformed' };
  const key = keyOf(parsed.merchant);
  if (!key) return { ok: false, reason: 'unknownMerchant' };
  if (!signatureMatches(rawBody, signature, key)) return { ok: false, reason: 'signature' };
  const body = JSON.stringify({ ...parsed, receiveDate: protocolDate(now) });
  return { ok: true, ipn: parsed, answer: { body, signature: sign(body, key) } };
}

function isIpn(value: unknown): value is SimplePayIpn {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.merchant === 'string' && typeof v.orderRef === 'string' && (typeof v.transactionId === 'string' || Number.isInteger(v.transactionId)) && STATUSES.has(v.status as string);
}
