/** Single use of proof-of-work challenges, shared by every server instance through the database. */
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { iso } from './time';

/** Records the challenge as answered; false when it already was. Expired records are pruned on the way. */
export async function markChallengeUsed(db: Kysely<Database>, challengeId: string, expiresAt: number, now: number): Promise<boolean> {
  await db.deleteFrom('captcha_uses').where('expires_at', '<', iso(now)).execute();
  const r = await db
    .insertInto('captcha_uses')
    .values({ challenge_id: challengeId, expires_at: iso(expiresAt) })
    .onConflict((oc) => oc.column('challenge_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}
