/**
 * What the current subscription covers (spec §3 subscription, product): a product with a
 * coverage list (product_services) covers the service types on it; a product without one covers
 * every service type its holder has. Care requests (RM1006, RM1007) and the service screens'
 * "covered or priced" line read this one answer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SubscriptionView } from '../db/subscriptions';

export interface Coverage {
  /** The current subscription is active: nothing is covered by one that is not. */
  active: boolean;
  covers(type: number): boolean;
}

export async function coverageOf(db: Kysely<Database>, current: SubscriptionView | null, held: ReadonlySet<number>): Promise<Coverage> {
  if (!current || current.status !== 'active') return { active: false, covers: () => false };
  const rows = await db.selectFrom('subscriptions as s').innerJoin('product_services as ps', 'ps.product_id', 's.product_id')
    .select('ps.service_type').where('s.id', '=', current.id).execute();
  const listed = rows.length > 0 ? new Set(rows.map((r) => r.service_type)) : undefined;
  return { active: true, covers: (type) => (listed ? listed.has(type) : held.has(type)) };
}
