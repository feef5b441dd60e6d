/** Single-use, expiring tokens of the emailed flows (spec §4) and of login-with-token. */
import type { Kysely } from 'kysely';
import { randomToken, sha256Hex } from '../auth/secrets';
import type { Database, OneTimeToken, OneTimeTokenPurpose } from './schema';
import { iso } from './time';

type Db = Kysely<Database>;

export interface IssueOneTime {
  userId: number;
  purpose: OneTimeTokenPurpose;
  ttlMs: number;
  payload?: Record<string, unknown>;
}

export async function issueOneTimeToken(db: Db, t: IssueOneTime, now: number): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('one_time_tokens')
    .values({ user_id: t.userId, purpose: t.purpose, token_hash: sha256Hex(token), payload: t.payload ? JSON.stringify(t.payload) : null, expires_at: iso(now + t.ttlMs), created_at: iso(now) })
    .execute();
  return token;
}

/**
 * Uses the token up if it is live and of this purpose; undefined otherwise (unknown, expired,
 * already used or meant for another flow). One conditional update, so it cannot be used twice.
 */
export async function consumeOneTimeToken(db: Db, purpose: OneTimeTokenPurpose, token: string, now: number): Promise<(OneTimeToken & { data: Record<string, unknown> }) | undefined> {
  const hash = sha256Hex(token);
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: iso(now) })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db.selectFrom('one_time_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
  return { ...row, data: row.payload ? (JSON.parse(row.payload) as Record<string, unknown>) : {} };
}

/** What a link's token is now, without using it: the sentence a patient sees about a link that did not work. */
export type TokenState = 'live' | 'expired' | 'used' | 'unknown';

export async function oneTimeTokenState(db: Db, purpose: OneTimeTokenPurpose, token: string, now: number): Promise<TokenState> {
  const row = await db.selectFrom('one_time_tokens').select(['used_at', 'expires_at']).where('token_hash', '=', sha256Hex(token)).where('purpose', '=', purpose).executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at !== null) return 'used';
  return row.expires_at > iso(now) ? 'live' : 'expired';
}
