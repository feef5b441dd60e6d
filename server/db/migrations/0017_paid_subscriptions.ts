/**
 * The paid variant's subscriptions paid by card (issue 15):
 * - product_prices: what a product costs per billing period, in whole forints;
 * - subscriptions gain the chosen period, its price and the day the paid period ends;
 * - payments: every card payment of a subscription: the order reference the gateway knows it by
 *   (unique), the amount in whole forints, its state, the gateway's transaction id and the card's
 *   masked number once known, and when the gateway's notification (IPN) made it final. The IPN,
 *   not the browser's return, sets `ipn_at`; an update guarded by `ipn_at is null` makes sure a
 *   notification that arrives again changes nothing.
 */
import { sql, type Kysely } from 'kysely';
import { withId } from './columnTypes';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('product_prices')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('billing_period', 'text', (c) => c.notNull().check(sql`billing_period in ('month', 'year')`))
    .addColumn('price_huf', 'integer', (c) => c.notNull().check(sql`price_huf > 0`))
    .addPrimaryKeyConstraint('product_prices_pk', ['product_id', 'billing_period'])
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('billing_period', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('price_huf', 'integer').execute();
  await db.schema.alterTable('subscriptions').addColumn('paid_until', 'text').execute();
  await withId(db, db.schema.createTable('payments'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('order_ref', 'text', (c) => c.notNull().unique())
    .addColumn('amount_huf', 'integer', (c) => c.notNull().check(sql`amount_huf > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('started', 'succeeded', 'failed', 'cancelled', 'timed_out', 'start_failed')`))
    .addColumn('transaction_id', 'text')
    .addColumn('card_mask', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('returned_at', 'text')
    .addColumn('ipn_at', 'text')
    .execute();
  await db.schema.createIndex('payments_subscription').on('payments').columns(['subscription_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payments').execute();
  for (const column of ['paid_until', 'price_huf', 'billing_period']) await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  await db.schema.dropTable('product_prices').execute();
}
