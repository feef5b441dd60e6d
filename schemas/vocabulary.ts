/**
 * The portal's custom JSON Schema vocabulary (spec section 5), shared by the server, the
 * renderer and the precompiled validators in generated/. Everything here is pure so it runs
 * the same in Node and in the browser.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { Format } from 'ajv';

const BANK_WEIGHTS = [9, 7, 3, 1];

/** A block of digits passes when the weighted sum (9,7,3,1 repeating) is divisible by 10. */
function passesWeightedChecksum(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * BANK_WEIGHTS[i % 4]!;
  return sum % 10 === 0;
}

/** Hungarian bank account (16 or 24 digits with checksums) or a 20-character IBAN-like form. */
export function isValidBankAccount(input: string): boolean {
  const value = input.replace(/[^0-9A-Za-z]/g, '');
  if (input.trim() === '') return true;
  switch (value.length) {
    case 16:
      return passesWeightedChecksum(value.slice(0, 8)) && passesWeightedChecksum(value.slice(8));
    case 20:
      return /^[A-Za-z]{4}[A-Za-z0-9]{16}$/.test(value);
    case 24:
      return passesWeightedChecksum(value.slice(0, 8)) && passesWeightedChecksum(value.slice(8));
    default:
      return false;
  }
}

/** Removes the separators people type inside phone numbers: spaces, commas and dashes. */
function withoutSeparators(input: string): string {
  return input.replace(/[\s,-]/g, '');
}

/**
 * A phone number as the portal stores it: the separators removed, and the prefixes people dial at
 * home written the international way (issue 33): Hungary's trunk prefix `06` followed by 8–9
 * digits, and the international `0036` and `0040`, become `+36` and `+40`. Romania's trunk prefix
 * `0` is left alone: a bare `07…` could be a Romanian mobile or a mistyped Hungarian number, and
 * guessing would store someone else's number.
 */
export function normalisePhone(input: string): string {
  const compact = withoutSeparators(input);
  const trunk = /^06([0-9]{8,9})$/.exec(compact);
  if (trunk) return `+36${trunk[1]}`;
  return compact.replace(/^00(36|40)/, '+$1');
}

/** +36 with 8–9 digits (Hungary) or +40 with 9 digits (Romania), once normalised (06…, 0036…, 0040… too). */
export function isValidPhone(input: string): boolean {
  return /^(\+36[0-9]{8,9}|\+40[0-9]{9})$/.test(normalisePhone(input));
}

/** A phone number without its area code: 8–9 digits. */
export function isValidLocalPhone(input: string): boolean {
  return /^[0-9]{8,9}$/.test(withoutSeparators(input));
}

export const MINIMUM_AGE = 18;
/** No one alive is this old: a birth date further back is a typing mistake. */
export const OLDEST_AGE = 130;

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!b || !t) return null;
  const [by, bm, bd] = [Number(b[1]), Number(b[2]), Number(b[3])];
  const check = new Date(Date.UTC(by, bm - 1, bd));
  if (check.getUTCFullYear() !== by || check.getUTCMonth() !== bm - 1 || check.getUTCDate() !== bd) return null;
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Today's date in Budapest, where the portal's business days are counted. */
export function todayInBudapest(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function isAdultBirthDate(input: string, today: string = todayInBudapest()): boolean {
  const age = ageOn(input, today);
  return age !== null && age >= MINIMUM_AGE && age < OLDEST_AGE;
}

/** A birth date of anyone alive, a newborn included: a calendar day, today or earlier, less than OLDEST_AGE years back. */
export function isBirthDate(input: string, today: string = todayInBudapest()): boolean {
  const age = ageOn(input, today);
  return age !== null && age >= 0 && age < OLDEST_AGE;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDay(input: string): boolean {
  return ageOn(input, input) === 0;
}

/**
 * A day that has come: today in Budapest or earlier (issue 33: the care a claim is for cannot
 * have happened tomorrow). YYYY-MM-DD strings compare as the days they name.
 */
export function isDateTodayOrEarlier(input: string, today: string = todayInBudapest()): boolean {
  return isCalendarDay(input) && input <= today;
}

/** A day still to come: today in Budapest or later (issue 33: an appointment cannot be wished for yesterday). */
export function isDateTodayOrLater(input: string, today: string = todayInBudapest()): boolean {
  return isCalendarDay(input) && input >= today;
}

/**
 * Passwords too easy to guess (issue 33). One of the commonest passwords people use, compared
 * without letter case: the list is @zxcvbn-ts/language-common's (about 49,000 from leaked
 * password sets), too big for every page, so it is handed to the vocabulary by whoever can afford
 * it (schemas/commonPasswords.ts): the server's validators load it with themselves, the browser
 * when a form that sets a password is first focused. Until then the browser lets the server say it.
 */
let commonPasswords: ReadonlySet<string> = new Set();

export function learnCommonPasswords(list: Iterable<string>): void {
  commonPasswords = new Set([...list].map((p) => p.toLowerCase()));
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** A password anyone who knows the address would try first: the address itself or the part before the @, in any letter case. */
export function isPasswordLikeEmail(password: string, email: string): boolean {
  const pass = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  return pass !== '' && (pass === address || pass === local);
}

/**
 * A measurement as people write it: digits with a decimal comma (Hungarian, Romanian) or point,
 * e.g. "5,2" or "5.2". A number input cannot take the comma in every browser, so such fields are
 * text with this format, read with parseDecimal.
 */
const DECIMAL = /^\s*\d{1,6}(?:[.,]\d{1,4})?\s*$/;

export function isDecimal(input: string): boolean {
  return DECIMAL.test(input);
}

/** The number a `decimal` text means; NaN when it is not one. */
export function parseDecimal(input: unknown): number {
  if (typeof input === 'number') return input;
  return typeof input === 'string' && isDecimal(input) ? Number(input.trim().replace(',', '.')) : Number.NaN;
}

/** Formats for ajv: the standard ones the schemas use plus the portal's own. */
export const formats: Record<string, Format> = {
  date: fullFormats.date,
  'date-time': fullFormats['date-time'],
  email: fullFormats.email,
  uuid: fullFormats.uuid,
  uri: fullFormats.uri,
  bankAccount: isValidBankAccount,
  phone: isValidPhone,
  phoneLocal: isValidLocalPhone,
  adultBirthDate: (value: string) => isAdultBirthDate(value),
  birthDate: (value: string) => isBirthDate(value),
  dateTodayOrEarlier: (value: string) => isDateTodayOrEarlier(value),
  dateTodayOrLater: (value: string) => isDateTodayOrLater(value),
  decimal: isDecimal,
  newPassword: (value: string) => !isCommonPassword(value),
};

/** Annotation keywords of the portal's schemas; they carry meaning for code, not for validation. */
export const annotationKeywords = ['serverOnly'] as const;
