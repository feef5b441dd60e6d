/**
 * The paid variant's subscriptions paid by card (issue 15), on the brand whose `isMed24` is set:
 *   GET  /med24/products            the products on sale with their prices per period (whole forints); public
 *   POST /med24/subscriptions       subscribe: a `created` subscription and a payment started at
 *                                   the gateway; answers the page to pay on (409 RP001 when the
 *                                   brand cannot take payments, 409 RP003 while the profile lacks the
 *                                   name, phone or billing address the invoice needs, 422 RP002 for a
 *                                   product not on sale,
 *                                   502 RP502 when the gateway refuses to start it)
 *   GET  /med24/payments/return     the back URL's r and s, verified with the merchant's key before
 *                                   anything else (400 RP400 otherwise); a failed, cancelled or
 *                                   timed-out payment is marked so, a successful one waits for the IPN
 *   GET  /med24/subscriptions       the customer's subscriptions, the current one first
 *   GET  /med24/subscriptions/{uuid} one of them
 *   GET  /med24/transactions        the customer's card payments, newest first (?subscription=<uuid>)
 *   GET  /med24/transactions/{orderRef}/receipt  a paid payment's receipt as a PDF (paymentReceipt.ts)
 *   POST /med24/subscriptions/{uuid}/cancellation  cancels an active subscription bought by card at
 *                                   the end of its paid period (409 RP016 when it is not one that can be):
 *                                   no more charges, the card tokens released, a confirming mail
 * Another customer's subscription or payment answers 404, as an unknown one does.
 */
import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { Med24Products, Med24Transactions, Med24TransactionsQuery, PaymentReturn, PaymentReturnQuery, SubscriptionPayment, SubscriptionRequest } from '../../../generated/config-types';
import { authOf, requireAuth } from '../../auth/requireAuth';
import { paymentMove, RETURN_EVENTS, shownPaymentStatus, shownSubscriptionStatus } from '../../../renderer/domain/payments/paymentMachine';
import { iso } from '../../db/time';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { HttpError, NotFoundError } from '../../http/errors';
import { validateBody, validateQuery } from '../../http/validateRequest';
import { readReturn } from '../../payments/simplepay/backReference';
import type { ApiContext } from '../apiContext';
import { payerOf, startCardPayment } from './cardPayment';
import { recurringFor } from './renewals';
import { applyDueModifications, currentSubscriptionId, modificationById, ownSubscriptions, servicesOf, subscriptionViews } from './subscriptionViews';
import { paidVariantOnly } from './paidVariantOnly';
import { endPayment } from './paymentOutcome';
import { sendPaymentReceipt } from './paymentReceipt';
import { endCancelledSubscriptions, markCancelled, releaseCardTokens } from './subscriptionLifecycle';
import type { ServedBrand } from '../../config/brandRegistry';
import { findUserById } from '../../db/users';
import { accountLocale } from '../../mail/accountLocale';

/** GET /med24/products: the products on sale with their prices per period, the cheapest price first. */
function productList(ctx: ApiContext): RequestHandler {
  return async (_req, res) => {
    const rows = await ctx.db.selectFrom('products').innerJoin('product_prices', 'product_prices.product_id', 'products.id')
      .select(['products.id', 'products.code', 'products.name', 'products.beneficiary_limit', 'product_prices.billing_period', 'product_prices.price_huf'])
      .where('products.med24_free_product', '=', 0).orderBy('product_prices.price_huf').execute();
    const services = await servicesOf(ctx.db, [...new Set(rows.map((row) => row.id))]);
    const products = new Map<string, Med24Products['products'][number]>();
    for (const row of rows) {
      const product = products.get(row.code) ?? { code: row.code, name: row.name, beneficiaryLimit: row.beneficiary_limit, services: services.get(row.id) ?? [], prices: [] };
      product.prices.push({ billingPeriod: row.billing_period, priceHuf: row.price_huf });
      products.set(row.code, product);
    }
    const body: Med24Products = { products: [...products.values()] };
    res.set('Cache-Control', 'no-store').json(body);
  };
}

