/**
 * Why a slot cannot be booked (GET /api/slots/{id} notBookableReason) as the error catalogue code
 * the booking itself would answer (spec §8), so the screen says it before the patient types
 * anything, in the same words. A phone-only slot is RR1005 for a logged-in patient and RR1006
 * for an anonymous one, as POST /api/reservations and /api/public-reservations answer.
 */
import type { SlotSummaryResponse } from '../../generated/config-types';

export type NotBookableReason = NonNullable<SlotSummaryResponse['notBookableReason']>;

export function notBookableCode(reason: NotBookableReason, loggedIn: boolean): string {
  switch (reason) {
    case 'phoneOnly':
      return loggedIn ? 'RR1005' : 'RR1006';
    case 'providerInactive':
      return 'RA500';
    case 'providerMaintenance':
      return 'RA503';
    case 'taken':
    case 'started':
      return 'slotNoLongerBookable';
  }
}

/** Codes after which the slot is worth asking about again: its summary then says why. */
export const SLOT_STATE_CODES = new Set(['slotNoLongerBookable', 'RR1005', 'RR1006', 'RA500', 'RA503', 'RR1007']);
