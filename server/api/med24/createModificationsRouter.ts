/**
 * Changing a paid-variant subscription's product (issue 15), on the brand whose `isMed24` is set:
 *   POST /med24/subscriptions/{uuid}/modifications          {product}: the change on the terms of
 *        modificationTerms.ts. With a price difference due it is `created` and answers the page to
 *        pay it on; with nothing due it is `verified_update` at once. 409 RP011 while the
 *        subscription awaits payment, RP016 once it is cancelled, RP014 while another change is under way, RP013 when the
 *        subscription has more beneficiaries than the product covers; 422 RP012 for its own product,
 *        RP002 for a product without a price for the subscription's billing period.
 *   GET  /med24/subscriptions/{uuid}/modifications/{modificationUuid}
 * The IPN of the price difference's payment makes the change `verified_update`; it is `active`
 * from its effective date (subscriptionViews.applyDueModifications). A change whose payment was
 * never finished stops being "under way" when the payment's time is up. The one change at a time
 * and the beneficiaries it must cover are checked again under the subscription's lock
 * (server/db/lock.ts), which adding a beneficiary takes too.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { Kysely, Transaction } from 'kysely';
import type { ModificationPayment, ModificationRequest } from '../../../generated/config-types';
import { authOf, requireAuth } from '../../auth/requireAuth';
import { lockFor, lockKeys } from '../../db/lock';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';
import { HttpError, NotFoundError } from '../../http/errors';
import { validateBody } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { PAYMENT_TIMEOUT_MS, payerOf, startCardPayment } from './cardPayment';
import { modificationTerms, todayInBudapest } from '../../../renderer/domain/med24/modificationTerms';
import { paidVariantOnly } from './paidVariantOnly';
import { applyDueModifications, findModification, modificationById } from './subscriptionViews';
import { modificationMove, newModificationStatus, OPEN_MODIFICATION_STATUSES } from '../../../renderer/domain/payments/paymentMachine';

/**
 * Whether the subscription may start a change now: a change whose payment was left unfinished
 * past its time is given up first; another change under way answers 409 RP014; with the target's
 * beneficiary limit, more beneficiaries than it covers answer 409 RP013.
 */
async function checkChangeAllowed(db: Kysely<Database>, subscriptionId: number, beneficiaryLimit: number | null, now: number): Promise<void> {
  const expired = modificationMove('expired');
  await db.updateTable('subscription_modifications').set({ status: expired.to })
    .where('subscription_id', '=', subscriptionId).where('status', 'in', expired.from).where('created_at', '<', iso(now - PAYMENT_TIMEOUT_MS)).execute();
  const open = await db.selectFrom('subscription_modifications').select(['uuid', 'effective_date']).where('subscription_id', '=', subscriptionId).where('status', 'in', OPEN_MODIFICATION_STATUSES).executeTakeFirst();
  if (open) throw new HttpError(409, 'RP014', `Modification ${open.uuid} is under way (effective ${open.effective_date})`);
  if (beneficiaryLimit === null) return;
  const { n } = await db.selectFrom('beneficiaries').select((eb) => eb.fn.countAll<number>().as('n')).where('subscription_id', '=', subscriptionId).where('removed_at', 'is', null).executeTakeFirstOrThrow();
  if (Number(n) > beneficiaryLimit) throw new HttpError(409, 'RP013', `The product covers ${beneficiaryLimit} people besides the subscriber; the subscription has ${n}`);
}

