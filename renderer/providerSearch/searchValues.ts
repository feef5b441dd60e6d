/**
 * Normalisation of raw query values (spec section 5, "Search"): a search parameter may be
 * missing, empty, hand-edited or left over from an older link, and every one of those must turn
 * into a well-typed filter value rather than an error page. Each helper takes what
 * URLSearchParams.get answers (string or null).
 */
import { DEFAULT_PAGE, type SearchFlag } from './providerSearchFilter';

type Raw = string | null | undefined;

const DIGITS = /^\d+$/;
const SEARCH_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Subfunction: converted to an integer, null when empty or not a whole positive number. */
export function toIdOrNull(raw: Raw): number | null {
  const text = raw?.trim() ?? '';
  if (!DIGITS.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An opaque id (location): trimmed text, null when empty. */
export function toTextOrNull(raw: Raw): string | null {
  const text = raw?.trim() ?? '';
  return text === '' ? null : text;
}

/** Names: '' when missing. Trimmed so a stray space neither counts as a filter nor thins the menu. */
export function toText(raw: Raw): string {
  return raw?.trim() ?? '';
}

/** Flags are 0 or 1 (spec section 9): only '1' is on; missing, empty or anything else is 0. */
export function toFlag(raw: Raw): SearchFlag {
  return raw?.trim() === '1' ? 1 : 0;
}

/** Page: a whole number of at least 1, else the default page. */
export function toPage(raw: Raw): number {
  const text = raw?.trim() ?? '';
  if (!DIGITS.test(text)) return DEFAULT_PAGE;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_PAGE;
}

/**
 * A YYYY-MM-DD calendar date, or null when the text is not one. Checked through Date.UTC so that
 * 2025-02-30 is rejected rather than rolled over into March.
 */
export function toSearchDateOrNull(raw: Raw): string | null {
  const match = SEARCH_DATE.exec(raw?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? match[0] : null;
}
