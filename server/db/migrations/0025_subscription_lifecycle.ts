/**
 * A subscription's whole life (issue 33):
 * - products.product_line: the products a customer holds at most one subscription of at a time.
 *   The products on sale by card (those with a price) are one line, as a change of package moves
 *   between any of them: buying a second is a change, not another purchase. subscriptions.product_line
 *   is copied from the product when it is bought, so the database can hold the rule: one unique
 *   index over the customer and the line among subscriptions awaiting payment or active.
 * - subscriptions.cancelled_at: the subscriber cancelled; nothing more is charged and the
 *   subscription ends after its last paid day.
 * - subscriptions.closed_at: when it stopped for good: a subscription awaiting payment whose first
 *   payment ended without money (the answers show it `expired`), or a cancelled one after its last
 *   paid day (`ended`). The status column keeps what it was paid as (its CHECK stays as migration
 *   0001 made it: SQLite cannot change a CHECK without rebuilding the table its children reference).
 * - card_tokens.released_at: the token was cancelled at the gateway (the card is no longer kept).
 *
 * A database that already holds two subscriptions of a line for one customer keeps the newest
 * active one in the line; an older one awaiting payment expires, and an older active one stays
 * active outside the rule (its product_line is left empty) for an operator to settle with the
 * customer: no paid subscription is ended by a migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('product_line', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('product_line', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('cancelled_at', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('closed_at', 'text').execute();
  await db.schema.alterTable('card_tokens').addColumn('released_at', 'text').execute();
  await sql`update products set product_line = 'paid-variant' where id in (select product_id from product_prices)`.execute(db);
  await sql`update subscriptions set product_line = (select p.product_line from products p where p.id = subscriptions.product_id) where billing_period is not null`.execute(db);
  await sql`update subscriptions set closed_at = created_at where status = 'created' and product_line is not null and exists (
    select 1 from subscriptions o where o.user_id = subscriptions.user_id and o.product_line = subscriptions.product_line and o.id <> subscriptions.id
      and o.closed_at is null and (o.status = 'active' or (o.status = 'created' and o.id > subscriptions.id)))`.execute(db);
  await sql`update subscriptions set product_line = null where status = 'active' and product_line is not null and exists (
    select 1 from subscriptions o where o.user_id = subscriptions.user_id and o.product_line = subscriptions.product_line and o.status = 'active' and o.closed_at is null and o.id > subscriptions.id)`.execute(db);
  await sql`create unique index subscriptions_one_per_line on subscriptions (user_id, product_line) where product_line is not null and closed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscriptions_one_per_line').execute();
  await db.schema.alterTable('card_tokens').dropColumn('released_at').execute();
  await db.schema.alterTable('subscriptions').dropColumn('closed_at').execute();
  await db.schema.alterTable('subscriptions').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('subscriptions').dropColumn('product_line').execute();
  await db.schema.alterTable('products').dropColumn('product_line').execute();
}
