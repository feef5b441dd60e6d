/**
 * Care items (issue 12): a patient's request for a consultation, a second opinion or organised
 * care, its history of actions, the uploads attached to it; the roles accounts hold (operator);
 * what each product covers and which providers it excludes (the RM1006/RM1007 and RM1004 rules).
 */
import { sql, type Kysely } from 'kysely';
import { withId } from './columnTypes';

const STATES = `'awaiting_approval', 'awaiting_booking', 'booked', 'appeared', 'finished', 'cancelled', 'deleted'`;

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('care_items'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('service_type', 'integer', (c) => c.notNull())
    .addColumn('specialty', 'text')
    .addColumn('flow', 'text', (c) => c.notNull().check(sql`flow in ('appointment', 'written')`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql.raw(`state in (${STATES})`)))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'integer')
    .addColumn('appointment_at', 'text')
    .addColumn('channel', 'text')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('care_items_user').on('care_items').columns(['user_id', 'subscription_id']).execute();
  await db.schema.createIndex('care_items_brand_state').on('care_items').columns(['brand_id', 'state']).execute();

  await withId(db, db.schema.createTable('care_item_events'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('care_items.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('patient', 'operator')`))
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('care_item_events_item').on('care_item_events').column('item_id').execute();

  await db.schema.createTable('care_item_documents')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('care_items.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('care_item_documents_pk', ['item_id', 'upload_id'])
    .execute();

  await db.schema.createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema.createTable('product_services')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('service_type', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_services_pk', ['product_id', 'service_type'])
    .execute();

  await db.schema.createTable('product_excluded_providers')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('provider_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_excluded_providers_pk', ['product_id', 'provider_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['product_excluded_providers', 'product_services', 'user_roles', 'care_item_documents', 'care_item_events', 'care_items']) {
    await db.schema.dropTable(table).execute();
  }
}
