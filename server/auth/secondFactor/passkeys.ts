/**
 * Passkeys (WebAuthn) by SimpleWebAuthn. The relying party is the host the page was served on
 * (each brand's own host), so a passkey made on one brand's site signs in there. Every ceremony's
 * challenge is stored (webauthn_challenges) and used once, by whichever instance the answer reaches.
 * A sign-in with a passkey alone needs the authenticator to have verified the person (PIN,
 * fingerprint, face): possession and that check are the two factors.
 */
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { Database, Passkey, User, WebauthnPurpose } from '../../db/schema';
import { iso } from '../../db/time';

type Db = Kysely<Database>;

/** How long a ceremony's challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 60;

/** The relying party a request speaks to: the host it came to, over https (or http on a loopback host). */
export function relyingPartyOf(req: Request): { rpID: string; origins: string[] } {
  const host = req.get('host') ?? 'localhost';
  const rpID = new URL(`http://${host}`).hostname;
  // A browser offers WebAuthn only in a secure context, so an http origin can only be a loopback host.
  return { rpID, origins: [`https://${host}`, `http://${host}`] };
}

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

async function storeChallenge(db: Db, purpose: WebauthnPurpose, userId: number | null, challenge: string, now: number): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db.insertInto('webauthn_challenges').values({ id, user_id: userId, purpose, challenge, expires_at: iso(now + CHALLENGE_TTL_MS), used_at: null }).execute();
  return id;
}

/** Uses the ceremony up: its challenge and account, once, while it lives. */
async function takeChallenge(db: Db, id: string, purpose: WebauthnPurpose, now: number): Promise<{ challenge: string; userId: number | null } | undefined> {
  const used = await db.updateTable('webauthn_challenges').set({ used_at: iso(now) })
    .where('id', '=', id).where('purpose', '=', purpose).where('used_at', 'is', null).where('expires_at', '>', iso(now))
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return undefined;
  const row = await db.selectFrom('webauthn_challenges').select(['challenge', 'user_id']).where('id', '=', id).executeTakeFirstOrThrow();
  return { challenge: row.challenge, userId: row.user_id };
}

export async function passkeysOf(db: Db, userId: number): Promise<Passkey[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

const transportsOf = (row: Passkey): string[] | undefined => (row.transports ? (JSON.parse(row.transports) as string[]) : undefined);

export async function registrationOptions(db: Db, req: Request, user: User, rpName: string, now: number): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const { rpID } = relyingPartyOf(req);
  const existing = await passkeysOf(db, user.id);
  const options = await generateRegistrationOptions({
    rpName, rpID, userName: user.email, userDisplayName: `${user.last_name} ${user.first_name}`.trim(),
    // The account's id as the authenticator's user handle: a sign-in with a passkey alone names the account by it.
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return { challengeId: await storeChallenge(db, 'register', user.id, options.challenge, now), options };
}

/** Stores the new passkey if the browser's answer is a right one for this account's ceremony; its row, or undefined. */
export async function registerPasskey(db: Db, req: Request, userId: number, challengeId: string, response: RegistrationResponseJSON, name: string, now: number): Promise<Passkey | undefined> {
  const ceremony = await takeChallenge(db, challengeId, 'register', now);
  if (!ceremony || ceremony.userId !== userId) return undefined;
  const { rpID, origins } = relyingPartyOf(req);
  const verified = await verifyRegistrationResponse({ response, expectedChallenge: ceremony.challenge, expectedOrigin: origins, expectedRPID: rpID, requireUserVerification: false }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { credential } = verified.registrationInfo;
  const taken = await db.selectFrom('passkeys').select('id').where('credential_id', '=', credential.id).executeTakeFirst();
  if (taken) return undefined;
  return db.insertInto('passkeys').values({
    user_id: userId, credential_id: credential.id, public_key: b64url(credential.publicKey), counter: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null, name: name.slice(0, PASSKEY_NAME_MAX), created_at: iso(now), last_used_at: null,
  }).returningAll().executeTakeFirstOrThrow();
}

/**
 * A sign-in ceremony: after the password, for that account's passkeys (`userId`); or with a passkey
 * alone, for any passkey of this site the authenticator holds, which must verify the person.
 */
export async function authenticationOptions(db: Db, req: Request, userId: number | null, now: number): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const { rpID } = relyingPartyOf(req);
  const allow = userId === null ? undefined : (await passkeysOf(db, userId)).map((row) => ({ id: row.credential_id, transports: transportsOf(row) }));
  const options = await generateAuthenticationOptions({ rpID, allowCredentials: allow, userVerification: userId === null ? 'required' : 'preferred' });
  return { challengeId: await storeChallenge(db, 'authenticate', userId, options.challenge, now), options };
}

/** The account the browser's answer proves, once: its passkey's counter and last use move on. */
export async function authenticateWithPasskey(db: Db, req: Request, challengeId: string, response: AuthenticationResponseJSON, now: number): Promise<number | undefined> {
  const ceremony = await takeChallenge(db, challengeId, 'authenticate', now);
  if (!ceremony) return undefined;
  const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', response.id).executeTakeFirst();
  if (!row || (ceremony.userId !== null && row.user_id !== ceremony.userId)) return undefined;
  const { rpID, origins } = relyingPartyOf(req);
  const verified = await verifyAuthenticationResponse({
    response, expectedChallenge: ceremony.challenge, expectedOrigin: origins, expectedRPID: rpID,
    credential: { id: row.credential_id, publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')), counter: Number(row.counter), transports: transportsOf(row) },
    requireUserVerification: ceremony.userId === null,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  await db.updateTable('passkeys').set({ counter: verified.authenticationInfo.newCounter, last_used_at: iso(now) }).where('id', '=', row.id).execute();
  return row.user_id;
}

export async function removePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
