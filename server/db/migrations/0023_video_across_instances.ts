/**
 * Video signalling across instances (issue 32): the two sides of a call may be connected to
 * different instances, so who is connected and what passes between them go through the database.
 * - video_presence: the connection of each side of a call (one per appointment and role, so a
 *   second window replaces the first whichever instance it is on), renewed by the heartbeat of the
 *   instance holding it; a row not renewed for a while belongs to an instance that died.
 * - video_relay: each message one instance passes to the others (a negotiation message, a chat
 *   message, a change of presence or of the call's facts). PostgreSQL's NOTIFY carries only the
 *   row's id (its payload is limited to 8000 bytes, an offer can be 64 KB); rows are removed
 *   after a minute.
 */
import type { Kysely } from 'kysely';
import { withId } from './columnTypes';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('video_presence')
    .addColumn('reservation_id', 'integer', (c) => c.notNull().references('reservations.id').onDelete('cascade'))
    // patient | doctor
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_presence_pk', ['reservation_id', 'role'])
    .execute();
  await withId(db, db.schema.createTable('video_relay'))
    .addColumn('reservation_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_relay_created').on('video_relay').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_relay').execute();
  await db.schema.dropTable('video_presence').execute();
}
