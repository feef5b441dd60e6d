/**
 * What the local gateway remembers: its transactions and the card tokens recurring payments
 * registered, in memory, as a test double of the real gateway's own records (the portal keeps its
 * payments in its database). Transaction ids count up from a fixed start, as the real gateway's are
 * plain numbers.
 */
import type { SimplePayInvoice, SimplePayTransaction, SimplePayUrls } from '../../../generated/config-types';

export type GatewayStatus = SimplePayTransaction['status'];

export interface GatewayTransaction {
  transactionId: number;
  merchant: string;
  orderRef: string;
  currency: 'HUF' | 'EUR' | 'USD';
  total: number;
  remainingTotal: number;
  status: GatewayStatus;
  language: string;
  customerEmail: string;
  /** When the customer must have paid by. */
  timeout: Date;
  urls: SimplePayUrls;
  twoStep: boolean;
  invoice?: SimplePayInvoice;
  paymentDate?: Date;
  finishDate?: Date;
  cardMask?: string;
  /** Tokens this payment registers for /dorecurring, active once it has finished. */
  tokens: string[];
  /** The page the customer pays on: /pay/<pageId>, unguessable. */
  pageId: string;
}

export interface GatewayToken {
  token: string;
  merchant: string;
  /** The registering transaction; the token is usable once that one has finished. */
  transactionId: number;
  until: Date;
  maxAmount: number;
  used: boolean;
  /** Cancelled by the merchant (/tokencancel): no longer charged. */
  cancelled?: boolean;
  cardMask?: string;
}

export class GatewayState {
  private nextId = 600_000_001;
  readonly transactions = new Map<number, GatewayTransaction>();
  readonly tokens = new Map<string, GatewayToken>();

  newTransactionId(): number {
    return this.nextId++;
  }

  byOrderRef(merchant: string, orderRef: string): GatewayTransaction | undefined {
    for (const tx of this.transactions.values()) if (tx.merchant === merchant && tx.orderRef === orderRef) return tx;
    return undefined;
  }

  byPage(pageId: string): GatewayTransaction | undefined {
    for (const tx of this.transactions.values()) if (tx.pageId === pageId) return tx;
    return undefined;
  }

  /** A transaction not paid by its deadline has timed out, whenever anyone looks at it. */
  expireIfDue(tx: GatewayTransaction, now: Date): void {
    if ((tx.status === 'INIT' || tx.status === 'INPAYMENT') && now.getTime() > tx.timeout.getTime()) tx.status = 'TIMEOUT';
  }
}
