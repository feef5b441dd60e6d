/**
 * The cookie-consent cookie (spec sections 3 and 9): `cookie_consent` holds
 * `{"consent": boolean, "enabled": [optional cookie groups]}` for one year. Necessary cookies
 * need no consent and are never listed; optional groups start disabled (spec section 4).
 */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Optional cookie groups the portal knows. */
export const OPTIONAL_COOKIES = ['analytics'] as const;
export type OptionalCookie = (typeof OPTIONAL_COOKIES)[number];

export interface ConsentValue {
  consent: boolean;
  enabled: OptionalCookie[];
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** `Secure` on https only, so the same code works on http://*.localhost during development. */
export function cookieString(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The stored answer, or null when the visitor has not answered yet (or the cookie is damaged). */
export function parseConsent(raw: string | null): ConsentValue | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentValue>;
    if (typeof value.consent !== 'boolean' || !Array.isArray(value.enabled)) return null;
    const enabled = value.enabled.filter((c): c is OptionalCookie => (OPTIONAL_COOKIES as readonly string[]).includes(c));
    return { consent: value.consent, enabled: value.consent ? enabled : [] };
  } catch {
    return null;
  }
}
