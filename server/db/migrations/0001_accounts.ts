/** Accounts: users, products, subscriptions, permission flags, services and support keys. */
import { sql, type Kysely } from 'kysely';
import { withId } from './columnTypes';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text')
    .addColumn('phone', 'text')
    .addColumn('email_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_email', 'text')
    .addColumn('contact_email_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_uuid', 'text', (c) => c.unique())
    // No foreign key: subscriptions reference users, and the choice is re-checked on every read.
    .addColumn('current_subscription_id', 'integer')
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('products'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('med24_free_product', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('subscriptions'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created', 'active')`))
    .addColumn('needs_privacy_statement', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();

  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'flag'])
    .execute();

  await db.schema
    .createTable('user_services')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_type', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer')
    .addPrimaryKeyConstraint('user_services_pk', ['user_id', 'service_type'])
    .execute();

  await withId(db, db.schema.createTable('support_api_keys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['support_api_keys', 'user_services', 'user_permissions', 'subscriptions', 'products', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
