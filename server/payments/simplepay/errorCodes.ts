/**
 * The SimplePay v2 error codes this portal and its local gateway meet, with what each means (the
 * gateway's own catalogue numbers them; the texts here are ours). The local gateway answers them
 * where the real one does, and the portal logs them by name; a person never sees a raw code.
 */
export const SIMPLEPAY_ERRORS = {
  999: 'general error',
  2013: 'not enough funds on the card',
  2016: 'the customer cancelled the payment',
  2023: 'the repeated 3-D Secure check failed too',
  3000: 'general 3-D Secure error',
  5000: 'general error',
  5010: 'merchant account not found',
  5011: 'transaction not found',
  5013: 'transaction already exists',
  5016: 'transaction timed out',
  5021: 'transaction already finished',
  5022: 'transaction is not in the state the request needs',
  5065: 'invalid amount',
  5069: 'the highest allowed amount is reached',
  5081: 'recurring token not found',
  5082: 'recurring token already used',
  5083: 'token times required',
  5085: 'token until required',
  5087: 'token maxAmount required',
  5091: 'recurring token inactive',
  5092: 'recurring token expired',
  5093: 'recurring token belongs to another account',
  5110: 'refund amount too high',
  5111: 'orderRef or transactionId required',
  5201: 'merchant id missing',
  5213: 'orderRef missing',
  5217: 'invalid payment method',
  5218: 'invalid back URL',
  5219: 'customerEmail missing or not an email address',
  5220: 'invalid language',
  5223: 'currency missing or invalid',
  5227: 'invalid timeout',
  5302: 'invalid signature',
  5307: 'currency differs from the account’s',
  5309: 'invoice: name or company missing',
  5310: 'invoice: city missing',
  5311: 'invoice: postal code missing',
  5312: 'invoice: address missing',
  5320: 'sdkVersion missing',
  5321: 'format error, invalid JSON',
  5322: 'invalid country',
  5324: 'total required',
  5327: 'more than 50 orderRefs',
  5328: 'more than 50 transactionIds',
  5339: 'orderRefs or transactionIds required',
  5343: 'transaction status not suitable',
  5401: 'invalid salt, not 32–64 characters',
} as const satisfies Record<number, string>;

export type SimplePayErrorCode = keyof typeof SIMPLEPAY_ERRORS;

export function describeErrorCodes(codes: readonly number[]): string {
  return codes.map((code) => `${code} (${(SIMPLEPAY_ERRORS as Record<number, string>)[code] ?? 'unknown code'})`).join(', ');
}
