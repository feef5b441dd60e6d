/**
 * The session hint (server/auth/sessionCookie.ts): `portal_session=1` is set beside the httpOnly
 * refresh cookie, so the page knows at boot whether a session may exist (sessionRestore.ts). Kept
 * out of the restore module so an anonymous first visit loads none of it.
 */
export const SESSION_HINT = /(?:^|;\s*)portal_session=1(?:;|$)/;
/** Where the portal kept the token pair before the cookies; cleared on boot. */
const LEGACY_STORAGE_KEY = 'portal.session';

export const hasSessionHint = (cookie: string): boolean => SESSION_HINT.test(cookie);

export function forgetLegacyTokens(): void {
  try {
    globalThis.localStorage?.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // No storage (private mode): nothing was kept there either.
  }
}

