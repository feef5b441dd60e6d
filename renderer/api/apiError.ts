/**
 * An API failure as a person reads it (spec section 8): the catalogue translation of the error's
 * code; else the server's own message when it gave a code; else the catalogue's "an unknown error
 * occurred, try again later" (errors.500), never the raw code (issue 38; the spec's errors.unknown, "Unknown error:
 * {code}", is no longer shown). A request that never got an answer (offline, timed
 * out, an answer that was not the API's) reads as one sentence asking to check the connection and
 * try again (errors.network). Violation lists (field errors) are passed on, each translated the same way.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export interface ApiErrorBody {
  code?: string | number;
  message?: string;
  /** schemas/api/error-response.schema.json: field is a JSON pointer ("/email"), message is already in the request's locale. */
  violations?: Array<{ field?: string; propertyPath?: string; code?: string; rule?: string; message?: string }>;
}

export interface DescribedError {
  code: string;
  message: string;
  /** Messages by form field name. */
  fieldErrors: Record<string, string[]>;
}

interface Translator {
  t: (key: string, options?: Record<string, unknown>) => string;
  exists: (key: string) => boolean;
}

const bodyOf = (error: FetchBaseQueryError | SerializedError | undefined): ApiErrorBody => {
  const data = error && 'data' in error ? error.data : undefined;
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : {};
};

/** The catalogue code: the body's code, else the HTTP status ("404" is also tried as "#404"). */
function codeOf(error: FetchBaseQueryError | SerializedError | undefined, body: ApiErrorBody): string {
  if (body.code !== undefined) return String(body.code);
  // A non-JSON answer (an HTML error page, a proxy's text) is a PARSING_ERROR: its HTTP status says more.
  if (error && 'originalStatus' in error) return String(error.originalStatus);
  if (error && 'status' in error) return String(error.status);
  return error && 'code' in error && error.code ? error.code : 'unknown';
}

/** The statuses of a request the API never answered (RTK Query's own): a network failure, not a refusal. */
export const NETWORK_FAILURES: readonly string[] = ['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR'];

export const isNetworkFailure = (code: string): boolean => NETWORK_FAILURES.includes(code);

/** Spec section 8: the translation by code, else the server's message when it gave a code, else errors.network or errors.500. */
export function resolveErrorMessage(code: string, serverMessage: string | undefined, hasCode: boolean, i18n: Translator): string {
  return messageFor(code, serverMessage, hasCode, i18n);
}

function messageFor(code: string, serverMessage: string | undefined, hasCode: boolean, i18n: Translator): string {
  for (const key of [`errors.${code}`, `errors.#${code}`]) if (i18n.exists(key)) return i18n.t(key);
  if (hasCode && serverMessage) return serverMessage;
  if (isNetworkFailure(code)) return i18n.t('errors.network');
  return i18n.t('errors.500');
}

export function describeApiError(error: FetchBaseQueryError | SerializedError | undefined, i18n: Translator): DescribedError {
  const body = bodyOf(error);
  const code = codeOf(error, body);
  const fieldErrors: Record<string, string[]> = {};
  for (const violation of body.violations ?? []) {
    const field = (violation.field ?? violation.propertyPath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (!field) continue;
    const text = violation.code ? messageFor(violation.code, violation.message, true, i18n) : (violation.message ?? i18n.t('errors.500'));
    (fieldErrors[field] ??= []).push(text);
  }
  return { code, message: messageFor(code, body.message, body.code !== undefined, i18n), fieldErrors };
}
