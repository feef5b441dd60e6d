/**
 * The grouped choices of the search's service and location filters, and their narrowing by a
 * typed text (issue 11): services under their specialty, places under "country – county".
 * Matching ignores case and accents ("pecs" finds Pécs, "timis" Timiș); a group whose name
 * matches keeps all its choices; the chosen value always stays, so narrowing never changes it.
 */
import type { LocationGroup, Specialization } from '../api/providersApi';

export interface OptionGroup {
  key: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}

/** Lower case without accents, for matching what a person types without them. */
export const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export function filterOptionGroups(groups: readonly OptionGroup[], query: string, keep: string | null = null): OptionGroup[] {
  const wanted = foldForSearch(query.trim());
  if (wanted === '') return [...groups];
  return groups.flatMap((group) => {
    if (foldForSearch(group.label).includes(wanted)) return [group];
    const options = group.options.filter((o) => o.value === keep || foldForSearch(o.label).includes(wanted));
    return options.length > 0 ? [{ ...group, options }] : [];
  });
}

/** Services under their specialty, specialties sorted by name in the locale. */
export function serviceGroups(specializations: readonly Specialization[], locale: string): OptionGroup[] {
  return [...specializations]
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map((spec) => ({ key: String(spec.id), label: spec.name, options: spec.subfunctions.map((sub) => ({ value: String(sub.id), label: sub.name })) }));
}

/**
 * Places under "country – county", the countries in the order the answer first names them (the
 * brand's own data), counties as the answer orders them.
 */
export function locationGroups(groups: readonly LocationGroup[], countryName: (code: string) => string): OptionGroup[] {
  const countries = [...new Set(groups.map((g) => g.countryCode ?? ''))];
  return countries.flatMap((code) =>
    groups
      .filter((g) => (g.countryCode ?? '') === code)
      .map((g) => ({
        key: String(g.id),
        // A capital is its own county ("Budapest"); the country still says where it is.
        label: code ? `${countryName(code)} – ${g.text}` : g.text,
        options: g.children.map((place) => ({ value: String(place.id), label: place.text })),
      })),
  );
}
