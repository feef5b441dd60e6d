import { describe, expect, it } from 'vitest';
import { notBookableCode, SLOT_STATE_CODES, type NotBookableReason } from '../../../renderer/reservation/notBookableCode';

describe('notBookableCode', () => {
  it.each<[NotBookableReason, boolean, string]>([
    ['phoneOnly', true, 'RR1005'],
    ['phoneOnly', false, 'RR1006'],
    ['providerInactive', false, 'RA500'],
    ['providerMaintenance', true, 'RA503'],
    ['taken', false, 'slotNoLongerBookable'],
    ['started', true, 'slotNoLongerBookable'],
  ])('%s (logged in: %s) is %s, as the booking would answer', (reason, loggedIn, code) => {
    expect(notBookableCode(reason, loggedIn)).toBe(code);
  });

  it('rechecks the slot after the booking failures that concern it, not after form errors', () => {
    for (const code of ['slotNoLongerBookable', 'RR1005', 'RR1006', 'RA500', 'RA503', 'RR1007']) expect(SLOT_STATE_CODES.has(code)).toBe(true);
    for (const code of ['RX444', 'U030', 'U018', 'U025', '500']) expect(SLOT_STATE_CODES.has(code)).toBe(false);
  });
});
