/**
 * The people a paid-variant subscription covers besides the subscriber (issue 15), on the brand
 * whose `isMed24` is set; the body is a relative's (name, birth date, relation), checked trimmed:
 *   POST   /med24/subscriptions/{uuid}/beneficiaries        add one (201), within the product's limit
 *                                                          (409 RP010; the lower one of a change of
 *                                                          package under way), on a paid subscription
 *                                                          (409 RP011)
 *   PUT    /med24/subscriptions/{uuid}/beneficiaries/{id}   change one
 *   DELETE /med24/subscriptions/{uuid}/beneficiaries/{id}   remove one (204); the row stays, marked
 * Another customer's subscription or beneficiary answers 404, as an unknown one does.
 */
import { Router, type Request, type Response } from 'express';
import type { Kysely } from 'kysely';
import type { Med24Beneficiary, RelativeRequest } from '../../../generated/config-types';
import { authOf, requireAuth } from '../../auth/requireAuth';
import { lockKeys, withLock } from '../../db/lock';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';
import { HttpError, NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
import { validateBody } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { trimName } from '../relatives/createRelativesRouter';
import { paidVariantOnly } from './paidVariantOnly';
import { OPEN_MODIFICATION_STATUSES } from '../../../renderer/domain/payments/paymentMachine';

/**
 * The people the subscription may cover besides the subscriber: its product's limit, or the
 * lower one of a change of package under way (which covers fewer people from its date already).
 */
async function beneficiaryLimit(db: Kysely<Database>, subscriptionId: number): Promise<number> {
  const current = await db.selectFrom('subscriptions').innerJoin('products', 'products.id', 'subscriptions.product_id')
    .select('products.beneficiary_limit').where('subscriptions.id', '=', subscriptionId).executeTakeFirstOrThrow();
  const pending = await db.selectFrom('subscription_modifications').innerJoin('products', 'products.id', 'subscription_modifications.to_product_id')
    .select((eb) => eb.fn.min('products.beneficiary_limit').as('limit')).where('subscription_modifications.subscription_id', '=', subscriptionId)
    .where('subscription_modifications.status', 'in', OPEN_MODIFICATION_STATUSES).executeTakeFirst();
  return pending?.limit === null || pending?.limit === undefined ? current.beneficiary_limit : Math.min(current.beneficiary_limit, Number(pending.limit));
}

export function createBeneficiariesRouter(ctx: ApiContext): Router {
  const router = Router();
  const guards = [paidVariantOnly, requireAuth(ctx)];

  const ownSubscription = async (req: Request, res: Response) => {
    const subscription = await ctx.db.selectFrom('subscriptions').select(['id', 'status', 'closed_at'])
      .where('uuid', '=', String(req.params.uuid)).where('user_id', '=', authOf(res).userId).executeTakeFirst();
    if (!subscription) throw new NotFoundError('No such subscription');
    return subscription;
  };
  const ownBeneficiary = async (req: Request, res: Response) => {
    const subscription = await ownSubscription(req, res);
    const id = parseId(req.params.id);
    const found = id === undefined ? undefined : await ctx.db.selectFrom('beneficiaries').select('id').where('id', '=', id).where('subscription_id', '=', subscription.id).where('removed_at', 'is', null).executeTakeFirst();
    if (!found) throw new NotFoundError('No such beneficiary');
    return found.id;
  };
  const view = (row: { id: number; name: string; birth_date: string; relation: Med24Beneficiary['relation'] }): Med24Beneficiary => ({ id: row.id, name: row.name, birthDate: row.birth_date, relation: row.relation });

  router.post('/med24/subscriptions/:uuid/beneficiaries', ...guards, trimName, validateBody('relativeRequest'), async (req, res) => {
    const subscription = await ownSubscription(req, res);
    if (subscription.status !== 'active') throw new HttpError(409, 'RP011', 'The subscription awaits payment');
    if (subscription.closed_at) throw new HttpError(409, 'RP016', 'The subscription has ended');
    const { name, birthDate, relation } = req.body as RelativeRequest;
    const now = iso(ctx.clock());
    // Counted and added under the subscription's lock (server/db/lock.ts), which a change of
    // package takes too: two adds at once, or an add beside a downgrade, cannot both pass.
    const row = await withLock(ctx.db, lockKeys.subscription(subscription.id), async (trx) => {
      const limit = await beneficiaryLimit(trx, subscription.id);
      const { n } = await trx.selectFrom('beneficiaries').select((eb) => eb.fn.countAll<number>().as('n')).where('subscription_id', '=', subscription.id).where('removed_at', 'is', null).executeTakeFirstOrThrow();
      if (Number(n) >= limit) throw new HttpError(409, 'RP010', `The product covers ${limit} people besides the subscriber`);
      return trx.insertInto('beneficiaries').values({ subscription_id: subscription.id, name, birth_date: birthDate, relation, created_at: now, updated_at: now, removed_at: null })
        .returning(['id', 'name', 'birth_date', 'relation']).executeTakeFirstOrThrow();
    });
    res.status(201).json(view(row));
  });

  router.put('/med24/subscriptions/:uuid/beneficiaries/:id', ...guards, trimName, validateBody('relativeRequest'), async (req, res) => {
    const id = await ownBeneficiary(req, res);
    const { name, birthDate, relation } = req.body as RelativeRequest;
    const row = await ctx.db.updateTable('beneficiaries').set({ name, birth_date: birthDate, relation, updated_at: iso(ctx.clock()) })
      .where('id', '=', id).where('removed_at', 'is', null).returning(['id', 'name', 'birth_date', 'relation']).executeTakeFirst();
    if (!row) throw new NotFoundError('No such beneficiary');
    res.json(view(row));
  });

  router.delete('/med24/subscriptions/:uuid/beneficiaries/:id', ...guards, async (req, res) => {
    const id = await ownBeneficiary(req, res);
    const now = iso(ctx.clock());
    await ctx.db.updateTable('beneficiaries').set({ removed_at: now, updated_at: now }).where('id', '=', id).where('removed_at', 'is', null).execute();
    res.status(204).end();
  });

  return router;
}
