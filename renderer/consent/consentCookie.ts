/** The consent cookie as this page reads and writes it (its rules: domain/brand/consentCookie.ts). */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, cookieString, parseConsent, readCookie, type ConsentValue } from '../domain/brand/consentCookie';

export function readConsentCookie(doc: Document = document): ConsentValue | null {
  return parseConsent(readCookie(doc.cookie, CONSENT_COOKIE));
}

export function writeConsentCookie(value: ConsentValue, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:';
  doc.cookie = cookieString(CONSENT_COOKIE, JSON.stringify(value), CONSENT_MAX_AGE_S, secure);
}
