/**
 * The portal's migrations, listed in code (no folder scanning, so bundlers and tests see the same
 * list). A later feature appends its own: migrateToLatest(db, { ...MIGRATIONS, '0004_booking': booking }).
 * Names sort in the order they run.
 */
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as accounts from './0001_accounts';
import * as sessions from './0002_sessions';
import * as mailEntitlementsUploads from './0003_mail_entitlements_uploads';
import * as providers from './0004_providers';
import * as svgPhotos from './0005_svg_photos';
import * as sessionGrace from './0006_session_grace';
import * as uploadChunks from './0007_upload_chunks';
import * as localizedNames from './0008_localized_names';
import * as bookedPrice from './0009_booked_price';
import * as careItems from './0010_care_items';
import * as coverageLimits from './0011_coverage_limits';
import * as relatives from './0012_relatives';
import * as bookedForRelative from './0013_booked_for_relative';
import * as claims from './0014_claims';
import * as visitedAppointments from './0015_visited_appointments';
import * as healthCheckResults from './0016_health_check_results';
import * as paidSubscriptions from './0017_paid_subscriptions';
import * as billingAddresses from './0018_billing_addresses';
import * as beneficiariesModifications from './0019_beneficiaries_modifications';
import * as cardTokens from './0020_card_tokens';
import * as videoConsultations from './0021_video_consultations';
import * as paymentRefunds from './0022_payment_refunds';
import * as videoAcrossInstances from './0023_video_across_instances';
import * as mailDelivery from './0024_mail_delivery';
import * as subscriptionLifecycle from './0025_subscription_lifecycle';
import * as replacedLinks from './0026_replaced_links';
import * as uploadNamesPerRequest from './0027_upload_names_per_request';
import * as accountSettings from './0028_account_settings';
import * as productVat from './0029_product_vat';
import * as rolesPerBrand from './0030_roles_per_brand';
import * as dataAccessLog from './0031_data_access_log';
import * as sessionDevices from './0032_session_devices';
import * as secondFactors from './0033_second_factors';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_accounts': accounts,
  '0002_sessions': sessions,
  '0003_mail_entitlements_uploads': mailEntitlementsUploads,
  '0004_providers': providers,
  '0005_svg_photos': svgPhotos,
  '0006_session_grace': sessionGrace,
  '0007_upload_chunks': uploadChunks,
  '0008_localized_names': localizedNames,
  '0009_booked_price': bookedPrice,
  '0010_care_items': careItems,
  '0011_coverage_limits': coverageLimits,
  '0012_relatives': relatives,
  '0013_booked_for_relative': bookedForRelative,
  '0014_claims': claims,
  '0015_visited_appointments': visitedAppointments,
  '0016_health_check_results': healthCheckResults,
  '0017_paid_subscriptions': paidSubscriptions,
  '0018_billing_addresses': billingAddresses,
  '0019_beneficiaries_modifications': beneficiariesModifications,
  '0020_card_tokens': cardTokens,
  '0021_video_consultations': videoConsultations,
  '0022_payment_refunds': paymentRefunds,
  '0023_video_across_instances': videoAcrossInstances,
  '0024_mail_delivery': mailDelivery,
  '0025_subscription_lifecycle': subscriptionLifecycle,
  '0026_replaced_links': replacedLinks,
  '0027_upload_names_per_request': uploadNamesPerRequest,
  '0028_account_settings': accountSettings,
  '0029_product_vat': productVat,
  '0030_roles_per_brand': rolesPerBrand,
  '0031_data_access_log': dataAccessLog,
  '0032_session_devices': sessionDevices,
  '0033_second_factors': secondFactors,
};

export class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

/** Kysely's migrator over the schema the connection works in (see migrateToLatest). */
async function migratorOf(db: Kysely<any>, migrations: Record<string, Migration>): Promise<Migrator> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = postgres ? (await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : null;
  return new Migrator({ db, provider: new StaticMigrationProvider(migrations), ...(schema ? { migrationTableSchema: schema } : {}) });
}

/** The migrations this code knows that the database has not run (a database ahead of the code has none). */
export async function pendingMigrations(db: Kysely<any>, migrations: Record<string, Migration> = MIGRATIONS): Promise<string[]> {
  const known = await (await migratorOf(db, migrations)).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/**
 * Runs every pending migration and returns the names it ran; throws with the failing migration's
 * name. On PostgreSQL, Kysely keeps its bookkeeping tables in the schema the connection works in (its search_path), and is told
 * so: otherwise it takes the tables of whichever schema has them as its own, and a database that
 * shares a server with another (tests running side by side, a second portal) is left unmigrated.
 */
export async function migrateToLatest(db: Kysely<any>, migrations: Record<string, Migration> = MIGRATIONS): Promise<string[]> {
  const migrator = await migratorOf(db, migrations);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
