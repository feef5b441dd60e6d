/**
 * Sessions and the secrets that open them: support users' impersonation keys, the refresh tokens
 * of logged-in sessions and the one-time tokens that mail links carry.
 */
import type { Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns';

/** Keys that let a support user impersonate (GET /api/impersonate, header apikey). Stored as sha256. */
export interface SupportApiKeyTable {
  id: Generated<number>;
  user_id: number;
  key_hash: string;
  label: string;
  revoked_at: string | null;
  created_at: CreatedAt;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  user_id: number;
  /** Every token rotated from one login shares the family; reuse of a rotated token revokes it. */
  family_id: string;
  /** sha256 hex of the opaque token; the token itself is never stored. */
  token_hash: string;
  impersonator_id: number | null;
  expires_at: string;
  /** Set when the token was exchanged for a new pair. */
  used_at: string | null;
  /** Set on every token of the family at once: a revoked family ends the session's access tokens too. */
  revoked_at: string | null;
  /**
   * The pair this token was exchanged for, AES-256-GCM sealed with a key only this token's
   * plaintext yields, so a concurrent refresh with the same token gets the same answer during the
   * grace window (server/auth/sessions.ts); null before the exchange and once revoked or stale.
   */
  successor_pair: string | null;
  /** The User-Agent the session was started with (at most USER_AGENT_MAX characters), copied on rotation. */
  user_agent: string | null;
  /** How the session proved a second factor at sign-in (migration 0033); null for a password alone. Copied on rotation. */
  second_factor: SecondFactorKind | null;
  created_at: CreatedAt;
}

/** The second factor a sign-in was completed with. */
export type SecondFactorKind = 'totp' | 'recovery' | 'passkey';

export type OneTimeTokenPurpose =
  | 'verify-registration'
  | 'finish-registration'
  | 'verify-corporate'
  | 'verify-email'
  | 'verify-contact-email'
  | 'password-recovery'
  | 'finish-reservation'
  | 'login'
  /** The sign-in step after a right password, for an account with a second factor (issue 34). */
  | 'second-factor';

export interface OneTimeTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  /** JSON of what the flow needs (new email, subscription id). */
  payload: string | null;
  expires_at: string;
  used_at: string | null;
  /** A newer link of the same flow was mailed to the account before this one was used: it no longer works. */
  replaced_at: Generated<string | null>;
  created_at: CreatedAt;
}

export type RefreshToken = Selectable<RefreshTokenTable>;
export type OneTimeToken = Selectable<OneTimeTokenTable>;
