/**
 * The end of an unconfirmed anonymous booking's hold (issue 32): a public booking whose link was
 * not followed in time is cancelled and gives its slot back. The booking-holds job ends every
 * such hold on its schedule; a new booking of the slot ends its hold first as well, so the slot
 * is free the moment the hold ends even between two runs.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';

/** Cancels the pending bookings whose hold ended before `now` (of one slot when `slotId` is given); answers how many. */
export async function endExpiredHolds(db: Kysely<Database>, now: number, slotId?: number): Promise<number> {
  let query = db.updateTable('reservations').set({ slot_id: null, status: 'cancelled', cancelled_at: iso(now) })
    .where('status', '=', 'pending').where('token_expires_at', '<', iso(now));
  if (slotId !== undefined) query = query.where('slot_id', '=', slotId);
  const ended = await query.executeTakeFirst();
  return Number(ended.numUpdatedRows);
}
