/**
 * The authenticator app (TOTP, RFC 6238 with the apps' common settings: SHA-1, 6 digits, 30 s),
 * by otplib. A code is accepted from one step before to one step after now (a phone's clock a
 * little off, a code typed as it changed), and only once: accepting it moves the account's last
 * step forward with a conditional update, so the same code sent twice, to one instance or two,
 * signs in once.
 */
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';

type Db = Kysely<Database>;

export const TOTP_PERIOD_S = 30;
/** One step either side of now. */
const TOLERANCE_S = TOTP_PERIOD_S;

/** A fresh secret for an account setting up its app; it asks for a code only once one confirmed it. */
export async function startTotpSetup(db: Db, userId: number, now: number): Promise<string> {
  const secret = generateSecret();
  await db.insertInto('totp_factors').values({ user_id: userId, secret, confirmed_at: null, created_at: iso(now) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, confirmed_at: null, last_step: 0, created_at: iso(now) }).where('totp_factors.confirmed_at', 'is', null))
    .execute();
  return secret;
}

/** What an authenticator app scans: otpauth://totp/<issuer>:<account>?secret=…&issuer=… */
export function totpUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret });
}

export async function totpFactorOf(db: Db, userId: number) {
  return db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Whether the code is the account's app's, now, and not used before. `confirming`: the code of a
 * secret being set up (which it then confirms); otherwise only a confirmed app counts.
 */
export async function acceptTotpCode(db: Db, userId: number, code: string, now: number, confirming = false): Promise<boolean> {
  const factor = await totpFactorOf(db, userId);
  if (!factor || (factor.confirmed_at === null) !== confirming || !/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret: factor.secret, token: code, epochTolerance: TOLERANCE_S, epoch: Math.floor(now / 1000), afterTimeStep: Number(factor.last_step) });
  if (!result.valid || !('timeStep' in result)) return false;
  const accepted = await db.updateTable('totp_factors')
    .set({ last_step: result.timeStep, ...(confirming ? { confirmed_at: iso(now) } : {}) })
    .where('user_id', '=', userId).where('secret', '=', factor.secret).where('last_step', '<', result.timeStep)
    .executeTakeFirst();
  return Number(accepted.numUpdatedRows) === 1;
}

export async function removeTotp(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('totp_factors').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
