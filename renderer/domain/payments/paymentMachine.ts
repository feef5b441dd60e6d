/**
 * The card payment's machine and the change of package's machine (spec: the paid variant), as
 * one table each: what moves a payment or a change, from which states, to which. The server makes
 * each move one conditional update (`where status in from`), so two requests that race move it
 * once; the pages read the same states to say what is under way.
 */

export const PAYMENT_STATUSES = ['started', 'succeeded', 'failed', 'cancelled', 'timed_out', 'start_failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment as the answers show it: a succeeded one given back is `refunded`. */
export type ShownPaymentStatus = PaymentStatus | 'refunded';

/**
 * What happens to a payment: the gateway's notification that it finished (IPN), the signed back
 * URL's FAIL, CANCEL or TIMEOUT, or a start the gateway refused.
 */
export type PaymentEvent = 'finished' | 'returnedFail' | 'returnedCancel' | 'returnedTimeout' | 'startRefused';

interface Move<S extends string> {
  from: readonly S[];
  to: S;
}

const PAYMENT_MOVES: Readonly<Record<PaymentEvent, Move<PaymentStatus>>> = {
  // The gateway's notification is final: the money was taken, whatever the back URL said before.
  finished: { from: PAYMENT_STATUSES, to: 'succeeded' },
  // The back URL ends only a payment still under way (a finished one stays finished).
  returnedFail: { from: ['started'], to: 'failed' },
  returnedCancel: { from: ['started'], to: 'cancelled' },
  returnedTimeout: { from: ['started'], to: 'timed_out' },
  startRefused: { from: ['started'], to: 'start_failed' },
};

/** The back URL's event as a payment event (SUCCESS moves nothing: success waits for the IPN). */
export const RETURN_EVENTS: Readonly<Record<'FAIL' | 'CANCEL' | 'TIMEOUT', PaymentEvent>> = { FAIL: 'returnedFail', CANCEL: 'returnedCancel', TIMEOUT: 'returnedTimeout' };

export const paymentMove = (event: PaymentEvent): Move<PaymentStatus> => PAYMENT_MOVES[event];

/** The state an event moves a payment to, or undefined when it does not move it. */
export function nextPaymentStatus(status: PaymentStatus, event: PaymentEvent): PaymentStatus | undefined {
  const move = PAYMENT_MOVES[event];
  return move.from.includes(status) ? move.to : undefined;
}

/**
 * A subscription as the answers show it: awaiting its first payment (`created`) or paid
 * (`active`), and once it has stopped for good (closed), `expired` when its first payment ended
 * without money, `ended` when it was cancelled and its last paid day has passed.
 */
export type ShownSubscriptionStatus = 'created' | 'active' | 'expired' | 'ended';
export const shownSubscriptionStatus = (row: { status: 'created' | 'active'; closed_at: string | null }): ShownSubscriptionStatus =>
  row.closed_at === null ? row.status : row.status === 'created' ? 'expired' : 'ended';

export const shownPaymentStatus = (row: { status: PaymentStatus; refunded_at: string | null }): ShownPaymentStatus => (row.refunded_at ? 'refunded' : row.status);

export const MODIFICATION_STATUSES = ['created', 'verified_update', 'active', 'cancelled'] as const;
export type ModificationStatus = (typeof MODIFICATION_STATUSES)[number];

/**
 * What happens to a change of package: its price difference paid (the IPN), its payment ended
 * without money (the back URL's FAIL, CANCEL or TIMEOUT, or a refused start), its payment time
 * running out, its effective date coming.
 */
export type ModificationEvent = 'paid' | 'paymentEnded' | 'expired' | 'effective';

const MODIFICATION_MOVES: Readonly<Record<ModificationEvent, Move<ModificationStatus>>> = {
  paid: { from: ['created'], to: 'verified_update' },
  paymentEnded: { from: ['created'], to: 'cancelled' },
  expired: { from: ['created'], to: 'cancelled' },
  effective: { from: ['verified_update'], to: 'active' },
};

export const modificationMove = (event: ModificationEvent): Move<ModificationStatus> => MODIFICATION_MOVES[event];

/** The state an event moves a change to, or undefined when it does not move it. */
export function nextModificationStatus(status: ModificationStatus, event: ModificationEvent): ModificationStatus | undefined {
  const move = MODIFICATION_MOVES[event];
  return move.from.includes(status) ? move.to : undefined;
}

/** A change under way: awaiting its payment or its date. A subscription has at most one (RP014). */
export const OPEN_MODIFICATION_STATUSES: readonly ModificationStatus[] = ['created', 'verified_update'];
export const isModificationOpen = (status: string): boolean => (OPEN_MODIFICATION_STATUSES as readonly string[]).includes(status);

/** A new change: with nothing to pay it is paid for at once; otherwise it waits for its payment. */
export const newModificationStatus = (amountDueHuf: number): ModificationStatus => (amountDueHuf > 0 ? 'created' : 'verified_update');
