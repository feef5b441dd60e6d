/**
 * Upload content in upload_chunks (migration 0007) on every available dialect: stored and read a
 * chunk at a time, and the blobs of uploads stored before the migration cut into the same chunks.
 */
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateToLatest, StaticMigrationProvider } from '../../../server/db/migrations';
import { readUpload, storeUploads, UPLOAD_CHUNK_BYTES } from '../../../server/db/uploads';
import { createUser } from '../../../server/db/users';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';

const T0 = Date.UTC(2026, 5, 1, 12);

/** Bytes that differ from chunk to chunk, so a chunk read twice or out of order shows. */
const bytes = (length: number, salt = 0): Buffer => Buffer.from(Array.from({ length }, (_, i) => (i * 7 + Math.floor(i / UPLOAD_CHUNK_BYTES) + salt) % 256));

describe.each(TEST_DIALECTS)('upload chunks on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  const content = async (id: number) => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of readUpload(db(), id)) chunks.push(chunk);
    return { sizes: chunks.map((c) => c.byteLength), data: Buffer.concat(chunks) };
  };
  const chunkCount = async (id: number) => (await db().selectFrom('upload_chunks').select('seq').where('upload_id', '=', id).execute()).length;
  let userId = 0;

  it('stores content in chunks of at most UPLOAD_CHUNK_BYTES, in one transaction', async () => {
    userId = await createUser(db(), { email: 'chunks@example.org', password_hash: null, first_name: 'C', last_name: 'H', birth_date: null, phone: null, brand_id: 'default', locale: 'en', customer_uuid: null, email_confirmed: 1 }, T0);
    const big = bytes(2 * UPLOAD_CHUNK_BYTES + 123);
    const parts = async function* () {
      yield big.subarray(0, 1000);
      yield big.subarray(1000);
    };
    const [stored] = await storeUploads(db(), [{ userId, page: 'preauthorization', name: 'big.pdf', mimeType: 'application/pdf', content: parts() }], T0);
    expect(stored!.size).toBe(big.byteLength);
    const read = await content(stored!.id);
    expect(Math.max(...read.sizes)).toBeLessThanOrEqual(UPLOAD_CHUNK_BYTES);
    expect(read.data.equals(big)).toBe(true);

    const failing = async function* () {
      yield bytes(10);
      throw new Error('the temporary file went away');
    };
    await expect(storeUploads(db(), [{ userId, page: 'preauthorization', name: 'ok.pdf', mimeType: 'application/pdf', content: [bytes(10)] }, { userId, page: 'preauthorization', name: 'broken.pdf', mimeType: 'application/pdf', content: failing() }], T0)).rejects.toThrow('went away');
    expect(await db().selectFrom('uploads').select('name').where('user_id', '=', userId).execute()).toEqual([{ name: 'big.pdf' }]);
  });

  it('cuts the blobs stored before migration 0007 into chunks, and joins them again when it is undone', async () => {
    const migrator = new Migrator({ db: db(), provider: new StaticMigrationProvider(MIGRATIONS) });
    expect((await migrator.migrateTo('0006_session_grace')).error).toBeUndefined();
    const old = { large: bytes(UPLOAD_CHUNK_BYTES * 2 + 5, 1), exact: bytes(UPLOAD_CHUNK_BYTES, 2), small: bytes(17, 3) };
    const ids: Record<string, number> = {};
    for (const [name, data] of Object.entries(old)) {
      const row = await db().insertInto('uploads').values({ user_id: userId, page: 'preauthorization', name, mime_type: 'application/pdf', size: data.byteLength, data, created_at: new Date(T0).toISOString() } as never).returning('id').executeTakeFirstOrThrow();
      ids[name] = row.id;
    }
    await migrateToLatest(db());
    expect([await chunkCount(ids.large!), await chunkCount(ids.exact!), await chunkCount(ids.small!)]).toEqual([3, 1, 1]);
    for (const [name, data] of Object.entries(old)) expect((await content(ids[name]!)).data.equals(data), name).toBe(true);

    expect((await migrator.migrateTo('0006_session_grace')).error).toBeUndefined();
    const rows = await db().selectFrom('uploads').selectAll().where('id', '=', ids.large!).execute();
    expect(Buffer.from((rows[0] as unknown as { data: Uint8Array }).data).equals(old.large)).toBe(true);
    await migrateToLatest(db());
  });
});
