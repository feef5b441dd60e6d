/**
 * payments.refunded_at (issue 30): when the portal gave a payment's money back at the gateway, as
 * for a price difference that arrived after its change of product was given up. The payment stays
 * `succeeded` (it was paid); the answers show it as `refunded`.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('refunded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('refunded_at').execute();
}
