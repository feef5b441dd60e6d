/**
 * The paid variant's beneficiaries and modifications (issue 15):
 * - products.beneficiary_limit: how many people a subscription covers besides the subscriber;
 * - beneficiaries: those people, per subscription; one the subscriber removes keeps its row with
 *   `removed_at` set (ids are never reused), while the list and the limit treat them as gone;
 * - subscription_modifications: a change of a subscription's product. `created` while its price
 *   difference awaits payment, `verified_update` once paid (or when nothing is due), `active` from
 *   its effective date, when the subscription has the new product; `cancelled` when the payment
 *   failed or a later change replaced it;
 * - payments.modification_id: the payment of a modification's price difference (null for a
 *   subscription's own payments).
 */
import { sql, type Kysely } from 'kysely';
import { withId } from './columnTypes';

const RELATIONS = `'spouse', 'child', 'parent', 'sibling', 'grandparent', 'grandchild', 'other'`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('beneficiary_limit', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await withId(db, db.schema.createTable('beneficiaries'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('relation', 'text', (c) => c.notNull().check(sql.raw(`relation in (${RELATIONS})`)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('beneficiaries_subscription').on('beneficiaries').columns(['subscription_id', 'removed_at']).execute();
  await withId(db, db.schema.createTable('subscription_modifications'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('from_product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('to_product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('price_huf', 'integer', (c) => c.notNull().check(sql`price_huf > 0`))
    .addColumn('amount_due_huf', 'integer', (c) => c.notNull().check(sql`amount_due_huf >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created', 'verified_update', 'active', 'cancelled')`))
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('activated_at', 'text')
    .execute();
  await db.schema.createIndex('modifications_subscription').on('subscription_modifications').columns(['subscription_id', 'status']).execute();
  await db.schema.alterTable('payments').addColumn('modification_id', 'integer', (c) => c.references('subscription_modifications.id').onDelete('cascade')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('modification_id').execute();
  await db.schema.dropTable('subscription_modifications').execute();
  await db.schema.dropTable('beneficiaries').execute();
  await db.schema.alterTable('products').dropColumn('beneficiary_limit').execute();
}
