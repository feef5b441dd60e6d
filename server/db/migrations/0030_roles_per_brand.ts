/**
 * Staff roles are held per brand (issue 34): user_roles gains brand_id, and a role is one row per
 * brand it covers (a named set of brands is a row for each). Every role held so far is kept for
 * the brand of its account, the brand the console was used on when the Host decided it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('user_roles_by_brand')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_brand_pk', ['user_id', 'role', 'brand_id'])
    .execute();
  await sql`insert into user_roles_by_brand (user_id, role, brand_id) select r.user_id, r.role, u.brand_id from user_roles r join users u on u.id = r.user_id`.execute(db);
  await db.schema.dropTable('user_roles').execute();
  await db.schema.alterTable('user_roles_by_brand').renameTo('user_roles').execute();
  // "Who holds this role for this brand" (the support key's check, the staff lists).
  await db.schema.createIndex('user_roles_brand_role').on('user_roles').columns(['brand_id', 'role']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_roles_brand_role').execute();
  await db.schema.createTable('user_roles_any_brand')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  await sql`insert into user_roles_any_brand (user_id, role) select distinct user_id, role from user_roles`.execute(db);
  await db.schema.dropTable('user_roles').execute();
  await db.schema.alterTable('user_roles_any_brand').renameTo('user_roles').execute();
}
