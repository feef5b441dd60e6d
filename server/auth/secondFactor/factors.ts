/** What an account has besides its password (issue 34), and how a sign-in may complete. */
import type { Kysely } from 'kysely';
import type { SecondFactorStatus, SecondFactorStep } from '../../../generated/config-types';
import type { Database } from '../../db/schema';
import { passkeysOf } from './passkeys';
import { recoveryCodesLeft, removeRecoveryCodes } from './recoveryCodes';
import { totpFactorOf } from './totp';

type Db = Kysely<Database>;
export type SecondFactorMethod = SecondFactorStep['secondFactor']['methods'][number];

/** The ways the account can complete a sign-in after its password, the strongest first; none: the password alone. */
export async function secondFactorMethods(db: Db, userId: number): Promise<SecondFactorMethod[]> {
  const [totp, passkeys, left] = await Promise.all([totpFactorOf(db, userId), passkeysOf(db, userId), recoveryCodesLeft(db, userId)]);
  return [
    ...(passkeys.length > 0 ? ['passkey' as const] : []),
    ...(totp?.confirmed_at ? ['totp' as const] : []),
    ...(left > 0 && (passkeys.length > 0 || totp?.confirmed_at) ? ['recovery' as const] : []),
  ];
}

export async function secondFactorStatus(db: Db, userId: number, sessionSecondFactor: SecondFactorStatus['sessionSecondFactor']): Promise<SecondFactorStatus> {
  const [totp, passkeys, left] = await Promise.all([totpFactorOf(db, userId), passkeysOf(db, userId), recoveryCodesLeft(db, userId)]);
  return {
    totp: Boolean(totp?.confirmed_at),
    passkeys: passkeys.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at })),
    recoveryCodesLeft: left,
    sessionSecondFactor,
  };
}

/** Recovery codes stand in for a second factor: with none left, they go too. */
export async function dropOrphanRecoveryCodes(db: Db, userId: number): Promise<void> {
  const [totp, passkeys] = await Promise.all([totpFactorOf(db, userId), passkeysOf(db, userId)]);
  if (!totp?.confirmed_at && passkeys.length === 0) await removeRecoveryCodes(db, userId);
}
