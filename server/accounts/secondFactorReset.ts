/**
 * The way back in for a person who lost every second factor and recovery code (issue 34): customer
 * support, once they have checked it is the account's holder (by the checks the call centre's
 * procedure names), removes the account's authenticator app, passkeys and recovery codes and ends
 * every session. The person then signs in with their password and sets two-step sign-in up again.
 * Written to the audit log with the reason support gives (a ticket number).
 */
import type { Kysely } from 'kysely';
import { recordAudit } from '../db/auditLog';
import { revokeAllForUser } from '../db/refreshTokens';
import type { Database } from '../db/schema';
import { findUserByEmail } from '../db/users';

export class SecondFactorResetError extends Error {}

export interface ResetOutcome {
  removed: { app: boolean; passkeys: number; recoveryCodes: number };
}

export async function resetSecondFactors(db: Kysely<Database>, email: string, reason: string, now: number): Promise<ResetOutcome> {
  if (reason.trim() === '') throw new SecondFactorResetError('Give the reason (the ticket number of the call) after the address.');
  const user = await findUserByEmail(db, email);
  if (!user) throw new SecondFactorResetError(`No account has the address ${email}.`);
  const removed = await db.transaction().execute(async (trx) => {
    const app = await trx.deleteFrom('totp_factors').where('user_id', '=', user.id).executeTakeFirst();
    const passkeys = await trx.deleteFrom('passkeys').where('user_id', '=', user.id).executeTakeFirst();
    const codes = await trx.deleteFrom('recovery_codes').where('user_id', '=', user.id).executeTakeFirst();
    return { app: Number(app.numDeletedRows) > 0, passkeys: Number(passkeys.numDeletedRows), recoveryCodes: Number(codes.numDeletedRows) };
  });
  await revokeAllForUser(db, user.id, now);
  await recordAudit(db, { event: 'second-factor.changed', userId: user.id, username: user.email, detail: `reset by support: ${reason.trim()}` }, now);
  return { removed };
}

/** `npm run second-factor:reset -- <email> <reason…>`: the lines it prints. */
export async function runSecondFactorReset(db: Kysely<Database>, args: readonly string[], now: number): Promise<string[]> {
  const [email, ...reason] = args;
  if (!email) throw new SecondFactorResetError('Usage: npm run second-factor:reset -- <email> <reason, e.g. the ticket number>');
  const { removed } = await resetSecondFactors(db, email, reason.join(' '), now);
  return [
    `Two-step sign-in of ${email} is off: ${removed.app ? 'the authenticator app' : 'no authenticator app'}, ${removed.passkeys} passkey(s) and ${removed.recoveryCodes} recovery code(s) removed.`,
    'Every session of the account is ended. The person signs in with their password and sets two-step sign-in up again.',
  ];
}
