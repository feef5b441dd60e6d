/**
 * Provider search and booking (issue 5): locations, specializations and their services
 * (subfunctions), providers (clinics), doctors, slots and reservations. A slot is booked at most
 * once by the UNIQUE constraint on reservations.slot_id; a cancelled reservation sets slot_id to
 * NULL (several NULLs are allowed on both databases) and keeps the slot in booked_slot_id.
 */
import type { Kysely } from 'kysely';
import { withId } from './columnTypes';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createLocationTables(db);
  await createSpecializationTables(db);
  await createProviderTables(db);
  await createDoctorTables(db);
  await createSlotTables(db);
  await createReservationTables(db);
}

/** Where providers are: location groups (regions) and the locations (towns, districts) within them. */
async function createLocationTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('location_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('trans_key', 'text')
    .execute();
  await db.schema.createTable('locations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('location_groups.id'))
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('trans_key', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .execute();
}

/** What can be booked: specializations and their services (subfunctions), each with its duration. */
async function createSpecializationTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('specializations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('subfunctions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('specialization_id', 'integer', (c) => c.notNull().references('specializations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('video', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** The providers (clinics) with their address, photos, status and ratings, and the specializations each offers. */
async function createProviderTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('providers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_search', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull())
    // active | inactive (RA500) | maintenance (RA503)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('rating_waiting', 'real', (c) => c.notNull())
    .addColumn('rating_waiting_count', 'integer', (c) => c.notNull())
    .addColumn('rating_care_conditions', 'real', (c) => c.notNull())
    .addColumn('rating_care_conditions_count', 'integer', (c) => c.notNull())
    .addColumn('rating_staff_preparedness', 'real', (c) => c.notNull())
    .addColumn('rating_staff_preparedness_count', 'integer', (c) => c.notNull())
    .addColumn('rating_behaviour', 'real', (c) => c.notNull())
    .addColumn('rating_behaviour_count', 'integer', (c) => c.notNull())
    .addColumn('rating_overall', 'real', (c) => c.notNull())
    .addColumn('rating_overall_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('providers_location').on('providers').columns(['location_id', 'name']).execute();
  await db.schema.createIndex('providers_name').on('providers').column('name').execute();
  await db.schema.createTable('provider_specializations')
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('providers.id').onDelete('cascade'))
    .addColumn('specialization_id', 'integer', (c) => c.notNull().references('specializations.id'))
    .addPrimaryKeyConstraint('provider_specializations_pk', ['provider_id', 'specialization_id'])
    .execute();
  await db.schema.createIndex('provider_specializations_spec').on('provider_specializations').columns(['specialization_id', 'provider_id']).execute();
}

/** The doctors of each provider with their price, and the specializations each practises. */
async function createDoctorTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('doctors')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('providers.id').onDelete('cascade'))
    .addColumn('family_name', 'text', (c) => c.notNull())
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('name_search', 'text', (c) => c.notNull())
    .addColumn('speaks_english', 'integer', (c) => c.notNull())
    .addColumn('price', 'real', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('video', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('doctors_provider').on('doctors').column('provider_id').execute();
  await db.schema.createIndex('doctors_video_price').on('doctors').columns(['video', 'price']).execute();
  await db.schema.createIndex('doctors_name_order').on('doctors').columns(['family_name', 'given_name', 'id']).execute();
  await db.schema.createTable('doctor_specializations')
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('specialization_id', 'integer', (c) => c.notNull().references('specializations.id'))
    .addPrimaryKeyConstraint('doctor_specializations_pk', ['doctor_id', 'specialization_id'])
    .execute();
  await db.schema.createIndex('doctor_specializations_spec').on('doctor_specializations').columns(['specialization_id', 'doctor_id']).execute();
}

/** The bookable times of each doctor at a provider. */
async function createSlotTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('slots')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('providers.id').onDelete('cascade'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('subfunction_id', 'integer', (c) => c.notNull().references('subfunctions.id'))
    // UTC ISO (sorts as text) and the Budapest wall-clock time with offset the answers show.
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('start_local', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('video', 'integer', (c) => c.notNull())
    .addColumn('customer_bookable', 'integer', (c) => c.notNull())
    .addColumn('cancellable_until', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slots_provider_start').on('slots').columns(['provider_id', 'start_at']).execute();
  await db.schema.createIndex('slots_doctor_start').on('slots').columns(['doctor_id', 'start_at']).execute();
}

/** The reservations of slots, by patients with an account or without one. */
async function createReservationTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('reservations'))
    .addColumn('slot_id', 'integer', (c) => c.unique().references('slots.id'))
    .addColumn('booked_slot_id', 'integer', (c) => c.notNull().references('slots.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subfunction_id', 'integer', (c) => c.notNull())
    // pending (public, unverified) | confirmed | cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('patient_last_name', 'text')
    .addColumn('patient_first_name', 'text')
    .addColumn('patient_email', 'text')
    .addColumn('patient_phone', 'text')
    .addColumn('patient_birth_date', 'text')
    .addColumn('patient_comment', 'text')
    .addColumn('discount_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verify_token_hash', 'text', (c) => c.unique())
    .addColumn('delete_token_hash', 'text', (c) => c.unique())
    .addColumn('token_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('reservations_user').on('reservations').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reservations', 'slots', 'doctor_specializations', 'doctors', 'provider_specializations', 'providers', 'subfunctions', 'specializations', 'locations', 'location_groups']) {
    await db.schema.dropTable(table).execute();
  }
}
