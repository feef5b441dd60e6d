/**
 * Which SimplePay merchant account each brand takes card payments with, decided once at start:
 * the brand's `payments.simplePay` (merchant id, and the environment variable that holds the
 * secret key) and the gateway's base URL (SIMPLEPAY_BASE_URL). In demo mode without a base URL the
 * local gateway stands in, and a brand whose variable is unset uses the published demo key there.
 * Outside demo mode a brand whose key is unset cannot sell subscriptions (and says so), while the
 * demo key, or a gateway address that is not https, stops the start: those would take real
 * customers' payments with a key anyone can read, or in the clear.
 */
import type { EffectiveBrand } from '../config/loadBrands';
import type { SimplePayAccount } from './simplepay/simplePayClient';

/** The local gateway's key for every demo merchant; printed in the README, so never valid outside demo mode. */
export const DEMO_SIMPLEPAY_SECRET = 'demo-simplepay-secret-key-from-the-readme';

export interface PaymentAccounts {
  /** The account a brand sells with, or undefined when it cannot take payments. */
  accountOf(brandId: string): SimplePayAccount | undefined;
  /** The secret key of a merchant id, for the signatures of what the gateway sends. */
  keyOf(merchant: string): string | undefined;
}

export interface ResolvedPayments {
  accounts: PaymentAccounts;
  /** The merchants and their keys, for the local gateway in demo mode. */
  merchants: Record<string, string>;
  problems: string[];
}

type Env = Record<string, string | undefined>;

export function resolvePaymentAccounts(brands: readonly EffectiveBrand[], env: Env, options: { demo: boolean; localGatewayUrl?: string }): ResolvedPayments {
  const problems: string[] = [];
  const baseUrl = env.SIMPLEPAY_BASE_URL || (options.demo ? options.localGatewayUrl : undefined);
  if (env.SIMPLEPAY_BASE_URL && !options.demo && !/^https:\/\//.test(env.SIMPLEPAY_BASE_URL)) problems.push(`SIMPLEPAY_BASE_URL must be an https address outside demo mode (it is ${env.SIMPLEPAY_BASE_URL})`);
  const byBrand = new Map<string, SimplePayAccount>();
  const merchants: Record<string, string> = {};
  for (const brand of brands) {
    const settings = brand.brand.payments?.simplePay;
    if (!settings) continue;
    const fromEnv = env[settings.secretKeyEnv];
    if (fromEnv && !options.demo && fromEnv === DEMO_SIMPLEPAY_SECRET) problems.push(`${settings.secretKeyEnv} is the demo key printed in the README; set the merchant account's own secret key`);
    const secretKey = fromEnv || (options.demo ? DEMO_SIMPLEPAY_SECRET : undefined);
    if (!secretKey || !baseUrl) continue;
    if (merchants[settings.merchant] !== undefined && merchants[settings.merchant] !== secretKey) problems.push(`the merchant ${settings.merchant} has two different secret keys (brand ${brand.id})`);
    merchants[settings.merchant] = secretKey;
    byBrand.set(brand.id, { baseUrl, merchant: settings.merchant, secretKey });
  }
  return {
    accounts: { accountOf: (brandId) => byBrand.get(brandId), keyOf: (merchant) => merchants[merchant] },
    merchants,
    problems,
  };
}

/** No brand takes payments: the default of apps built without a payment configuration (most tests). */
export const NO_PAYMENTS: PaymentAccounts = { accountOf: () => undefined, keyOf: () => undefined };
