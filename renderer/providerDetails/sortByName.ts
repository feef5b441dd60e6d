/**
 * Specializations, doctors and places in the reader's alphabetical order (spec §3: a provider's
 * specializations are sorted by name). The collator of the page's locale puts "Á" after "A" and
 * "Cs" after "C" in Hungarian and "Ș" after "S" in Romanian, which a code-point sort does not.
 */
import type { PortalLocale } from '../domain/format/format';
import { LOCALE_TAG } from '../domain/format/localeTag';

const collators = new Map<PortalLocale, Intl.Collator>();

export function nameCollator(locale: PortalLocale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(LOCALE_TAG[locale], { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/** A sorted copy; equal names keep their order. */
export function sortByName<T extends { name: string }>(items: readonly T[], locale: PortalLocale): T[] {
  const collator = nameCollator(locale);
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