/** The UNIQUE violation of one subscription per customer and product line, as SQLite and PostgreSQL report it. */
const isSecondInLine = (error: unknown): boolean => isUniqueViolation(error, 'subscriptions_one_per_line', /subscriptions\.user_id, subscriptions\.product_line/);

/**
 * POST /med24/subscriptions: a `created` subscription to a product on sale, and its card payment
 * started at the gateway. A customer holds one subscription per product line: with one active,
 * another product of its line is a change of package (409 RP015); an earlier one still awaiting
 * payment is given up for this one (closed, shown `expired`; should its payment still arrive, it is refunded).
 * The unique index over the customer and the line decides between parallel requests.
 */
function subscribe(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const { userId } = authOf(res);
    const payer = await payerOf(ctx, res, userId);
    const { product: code, billingPeriod } = req.body as SubscriptionRequest;
    const offer = await ctx.db.selectFrom('products').innerJoin('product_prices', 'product_prices.product_id', 'products.id')
      .select(['products.id', 'products.product_line', 'product_prices.price_huf']).where('products.code', '=', code).where('product_prices.billing_period', '=', billingPeriod).where('products.med24_free_product', '=', 0).executeTakeFirst();
    if (!offer) throw new HttpError(422, 'RP002', `No ${billingPeriod}ly price for product ${code}`);
    const line = offer.product_line;
    if (line !== null) {
      const active = await ctx.db.selectFrom('subscriptions').select('uuid').where('user_id', '=', userId).where('product_line', '=', line).where('status', '=', 'active').where('closed_at', 'is', null).executeTakeFirst();
      if (active) throw new HttpError(409, 'RP015', `Subscription ${active.uuid} of product line ${line} is active: change its package instead`);
    }
    const { phone } = await ctx.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
    const uuid = randomUUID();
    const now = ctx.clock();
    const paymentUrl = await startCardPayment(ctx, req, payer, offer.price_huf, 'sub', async (trx) => {
      if (line !== null) await trx.updateTable('subscriptions').set({ closed_at: iso(now) }).where('user_id', '=', userId).where('product_line', '=', line).where('status', '=', 'created').where('closed_at', 'is', null).execute();
      const subscription = await trx.insertInto('subscriptions').values({ uuid, user_id: userId, product_id: offer.id, phone, status: 'created', needs_privacy_statement: 0, created_at: iso(now), billing_period: billingPeriod, price_huf: offer.price_huf, paid_until: null, product_line: line }).returning('id').executeTakeFirstOrThrow();
      return { subscriptionId: subscription.id };
    }, await recurringFor(ctx.db, billingPeriod, now)).catch((error: unknown) => {
      if (isSecondInLine(error)) throw new HttpError(409, 'RP015', `A subscription of product line ${line} was bought meanwhile: change its package instead`);
      throw error;
    });
    const body: SubscriptionPayment = { subscription: { uuid, status: 'created' }, paymentUrl };
    res.status(201).json(body);
  };
}

/** The customer's return from the gateway, noted on the payment together with what a signed failure (`ended`) ends. */
async function markReturned(ctx: ApiContext, payment: { id: number }, ended: ReturnType<typeof paymentMove> | undefined, now: string): Promise<void> {
  // The back URL is noted on a payment still under way; a failure also ends it (and a change of
  // product it was for, so another may be asked for).
  if (ended) await endPayment(ctx.db, payment.id, ended, ctx.clock(), { returned_at: now });
  else await ctx.db.updateTable('payments').set({ returned_at: now }).where('id', '=', payment.id).where('status', '=', 'started').execute();
}

/**
 * GET /med24/payments/return: the customer back from the gateway. The back URL's r and s are
 * verified with the merchant's key before anything else (400 RP400 otherwise); a failed, cancelled
 * or timed-out payment is marked so, a successful one waits for the IPN.
 */
