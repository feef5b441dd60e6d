/** Uploaded medical records (spec §5). */
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { iso } from './time';

export async function uploadedNames(db: Kysely<Database>, userId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('uploads').select('name').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

export interface NewUpload {
  userId: number;
  page: string;
  name: string;
  mimeType: string;
  data: Uint8Array;
}

export async function storeUploads(db: Kysely<Database>, files: NewUpload[], now: number): Promise<{ id: number; name: string; mimeType: string; size: number }[]> {
  return db.transaction().execute(async (trx) => {
    const out = [];
    for (const f of files) {
      const row = await trx
        .insertInto('uploads')
        .values({ user_id: f.userId, page: f.page, name: f.name, mime_type: f.mimeType, size: f.data.byteLength, data: f.data, created_at: iso(now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      out.push({ id: row.id, name: f.name, mimeType: f.mimeType, size: f.data.byteLength });
    }
    return out;
  });
}
