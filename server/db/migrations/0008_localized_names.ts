/**
 * Specialization, service and place names in English and Romanian beside the Hungarian name
 * the rows have (issue 11: the search answers in the visitor's language). NULL means "no
 * translation": the answer falls back to the row's own name.
 * A database filled by the demo seed before this migration gets the seed's translations; a row
 * is translated only when both its id and its Hungarian name are the seed's, so data that did
 * not come from the seed is never given a wrong name.
 */
import type { Kysely } from 'kysely';
import { PLACE_GROUPS, PROVIDER_PLACES } from '../seed/providerPlaces';
import { SPECIALIZATIONS, SUBFUNCTIONS, type LocalizedName } from '../seed/providerSpecialties';

/** Each table with the column that holds its Hungarian name. */
const TABLES = [['specializations', 'name'], ['subfunctions', 'name'], ['location_groups', 'text'], ['locations', 'text']] as const;

async function backfill(db: Kysely<any>, table: string, column: string, rows: ReadonlyArray<{ id: number; names: LocalizedName }>): Promise<void> {
  for (const row of rows) {
    await db.updateTable(table).set({ [`${column}_en`]: row.names.en, [`${column}_ro`]: row.names.ro })
      .where('id', '=', row.id).where(column, '=', row.names.hu).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of TABLES) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable(table).addColumn(`${column}_en`, 'text').execute();
    await db.schema.alterTable(table).addColumn(`${column}_ro`, 'text').execute();
  }
  await backfill(db, 'specializations', 'name', SPECIALIZATIONS);
  await backfill(db, 'subfunctions', 'name', SUBFUNCTIONS);
  await backfill(db, 'location_groups', 'text', PLACE_GROUPS);
  await backfill(db, 'locations', 'text', PROVIDER_PLACES);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of TABLES) {
    await db.schema.alterTable(table).dropColumn(`${column}_en`).execute();
    await db.schema.alterTable(table).dropColumn(`${column}_ro`).execute();
  }
}
