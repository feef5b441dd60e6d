import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { problemAt } from './layeredDocument';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';
import type { BrandSources } from './brandSources';

/** Each host belongs to one brand, and exactly one brand is the fallback. */
export function hostProblems(brands: BrandSources[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const owner = new Map<string, string>();
  const fallbacks: BrandSources[] = [];
  for (const brand of brands) {
    const doc = brand.docs.brand;
    const value = isPlainObject(doc.value) ? doc.value : {};
    if (value.fallback === true) fallbacks.push(brand);
    (Array.isArray(value.hosts) ? value.hosts : []).forEach((host, i) => {
      if (typeof host !== 'string') return;
      const first = owner.get(host);
      if (first) problems.push(problemAt(doc, ['hosts', i], { rule: 'brand/hostTaken', received: host, allowed: 'a host no other brand lists', message: `The host "${host}" is already served by the brand "${first}"; a host can serve only one brand.` }));
      else owner.set(host, brand.id);
    });
  }
  if (brands.length > 0 && fallbacks.length !== 1) {
    const names = fallbacks.map((b) => b.id).join(', ') || 'none';
    const at = fallbacks[1] ?? brands[0]!;
    problems.push(problemAt(at.docs.brand, ['fallback'], { rule: 'brand/fallback', received: names, allowed: 'exactly one brand with "fallback": true', message: `Exactly one brand must be the fallback for unknown hosts; found ${fallbacks.length} (${names}).` }));
  }
  return problems;
}
