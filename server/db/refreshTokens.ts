/**
 * Refresh token storage: opaque tokens kept as sha256, rotated on every use. A token that was
 * already rotated (or revoked) coming back means it was copied: its whole family is revoked,
 * unless it comes back within the grace window of server/auth/sessions.ts. Revocation always
 * marks a whole family, so one revoked row means the session is over (familyRevoked).
 */
import type { Kysely } from 'kysely';
import { randomToken, sha256Hex } from '../auth/secrets';
import type { Database, RefreshToken, SecondFactorKind } from './schema';
import { iso } from './time';

type Db = Kysely<Database>;

export interface IssueRefresh {
  userId: number;
  impersonatorId: number | null;
  familyId?: string;
  ttlMs: number;
  /** The browser the session was started in; a rotation carries the family's on. */
  userAgent?: string | null;
  /** How the sign-in proved a second factor; a rotation carries the family's on. */
  secondFactor?: SecondFactorKind | null;
}

/** Stores a new token and returns it; the plaintext exists only in the answer. */
export async function issueRefreshToken(db: Db, r: IssueRefresh, now: number): Promise<{ token: string; familyId: string }> {
  const token = randomToken();
  const familyId = r.familyId ?? randomToken(16);
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: r.userId, family_id: familyId, token_hash: sha256Hex(token), impersonator_id: r.impersonatorId,
      user_agent: r.userAgent ?? null, second_factor: r.secondFactor ?? null, expires_at: iso(now + r.ttlMs), created_at: iso(now),
    })
    .execute();
  return { token, familyId };
}

export type RotationResult =
  | { outcome: 'rotated'; row: RefreshToken }
  | { outcome: 'unknown' | 'expired' }
  | { outcome: 'reused'; row: RefreshToken };

/**
 * Marks the token used if it is live. The conditional update makes two concurrent uses of the
 * same token race safely: exactly one wins, the other sees 'reused' (server/auth/sessions.ts
 * decides whether that is a theft or a second tab within the grace window).
 */
export async function consumeRefreshToken(db: Db, token: string, now: number): Promise<RotationResult> {
  const hash = sha256Hex(token);
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: iso(now) })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', iso(now))
    // A rotation that raced a logout can insert its successor after the family was revoked; that
    // row looks live but its session is over.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refresh_tokens as revoked').select('revoked.id').whereRef('revoked.family_id', '=', 'refresh_tokens.family_id').where('revoked.revoked_at', 'is not', null))),
    )
    .executeTakeFirst();
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  if (!row) return { outcome: 'unknown' };
  if (Number(result.numUpdatedRows) === 1) return { outcome: 'rotated', row };
  if (row.used_at !== null || row.revoked_at !== null) return { outcome: 'reused', row };
  return { outcome: 'expired' };
}

/**
 * Keeps the pair a token was exchanged for, sealed by the caller, on the token's row; a family's
 * older sealed pairs are dropped once their grace window (`staleBefore`) has passed.
 */
export async function keepSuccessor(db: Db, row: RefreshToken, sealed: string, staleBefore: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ successor_pair: sealed }).where('id', '=', row.id).where('revoked_at', 'is', null).execute();
  await db
    .updateTable('refresh_tokens')
    .set({ successor_pair: null })
    .where('family_id', '=', row.family_id)
    .where('successor_pair', 'is not', null)
    .where('used_at', '<', iso(staleBefore))
    .execute();
}

/** The sealed successor pair of a used token, once its rotation has stored it; undefined when revoked. */
export async function successorOf(db: Db, id: number): Promise<string | null | undefined> {
  const row = await db.selectFrom('refresh_tokens').select(['successor_pair', 'revoked_at']).where('id', '=', id).executeTakeFirst();
  return row && row.revoked_at === null ? row.successor_pair : undefined;
}

/** Whether the session (family) was ended: asked on every authenticated request, one index probe. */
/**
 * Whether the session is over. Every authenticated request asks, so a live answer is remembered
 * for LIVE_SESSION_CACHE_MS: this instance forgets it the moment it revokes the session (logout,
 * password change, reuse), so here the end is immediate; another instance sharing the database
 * notices within that second. Without it the lookup cost a quarter of /api/me's throughput.
 */
