/** Products and subscriptions (spec §3: uuid, phone, product with med24FreeProduct, status created → active). */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SubscriptionStatus } from './schema';
import { iso } from './time';
import { shownSubscriptionStatus, type ShownSubscriptionStatus } from '../../renderer/domain/payments/paymentMachine';

type Db = Kysely<Database>;

export interface ProductData {
  code: string;
  name: string;
  med24FreeProduct: boolean;
}

/** The product's id, creating it on first use. */
export async function ensureProduct(db: Db, product: ProductData): Promise<number> {
  const found = await db.selectFrom('products').select('id').where('code', '=', product.code).executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('products')
    .values({ code: product.code, name: product.name, med24_free_product: product.med24FreeProduct ? 1 : 0 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db.selectFrom('products').select('id').where('code', '=', product.code).executeTakeFirstOrThrow();
  return row.id;
}

export interface NewSubscription {
  userId: number;
  productId: number;
  phone: string | null;
  status: SubscriptionStatus;
  needsPrivacyStatement?: boolean;
  uuid?: string;
}

export async function createSubscription(db: Db, s: NewSubscription, now: number): Promise<{ id: number; uuid: string }> {
  const uuid = s.uuid ?? randomUUID();
  const row = await db
    .insertInto('subscriptions')
    .values({ uuid, user_id: s.userId, product_id: s.productId, phone: s.phone, status: s.status, needs_privacy_statement: s.needsPrivacyStatement ? 1 : 0, created_at: iso(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, uuid };
}

export interface SubscriptionView {
  id: number;
  uuid: string;
  phone: string | null;
  /** As the answers show it: a closed subscription is `expired` or `ended`, never `active`. */
  status: ShownSubscriptionStatus;
  needsPrivacyStatement: boolean;
  product: { code: string; name: string; med24FreeProduct: boolean };
}

/** A user's subscriptions, oldest first. */
export async function listSubscriptions(db: Db, userId: number): Promise<SubscriptionView[]> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.uuid', 's.phone', 's.status', 's.closed_at', 's.needs_privacy_statement', 'p.code', 'p.name', 'p.med24_free_product'])
    .where('s.user_id', '=', userId)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    phone: r.phone,
    status: shownSubscriptionStatus(r),
    needsPrivacyStatement: r.needs_privacy_statement === 1,
    product: { code: r.code, name: r.name, med24FreeProduct: r.med24_free_product === 1 },
  }));
}

export async function setSubscriptionStatus(db: Db, id: number, status: SubscriptionStatus): Promise<void> {
  await db.updateTable('subscriptions').set({ status }).where('id', '=', id).execute();
}

export async function acceptPrivacyStatement(db: Db, subscriptionId: number): Promise<void> {
  await db.updateTable('subscriptions').set({ needs_privacy_statement: 0 }).where('id', '=', subscriptionId).execute();
}
