/**
 * An express-rate-limit store in the portal's database, so every server instance behind a load
 * balancer counts the same failed logins (the in-memory store would count per instance).
 * One atomic upsert per hit; a window that has passed starts again at 1.
 */
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { Clock } from './time';
import { iso } from './time';

export class DatabaseRateLimitStore implements Store {
  private windowMs = 60_000;
  /** Counters are shared across instances (express-rate-limit uses this to skip its double-count check). */
  readonly localKeys = false;

  /** windowMs is set by express-rate-limit's init(); a store used on its own names it here. */
  constructor(private readonly db: Kysely<Database>, readonly prefix: string, private readonly clock: Clock, windowMs?: number) {
    if (windowMs !== undefined) this.windowMs = windowMs;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = this.clock();
    const fresh = iso(now + this.windowMs);
    const k = this.prefix + key;
    const row = await this.db
      .insertInto('rate_limit_hits')
      .values({ key: k, hits: 1, reset_at: fresh })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          hits: eb.case().when('rate_limit_hits.reset_at', '<=', iso(now)).then(1).else(eb('rate_limit_hits.hits', '+', 1)).end(),
          reset_at: eb.case().when('rate_limit_hits.reset_at', '<=', iso(now)).then(fresh).else(eb.ref('rate_limit_hits.reset_at')).end(),
        })),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
  }

  /** The hits of a window still running; undefined when none is. */
  async get(key: string): Promise<IncrementResponse | undefined> {
    const row = await this.db.selectFrom('rate_limit_hits').select(['hits', 'reset_at'])
      .where('key', '=', this.prefix + key).where('reset_at', '>', iso(this.clock())).executeTakeFirst();
    return row ? { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) } : undefined;
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limit_hits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', this.prefix + key)
      .where('hits', '>', 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('key', '=', this.prefix + key).execute();
  }
}
