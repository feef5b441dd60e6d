/**
 * Whether the current subscription pays for an appointment (issue 13 coverage): with an active
 * subscription whose product lists specializations, an appointment of a specialization not on
 * the list is refused (RM1005), and one beyond the specialization's yearly quantity (RM1011).
 * A product without a list, or no active subscription (the patient pays the doctor's price), books
 * as before. Two bookings at once could both pass the check before either is stored, so the
 * booking is stored holding the patient's lock (server/db/lock.ts) and the count taken again
 * there (checkBookingQuota): parallel bookings, on any instance, pass the limit exactly.
 */
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { coverageOf, coverageYear, usedSpecializations } from '../../accounts/coverage';
import { loadAccount, withSoleCurrent } from '../../accounts/loadAccount';
import type { Database } from '../../db/schema';
import { userServices } from '../../db/users';
import { HttpError } from '../../http/errors';

export interface BookingLimit {
  specializationId: number;
  limit: number;
  year: { from: string; to: string };
}

const usedUp = (limit: BookingLimit) => new HttpError(422, 'RM1011', `The yearly quantity of specialization ${limit.specializationId} (${limit.limit}) is used up`);

async function used(db: Kysely<Database>, userId: number, limit: BookingLimit): Promise<number> {
  return (await usedSpecializations(db, userId, limit.year)).get(limit.specializationId) ?? 0;
}

/** Where the patient stands with one specialization in one year: what provider search reports and the booking checks. */
export interface SpecializationStanding {
  specializationId: number;
  covered: boolean;
  /** Per calendar year; null: no limit. */
  limit: number | null;
  /** Appointments of the specialization in the year (cancelled ones left out). */
  used: number;
  year: { year: number; from: string; to: string };
}

/**
 * The standing of the patient's current subscription with `specializationId` in the year of
 * `instant`, or null when the subscription is not active or its product pays every
 * specialization (then booking is not limited by coverage).
 */
export async function specializationStanding(db: Kysely<Database>, req: Request, userId: number, specializationId: number, instant: number | string): Promise<SpecializationStanding | null> {
  const found = await loadAccount(db, userId, req);
  if (!found) return null;
  const { current } = withSoleCurrent(found);
  const held = new Set((await userServices(db, userId)).map((s) => s.type));
  const coverage = await coverageOf(db, current, held);
  if (!coverage.active || !coverage.listedSpecializations) return null;
  const { covered, limit } = coverage.specialization(specializationId);
  const year = coverageYear(instant);
  const used = covered && limit !== null ? ((await usedSpecializations(db, userId, year)).get(specializationId) ?? 0) : 0;
  return { specializationId, covered, limit, used, year };
}

/** Refuses what is not covered or used up; answers the limit to check again once stored, or null. */
export async function checkBookingCoverage(db: Kysely<Database>, req: Request, userId: number, slotId: number): Promise<BookingLimit | null> {
  const slot = await db.selectFrom('slots as s').innerJoin('subfunctions as f', 'f.id', 's.subfunction_id')
    .select(['f.specialization_id', 's.start_at']).where('s.id', '=', slotId).executeTakeFirst();
  if (!slot) return null; // the booking itself answers RR1007
  const standing = await specializationStanding(db, req, userId, slot.specialization_id, slot.start_at);
  if (!standing) return null;
  if (!standing.covered) throw new HttpError(422, 'RM1005', 'The subscription does not cover this specialization');
  if (standing.limit === null) return null;
  const booking: BookingLimit = { specializationId: slot.specialization_id, limit: standing.limit, year: standing.year };
  if (standing.used >= standing.limit) throw usedUp(booking);
  return booking;
}

/** Under the patient's lock, before storing: the yearly quantity is still there (RM1011 otherwise). */
export async function checkBookingQuota(db: Kysely<Database>, userId: number, limit: BookingLimit | null): Promise<void> {
  if (limit && (await used(db, userId, limit)) >= limit.limit) throw usedUp(limit);
}
