/**
 * Where "book" leads from a catalogue entry: the brand's provider search (rules.providerSearchPath)
 * limited to one subfunction that performs the entry, one link per subfunction; from there the
 * search's own slot and reservation flow goes on.
 */
export function bookingHref(providerSearchPath: string, subfunction: number): string {
  return `${providerSearchPath}?${new URLSearchParams({ subfunction: String(subfunction) }).toString()}`;
}

/** The entries whose name holds what was typed, case and accents aside ("oltas" finds "oltás"). */
export function matchesQuery(name: string, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(query.trim());
  return wanted === '' || fold(name).includes(wanted);
}
