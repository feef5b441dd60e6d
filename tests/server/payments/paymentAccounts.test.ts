/**
 * Which merchant account each brand sells with (server/payments/paymentAccounts.ts), and the paid
 * period a payment buys (server/api/med24/paidPeriod.ts).
 */
import { describe, expect, it } from 'vitest';
import { paidUntilAfter } from '../../../server/api/med24/paidPeriod';
import { DEMO_SIMPLEPAY_SECRET, resolvePaymentAccounts } from '../../../server/payments/paymentAccounts';
import { testBrands } from '../testApp';

const brands = () => testBrands().all().map((b) => b.effective);
const LOCAL = 'http://127.0.0.1:8091/payment/v2/';

describe('resolvePaymentAccounts', () => {
  it('in demo mode gives the paid brand the local gateway and the demo key, and no other brand an account', () => {
    const { accounts, merchants, problems } = resolvePaymentAccounts(brands(), {}, { demo: true, localGatewayUrl: LOCAL });
    expect(problems).toEqual([]);
    expect(accounts.accountOf('retail')).toEqual({ baseUrl: LOCAL, merchant: 'RETAILHUF01', secretKey: DEMO_SIMPLEPAY_SECRET });
    expect(accounts.accountOf('default')).toBeUndefined();
    expect(merchants).toEqual({ RETAILHUF01: DEMO_SIMPLEPAY_SECRET });
    expect(accounts.keyOf('RETAILHUF01')).toBe(DEMO_SIMPLEPAY_SECRET);
    expect(accounts.keyOf('SOMEONEELSE')).toBeUndefined();
  });

  it('outside demo mode uses the real gateway and the key from the variable the brand names; without it the brand cannot sell', () => {
    const env = { SIMPLEPAY_BASE_URL: 'https://secure.simplepay.hu/payment/v2/', SIMPLEPAY_SECRET_RETAIL: 'the-merchant-accounts-own-secret' };
    expect(resolvePaymentAccounts(brands(), env, { demo: false }).accounts.accountOf('retail')).toEqual({ baseUrl: env.SIMPLEPAY_BASE_URL, merchant: 'RETAILHUF01', secretKey: env.SIMPLEPAY_SECRET_RETAIL });
    const { accounts, problems } = resolvePaymentAccounts(brands(), { SIMPLEPAY_BASE_URL: env.SIMPLEPAY_BASE_URL }, { demo: false });
    expect(problems).toEqual([]);
    expect(accounts.accountOf('retail')).toBeUndefined();
    expect(resolvePaymentAccounts(brands(), { SIMPLEPAY_SECRET_RETAIL: 'x' }, { demo: false }).accounts.accountOf('retail')).toBeUndefined();
  });

  it('refuses the demo key and a gateway address in the clear outside demo mode', () => {
    const { problems } = resolvePaymentAccounts(brands(), { SIMPLEPAY_BASE_URL: 'http://gateway.example/payment/v2/', SIMPLEPAY_SECRET_RETAIL: DEMO_SIMPLEPAY_SECRET }, { demo: false });
    expect(problems).toEqual([
      'SIMPLEPAY_BASE_URL must be an https address outside demo mode (it is http://gateway.example/payment/v2/)',
      'SIMPLEPAY_SECRET_RETAIL is the demo key printed in the README; set the merchant account\u2019s own secret key'.replace('\u2019', "'"),
    ]);
  });
});

describe('paidUntilAfter', () => {
  const at = (iso: string) => Date.parse(iso);
  it('covers a month or a year from today, in Budapest, for a first payment', () => {
    expect(paidUntilAfter(null, 'month', at('2026-11-26T10:00:00Z'))).toBe('2026-12-25');
    expect(paidUntilAfter(null, 'year', at('2026-11-26T10:00:00Z'))).toBe('2027-11-25');
    // 23:30 UTC on 31 January is already 1 February in Budapest.
    expect(paidUntilAfter(null, 'month', at('2026-01-31T23:30:00Z'))).toBe('2026-02-28');
    expect(paidUntilAfter(null, 'month', at('2026-01-31T12:00:00Z'))).toBe('2026-02-27');
  });

  it('continues from the day after the paid period for a renewal paid early, and from today after a lapse', () => {
    expect(paidUntilAfter('2026-12-25', 'month', at('2026-12-20T10:00:00Z'))).toBe('2027-01-25');
    expect(paidUntilAfter('2026-10-01', 'month', at('2026-11-26T10:00:00Z'))).toBe('2026-12-25');
  });
});
