/**
 * The SimplePay v2 protocol pieces (server/payments/simplepay): signatures are base64 HMAC-SHA384
 * of the exact text, checked against vectors computed independently with OpenSSL
 * (`printf '%s' BODY | openssl dgst -sha384 -hmac KEY -binary | base64`); the back URL's `r`/`s`
 * are believed only with the merchant's valid signature; an IPN is read only when signed and is
 * answered with the same body plus receiveDate, signed.
 */
import { describe, expect, it } from 'vitest';
import { encodeReturn, readReturn } from '../../../server/payments/simplepay/backReference';
import { readIpn } from '../../../server/payments/simplepay/ipnAcknowledgement';
import { newSalt, protocolDate, sign, signatureMatches } from '../../../server/payments/simplepay/signature';

const KEY = 'portal-test-secret-key-4f9a21c7';
const MERCHANT = 'PORTALTEST01';
const keyOf = (merchant: string) => (merchant === MERCHANT ? KEY : undefined);

describe('signatures', () => {
  it('are base64 HMAC-SHA384 of the exact body, as OpenSSL computes them', () => {
    const body = '{"salt":"c1ca1d0e9fc2323b3dda7cf145e36f5e","merchant":"PORTALTEST01","orderRef":"sub-2026-000123","currency":"HUF","total":8990}';
    expect(sign(body, KEY)).toBe('TeFA8VKIbIV3cfoVDzuf02BE1nxRmAOlRT6N/GWeqfMBlECCacp7KgYoWQsujwgS');
    expect(signatureMatches(body, 'TeFA8VKIbIV3cfoVDzuf02BE1nxRmAOlRT6N/GWeqfMBlECCacp7KgYoWQsujwgS', KEY)).toBe(true);
  });

  it('do not match a body changed by one character, another key, a missing or a mangled signature', () => {
    const body = '{"total":8990}';
    const signature = sign(body, KEY);
    expect(signatureMatches('{"total":8991}', signature, KEY)).toBe(false);
    expect(signatureMatches(body, signature, 'another-key')).toBe(false);
    expect(signatureMatches(body, undefined, KEY)).toBe(false);
    expect(signatureMatches(body, '', KEY)).toBe(false);
    expect(signatureMatches(body, `${signature.slice(0, 10)}!${signature.slice(10)}`, KEY)).toBe(false);
  });

  it('come with a fresh 32-character salt each time, and dates in ISO 8601 with an offset', () => {
    const salts = new Set(Array.from({ length: 50 }, newSalt));
    expect(salts.size).toBe(50);
    for (const salt of salts) expect(salt).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(protocolDate(new Date('2026-11-26T10:15:30.123Z'))).toBe('2026-11-26T10:15:30+00:00');
  });
});

describe('the back URL (r and s)', () => {
  const outcome = { r: 0, t: 509007600, e: 'SUCCESS' as const, m: MERCHANT, o: 'sub-2026-000123' };

  it('carries the outcome as base64 JSON signed over the decoded JSON, as OpenSSL computes it', () => {
    const { r, s } = encodeReturn(outcome, KEY);
    expect(r).toBe('eyJyIjowLCJ0Ijo1MDkwMDc2MDAsImUiOiJTVUNDRVNTIiwibSI6IlBPUlRBTFRFU1QwMSIsIm8iOiJzdWItMjAyNi0wMDAxMjMifQ==');
    expect(s).toBe('OJ8Ist3v31GscU1x6O+7CoDJwk97XU9mYYFUWPV5pA98l83c17FCExXfD612JpPe');
    expect(readReturn(r, s, keyOf)).toEqual({ ok: true, outcome });
  });

  it('is refused when r was changed (a FAIL made SUCCESS), signed with another key, or names an unknown merchant', () => {
    const failed = encodeReturn({ ...outcome, r: 2013, e: 'FAIL' }, KEY);
    const tampered = Buffer.from(Buffer.from(failed.r, 'base64').toString('utf8').replace('"FAIL"', '"SUCCESS"').replace('2013', '0')).toString('base64');
    expect(readReturn(tampered, failed.s, keyOf)).toEqual({ ok: false, reason: 'signature' });
    const forged = encodeReturn(outcome, 'a-key-the-attacker-chose');
    expect(readReturn(forged.r, forged.s, keyOf)).toEqual({ ok: false, reason: 'signature' });
    const elsewhere = encodeReturn({ ...outcome, m: 'OTHERMERCHANT' }, KEY);
    expect(readReturn(elsewhere.r, elsewhere.s, keyOf)).toEqual({ ok: false, reason: 'unknownMerchant' });
  });

  it('is refused when r is not the protocol’s JSON, or either parameter is missing', () => {
    const s = sign('x', KEY);
    expect(readReturn(Buffer.from('not json').toString('base64'), s, keyOf)).toEqual({ ok: false, reason: 'malformed' });
    expect(readReturn(Buffer.from('{"r":0,"t":1,"e":"MAYBE","m":"PORTALTEST01","o":"x"}').toString('base64'), s, keyOf)).toEqual({ ok: false, reason: 'malformed' });
    expect(readReturn(undefined, s, keyOf)).toEqual({ ok: false, reason: 'malformed' });
    expect(readReturn(['a', 'b'], s, keyOf)).toEqual({ ok: false, reason: 'malformed' });
    expect(readReturn('eyJ9', undefined, keyOf)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('an IPN', () => {
  const ipn = { salt: newSalt(), orderRef: 'sub-2026-000123', method: 'CARD', merchant: MERCHANT, finishDate: '2026-11-26T10:15:30+00:00', paymentDate: '2026-11-26T10:15:02+00:00', transactionId: 509007600, status: 'FINISHED' };
  const now = new Date('2026-11-26T10:15:31Z');

  it('is read when signed, and answered with the same body plus receiveDate, signed', () => {
    const body = JSON.stringify(ipn);
    const reading = readIpn(body, sign(body, KEY), keyOf, now);
    if (!reading.ok) throw new Error(reading.reason);
    expect(reading.ipn).toEqual(ipn);
    expect(JSON.parse(reading.answer.body)).toEqual({ ...ipn, receiveDate: '2026-11-26T10:15:31+00:00' });
    expect(signatureMatches(reading.answer.body, reading.answer.signature, KEY)).toBe(true);
  });

  it('is refused with a wrong signature, an unknown merchant or a body that is not an IPN', () => {
    const body = JSON.stringify(ipn);
    expect(readIpn(body, sign(body, 'wrong'), keyOf, now)).toEqual({ ok: false, reason: 'signature' });
    expect(readIpn(body.replace('FINISHED', 'REFUND'), sign(body, KEY), keyOf, now)).toEqual({ ok: false, reason: 'signature' });
    const other = JSON.stringify({ ...ipn, merchant: 'OTHER' });
    expect(readIpn(other, sign(other, KEY), keyOf, now)).toEqual({ ok: false, reason: 'unknownMerchant' });
    expect(readIpn('{"merchant":"PORTALTEST01"}', sign('{"merchant":"PORTALTEST01"}', KEY), keyOf, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(readIpn('[', undefined, keyOf, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
