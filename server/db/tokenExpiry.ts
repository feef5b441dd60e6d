/**
 * The token-expiry job's work (issue 32): tokens past use are removed, after a time that keeps
 * what a reader still needs. A one-time link's token stays ONE_TIME_KEEP_MS past its expiry (the
 * patient who follows an old link is told it expired, not that it is unknown); a session's
 * refresh tokens stay until every token of the session has been expired for SESSION_KEEP_MS, far
 * longer than an access token lives, so a revoked session is known revoked for as long as any of
 * its access tokens could be shown (refreshTokens.ts familyRevoked). A passkey ceremony's challenge
 * (issue 34) goes once it has expired: nothing reads it after that.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { iso } from './time';

export const ONE_TIME_KEEP_MS = 30 * 86_400_000;
export const SESSION_KEEP_MS = 86_400_000;

export async function removeExpiredTokens(db: Kysely<Database>, now: number): Promise<{ oneTime: number; refresh: number; challenges: number }> {
  const oneTime = await db.deleteFrom('one_time_tokens').where('expires_at', '<', iso(now - ONE_TIME_KEEP_MS)).executeTakeFirst();
  const ended = db.selectFrom('refresh_tokens as family').select('family.family_id').groupBy('family.family_id')
    .having((eb) => eb.fn.max('family.expires_at'), '<', iso(now - SESSION_KEEP_MS));
  const refresh = await db.deleteFrom('refresh_tokens').where('family_id', 'in', ended).executeTakeFirst();
  const challenges = await db.deleteFrom('webauthn_challenges').where('expires_at', '<', iso(now)).executeTakeFirst();
  return { oneTime: Number(oneTime.numDeletedRows), refresh: Number(refresh.numDeletedRows), challenges: Number(challenges.numDeletedRows) };
}
