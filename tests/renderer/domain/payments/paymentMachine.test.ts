import { describe, expect, it } from 'vitest';
import {
  isModificationOpen, MODIFICATION_STATUSES, modificationMove, newModificationStatus, nextModificationStatus, nextPaymentStatus,
  OPEN_MODIFICATION_STATUSES, PAYMENT_STATUSES, paymentMove, RETURN_EVENTS, shownPaymentStatus,
  type ModificationEvent, type ModificationStatus, type PaymentEvent, type PaymentStatus,
} from '../../../../renderer/domain/payments/paymentMachine';

/** Every state an event leads to from each state (undefined: the event does not move it). */
const paymentTable = (event: PaymentEvent) => Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, nextPaymentStatus(s, event)]));
const modificationTable = (event: ModificationEvent) => Object.fromEntries(MODIFICATION_STATUSES.map((s) => [s, nextModificationStatus(s, event)]));

describe('the card payment', () => {
  it('is final once the gateway says it finished, from whatever the back URL said before', () => {
    expect(paymentTable('finished')).toEqual({ started: 'succeeded', succeeded: 'succeeded', failed: 'succeeded', cancelled: 'succeeded', timed_out: 'succeeded', start_failed: 'succeeded' });
  });

  it.each([
    ['FAIL', 'failed'], ['CANCEL', 'cancelled'], ['TIMEOUT', 'timed_out'],
  ] as const)('a signed back URL with %s ends only a payment still under way (%s)', (event, to) => {
    const table = paymentTable(RETURN_EVENTS[event]);
    expect(table).toEqual({ started: to, succeeded: undefined, failed: undefined, cancelled: undefined, timed_out: undefined, start_failed: undefined });
  });

  it('a start the gateway refused ends a payment under way, nothing else', () => {
    expect(paymentTable('startRefused')).toEqual({ started: 'start_failed', succeeded: undefined, failed: undefined, cancelled: undefined, timed_out: undefined, start_failed: undefined });
  });

  it('the move an update makes names the same states as the table', () => {
    for (const event of ['finished', 'returnedFail', 'returnedCancel', 'returnedTimeout', 'startRefused'] as const) {
      const move = paymentMove(event);
      expect(PAYMENT_STATUSES.filter((s) => nextPaymentStatus(s, event) !== undefined)).toEqual([...move.from]);
      for (const s of move.from) expect(nextPaymentStatus(s, event)).toBe(move.to);
    }
  });

  it('shows a payment given back as refunded, any other as its state', () => {
    expect(shownPaymentStatus({ status: 'succeeded', refunded_at: '2026-11-27T10:00:00.000Z' })).toBe('refunded');
    for (const status of PAYMENT_STATUSES) expect(shownPaymentStatus({ status, refunded_at: null })).toBe(status);
  });
});

describe('the change of package', () => {
  it('is verified by its payment only while it waits for it: a change given up is never revived', () => {
    expect(modificationTable('paid')).toEqual({ created: 'verified_update', verified_update: undefined, active: undefined, cancelled: undefined });
  });

  it.each(['paymentEnded', 'expired'] as const)('is given up on %s only while it waits for its payment', (event) => {
    expect(modificationTable(event)).toEqual({ created: 'cancelled', verified_update: undefined, active: undefined, cancelled: undefined });
  });

  it('becomes active on its date once paid, and only then', () => {
    expect(modificationTable('effective')).toEqual({ created: undefined, verified_update: 'active', active: undefined, cancelled: undefined });
  });

  it('the move an update makes names the same states as the table', () => {
    for (const event of ['paid', 'paymentEnded', 'expired', 'effective'] as const) {
      const move = modificationMove(event);
      expect(MODIFICATION_STATUSES.filter((s) => nextModificationStatus(s, event) !== undefined)).toEqual([...move.from]);
    }
  });

  it('is under way while it waits for its payment or its date', () => {
    expect(MODIFICATION_STATUSES.filter(isModificationOpen)).toEqual(['created', 'verified_update']);
    expect(OPEN_MODIFICATION_STATUSES).toEqual(['created', 'verified_update']);
    expect(isModificationOpen('refunded')).toBe(false);
  });

  it('starts paid when nothing is due, and waiting for its payment otherwise', () => {
    expect(newModificationStatus(0)).toBe('verified_update');
    expect(newModificationStatus(1)).toBe('created');
    expect(newModificationStatus(12_990)).toBe('created');
  });

  it('no sequence of events leaves a change that was given up or became active open again', () => {
    const events: ModificationEvent[] = ['paid', 'paymentEnded', 'expired', 'effective'];
    const ended: ModificationStatus[] = ['active', 'cancelled'];
    for (const start of ended) {
      for (const event of events) expect(nextModificationStatus(start, event)).toBeUndefined();
    }
    const paymentEnds: PaymentStatus[] = ['failed', 'cancelled', 'timed_out', 'start_failed'];
    for (const status of paymentEnds) expect(nextPaymentStatus(status, 'returnedFail')).toBeUndefined();
  });
});
