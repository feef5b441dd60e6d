/**
 * The prevention demo account's record (README, demo accounts): a cervical screening the clinic
 * recorded as visited earlier this year, so pay for prevention (/services/p4p) shows a completed
 * screening with its reward. Reservations have no way to be recorded as visited in the portal
 * itself (the clinic records it, migration 0015), so the demo's record is seeded. It needs the
 * provider tables, and runs after them; an account that already has appointments is left alone.
 */
import type { Kysely } from 'kysely';
import { budapestToUtcMs, toBudapestIso } from './providerCalendar';
import type { Database } from '../schema';
import { iso } from '../time';

/** Cervical screening (providerSpecialties.ts: gynaecology 21, its second service). */
export const DEMO_SCREENING_SUBFUNCTION = 2102;
const HOUR = 3_600_000;

/** The visit: a week before `now` at 10:00 Budapest time, but never before 2 January of `now`'s year nor after `now`. */
export function demoVisitAt(now: number): number {
  const budapestDay = (ms: number) => toBudapestIso(ms).slice(0, 10);
  const weekAgo = budapestToUtcMs(budapestDay(now - 7 * 24 * HOUR), 10 * 60);
  const yearStart = budapestToUtcMs(`${budapestDay(now).slice(0, 4)}-01-02`, 10 * 60);
  return Math.min(Math.max(weekAgo, yearStart), now - HOUR);
}

export async function seedDemoPrevention(db: Kysely<Database>, email: string, now: number): Promise<boolean> {
  const user = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'phone', 'birth_date']).where('email', '=', email).executeTakeFirst();
  if (!user) return false;
  const booked = await db.selectFrom('reservations').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
  if (booked) return false;
  const doctor = await db.selectFrom('doctors as d').innerJoin('doctor_specializations as ds', 'ds.doctor_id', 'd.id').innerJoin('providers as p', 'p.id', 'd.provider_id')
    .select(['d.id', 'd.provider_id', 'd.price', 'd.currency']).where('ds.specialization_id', '=', Math.floor(DEMO_SCREENING_SUBFUNCTION / 100)).where('p.country_code', '=', 'HU')
    .orderBy('d.id').limit(1).executeTakeFirst();
  if (!doctor) return false;
  const start = demoVisitAt(now);
  const slotId = Number((await db.selectFrom('slots').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst())?.max ?? 0) + 1;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('slots').values({
      id: slotId, provider_id: doctor.provider_id, doctor_id: doctor.id, subfunction_id: DEMO_SCREENING_SUBFUNCTION, start_at: iso(start), start_local: toBudapestIso(start),
      duration_minutes: 30, video: 0, customer_bookable: 1, cancellable_until: iso(start - 24 * HOUR),
    }).execute();
    await trx.insertInto('reservations').values({
      slot_id: slotId, booked_slot_id: slotId, user_id: user.id, subfunction_id: DEMO_SCREENING_SUBFUNCTION, status: 'confirmed',
      patient_last_name: user.last_name, patient_first_name: user.first_name, patient_email: user.email, patient_phone: user.phone, patient_birth_date: user.birth_date,
      patient_comment: null, discount_rate: 0, price: doctor.price, currency: doctor.currency, verify_token_hash: null, delete_token_hash: null, token_expires_at: null,
      created_at: iso(start - 14 * 24 * HOUR), cancelled_at: null, visited_at: iso(start + HOUR),
    }).execute();
  });
  return true;
}
