/**
 * A reservation keeps the price it was booked at (issue 11: the appointments list shows the price
 * that was booked, with its discount), so a doctor's later price change does not rewrite what a
 * patient agreed to. Bookings made before this migration take the doctor's current price, the
 * best that is known of them.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('price', 'real').execute();
  await db.schema.alterTable('reservations').addColumn('currency', 'text').execute();
  const doctorOf = (column: string) =>
    sql`(select d.${sql.ref(column)} from slots s inner join doctors d on d.id = s.doctor_id where s.id = reservations.booked_slot_id)`;
  await db.updateTable('reservations').set({ price: doctorOf('price'), currency: doctorOf('currency') }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('currency').execute();
  await db.schema.alterTable('reservations').dropColumn('price').execute();
}
