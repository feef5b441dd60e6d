/**
 * The demo clinics' photos became SVG drawings (server/photos/drawClinicPhoto.ts): databases
 * seeded before list them as .jpg, which the photo route no longer answers.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`update providers set photos = replace(photos, '.jpg"', '.svg"') where photos like '%.jpg"%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update providers set photos = replace(photos, '.svg"', '.jpg"') where photos like '%.svg"%'`.execute(db);
}
