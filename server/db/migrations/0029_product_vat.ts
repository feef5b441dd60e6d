/**
 * products.vat_percent (issue 33): the VAT rate in whole percent that a product's prices include,
 * as a payment's receipt states it. Prices stay gross, as customers pay them; 27 is Hungary's
 * standard rate, which every product had implicitly until now.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('vat_percent', 'integer', (c) => c.notNull().defaultTo(27).check(sql`vat_percent between 0 and 100`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('vat_percent').execute();
}
