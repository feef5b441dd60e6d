/** Vouchers (voucher registration) and activation keys (paid-variant key activation). */
import type { Kysely, Selectable } from 'kysely';
import { sha256Hex } from '../auth/secrets';
import type { ActivationKeyTable, Database, VoucherTable } from './schema';
import { iso } from './time';

type Db = Kysely<Database>;

export async function findVoucher(db: Db, code: string): Promise<Selectable<VoucherTable> | undefined> {
  return db.selectFrom('vouchers').selectAll().where('code', '=', code.trim().toUpperCase()).executeTakeFirst();
}

/** Marks the voucher used by the user; false when someone else used it first. */
export async function claimVoucher(db: Db, id: number, userId: number, now: number): Promise<boolean> {
  const r = await db.updateTable('vouchers').set({ used_at: iso(now), used_by: userId }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function addVoucher(db: Db, v: { code: string; productId: number; brandId?: string | null; validUntil?: string | null; revoked?: boolean }): Promise<void> {
  await db.insertInto('vouchers').values({ code: v.code.toUpperCase(), product_id: v.productId, brand_id: v.brandId ?? null, valid_until: v.validUntil ?? null, revoked: v.revoked ? 1 : 0 }).execute();
}

/** Activation keys are stored hashed: they are bearer secrets printed on a card. */
export async function findActivationKey(db: Db, key: string): Promise<Selectable<ActivationKeyTable> | undefined> {
  return db.selectFrom('activation_keys').selectAll().where('key_hash', '=', sha256Hex(normaliseKey(key))).executeTakeFirst();
}

export async function claimActivationKey(db: Db, id: number, userId: number, now: number): Promise<boolean> {
  const r = await db.updateTable('activation_keys').set({ used_at: iso(now), used_by: userId }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function addActivationKey(db: Db, k: { key: string; productId: number; validUntil?: string | null }): Promise<void> {
  await db.insertInto('activation_keys').values({ key_hash: sha256Hex(normaliseKey(k.key)), product_id: k.productId, valid_until: k.validUntil ?? null }).execute();
}

/** People type keys with spaces, dashes and either case. */
function normaliseKey(key: string): string {
  return key.replace(/[\s-]/g, '').toUpperCase();
}
