/**
 * The local gateway's test cards: each gives one outcome a person paying can meet, so the demo and
 * the tests reach every one of them through the real flow (pay, be sent back, get the IPN or not).
 * The numbers are the gateway's own test data, not real cards; the back URL's result code is the
 * real gateway's code of that outcome.
 */
import type { GatewayStatus } from './gatewayState';

export interface TestCard {
  number: string;
  /** The state the payment ends in, and the event and result code of the customer's way back. */
  status: Extract<GatewayStatus, 'FINISHED' | 'NOTAUTHORIZED'>;
  event: 'SUCCESS' | 'FAIL';
  resultCode: number;
}

export const TEST_CARDS = {
  success: { number: '4908366099900425', status: 'FINISHED', event: 'SUCCESS', resultCode: 0 },
  declined: { number: '4000000000000002', status: 'NOTAUTHORIZED', event: 'FAIL', resultCode: 2013 },
  threeDSecureFailed: { number: '4000000000003220', status: 'NOTAUTHORIZED', event: 'FAIL', resultCode: 2023 },
} as const satisfies Record<string, TestCard>;

export type TestCardName = keyof typeof TEST_CARDS;

/** The customer cancelling on the payment page, and the page left until the payment's time ran out. */
export const CANCEL = { status: 'CANCELLED', event: 'CANCEL', resultCode: 2016 } as const;
export const TIMEOUT = { status: 'TIMEOUT', event: 'TIMEOUT', resultCode: 5016 } as const;

export function cardMask(number: string): string {
  return `xxxx-xxxx-xxxx-${number.slice(-4)}`;
}
