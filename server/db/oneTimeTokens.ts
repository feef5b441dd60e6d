/** Single-use, expiring tokens of the emailed flows (spec §4) and of login-with-token. */
import type { Kysely } from 'kysely';
import { randomToken, sha256Hex } from '../auth/secrets';
import { lockKeys, withLock } from './lock';
import type { Database, OneTimeToken, OneTimeTokenPurpose } from './schema';
import { iso } from './time';

type Db = Kysely<Database>;

export interface IssueOneTime {
  userId: number;
  purpose: OneTimeTokenPurpose;
  ttlMs: number;
  payload?: Record<string, unknown>;
  /**
   * The new link is the only one of its flow that works (issue 33: a password-recovery link mailed
   * earlier stops working when a newer one is asked for): every earlier unused link of the account
   * and purpose is marked replaced.
   */
  replacesEarlier?: boolean;
}

export async function issueOneTimeToken(db: Db, t: IssueOneTime, now: number): Promise<string> {
  const token = randomToken();
  const row = { user_id: t.userId, purpose: t.purpose, token_hash: sha256Hex(token), payload: t.payload ? JSON.stringify(t.payload) : null, expires_at: iso(now + t.ttlMs), created_at: iso(now) };
  if (!t.replacesEarlier) {
    await db.insertInto('one_time_tokens').values(row).execute();
    return token;
  }
  // Under the account's lock, so two requests at once cannot each leave the other's link working;
  // a link being used meanwhile is either used first (and stays used) or replaced first (and its
  // use finds nothing), as both are conditional updates of the same row.
  await withLock(db, lockKeys.user(t.userId), async (trx) => {
    await trx.updateTable('one_time_tokens').set({ replaced_at: iso(now) })
      .where('user_id', '=', t.userId).where('purpose', '=', t.purpose).where('used_at', 'is', null).where('replaced_at', 'is', null)
      .execute();
    await trx.insertInto('one_time_tokens').values(row).execute();
  });
  return token;
}

/**
 * Uses the token up if it is live and of this purpose; undefined otherwise (unknown, expired,
 * already used, replaced by a newer link or meant for another flow). One conditional update, so it
 * cannot be used twice.
 */
export async function consumeOneTimeToken(db: Db, purpose: OneTimeTokenPurpose, token: string, now: number): Promise<(OneTimeToken & { data: Record<string, unknown> }) | undefined> {
  const hash = sha256Hex(token);
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: iso(now) })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db.selectFrom('one_time_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
  return { ...row, data: row.payload ? (JSON.parse(row.payload) as Record<string, unknown>) : {} };
}

/** What a link's token is now, without using it: the sentence a patient sees about a link that did not work. */
export type TokenState = 'live' | 'expired' | 'used' | 'replaced' | 'unknown';

export async function oneTimeTokenState(db: Db, purpose: OneTimeTokenPurpose, token: string, now: number): Promise<TokenState> {
  const row = await db.selectFrom('one_time_tokens').select(['used_at', 'replaced_at', 'expires_at']).where('token_hash', '=', sha256Hex(token)).where('purpose', '=', purpose).executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at !== null) return 'used';
  // Replaced says why the link stopped working even when it would have expired by now too.
  if (row.replaced_at !== null) return 'replaced';
  return row.expires_at > iso(now) ? 'live' : 'expired';
}

/** The account a link of this purpose was mailed to, without using it; undefined for an unknown link. */
export async function oneTimeTokenHolder(db: Db, purpose: OneTimeTokenPurpose, token: string): Promise<number | undefined> {
  const row = await db.selectFrom('one_time_tokens').select('user_id').where('token_hash', '=', sha256Hex(token)).where('purpose', '=', purpose).executeTakeFirst();
  return row?.user_id;
}