export function createModificationsRouter(ctx: ApiContext): Router {
  const router = Router();
  const guards = [paidVariantOnly, requireAuth(ctx)];

  router.post('/med24/subscriptions/:uuid/modifications', ...guards, validateBody('modificationRequest'), async (req, res) => {
    const { userId } = authOf(res);
    const now = ctx.clock();
    await applyDueModifications(ctx.db, userId, now);
    const subscription = await ctx.db.selectFrom('subscriptions').select(['id', 'status', 'product_id', 'billing_period', 'price_huf', 'paid_until', 'cancelled_at', 'closed_at'])
      .where('uuid', '=', String(req.params.uuid)).where('user_id', '=', userId).executeTakeFirst();
    if (!subscription) throw new NotFoundError('No such subscription');
    const { billing_period: period, price_huf: fromPrice, paid_until: paidUntil } = subscription;
    if (subscription.status !== 'active' || !period || fromPrice === null || !paidUntil) throw new HttpError(409, 'RP011', 'Only a paid subscription can be changed');
    if (subscription.cancelled_at || subscription.closed_at) throw new HttpError(409, 'RP016', 'A cancelled subscription cannot be changed');
    await checkChangeAllowed(ctx.db, subscription.id, null, now);
    const { product: code } = req.body as ModificationRequest;
    const target = await ctx.db.selectFrom('products').innerJoin('product_prices', 'product_prices.product_id', 'products.id')
      .select(['products.id', 'products.beneficiary_limit', 'product_prices.price_huf']).where('products.code', '=', code).where('product_prices.billing_period', '=', period)
      .where('products.med24_free_product', '=', 0).executeTakeFirst();
    if (!target) throw new HttpError(422, 'RP002', `No ${period}ly price for product ${code}`);
    if (target.id === subscription.product_id) throw new HttpError(422, 'RP012', 'The subscription already has this product');
    await checkChangeAllowed(ctx.db, subscription.id, target.beneficiary_limit, now);

    const terms = modificationTerms({ fromPriceHuf: fromPrice, toPriceHuf: target.price_huf, period, paidUntil, today: todayInBudapest(now) });
    const uuid = randomUUID();
    const values = {
      uuid, subscription_id: subscription.id, from_product_id: subscription.product_id, to_product_id: target.id, price_huf: target.price_huf,
      amount_due_huf: terms.amountDueHuf, effective_date: terms.effectiveDate, created_at: iso(now), activated_at: null,
    };
    // The checks above answer in their order; under the subscription's lock they are made again
    // and hold: one open change at a time, and no downgrade beside a beneficiary added meanwhile.
    const underLock = async (trx: Transaction<Database>): Promise<void> => {
      await lockFor(trx, lockKeys.subscription(subscription.id));
      await checkChangeAllowed(trx, subscription.id, target.beneficiary_limit, now);
    };
    if (terms.amountDueHuf === 0) {
      const row = await ctx.db.transaction().execute(async (trx) => {
        await underLock(trx);
        return trx.insertInto('subscription_modifications').values({ ...values, status: newModificationStatus(terms.amountDueHuf), verified_at: iso(now) }).returning('id').executeTakeFirstOrThrow();
      });
      const body: ModificationPayment = { modification: await modificationById(ctx.db, row.id) };
      res.status(201).json(body);
      return;
    }
    const payer = await payerOf(ctx, res, userId);
    let modificationId = 0;
    const paymentUrl = await startCardPayment(ctx, req, payer, terms.amountDueHuf, 'mod', async (trx) => {
      await underLock(trx);
      modificationId = (await trx.insertInto('subscription_modifications').values({ ...values, status: newModificationStatus(terms.amountDueHuf), verified_at: null }).returning('id').executeTakeFirstOrThrow()).id;
      return { subscriptionId: subscription.id, modificationId };
    });
    const body: ModificationPayment = { modification: await modificationById(ctx.db, modificationId), paymentUrl };
    res.status(201).json(body);
  });

  router.get('/med24/subscriptions/:uuid/modifications/:modificationUuid', ...guards, async (req, res) => {
    const { userId } = authOf(res);
    await applyDueModifications(ctx.db, userId, ctx.clock());
    const modification = await findModification(ctx.db, userId, String(req.params.uuid), String(req.params.modificationUuid));
    if (!modification) throw new NotFoundError('No such modification');
    res.set('Cache-Control', 'no-store').json(modification);
  });

  return router;
}