export async function familyRevoked(db: Db, familyId: string, userId: number, now: number): Promise<boolean> {
  const cache = liveSessionCache(db);
  const known = cache.get(familyId);
  if (known && known.until > now) return false;
  const row = await db.selectFrom('refresh_tokens').select('id').where('family_id', '=', familyId).where('revoked_at', 'is not', null).limit(1).executeTakeFirst();
  if (row !== undefined) return true;
  if (cache.size >= LIVE_SESSION_CACHE_SIZE) cache.clear();
  cache.set(familyId, { userId, until: now + LIVE_SESSION_CACHE_MS });
  return false;
}

export const LIVE_SESSION_CACHE_MS = 1000;
const LIVE_SESSION_CACHE_SIZE = 50_000;
const liveSessions = new WeakMap<Db, Map<string, { userId: number; until: number }>>();

function liveSessionCache(db: Db): Map<string, { userId: number; until: number }> {
  let cache = liveSessions.get(db);
  if (!cache) liveSessions.set(db, (cache = new Map()));
  return cache;
}

function forgetSessions(db: Db, which: { familyId: string } | { userId: number }): void {
  const cache = liveSessionCache(db);
  if ('familyId' in which) cache.delete(which.familyId);
  else for (const [familyId, entry] of cache) if (entry.userId === which.userId) cache.delete(familyId);
}

/**
 * Whose session a family is while it lives: its current token unused, unexpired and unrevoked,
 * and none of its tokens revoked. What a page load knows of its visitor (server/http/pageVisitor.ts).
 */
export async function liveFamilyOwner(db: Db, familyId: string, now: number): Promise<{ userId: number; impersonatorId: number | null } | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['user_id', 'impersonator_id'])
    .where('family_id', '=', familyId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refresh_tokens as revoked').select('revoked.id').where('revoked.family_id', '=', familyId).where('revoked.revoked_at', 'is not', null))),
    )
    .limit(1)
    .executeTakeFirst();
  return row && { userId: row.user_id, impersonatorId: row.impersonator_id };
}

export async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: iso(now), successor_pair: null }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  forgetSessions(db, { familyId });
}

/** The family of a token, whatever its state (logout revokes it). */
export async function familyOf(db: Db, token: string): Promise<RefreshToken | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
}

/** Ends every session of a user but one (a password change keeps the session that made it). */
export async function revokeOthersForUser(db: Db, userId: number, keepFamilyId: string | undefined, now: number): Promise<void> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: iso(now), successor_pair: null }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
  // The kept session is forgotten too; it is simply looked up again.
  forgetSessions(db, { userId });
}

/** One signed-in session of a person: first and last seen are its first and newest token. */
export interface LiveSession {
  familyId: string;
  userAgent: string | null;
  impersonatorId: number | null;
  firstSeen: string;
  lastSeen: string;
}

/**
 * A person's sessions that still live: none of their tokens revoked and one not yet expired.
 * A session is one login on one device; every refresh adds a token to it.
 */
export async function liveSessionsOf(db: Db, userId: number, now: number): Promise<LiveSession[]> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .select((eb) => [
      'family_id',
      eb.fn.max('user_agent').as('user_agent'),
      eb.fn.max('impersonator_id').as('impersonator_id'),
      eb.fn.min('created_at').as('first_seen'),
      eb.fn.max('created_at').as('last_seen'),
    ])
    .where('user_id', '=', userId)
    .groupBy('family_id')
    .having((eb) => eb.fn.count('revoked_at'), '=', 0)
    .having((eb) => eb.fn.max('expires_at'), '>', iso(now))
    .execute();
  return rows
    .map((row) => ({ familyId: row.family_id, userAgent: row.user_agent, impersonatorId: row.impersonator_id, firstSeen: row.first_seen, lastSeen: row.last_seen }))
    .sort((a, b) => b.lastSeen.localeCompare(a.lastSeen) || a.familyId.localeCompare(b.familyId));
}

/** How the session proved a second factor at sign-in, or null (a password alone, or no such session). */
export async function sessionSecondFactor(db: Db, familyId: string): Promise<SecondFactorKind | null> {
  const row = await db.selectFrom('refresh_tokens').select('second_factor').where('family_id', '=', familyId).where('second_factor', 'is not', null).limit(1).executeTakeFirst();
  return row?.second_factor ?? null;
}

/** A session that has just shown a second factor (an authenticator app confirmed in it) has it from now on. */
export async function recordSessionSecondFactor(db: Db, familyId: string, kind: SecondFactorKind): Promise<void> {
  await db.updateTable('refresh_tokens').set({ second_factor: kind }).where('family_id', '=', familyId).where('second_factor', 'is', null).execute();
}

export async function revokeAllForUser(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: iso(now), successor_pair: null }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  forgetSessions(db, { userId });
}
