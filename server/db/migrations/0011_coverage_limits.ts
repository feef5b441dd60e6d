/**
 * Coverage with quantities (issue 13): how many of a service type a product pays for in a year
 * (product_services.yearly_limit; NULL: no limit), and which provider-search specializations it
 * pays appointments of, with their yearly limits (product_specializations; a product without rows
 * pays every specialization without a limit).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_services').addColumn('yearly_limit', 'integer').execute();
  await db.schema.createTable('product_specializations')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('specialization_id', 'integer', (c) => c.notNull())
    .addColumn('yearly_limit', 'integer')
    .addPrimaryKeyConstraint('product_specializations_pk', ['product_id', 'specialization_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_specializations').execute();
  await db.schema.alterTable('product_services').dropColumn('yearly_limit').execute();
}
