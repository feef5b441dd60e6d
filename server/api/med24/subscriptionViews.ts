/**
 * The paid variant's subscriptions as the API answers them: each with its product (what it
 * includes: the services and how many people it covers), the beneficiaries, and the modifications.
 * Reading a subscription first applies its modifications whose effective date has come, so what is
 * answered is what holds today.
 */
import type { Kysely } from 'kysely';
import type { Med24Beneficiary, Med24Modification, Med24Subscription } from '../../../generated/config-types';
import type { Database } from '../../db/schema';
import { modificationMove, shownPaymentStatus, shownSubscriptionStatus, type ShownPaymentStatus } from '../../../renderer/domain/payments/paymentMachine';
import { iso } from '../../db/time';
import { todayInBudapest } from '../../../renderer/domain/med24/modificationTerms';

type Db = Kysely<Database>;

export const ownSubscriptions = (db: Db, userId: number) =>
  db.selectFrom('subscriptions').innerJoin('products', 'products.id', 'subscriptions.product_id')
    .select(['subscriptions.id', 'subscriptions.uuid', 'subscriptions.status', 'subscriptions.billing_period', 'subscriptions.price_huf', 'subscriptions.paid_until', 'subscriptions.created_at', 'subscriptions.cancelled_at', 'subscriptions.closed_at', 'products.id as product_id', 'products.code', 'products.name', 'products.beneficiary_limit'])
    .where('subscriptions.user_id', '=', userId);

export type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof ownSubscriptions>['executeTakeFirstOrThrow']>>;

/** The subscription the customer chose last (POST /api/me/subscription), else the newest active one. */
export async function currentSubscriptionId(db: Db, userId: number): Promise<number | undefined> {
  const chosen = await db.selectFrom('users').select('current_subscription_id').where('id', '=', userId).executeTakeFirst();
  if (chosen?.current_subscription_id) {
    const own = await db.selectFrom('subscriptions').select('id').where('id', '=', chosen.current_subscription_id).where('user_id', '=', userId).executeTakeFirst();
    if (own) return own.id;
  }
  const active = await db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).where('status', '=', 'active').where('closed_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return active?.id;
}

/**
 * Gives the subscriptions (the customer's; every customer's when `userId` is undefined) the product
 * of every paid (verified_update) modification whose effective date has come, and marks it active;
 * each in one transaction guarded by its status, so two readers, or a reader and the
 * subscription-changes job, apply it once. The job applies it on its day whether anyone reads or
 * not; a read applies it first too, so no answer shows a change not yet applied. Answers how many
 * it applied.
 */
export async function applyDueModifications(db: Db, userId: number | undefined, now: number): Promise<number> {
  const effective = modificationMove('effective');
  let query = db.selectFrom('subscription_modifications').innerJoin('subscriptions', 'subscriptions.id', 'subscription_modifications.subscription_id')
    .select(['subscription_modifications.id', 'subscription_modifications.subscription_id', 'subscription_modifications.to_product_id', 'subscription_modifications.price_huf'])
    .where('subscription_modifications.status', 'in', effective.from)
    .where('subscription_modifications.effective_date', '<=', todayInBudapest(now));
  if (userId !== undefined) query = query.where('subscriptions.user_id', '=', userId);
  const due = await query.orderBy('subscription_modifications.effective_date').execute();
  let applied = 0;
  for (const modification of due) {
    await db.transaction().execute(async (trx) => {
      const marked = await trx.updateTable('subscription_modifications').set({ status: effective.to, activated_at: iso(now) })
        .where('id', '=', modification.id).where('status', 'in', effective.from).executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return;
      await trx.updateTable('subscriptions').set({ product_id: modification.to_product_id, price_huf: modification.price_huf }).where('id', '=', modification.subscription_id).execute();
      applied += 1;
    });
  }
  return applied;
}

/**
 * What the period after `paidUntil` costs: the price of a paid change of package that applies by
 * then (a change to a cheaper one applies from the next period), else the subscription's own.
 */
