/** Issuing and rotating sessions: an access JWT plus a refresh token of one family. */
import type { ApiContext } from '../api/apiContext';
import { consumeRefreshToken, issueRefreshToken, revokeFamily, type RotationResult } from '../db/refreshTokens';

export interface TokenPairAnswer {
  token: string;
  refresh_token: string;
}

export async function issueSession(ctx: ApiContext, userId: number, impersonatorId: number | null, familyId?: string): Promise<TokenPairAnswer> {
  const refresh = await issueRefreshToken(ctx.db, { userId, impersonatorId, familyId, ttlMs: ctx.refreshTtlMs }, ctx.clock());
  const token = await ctx.accessTokens.sign({ userId, impersonatorId, sessionId: refresh.familyId });
  return { token, refresh_token: refresh.token };
}

export type RotateOutcome = { ok: true; pair: TokenPairAnswer; userId: number } | { ok: false; result: Exclude<RotationResult['outcome'], 'rotated'>; userId?: number };

/** Exchanges a refresh token for a new pair in the same family; a reused token revokes the family. */
export async function rotateSession(ctx: ApiContext, refreshToken: string): Promise<RotateOutcome> {
  const result = await consumeRefreshToken(ctx.db, refreshToken, ctx.clock());
  if (result.outcome === 'rotated') {
    const { row } = result;
    return { ok: true, userId: row.user_id, pair: await issueSession(ctx, row.user_id, row.impersonator_id, row.family_id) };
  }
  if (result.outcome === 'reused') {
    await revokeFamily(ctx.db, result.row.family_id, ctx.clock());
    return { ok: false, result: 'reused', userId: result.row.user_id };
  }
  return { ok: false, result: result.outcome };
}
