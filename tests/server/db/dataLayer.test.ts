/** The data layer on every available dialect: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/passwords';
import { auditEntries, recordAudit } from '../../../server/db/auditLog';
import { markChallengeUsed } from '../../../server/db/captchaUses';
import { addActivationKey, addVoucher, claimActivationKey, claimVoucher, findActivationKey, findVoucher } from '../../../server/db/entitlementCodes';
import { MIGRATIONS, migrateToLatest } from '../../../server/db/migrations';
import { consumeOneTimeToken, issueOneTimeToken } from '../../../server/db/oneTimeTokens';
import { addToOutbox, listOutbox } from '../../../server/db/outbox';
import { DatabaseRateLimitStore } from '../../../server/db/rateLimitStore';
import { consumeRefreshToken, issueRefreshToken, revokeAllForUser, revokeFamily } from '../../../server/db/refreshTokens';
import { DEMO_ACCOUNTS, seedDemoData } from '../../../server/db/seed';
import { acceptPrivacyStatement, createSubscription, ensureProduct, listSubscriptions, setSubscriptionStatus } from '../../../server/db/subscriptions';
import { readUpload, storeUploads } from '../../../server/db/uploads';
import { createUser, findSupportUserByKeyHash, findUserByEmail, findUserById, setEntitlements, updateUser, userFlags, userServices, userRoles } from '../../../server/db/users';
import { sha256Hex } from '../../../server/auth/secrets';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';

const T0 = Date.UTC(2026, 5, 1, 12);

describe.each(TEST_DIALECTS)('data layer on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let userId = 0;

  it('migrates an empty database, and migrating again changes nothing', async () => {
    await migrateToLatest(db());
    const tables = await db().introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of ['users', 'subscriptions', 'products', 'user_permissions', 'user_services', 'refresh_tokens', 'one_time_tokens', 'outbox', 'audit_log', 'vouchers', 'activation_keys', 'captcha_uses', 'rate_limit_hits', 'uploads', 'support_api_keys']) {
      expect(names, table).toContain(table);
    }
    const done = await db().selectFrom('kysely_migration' as never).select('name' as never).execute();
    expect(done.map((r) => (r as { name: string }).name)).toEqual(Object.keys(MIGRATIONS));
  });

  it('seeds the demo data once, deterministically', async () => {
    expect(await seedDemoData(db(), { brandId: 'demo', now: T0 })).toBe(true);
    expect(await seedDemoData(db(), { brandId: 'demo', now: T0 })).toBe(false);
    const users = await db().selectFrom('users').select(['id', 'email']).orderBy('id').execute();
    expect(users.map((u) => u.email)).toEqual(Object.values(DEMO_ACCOUNTS).map((a) => a.email));
    const patient = (await findUserByEmail(db(), DEMO_ACCOUNTS.patient.email))!;
    expect(await verifyPassword(DEMO_ACCOUNTS.patient.password, patient.password_hash!)).toBe(true);
    expect(await userFlags(db(), patient.id)).toHaveLength(20);
    const multi = (await findUserByEmail(db(), DEMO_ACCOUNTS.multi.email))!;
    expect((await listSubscriptions(db(), multi.id)).map((s) => s.uuid)).toEqual(['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003']);
    expect(await findSupportUserByKeyHash(db(), sha256Hex('demo-support-key'))).toBe(users.find((u) => u.email === DEMO_ACCOUNTS.support.email)!.id);
    const operator = users.find((u) => u.email === DEMO_ACCOUNTS.operator.email)!;
    expect(await userRoles(db(), operator.id, patient.brand_id)).toEqual(['operator']);
    expect(await userRoles(db(), operator.id, 'another-brand')).toEqual([]);
    expect(await userRoles(db(), patient.id, patient.brand_id)).toEqual([]);
  });

  it('creates, finds and updates users, case-insensitively by email', async () => {
    userId = await createUser(db(), { email: 'Data.Layer@Test.example', password_hash: null, first_name: 'Á', last_name: 'É', birth_date: '1990-01-01', phone: null, brand_id: 'demo', locale: 'hu' }, T0);
    expect((await findUserByEmail(db(), 'data.layer@test.example'))!.id).toBe(userId);
    await updateUser(db(), userId, { email_confirmed: 1, first_name: 'Ő' });
    expect(await findUserById(db(), userId)).toMatchObject({ email: 'data.layer@test.example', email_confirmed: 1, first_name: 'Ő', created_at: new Date(T0).toISOString() });
    await expect(createUser(db(), { email: 'data.layer@test.example', password_hash: null, first_name: '', last_name: '', birth_date: null, phone: null, brand_id: 'demo', locale: 'hu' }, T0)).rejects.toThrow();
  });

  it('replaces flags and services', async () => {
    await setEntitlements(db(), userId, { flags: ['hasMap', 'hasP4P', 'hasMap'], services: [{ type: 10, order: 1 }, { type: 2 }] });
    await setEntitlements(db(), userId, { flags: ['hasMap', 'hasPsychology'], services: [{ type: 12, order: 3 }, { type: 2 }] });
    expect(await userFlags(db(), userId)).toEqual(['hasMap', 'hasPsychology']);
    expect(await userServices(db(), userId)).toEqual([{ type: 2, order: null }, { type: 12, order: 3 }]);
  });

  it('keeps products and subscriptions', async () => {
    const product = await ensureProduct(db(), { code: 'dl-free', name: 'Free', med24FreeProduct: true });
    expect(await ensureProduct(db(), { code: 'dl-free', name: 'Other', med24FreeProduct: false })).toBe(product);
    const sub = await createSubscription(db(), { userId, productId: product, phone: '+36301112233', status: 'created', needsPrivacyStatement: true }, T0);
    await setSubscriptionStatus(db(), sub.id, 'active');
    await acceptPrivacyStatement(db(), sub.id);
    expect(await listSubscriptions(db(), userId)).toEqual([{ id: sub.id, uuid: sub.uuid, phone: '+36301112233', status: 'active', needsPrivacyStatement: false, product: { code: 'dl-free', name: 'Free', med24FreeProduct: true } }]);
    await expect(db().insertInto('subscriptions').values({ uuid: 'x', user_id: userId, product_id: product, phone: null, status: 'paid' as never, needs_privacy_statement: 0, created_at: '' }).execute()).rejects.toThrow();
  });

  it('enforces foreign keys', async () => {
    await expect(db().insertInto('user_permissions').values({ user_id: 999_999, flag: 'hasMap' }).execute()).rejects.toThrow();
  });

  it('rotates refresh tokens once, detects reuse, revokes families and expires them', async () => {
    const first = await issueRefreshToken(db(), { userId, impersonatorId: null, ttlMs: 1000 }, T0);
    const stored = await db().selectFrom('refresh_tokens').select('token_hash').where('family_id', '=', first.familyId).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(sha256Hex(first.token));
    expect((await consumeRefreshToken(db(), first.token, T0 + 1)).outcome).toBe('rotated');
    expect((await consumeRefreshToken(db(), first.token, T0 + 2)).outcome).toBe('reused');
    const second = await issueRefreshToken(db(), { userId, impersonatorId: null, familyId: first.familyId, ttlMs: 1000 }, T0);
    await revokeFamily(db(), first.familyId, T0 + 3);
    expect((await consumeRefreshToken(db(), second.token, T0 + 4)).outcome).toBe('reused');
    const late = await issueRefreshToken(db(), { userId, impersonatorId: null, ttlMs: 1000 }, T0);
    expect((await consumeRefreshToken(db(), late.token, T0 + 1000)).outcome).toBe('expired');
    expect((await consumeRefreshToken(db(), 'unknown-token', T0)).outcome).toBe('unknown');
    const other = await issueRefreshToken(db(), { userId, impersonatorId: null, ttlMs: 1000 }, T0);
    await revokeAllForUser(db(), userId, T0);
    expect((await consumeRefreshToken(db(), other.token, T0 + 1)).outcome).toBe('reused');
  });

  it('lets only one of two concurrent rotations win', async () => {
    const token = (await issueRefreshToken(db(), { userId, impersonatorId: null, ttlMs: 1000 }, T0)).token;
    const outcomes = await Promise.all([consumeRefreshToken(db(), token, T0 + 1), consumeRefreshToken(db(), token, T0 + 1)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['reused', 'rotated']);
  });

  it('uses one-time tokens once, for their purpose, before they expire', async () => {
    const token = await issueOneTimeToken(db(), { userId, purpose: 'verify-email', ttlMs: 1000, payload: { email: 'n@x.test' } }, T0);
    expect(await consumeOneTimeToken(db(), 'password-recovery', token, T0)).toBeUndefined();
    expect((await consumeOneTimeToken(db(), 'verify-email', token, T0))!.data).toEqual({ email: 'n@x.test' });
    expect(await consumeOneTimeToken(db(), 'verify-email', token, T0)).toBeUndefined();
    const late = await issueOneTimeToken(db(), { userId, purpose: 'login', ttlMs: 1000 }, T0);
    expect(await consumeOneTimeToken(db(), 'login', late, T0 + 1000)).toBeUndefined();
  });

  it('counts rate-limit hits in windows, shared by store instances', async () => {
    const a = new DatabaseRateLimitStore(db(), 'test:', () => clock);
    const b = new DatabaseRateLimitStore(db(), 'test:', () => clock);
    let clock = T0;
    a.init({ windowMs: 60_000 } as never);
    b.init({ windowMs: 60_000 } as never);
    expect((await a.increment('k')).totalHits).toBe(1);
    expect((await b.increment('k')).totalHits).toBe(2);
    await a.decrement('k');
    const third = await b.increment('k');
    expect(third.totalHits).toBe(2);
    expect(third.resetTime?.getTime()).toBe(T0 + 60_000);
    clock = T0 + 60_000;
    expect((await a.increment('k')).totalHits).toBe(1);
    await a.resetKey('k');
    expect((await b.increment('k')).totalHits).toBe(1);
  });

  it('records a challenge once', async () => {
    expect(await markChallengeUsed(db(), 'c1', T0 + 1000, T0)).toBe(true);
    expect(await markChallengeUsed(db(), 'c1', T0 + 1000, T0)).toBe(false);
    // Expired records are pruned, which is safe: an expired challenge fails its own expiry check.
    expect(await markChallengeUsed(db(), 'c2', T0 + 5000, T0 + 2000)).toBe(true);
    expect(await db().selectFrom('captcha_uses').select('challenge_id').execute()).toEqual([{ challenge_id: 'c2' }]);
  });

  it('keeps the outbox newest first and the audit log in order', async () => {
    await addToOutbox(db(), { brandId: 'demo', to: 'a@x.test', subject: 'first', text: 'one' }, T0);
    await addToOutbox(db(), { brandId: 'demo', to: 'b@x.test', subject: 'second', text: 'two' }, T0);
    expect((await listOutbox(db())).map((m) => m.subject).slice(0, 2)).toEqual(['second', 'first']);
    await recordAudit(db(), { event: 'login.failure', username: 'x@y.test', status: 401, ip: '::1' }, T0);
    expect((await auditEntries(db(), 'login.failure')).at(-1)).toMatchObject({ username: 'x@y.test', status: 401, ip: '::1', created_at: new Date(T0).toISOString() });
  });

  it('claims vouchers and activation keys once', async () => {
    const product = await ensureProduct(db(), { code: 'dl-paid', name: 'Paid', med24FreeProduct: false });
    await addVoucher(db(), { code: 'dl-voucher', productId: product });
    const voucher = (await findVoucher(db(), ' DL-VOUCHER '))!;
    const results = await Promise.all([claimVoucher(db(), voucher.id, userId, T0), claimVoucher(db(), voucher.id, userId, T0)]);
    expect(results.sort()).toEqual([false, true]);
    await addActivationKey(db(), { key: 'DL-KEY-1234', productId: product });
    const key = (await findActivationKey(db(), 'dl key 1234'))!;
    expect(key.key_hash).not.toContain('1234');
    expect(await claimActivationKey(db(), key.id, userId, T0)).toBe(true);
    expect(await claimActivationKey(db(), key.id, userId, T0)).toBe(false);
  });

  it('stores uploads with their bytes', async () => {
    const data = new Uint8Array([37, 80, 68, 70, 0, 255]);
    const [stored] = await storeUploads(db(), [{ userId, page: 'preauthorization', name: 'Scan.pdf', mimeType: 'application/pdf', content: [data] }], T0);
    expect(stored).toMatchObject({ name: 'Scan.pdf', size: 6 });
    const chunks = [];
    for await (const chunk of readUpload(db(), stored!.id)) chunks.push(chunk);
    expect(new Uint8Array(Buffer.concat(chunks))).toEqual(data);
  });

  it('keeps a name the patient uploaded before: names are unique per care request, not per patient (issue 33)', async () => {
    const file = { userId, page: 'claim-reporting', name: 'report.pdf', mimeType: 'application/pdf', content: [new Uint8Array([37, 80, 68, 70])] };
    const [first] = await storeUploads(db(), [file], T0);
    const [again] = await storeUploads(db(), [file], T0);
    expect(again!.id).not.toBe(first!.id);
    expect((await db().selectFrom('uploads').select('id').where('user_id', '=', userId).where('name', '=', 'report.pdf').execute()).length).toBe(2);
  });
});
