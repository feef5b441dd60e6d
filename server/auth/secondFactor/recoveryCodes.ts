/**
 * Recovery codes: ten one-time codes given once when an authenticator app is set up (or asked for
 * again), for signing in when the phone or the passkey is lost. Ten characters from an alphabet
 * without look-alikes (about 50 bits each), shown in two groups of five; kept as SHA-256 of the code
 * without its separator. Using one is a conditional update, so it signs in once.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';
import { sha256Hex } from '../secrets';

type Db = Kysely<Database>;

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** What the person typed, as it was stored: lower case, without spaces or dashes. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

export const looksLikeRecoveryCode = (typed: string): boolean => new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normaliseRecoveryCode(typed));

function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A new set, replacing every earlier code of the account; the answer is the only place they are readable. */
export async function issueRecoveryCodes(db: Db, userId: number, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.insertInto('recovery_codes').values(codes.map((code) => ({ user_id: userId, code_hash: sha256Hex(normaliseRecoveryCode(code)), used_at: null, created_at: iso(now) }))).execute();
  });
  return codes;
}

export async function useRecoveryCode(db: Db, userId: number, typed: string, now: number): Promise<boolean> {
  if (!looksLikeRecoveryCode(typed)) return false;
  const result = await db.updateTable('recovery_codes').set({ used_at: iso(now) })
    .where('user_id', '=', userId).where('code_hash', '=', sha256Hex(normaliseRecoveryCode(typed))).where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number | string>().as('left')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
  return Number(row?.left ?? 0);
}

export async function removeRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
