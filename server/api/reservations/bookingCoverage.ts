/**
 * Whether the current subscription pays for an appointment (issue 13 coverage): with an active
 * subscription whose product lists specializations, an appointment of a specialization not on
 * the list is refused (RM1005), and one beyond the specialization's yearly quantity (RM1011).
 * A product without a list, or no active subscription (the patient pays the doctor's price), books
 * as before.
 */
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { coverageOf, coverageYear, usedSpecializations } from '../../accounts/coverage';
import { loadAccount, withSoleCurrent } from '../../accounts/loadAccount';
import type { Database } from '../../db/schema';
import { userServices } from '../../db/users';
import { HttpError } from '../../http/errors';

export async function checkBookingCoverage(db: Kysely<Database>, req: Request, userId: number, slotId: number): Promise<void> {
  const found = await loadAccount(db, userId, req);
  if (!found) return;
  const { current } = withSoleCurrent(found);
  const held = new Set((await userServices(db, userId)).map((s) => s.type));
  const coverage = await coverageOf(db, current, held);
  if (!coverage.active || !coverage.listedSpecializations) return;
  const slot = await db.selectFrom('slots as s').innerJoin('subfunctions as f', 'f.id', 's.subfunction_id')
    .select(['f.specialization_id', 's.start_at']).where('s.id', '=', slotId).executeTakeFirst();
  if (!slot) return; // the booking itself answers RR1007
  const { covered, limit } = coverage.specialization(slot.specialization_id);
  if (!covered) throw new HttpError(422, 'RM1005', 'The subscription does not cover this specialization');
  if (limit === null) return;
  const used = (await usedSpecializations(db, userId, coverageYear(slot.start_at))).get(slot.specialization_id) ?? 0;
  if (used >= limit) throw new HttpError(422, 'RM1011', `The yearly quantity of specialization ${slot.specialization_id} (${limit}) is used up`);
}
