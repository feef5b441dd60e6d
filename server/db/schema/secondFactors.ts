/** Two-factor sign-in (issue 34): authenticator apps, recovery codes, passkeys and their challenges. */
import type { Selectable } from 'kysely';
import type { Generated } from 'kysely';

export interface TotpFactorTable {
  user_id: number;
  /** Base32, as the authenticator app was given it. */
  secret: string;
  /** Null until a code from the app confirmed it: only then does sign-in ask for it. */
  confirmed_at: string | null;
  /** The time step of the last code accepted; a code of that step or earlier is refused. */
  last_step: Generated<number>;
  created_at: string;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 hex of the code as the person types it, without separators. */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface PasskeyTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the authenticator names the credential. */
  credential_id: string;
  /** base64url of the COSE public key. */
  public_key: string;
  /** The signature counter last seen (bigint: a string from PostgreSQL). */
  counter: number | string;
  /** JSON array of the transports the browser reported. */
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export type WebauthnPurpose = 'register' | 'authenticate';

export interface WebauthnChallengeTable {
  /** The ceremony's id, handed to the browser with the options. */
  id: string;
  /** The account registering, or signing in after its password; null for a sign-in with a passkey alone. */
  user_id: number | null;
  purpose: WebauthnPurpose;
  challenge: string;
  expires_at: string;
  used_at: string | null;
}

export type Passkey = Selectable<PasskeyTable>;
export type TotpFactor = Selectable<TotpFactorTable>;
