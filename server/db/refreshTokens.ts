/**
 * Refresh token storage: opaque tokens kept as sha256, rotated on every use. A token that was
 * already rotated (or revoked) coming back means it was copied: its whole family is revoked.
 */
import type { Kysely } from 'kysely';
import { randomToken, sha256Hex } from '../auth/secrets';
import type { Database, RefreshToken } from './schema';
import { iso } from './time';

type Db = Kysely<Database>;

export interface IssueRefresh {
  userId: number;
  impersonatorId: number | null;
  familyId?: string;
  ttlMs: number;
}

/** Stores a new token and returns it; the plaintext exists only in the answer. */
export async function issueRefreshToken(db: Db, r: IssueRefresh, now: number): Promise<{ token: string; familyId: string }> {
  const token = randomToken();
  const familyId = r.familyId ?? randomToken(16);
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: r.userId, family_id: familyId, token_hash: sha256Hex(token), impersonator_id: r.impersonatorId, expires_at: iso(now + r.ttlMs), created_at: iso(now) })
    .execute();
  return { token, familyId };
}

export type RotationResult =
  | { outcome: 'rotated'; row: RefreshToken }
  | { outcome: 'unknown' | 'expired' }
  | { outcome: 'reused'; row: RefreshToken };

/**
 * Marks the token used if it is live. The conditional update makes two concurrent uses of the
 * same token race safely: exactly one wins, the other is treated as reuse.
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
    .executeTakeFirst();
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  if (!row) return { outcome: 'unknown' };
  if (Number(result.numUpdatedRows) === 1) return { outcome: 'rotated', row };
  if (row.used_at !== null || row.revoked_at !== null) return { outcome: 'reused', row };
  return { outcome: 'expired' };
}

export async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: iso(now) }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** The family of a token, whatever its state (logout revokes it). */
export async function familyOf(db: Db, token: string): Promise<RefreshToken | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
}

/** Ends every session of a user but one (a password change keeps the session that made it). */
export async function revokeOthersForUser(db: Db, userId: number, keepFamilyId: string | undefined, now: number): Promise<void> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: iso(now) }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}

export async function revokeAllForUser(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: iso(now) }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