function paymentReturn(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const { r, s } = req.query as unknown as PaymentReturnQuery;
    const reading = readReturn(r, s, ctx.payments.keyOf);
    if (!reading.ok) throw new HttpError(400, 'RP400', `Payment return refused: ${reading.reason}`);
    const { outcome } = reading;
    const payment = await ctx.db.selectFrom('payments').innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
      .select(['payments.id', 'payments.order_ref', 'payments.status', 'payments.amount_huf', 'payments.transaction_id', 'payments.modification_id', 'subscriptions.uuid', 'subscriptions.user_id'])
      .where('payments.merchant', '=', outcome.m).where('payments.order_ref', '=', outcome.o).executeTakeFirst();
    if (!payment || payment.user_id !== authOf(res).userId) throw new NotFoundError('No such payment');
    const now = iso(ctx.clock());
    // A failure the gateway signed ends a payment still under way; success waits for the IPN.
    const ended = outcome.e === 'SUCCESS' ? undefined : paymentMove(RETURN_EVENTS[outcome.e]);
    await markReturned(ctx, payment, ended, now);
    await applyDueModifications(ctx.db, authOf(res).userId, ctx.clock());
    const fresh = await ctx.db.selectFrom('payments').innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
      .select(['payments.status', 'payments.refunded_at', 'payments.transaction_id', 'subscriptions.status as subscription_status', 'subscriptions.closed_at', 'subscriptions.paid_until']).where('payments.id', '=', payment.id).executeTakeFirstOrThrow();
    const body: PaymentReturn = {
      event: outcome.e,
      payment: { orderRef: payment.order_ref, status: shownPaymentStatus(fresh), amountHuf: payment.amount_huf, ...(fresh.transaction_id ? { transactionId: fresh.transaction_id } : {}) },
      subscription: { uuid: payment.uuid, status: shownSubscriptionStatus({ status: fresh.subscription_status, closed_at: fresh.closed_at }), ...(fresh.paid_until ? { paidUntil: fresh.paid_until } : {}) },
      ...(payment.modification_id !== null ? { modification: await modificationById(ctx.db, payment.modification_id) } : {}),
    };
    res.set('Cache-Control', 'no-store').json(body);
  };
}

/** GET /med24/subscriptions: the customer's subscriptions, the current one first, then the newest. */
function listSubscriptions(ctx: ApiContext): RequestHandler {
  return async (_req, res) => {
    const { userId } = authOf(res);
    await applyDueModifications(ctx.db, userId, ctx.clock());
    await endCancelledSubscriptions(ctx.db, userId, ctx.clock());
    const current = await currentSubscriptionId(ctx.db, userId);
    const rows = await ownSubscriptions(ctx.db, userId).orderBy('subscriptions.created_at', 'desc').orderBy('subscriptions.id', 'desc').execute();
    const subscriptions = (await subscriptionViews(ctx.db, rows, current)).sort((a, b) => Number(b.current) - Number(a.current));
    res.set('Cache-Control', 'no-store').json({ subscriptions });
  };
}

/** GET /med24/subscriptions/{uuid}: one of the customer's subscriptions; another customer's is 404. */
function oneSubscription(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const { userId } = authOf(res);
    await applyDueModifications(ctx.db, userId, ctx.clock());
    await endCancelledSubscriptions(ctx.db, userId, ctx.clock());
    const row = await ownSubscriptions(ctx.db, userId).where('subscriptions.uuid', '=', String(req.params.uuid)).executeTakeFirst();
    if (!row) throw new NotFoundError('No such subscription');
    res.set('Cache-Control', 'no-store').json((await subscriptionViews(ctx.db, [row], await currentSubscriptionId(ctx.db, userId)))[0]);
  };
}

