/**
 * The portal's side of the SimplePay v2 API: POST /start, /query, /finish, /refund,
 * /dorecurring and /tokencancel under the gateway's base URL (the real gateway's, or the local gateway's in demo
 * and tests: configuration chooses). Each request gets a fresh salt, the merchant id and the
 * client's sdkVersion, is sent as the exact JSON it is signed as, and its answer is believed only
 * when the answer's signature matches; `errorCodes` in an answer are thrown as a SimplePayError.
 */
import type {
  SimplePayDoRecurringRequest,
  SimplePayDoRecurringResponse,
  SimplePayFinishRequest,
  SimplePayFinishResponse,
  SimplePayQueryRequest,
  SimplePayQueryResponse,
  SimplePayRefundRequest,
  SimplePayRefundResponse,
  SimplePayStartRequest,
  SimplePayStartResponse,
  SimplePayTokenCancelRequest,
  SimplePayTokenCancelResponse,
} from '../../../generated/config-types';
import { describeErrorCodes } from './errorCodes';
import { newSalt, sign, signatureMatches } from './signature';

export const SDK_VERSION = 'HealthPortal_SimplePay/1.0';

export interface SimplePayAccount {
  /** e.g. https://sandbox.simplepay.hu/payment/v2/ or the local gateway's http://127.0.0.1:8090/payment/v2/ */
  baseUrl: string;
  merchant: string;
  secretKey: string;
}

/** The gateway refused the request (its errorCodes), or its answer could not be believed. */
export class SimplePayError extends Error {
  constructor(
    readonly endpoint: string,
    readonly codes: readonly number[],
    detail?: string,
  ) {
    super(`SimplePay ${endpoint}: ${detail ?? describeErrorCodes(codes)}`);
    this.name = 'SimplePayError';
  }
}

type Filled = 'salt' | 'merchant' | 'sdkVersion';

export function createSimplePayClient(account: SimplePayAccount, fetchImpl: typeof fetch = fetch) {
  async function call<Answer>(endpoint: string, fields: Record<string, unknown>): Promise<Answer> {
    const body = JSON.stringify({ salt: newSalt(), merchant: account.merchant, ...fields, sdkVersion: SDK_VERSION });
    const url = new URL(endpoint, account.baseUrl.endsWith('/') ? account.baseUrl : `${account.baseUrl}/`);
    const response = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', Signature: sign(body, account.secretKey) }, body });
    const text = await response.text();
    const signature = response.headers.get('Signature');
    let answer: Record<string, unknown>;
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new SimplePayError(endpoint, [], `answered ${response.status} with a body that is not JSON`);
    }
    // An answer refusing a request whose signature the gateway could not check is itself unsigned;
    // its codes are reported, never acted on as a result.
    const codes = Array.isArray(answer.errorCodes) ? answer.errorCodes.map(Number) : [];
    if (!signatureMatches(text, signature, account.secretKey)) {
      throw new SimplePayError(endpoint, codes, codes.length ? `${describeErrorCodes(codes)}, in an answer without a valid signature` : 'answer without a valid signature');
    }
    if (codes.length) throw new SimplePayError(endpoint, codes);
    if (!response.ok) throw new SimplePayError(endpoint, [], `answered ${response.status}`);
    return answer as Answer;
  }
  return {
    start: (request: Omit<SimplePayStartRequest, Filled>) => call<SimplePayStartResponse>('start', request),
    query: (request: Omit<SimplePayQueryRequest, Filled>) => call<SimplePayQueryResponse>('query', request),
    finish: (request: Omit<SimplePayFinishRequest, Filled>) => call<SimplePayFinishResponse>('finish', request),
    refund: (request: Omit<SimplePayRefundRequest, Filled>) => call<SimplePayRefundResponse>('refund', request),
    doRecurring: (request: Omit<SimplePayDoRecurringRequest, Filled>) => call<SimplePayDoRecurringResponse>('dorecurring', request),
    tokenCancel: (request: Omit<SimplePayTokenCancelRequest, Filled>) => call<SimplePayTokenCancelResponse>('tokencancel', request),
  };
}

export type SimplePayClient = ReturnType<typeof createSimplePayClient>;
