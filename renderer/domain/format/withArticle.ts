/**
 * Hungarian validation messages name the field with its definite article (spec section 5): "az"
 * before a vowel sound, "a" otherwise — "az e-mail-cím", "a jelszó". The label is lower-cased
 * after the article, except words (or hyphenated parts) written all in capitals — acronyms such as TAJ — which stay.
 */
const VOWEL = /^[aáeéiíoóöőuúüű]/i;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Numbers are read aloud: 5, 50, 500… (öt…) and 1, 1000, 1 000 000 (egy, ezer, egymillió) take
 * "az"; 10, 100, 10 000 (tíz, száz, tízezer) and other digits take "a".
 */
function articleForNumber(digits: string): 'a' | 'az' {
  if (digits.startsWith('5')) return 'az';
  if (digits.startsWith('1')) return digits.length % 3 === 1 ? 'az' : 'a';
  return 'a';
}

export function hungarianArticle(word: string): 'a' | 'az' {
  const start = word.search(LETTER_OR_DIGIT);
  if (start < 0) return 'a';
  const rest = word.slice(start);
  const digits = /^\d+/.exec(rest);
  if (digits) return articleForNumber(digits[0]);
  return VOWEL.test(rest) ? 'az' : 'a';
}

const isAcronym = (word: string): boolean => /\p{Lu}{2,}/u.test(word) && word === word.toLocaleUpperCase('hu-HU');

export const lowerLabel = (label: string): string =>
  label
    .split(/(\s+|-)/)
    .map((word) => (isAcronym(word) ? word : word.toLocaleLowerCase('hu-HU')))
    .join('');

export const capitalise = (text: string): string => (text ? text.charAt(0).toLocaleUpperCase('hu-HU') + text.slice(1) : text);

/** "az e-mail-cím" for "E-mail-cím"; "a TAJ-szám" for "TAJ-szám". */
export function withArticle(label: string): string {
  const trimmed = label.trim();
  return `${hungarianArticle(trimmed)} ${lowerLabel(trimmed)}`;
}

export interface FieldNameForms {
  /** The label as written. */
  field: string;
  /** Hungarian: with its article, lower-cased ("az e-mail-cím"); other languages: the label. */
  theField: string;
  /** theField starting with a capital, for the start of a sentence ("Az e-mail-cím"). */
  TheField: string;
}

export function fieldNameForms(label: string, language: string): FieldNameForms {
  const theField = language === 'hu' ? withArticle(label) : label;
  return { field: label, theField, TheField: capitalise(theField) };
}