/** GET /med24/transactions: the customer's card payments, newest first, of one subscription when ?subscription= names it. */
function listTransactions(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const { subscription } = req.query as Med24TransactionsQuery;
    // A modification's payment is for the product it changes to; the subscription's own, for its product.
    const rows = await ctx.db.selectFrom('payments').innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
      .leftJoin('subscription_modifications', 'subscription_modifications.id', 'payments.modification_id')
      .innerJoin('products', (join) => join.on((eb) => eb('products.id', '=', eb.fn.coalesce('subscription_modifications.to_product_id', 'subscriptions.product_id'))))
      .select(['payments.order_ref', 'payments.amount_huf', 'payments.status', 'payments.refunded_at', 'payments.card_mask', 'payments.created_at', 'payments.ipn_at', 'subscriptions.uuid', 'products.name'])
      .where('subscriptions.user_id', '=', authOf(res).userId)
      .$if(subscription !== undefined, (q) => q.where('subscriptions.uuid', '=', subscription!))
      .orderBy('payments.created_at', 'desc').orderBy('payments.id', 'desc').execute();
    const body: Med24Transactions = {
      transactions: rows.map((row) => ({
        orderRef: row.order_ref, subscriptionUuid: row.uuid, productName: row.name, amountHuf: row.amount_huf, status: shownPaymentStatus(row), createdAt: row.created_at,
        ...(row.card_mask ? { cardMask: row.card_mask } : {}), ...(row.ipn_at ? { confirmedAt: row.ipn_at } : {}),
      })),
    };
    res.set('Cache-Control', 'no-store').json(body);
  };
}

/**
 * POST /med24/subscriptions/{uuid}/cancellation: the subscriber cancels; the subscription stays
 * active to its last paid day and then ends. The card tokens are released at the gateway now (what
 * the gateway cannot take now, the subscription-changes job releases later), and a mail in the
 * account's language confirms the cancellation and its last day. Answers the subscription.
 */
function cancel(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const { userId } = authOf(res);
    const row = await ownSubscriptions(ctx.db, userId).where('subscriptions.uuid', '=', String(req.params.uuid)).executeTakeFirst();
    if (!row) throw new NotFoundError('No such subscription');
    const now = ctx.clock();
    const cancelled = await markCancelled(ctx.db, row.id, now);
    if (!cancelled) throw new HttpError(409, 'RP016', `Subscription ${row.uuid} is ${row.status}${row.billing_period ? '' : ', not bought by card'}: it cannot be cancelled`);
    const released = await releaseCardTokens(ctx, now, row.id).catch((error: unknown) => {
      req.log?.warn({ err: error, subscription: row.uuid }, 'card tokens not released yet; the subscription-changes job tries again');
      return undefined;
    });
    if (released?.left) req.log?.warn({ subscription: row.uuid, left: released.left }, 'card tokens not released yet; the subscription-changes job tries again');
    const brand = res.locals.brand as ServedBrand;
    const account = await findUserById(ctx.db, userId);
    if (account) {
      await ctx.mailer.send(req, brand, {
        kind: 'subscriptionCancelled', to: account.email, name: account.first_name, locale: accountLocale(account.locale, brand),
        subscription: { product: row.name, endsOn: cancelled.endsOn, path: `/med24/subscription/${row.uuid}` },
      });
    }
    const fresh = await ownSubscriptions(ctx.db, userId).where('subscriptions.id', '=', row.id).executeTakeFirstOrThrow();
    res.set('Cache-Control', 'no-store').json((await subscriptionViews(ctx.db, [fresh], await currentSubscriptionId(ctx.db, userId)))[0]);
  };
}

export function createSubscriptionsRouter(ctx: ApiContext): Router {
  const router = Router();
  const guards = [paidVariantOnly, requireAuth(ctx)];
  // The prices are public: the brand's home shows them to visitors, with the way to sign up.
  router.get('/med24/products', paidVariantOnly, productList(ctx));
  router.post('/med24/subscriptions', ...guards, validateBody('subscriptionRequest'), subscribe(ctx));
  router.get('/med24/payments/return', ...guards, validateQuery('paymentReturnQuery'), paymentReturn(ctx));
  router.get('/med24/subscriptions', ...guards, listSubscriptions(ctx));
  router.get('/med24/subscriptions/:uuid', ...guards, oneSubscription(ctx));
  router.post('/med24/subscriptions/:uuid/cancellation', ...guards, cancel(ctx));
  router.get('/med24/transactions', ...guards, validateQuery('med24TransactionsQuery'), listTransactions(ctx));
  router.get('/med24/transactions/:orderRef/receipt', ...guards, async (req, res) => {
    await sendPaymentReceipt(ctx, res.locals.brand as ServedBrand, req, res, authOf(res).userId, String(req.params.orderRef));
  });
  return router;
}
