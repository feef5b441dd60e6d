/** Users and what they may do: permission flags and services (spec §3). */
import type { Kysely } from 'kysely';
import type { Database, NewUser, User, UserUpdate } from './schema';
import { iso } from './time';

type Db = Kysely<Database>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export type NewUserData = Omit<NewUser, 'id' | 'created_at' | 'email_confirmed' | 'contact_email_confirmed'> & { email_confirmed?: number };

export async function createUser(db: Db, data: NewUserData, now: number): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...data, email: normaliseEmail(data.email), email_confirmed: data.email_confirmed ?? 0, contact_email_confirmed: 0, created_at: iso(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, patch: UserUpdate): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

export interface Entitlements {
  flags: readonly string[];
  services: readonly { type: number; order?: number | null }[];
}

/** Replaces a user's flags and services. */
export async function setEntitlements(db: Db, userId: number, entitlements: Entitlements): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_services').where('user_id', '=', userId).execute();
    const flags = [...new Set(entitlements.flags)];
    if (flags.length > 0) await trx.insertInto('user_permissions').values(flags.map((flag) => ({ user_id: userId, flag }))).execute();
    const services = [...new Map(entitlements.services.map((s) => [s.type, s])).values()];
    if (services.length > 0) {
      await trx.insertInto('user_services').values(services.map((s) => ({ user_id: userId, service_type: s.type, sort_order: s.order ?? null }))).execute();
    }
  });
}

export async function userFlags(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_permissions').select('flag').where('user_id', '=', userId).orderBy('flag').execute();
  return rows.map((r) => r.flag);
}

export async function userServices(db: Db, userId: number): Promise<{ type: number; order: number | null }[]> {
  const rows = await db.selectFrom('user_services').select(['service_type', 'sort_order']).where('user_id', '=', userId).orderBy('service_type').execute();
  return rows.map((r) => ({ type: r.service_type, order: r.sort_order }));
}

/** The roles staff hold, each per brand (user_roles). */
export const STAFF_ROLES = ['operator', 'doctor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff roles an account holds for `brandId` (operator, doctor, support), sorted. */
export async function userRoles(db: Db, userId: number, brandId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).where('brand_id', '=', brandId).orderBy('role').execute();
  return rows.map((r) => r.role);
}

/** Whether the account holds any staff role for any brand: such an account cannot be impersonated. */
export async function isStaff(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}

/** Whether the account holds `role` for some brand other than `brandId` (a staff member of another brand). */
export async function holdsRoleElsewhere(db: Db, userId: number, role: string, brandId: string): Promise<boolean> {
  const row = await db.selectFrom('user_roles').select('brand_id').where('user_id', '=', userId).where('role', '=', role).where('brand_id', '<>', brandId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Grants `role` for each brand of `brandIds` (one brand, or a named set). */
export async function grantRole(db: Db, userId: number, role: string, brandIds: readonly string[]): Promise<void> {
  if (brandIds.length === 0) return;
  await db.insertInto('user_roles').values(brandIds.map((brand_id) => ({ user_id: userId, role, brand_id })))
    .onConflict((oc) => oc.columns(['user_id', 'role', 'brand_id']).doNothing()).execute();
}

/** The support user a key belongs to, unless the key is unknown or revoked. */
export async function findSupportUserByKeyHash(db: Db, keyHash: string): Promise<number | undefined> {
  const row = await db.selectFrom('support_api_keys').select('user_id').where('key_hash', '=', keyHash).where('revoked_at', 'is', null).executeTakeFirst();
  return row?.user_id;
}

/** The support account that SUPPORT_API_KEY acts for outside demo mode (no password: it cannot log in). */
export const SUPPORT_ACCOUNT_EMAIL = 'support@portal.invalid';

/**
 * Makes SUPPORT_API_KEY usable for impersonation: its hash is recorded for the support account,
 * created without a password when missing, which holds the support role for `supportBrands` (the
 * brands the deployment serves: the key is the deployment's own). Only the hash is stored.
 */
export async function ensureSupportKey(db: Db, keyHash: string, brandId: string, supportBrands: readonly string[], now: number): Promise<void> {
  const known = await findSupportUserByKeyHash(db, keyHash);
  const existing = known === undefined ? await findUserByEmail(db, SUPPORT_ACCOUNT_EMAIL) : undefined;
  const userId = known ?? existing?.id ?? (await createUser(db, { email: SUPPORT_ACCOUNT_EMAIL, password_hash: null, first_name: 'Support', last_name: '', birth_date: null, phone: null, brand_id: brandId, locale: 'hu', customer_uuid: null, email_confirmed: 1 }, now));
  if (known === undefined) await db.insertInto('support_api_keys').values({ user_id: userId, key_hash: keyHash, label: 'SUPPORT_API_KEY', created_at: iso(now) }).execute();
  await grantRole(db, userId, 'support', supportBrands);
}
