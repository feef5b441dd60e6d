/**
 * Upload content moves from uploads.data (one blob a file, so a file had to be in memory whole to
 * be written or read) to upload_chunks: rows of at most 1 MB, written and read one at a time
 * (server/db/uploads.ts). The database cuts the existing content into the same chunks itself
 * (substr and length count bytes on SQLite blobs and PostgreSQL bytea alike), so migrating holds
 * no file in memory either.
 */
import { sql, type Kysely } from 'kysely';
import { binaryType } from './columnTypes';

/** UPLOAD_CHUNK_BYTES when this was written; a migration does not follow later changes of it. */
const CHUNK_BYTES = 1024 * 1024;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('upload_chunks')
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'seq'])
    .execute();
  // Chunk `seq` of every upload that long, until no upload is; an empty file has no chunk.
  for (let seq = 0; ; seq += 1) {
    const chunks = db.selectFrom('uploads')
      .select(['id', sql.lit(seq).as('seq'), sql`substr(data, ${sql.lit(seq * CHUNK_BYTES + 1)}, ${sql.lit(CHUNK_BYTES)})`.as('data')])
      .where(sql`length(data)`, '>', sql.lit(seq * CHUNK_BYTES));
    const result = await db.insertInto('upload_chunks').columns(['upload_id', 'seq', 'data']).expression(chunks).executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) break;
  }
  await db.schema.alterTable('uploads').dropColumn('data').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Nullable, unlike 0003's column: a NOT NULL column cannot be added to a filled table without a
  // default, and blobs have no default spelled alike in both databases.
  await db.schema.alterTable('uploads').addColumn('data', binaryType(db)).execute();
  // Blobs have no common concatenation in SQL (SQLite's || makes text), so each file is joined here.
  for (const { id } of await db.selectFrom('uploads').select('id').execute()) {
    const chunks = await db.selectFrom('upload_chunks').select('data').where('upload_id', '=', id).orderBy('seq').execute();
    await db.updateTable('uploads').set({ data: Buffer.concat(chunks.map((c) => c.data as Uint8Array)) }).where('id', '=', id).execute();
  }
  await db.schema.dropTable('upload_chunks').execute();
}
