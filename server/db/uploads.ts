/**
 * Uploaded medical records (spec §5). The content lives in the database, so every server sharing
 * it sees every upload, but in upload_chunks rows of at most UPLOAD_CHUNK_BYTES: it is written and
 * read a chunk at a time, and no whole file is ever in memory.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';
import { iso } from './time';

/** The largest upload_chunks.data; also the size the route reads its temporary files in. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** How long an upload waits to become part of a request (care_item_documents) before it is removed. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

/** Uploads never attached to a request within UNATTACHED_TTL_MS (of one patient, or everyone's), with their chunks; answers how many. */
export async function removeExpiredUploads(db: Kysely<Database>, now: number, userId?: number): Promise<number> {
  const removed = await db.deleteFrom('uploads')
    .where('created_at', '<', iso(now - UNATTACHED_TTL_MS))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('care_item_documents as d').select('d.upload_id').whereRef('d.upload_id', '=', 'uploads.id'))))
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/** Bytes of the patient's uploads not yet part of a request. */
export async function unattachedBytes(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('uploads').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('user_id', '=', userId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('care_item_documents as d').select('d.upload_id').whereRef('d.upload_id', '=', 'uploads.id'))))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

export interface NewUpload {
  userId: number;
  page: string;
  name: string;
  mimeType: string;
  /** The bytes, consumed while they are stored: a file read in chunks, or a few buffers. */
  content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/** The pieces of `content`, none longer than UPLOAD_CHUNK_BYTES (longer ones are cut, not copied). */
async function* pieces(content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<Buffer> {
  for await (const part of content) {
    for (let start = 0; start < part.byteLength; start += UPLOAD_CHUNK_BYTES) {
      yield Buffer.from(part.buffer, part.byteOffset + start, Math.min(UPLOAD_CHUNK_BYTES, part.byteLength - start));
    }
  }
}

/**
 * Stores the files in one transaction: all of them or, when one fails, none. `before` runs first
 * in that transaction (the route takes the patient's lock and checks the quota there).
 */
export async function storeUploads(db: Kysely<Database>, files: NewUpload[], now: number, before?: (trx: Transaction<Database>) => Promise<void>): Promise<{ id: number; name: string; mimeType: string; size: number }[]> {
  return db.transaction().execute(async (trx) => {
    await before?.(trx);
    const out = [];
    for (const f of files) {
      const { id } = await trx
        .insertInto('uploads')
        .values({ user_id: f.userId, page: f.page, name: f.name, mime_type: f.mimeType, size: 0, created_at: iso(now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      let size = 0;
      let seq = 0;
      for await (const data of pieces(f.content)) {
        await trx.insertInto('upload_chunks').values({ upload_id: id, seq, data }).execute();
        seq += 1;
        size += data.byteLength;
      }
      await trx.updateTable('uploads').set({ size }).where('id', '=', id).execute();
      out.push({ id, name: f.name, mimeType: f.mimeType, size });
    }
    return out;
  });
}

/** An upload's content, a chunk at a time and in order; nothing for an unknown id. */
export async function* readUpload(db: Kysely<Database>, uploadId: number): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq += 1) {
    const chunk = await db.selectFrom('upload_chunks').select('data').where('upload_id', '=', uploadId).where('seq', '=', seq).executeTakeFirst();
    if (!chunk) return;
    yield chunk.data;
  }
}
