/** Issuing and rotating sessions: an access JWT plus a refresh token of one family. */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Request } from 'express';
import type { ApiContext } from '../api/apiContext';
import { consumeRefreshToken, issueRefreshToken, keepSuccessor, revokeFamily, successorOf, type RotationResult } from '../db/refreshTokens';
import type { RefreshToken, SecondFactorKind } from '../db/schema';

export interface TokenPairAnswer {
  token: string;
  refresh_token: string;
}

/**
 * How long a rotated refresh token still answers the pair it was exchanged for instead of counting
 * as reuse: two tabs (or a retried request) refreshing the same token moments apart must not log
 * the user out. Later reuse still revokes the family.
 */
export const REFRESH_GRACE_MS = 10_000;
/** How long a request that lost the rotation race waits for the winner to store the pair. */
const SUCCESSOR_WAIT_MS = 1_000;
const SUCCESSOR_POLL_MS = 25;

/** How much of a User-Agent header a session keeps: enough for any real browser's. */
export const USER_AGENT_MAX = 512;

/** The browser a request came from, as the session list shows it (server/accounts/sessionDevices.ts). */
export function userAgentOf(req: Request): string | null {
  const header = req.get('user-agent');
  return header ? header.slice(0, USER_AGENT_MAX) : null;
}

/** A new session (a login on one device, with the second factor it proved), or the next pair of a session being rotated. */
export type SessionStart = { userAgent: string | null; secondFactor?: SecondFactorKind | null } | { userAgent: string | null; secondFactor: SecondFactorKind | null; familyId: string };

export async function issueSession(ctx: ApiContext, userId: number, impersonatorId: number | null, start: SessionStart): Promise<TokenPairAnswer> {
  const familyId = 'familyId' in start ? start.familyId : undefined;
  const refresh = await issueRefreshToken(ctx.db, { userId, impersonatorId, familyId, userAgent: start.userAgent, secondFactor: start.secondFactor ?? null, ttlMs: ctx.refreshTtlMs }, ctx.clock());
  const token = await ctx.accessTokens.sign({ userId, impersonatorId, sessionId: refresh.familyId });
  return { token, refresh_token: refresh.token };
}

export type RotateOutcome =
  | { ok: true; pair: TokenPairAnswer; userId: number }
  // pending: the token was rotated moments ago but its pair never appeared (the rotation failed).
  | { ok: false; result: Exclude<RotationResult['outcome'], 'rotated'> | 'pending'; userId?: number };

/**
 * Exchanges a refresh token for a new pair in the same family. The same token again within the
 * grace window answers the same pair; later, it revokes the family.
 */
export async function rotateSession(ctx: ApiContext, refreshToken: string): Promise<RotateOutcome> {
  const now = ctx.clock();
  const result = await consumeRefreshToken(ctx.db, refreshToken, now);
  if (result.outcome === 'rotated') {
    const { row } = result;
    const pair = await issueSession(ctx, row.user_id, row.impersonator_id, { familyId: row.family_id, userAgent: row.user_agent, secondFactor: row.second_factor });
    await keepSuccessor(ctx.db, row, sealPair(refreshToken, pair), now - REFRESH_GRACE_MS);
    return { ok: true, userId: row.user_id, pair };
  }
  if (result.outcome === 'reused') {
    const { row } = result;
    if (withinGrace(row, now)) {
      const sealed = await awaitSuccessor(ctx, row);
      const pair = sealed ? openPair(refreshToken, sealed) : undefined;
      return pair ? { ok: true, userId: row.user_id, pair } : { ok: false, result: 'pending', userId: row.user_id };
    }
    await revokeFamily(ctx.db, row.family_id, ctx.clock());
    return { ok: false, result: 'reused', userId: row.user_id };
  }
  return { ok: false, result: result.outcome };
}

function withinGrace(row: RefreshToken, now: number): boolean {
  if (row.revoked_at !== null || row.used_at === null) return false;
  const age = now - Date.parse(row.used_at);
  return age >= 0 && age <= REFRESH_GRACE_MS;
}

/** The winner of a concurrent rotation stores the pair only after issuing it: the loser may arrive first. */
async function awaitSuccessor(ctx: ApiContext, row: RefreshToken): Promise<string | undefined> {
  if (row.successor_pair) return row.successor_pair;
  for (let waited = 0; waited < SUCCESSOR_WAIT_MS; waited += SUCCESSOR_POLL_MS) {
    await sleep(SUCCESSOR_POLL_MS);
    const sealed = await successorOf(ctx.db, row.id);
    if (sealed === undefined) return undefined;
    if (sealed) return sealed;
  }
  return undefined;
}

/**
 * The key comes from the refresh token being exchanged, whose plaintext is never stored: the
 * sealed pair opens only for someone presenting that token, so neither a copy of the database nor
 * the server's secrets reveal a live pair.
 */
function graceKey(refreshToken: string): Buffer {
  return createHmac('sha256', refreshToken).update('refresh grace').digest();
}

function sealPair(refreshToken: string, pair: TokenPairAnswer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', graceKey(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function openPair(refreshToken: string, sealed: string): TokenPairAnswer | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', graceKey(refreshToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const pair = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as TokenPairAnswer;
    return typeof pair.token === 'string' && typeof pair.refresh_token === 'string' ? pair : undefined;
  } catch {
    return undefined;
  }
}
