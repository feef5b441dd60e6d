/**
 * Wide sweeps. A test repeated for every brand in every locale runs in full with
 * `E2E_SWEEP=full`; by default it runs a fixed sample that still covers every brand and every
 * locale: each brand in one locale, the locale turning with the brand's place in the list. The
 * default keeps `npm test` inside CI's time on a two-core machine; the full sweep is the one to run
 * after a change to the frame, the themes or the translations.
 */
export const FULL_SWEEP = process.env.E2E_SWEEP === 'full';

export function brandsInLocales<B, L>(brands: readonly B[], locales: readonly L[]): Array<[B, L]> {
  if (FULL_SWEEP) return brands.flatMap((b) => locales.map((l): [B, L] => [b, l]));
  return brands.map((b, index): [B, L] => [b, locales[index % locales.length]]);
}

/** Every item with `E2E_SWEEP=full`; by default every other one, from the first (a brand sweep in one locale). */
export function sampleOf<T>(items: readonly T[]): T[] {
  return FULL_SWEEP ? [...items] : items.filter((_, index) => index % 2 === 0);
}
