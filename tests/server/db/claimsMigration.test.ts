/**
 * Migration 0014 (claims) on every available dialect: care_items takes the claim flow, its states
 * and the approved amount; the items, events and documents written before it keep their rows and
 * their references (SQLite rebuilds the table); the checks still refuse a state no flow has; and
 * undoing it removes the claims and leaves the rest as it was.
 */
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateToLatest, StaticMigrationProvider } from '../../../server/db/migrations';
import { storeUploads } from '../../../server/db/uploads';
import { createSubscription, ensureProduct } from '../../../server/db/subscriptions';
import { createUser } from '../../../server/db/users';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';

const T0 = Date.UTC(2026, 5, 1, 12);
const AT = new Date(T0).toISOString();

describe.each(TEST_DIALECTS)('migration 0014 (claims) on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  // The tables as they were before 0014, without its column in the types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in a migration: the tables as they were then, untyped.
  const raw = () => db() as unknown as Kysely<any>;

  it('keeps the items, events and documents before it, takes claims after it, and gives them back when undone', async () => {
    const migrator = new Migrator({ db: db(), provider: new StaticMigrationProvider(MIGRATIONS) });
    expect((await migrator.migrateTo('0013_booked_for_relative')).error).toBeUndefined();
    const userId = await createUser(db(), { email: `claims-${dialect}@example.org`, password_hash: null, first_name: 'C', last_name: 'L', birth_date: null, phone: null, brand_id: 'default', locale: 'hu', customer_uuid: null, email_confirmed: 1 }, T0);
    const productId = await ensureProduct(db(), { code: `claims-${dialect}`, name: 'Claims', med24FreeProduct: false });
    const { id: subscriptionId } = await createSubscription(db(), { userId, productId, phone: null, status: 'active' }, T0);
    // A request for a relative (0013): the rebuild keeps whom it is for.
    const { id: relativeId } = await raw().insertInto('relatives').values({ user_id: userId, name: 'R', birth_date: '2010-01-01', relation: 'child', created_at: AT, updated_at: AT, removed_at: null }).returning('id').executeTakeFirstOrThrow();
    const row = { relative_id: relativeId as number, brand_id: 'default', user_id: userId, subscription_id: subscriptionId, service: 'general-consultation', service_type: 2, specialty: null, flow: 'appointment', state: 'booked', answers: '{"topic":"x"}', provider_id: null, appointment_at: AT, channel: 'video', answer: null, created_at: AT, updated_at: AT };
    const { id: itemId } = await raw().insertInto('care_items').values(row).returning('id').executeTakeFirstOrThrow();
    await raw().insertInto('care_item_events').values({ item_id: itemId, at: AT, action: 'create', from_state: null, to_state: 'awaiting_approval', actor: 'patient', actor_user_id: userId, note: null }).execute();
    const [upload] = await storeUploads(db(), [{ userId, page: 'consultation', name: 'lelet.pdf', mimeType: 'application/pdf', content: [Buffer.from('%PDF-1.4')] }], T0);
    await raw().insertInto('care_item_documents').values({ item_id: itemId, upload_id: upload!.id }).execute();
    await expect(raw().insertInto('care_items').values({ ...row, flow: 'claim', state: 'submitted' }).execute()).rejects.toThrow();

    await migrateToLatest(db());
    expect(await raw().selectFrom('care_items').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow()).toEqual({ id: itemId, ...row, approved_huf: null });
    expect(await raw().selectFrom('care_item_events').select(['item_id', 'action']).where('item_id', '=', itemId).execute()).toEqual([{ item_id: itemId, action: 'create' }]);
    expect(await raw().selectFrom('care_item_documents').selectAll().where('item_id', '=', itemId).execute()).toEqual([{ item_id: itemId, upload_id: upload!.id }]);
    const { id: claimId } = await raw().insertInto('care_items').values({ ...row, service: 'claim-reporting', service_type: 28, flow: 'claim', state: 'approved', approved_huf: 30000 }).returning('id').executeTakeFirstOrThrow();
    for (const state of ['submitted', 'needs_information', 'paid', 'rejected']) await raw().updateTable('care_items').set({ state }).where('id', '=', claimId).execute();
    await expect(raw().updateTable('care_items').set({ state: 'lost' }).where('id', '=', claimId).execute()).rejects.toThrow();
    await expect(raw().updateTable('care_items').set({ flow: 'other' }).where('id', '=', claimId).execute()).rejects.toThrow();
    // The references still hold: removing the item removes its events and documents with it.
    const { id: spare } = await raw().insertInto('care_items').values(row).returning('id').executeTakeFirstOrThrow();
    await raw().insertInto('care_item_events').values({ item_id: spare, at: AT, action: 'create', from_state: null, to_state: 'booked', actor: 'patient', actor_user_id: userId, note: null }).execute();
    await raw().deleteFrom('care_items').where('id', '=', spare).execute();
    expect(await raw().selectFrom('care_item_events').select('id').where('item_id', '=', spare).execute()).toEqual([]);
    await expect(raw().insertInto('care_item_events').values({ item_id: 999999, at: AT, action: 'create', from_state: null, to_state: 'booked', actor: 'patient', actor_user_id: null, note: null }).execute()).rejects.toThrow();
    if (dialect === 'sqlite') expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db())).rows[0]!.foreign_keys).toBe(1);

    expect((await migrator.migrateTo('0013_booked_for_relative')).error).toBeUndefined();
    expect((await raw().selectFrom('care_items').select('id').execute()).map((r) => r.id)).toEqual([itemId]);
    expect(await raw().selectFrom('care_item_documents').selectAll().execute()).toEqual([{ item_id: itemId, upload_id: upload!.id }]);
    await migrateToLatest(db());
    // Every migration down and up twice: longer than the default on a busy machine (its time ran out
    // once and the schema was dropped under it).
  }, 60_000);
});
