/** The mail outbox, vouchers and activation keys, and uploaded medical records. */
import type { Kysely } from 'kysely';
import { binaryType, withId } from './columnTypes';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('outbox'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('vouchers'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('brand_id', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('activation_keys'))
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('valid_until', 'text')
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('uploads'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', binaryType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_name').on('uploads').columns(['user_id', 'name']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['uploads', 'activation_keys', 'vouchers', 'outbox']) await db.schema.dropTable(table).execute();
}
