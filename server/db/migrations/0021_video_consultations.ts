/**
 * Video consultations (issue 16):
 * - doctor_users: the accounts of doctors (role `doctor`), each linked to one doctor record of the
 *   provider search, whose video appointments the account sees and admits;
 * - reservations.video_admitted_at: when the doctor admitted the patient from the waiting room.
 *   Kept in the database, so a reload or a second server lets the patient back without asking again;
 * - reservations.video_ended_at, doctor_note, doctor_note_at: the end of the call and the note the
 *   doctor wrote for the patient;
 * - reservations.video_patient_seen_at: while the patient is connected, renewed by the server their
 *   connection is on, so the doctor's day list says who waits whichever server answers it;
 * - video_messages: the text chat beside the video, kept with the appointment.
 */
import type { Kysely } from 'kysely';
import { withId } from './columnTypes';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('doctor_users')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().unique().references('doctors.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('reservations').addColumn('video_admitted_at', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('video_ended_at', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('doctor_note', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('doctor_note_at', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('video_patient_seen_at', 'text').execute();
  await withId(db, db.schema.createTable('video_messages'))
    .addColumn('reservation_id', 'integer', (c) => c.notNull().references('reservations.id').onDelete('cascade'))
    // patient | doctor
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_messages_reservation').on('video_messages').columns(['reservation_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_messages').execute();
  for (const column of ['video_patient_seen_at', 'doctor_note_at', 'doctor_note', 'video_ended_at', 'video_admitted_at']) await db.schema.alterTable('reservations').dropColumn(column).execute();
  await db.schema.dropTable('doctor_users').execute();
}
