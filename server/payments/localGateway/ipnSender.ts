/**
 * Sends a transaction's instant payment notification to the merchant's IPN URL and repeats it,
 * after each delay in turn, until the merchant acknowledges it correctly: HTTP 200, a valid
 * signature, and the same JSON back with `receiveDate` added. Every attempt is logged, so tests
 * and the demo can see how a notification went.
 */
import type { SimplePayIpn } from '../../../generated/config-types';
import { newSalt, protocolDate, sign, signatureMatches } from '../simplepay/signature';
import type { GatewayTransaction } from './gatewayState';

export interface IpnAttempt {
  transactionId: number;
  attempt: number;
  at: Date;
  /** HTTP status, or 0 when the merchant could not be reached. */
  status: number;
  acknowledged: boolean;
}

export interface IpnSenderOptions {
  /** The delay before each retry, in milliseconds; after the last one the gateway gives up. */
  retryDelaysMs: readonly number[];
  now: () => Date;
  fetchImpl: typeof fetch;
}

export function ipnOf(tx: GatewayTransaction): SimplePayIpn {
  return {
    salt: newSalt(),
    orderRef: tx.orderRef,
    method: 'CARD',
    merchant: tx.merchant,
    finishDate: protocolDate(tx.finishDate ?? tx.paymentDate ?? new Date()),
    paymentDate: protocolDate(tx.paymentDate ?? new Date()),
    transactionId: tx.transactionId,
    status: tx.status === 'AUTHORIZED' ? 'AUTHORIZED' : tx.status === 'REFUND' ? 'REFUND' : 'FINISHED',
    ...(tx.cardMask ? { cardMask: tx.cardMask } : {}),
  };
}

/** Whether `text` is the merchant's correct answer to `sent`: the same fields, plus a receiveDate. */
function acknowledges(sent: SimplePayIpn, text: string): boolean {
  try {
    const answer = JSON.parse(text) as Record<string, unknown>;
    return typeof answer.receiveDate === 'string' && Object.entries(sent).every(([k, v]) => answer[k] === v);
  } catch {
    return false;
  }
}

export function createIpnSender(options: IpnSenderOptions) {
  const log: IpnAttempt[] = [];
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(tx: GatewayTransaction, url: string, secretKey: string, n: number): Promise<void> {
    const ipn = ipnOf(tx);
    const body = JSON.stringify(ipn);
    let status = 0;
    let acknowledged = false;
    try {
      const response = await options.fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Signature: sign(body, secretKey) }, body });
      status = response.status;
      const text = await response.text();
      acknowledged = status === 200 && signatureMatches(text, response.headers.get('Signature'), secretKey) && acknowledges(ipn, text);
    } catch {
      // Unreachable merchant: retried like a wrong answer.
    }
    log.push({ transactionId: tx.transactionId, attempt: n, at: options.now(), status, acknowledged });
    const delay = options.retryDelaysMs[n - 1];
    if (!acknowledged && delay !== undefined) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(tx, url, secretKey, n + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  }

  return {
    log,
    send: (tx: GatewayTransaction, url: string, secretKey: string): Promise<void> => attempt(tx, url, secretKey, 1),
    stop: (): void => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