export async function nextPeriodPrice(db: Db, subscriptionId: number, paidUntil: string, price: number): Promise<number> {
  const nextDay = new Date(Date.parse(`${paidUntil}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const change = await db.selectFrom('subscription_modifications').select('price_huf').where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'verified_update').where('effective_date', '<=', nextDay).orderBy('effective_date', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return change?.price_huf ?? price;
}

/** The next card charge of a subscription that renews by itself: on its last paid day, while a registered card token is left. */
async function nextChargeOf(db: Db, row: SubscriptionRow): Promise<Med24Subscription['nextCharge']> {
  if (row.status !== 'active' || row.closed_at || row.cancelled_at || !row.paid_until || row.price_huf === null) return undefined;
  const token = await db.selectFrom('card_tokens').select('id').where('subscription_id', '=', row.id).where('used_at', 'is', null)
    .where('until', '>', `${row.paid_until}T23:59:59.999Z`).executeTakeFirst();
  if (!token) return undefined;
  return { date: row.paid_until, amountHuf: await nextPeriodPrice(db, row.id, row.paid_until, row.price_huf) };
}

export async function servicesOf(db: Db, productIds: number[]): Promise<Map<number, number[]>> {
  const rows = productIds.length ? await db.selectFrom('product_services').select(['product_id', 'service_type']).where('product_id', 'in', productIds).orderBy('service_type').execute() : [];
  const out = new Map<number, number[]>(productIds.map((id) => [id, []]));
  for (const row of rows) out.get(row.product_id)!.push(row.service_type);
  return out;
}

export async function beneficiariesOf(db: Db, subscriptionId: number): Promise<Med24Beneficiary[]> {
  const rows = await db.selectFrom('beneficiaries').select(['id', 'name', 'birth_date', 'relation']).where('subscription_id', '=', subscriptionId).where('removed_at', 'is', null).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, birthDate: row.birth_date, relation: row.relation }));
}

const modificationRows = (db: Db) =>
  db.selectFrom('subscription_modifications')
    .innerJoin('subscriptions', 'subscriptions.id', 'subscription_modifications.subscription_id')
    .innerJoin('products as from_product', 'from_product.id', 'subscription_modifications.from_product_id')
    .innerJoin('products as to_product', 'to_product.id', 'subscription_modifications.to_product_id')
    .select(['subscription_modifications.id', 'subscription_modifications.uuid', 'subscription_modifications.status', 'subscription_modifications.price_huf', 'subscription_modifications.amount_due_huf',
      'subscription_modifications.effective_date', 'subscription_modifications.created_at', 'subscriptions.uuid as subscription_uuid', 'subscriptions.user_id',
      'from_product.code as from_code', 'from_product.name as from_name', 'to_product.code as to_code', 'to_product.name as to_name']);

type ModificationRow = Awaited<ReturnType<ReturnType<typeof modificationRows>['executeTakeFirstOrThrow']>>;

async function modificationViews(db: Db, rows: ModificationRow[]): Promise<Med24Modification[]> {
  const ids = rows.map((row) => row.id);
  const payments = ids.length ? await db.selectFrom('payments').select(['modification_id', 'status', 'refunded_at']).where('modification_id', 'in', ids).orderBy('id').execute() : [];
  const paymentOf = new Map<number, ShownPaymentStatus>(payments.map((p) => [p.modification_id!, shownPaymentStatus(p)]));
  return rows.map((row) => ({
    uuid: row.uuid, subscriptionUuid: row.subscription_uuid, status: row.status, fromProduct: { code: row.from_code, name: row.from_name }, toProduct: { code: row.to_code, name: row.to_name },
    priceHuf: row.price_huf, amountDueHuf: row.amount_due_huf, effectiveDate: row.effective_date, createdAt: row.created_at,
    ...(paymentOf.has(row.id) ? { paymentStatus: paymentOf.get(row.id)! } : {}),
  }));
}

/** One of the customer's modifications by its uuid; none for another customer's. */
export async function findModification(db: Db, userId: number, subscriptionUuid: string, modificationUuid: string): Promise<Med24Modification | undefined> {
  const row = await modificationRows(db).where('subscription_modifications.uuid', '=', modificationUuid).where('subscriptions.uuid', '=', subscriptionUuid).where('subscriptions.user_id', '=', userId).executeTakeFirst();
  return row ? (await modificationViews(db, [row]))[0] : undefined;
}

export async function modificationById(db: Db, id: number): Promise<Med24Modification> {
  return (await modificationViews(db, [await modificationRows(db).where('subscription_modifications.id', '=', id).executeTakeFirstOrThrow()]))[0]!;
}

export async function subscriptionViews(db: Db, rows: SubscriptionRow[], current: number | undefined): Promise<Med24Subscription[]> {
  const services = await servicesOf(db, [...new Set(rows.map((row) => row.product_id))]);
  return Promise.all(rows.map(async (row) => {
    const modifications = await modificationViews(db, await modificationRows(db).where('subscription_modifications.subscription_id', '=', row.id)
      .orderBy('subscription_modifications.created_at', 'desc').orderBy('subscription_modifications.id', 'desc').execute());
    return {
      uuid: row.uuid, product: { code: row.code, name: row.name, beneficiaryLimit: row.beneficiary_limit, services: services.get(row.product_id) ?? [] }, status: shownSubscriptionStatus(row), current: row.id === current, createdAt: row.created_at,
      ...(row.billing_period ? { billingPeriod: row.billing_period } : {}), ...(row.price_huf !== null ? { priceHuf: row.price_huf } : {}), ...(row.paid_until ? { paidUntil: row.paid_until } : {}),
      ...(row.cancelled_at ? { cancelledAt: row.cancelled_at } : {}),
      beneficiaries: await beneficiariesOf(db, row.id), modifications,
      ...(await nextChargeOf(db, row).then((next) => (next ? { nextCharge: next } : {}))),
    };
  }));
}
