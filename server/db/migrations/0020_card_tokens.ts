/**
 * Recurring card charges of the paid variant (issue 15):
 * - card_tokens: the tokens a subscription's first card payment registered at the gateway
 *   (SimplePay `recurring`), each good for one later charge of at most `max_amount_huf` until
 *   `until`; `used_at` once spent. A token is the gateway's secret for charging the card, kept
 *   server-side only and never answered by the API;
 * - payments.renewal_for: for the charge of a next period, the last day of the period it renews;
 *   unique per subscription, so the same period is never charged twice, however many servers run
 *   the renewal at once.
 */
import type { Kysely } from 'kysely';
import { withId } from './columnTypes';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('card_tokens'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('until', 'text', (c) => c.notNull())
    .addColumn('max_amount_huf', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_tokens_subscription').on('card_tokens').columns(['subscription_id', 'used_at']).execute();
  await db.schema.alterTable('payments').addColumn('renewal_for', 'text').execute();
  await db.schema.createIndex('payments_renewal').on('payments').columns(['subscription_id', 'renewal_for']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_renewal').execute();
  await db.schema.alterTable('payments').dropColumn('renewal_for').execute();
  await db.schema.dropTable('card_tokens').execute();
}
