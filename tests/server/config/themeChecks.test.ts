/**
 * The theme's contrast checks: text pairs at 4.5:1 and the edges of controls at 3:1 (WCAG 1.4.11),
 * each problem pointing at the colour the brand's own file wrote; every shipped brand passes both.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastProblems } from '../../../server/config/themeChecks';
import { layer } from '../../../server/config/layeredDocument';
import { readJsonSource } from '../../../server/config/jsonSource';
import { loadBrands } from '../../../server/config/loadBrands';
import { CONTRAST_PAIRS, MINIMUM_CONTRAST, MINIMUM_NON_TEXT_CONTRAST, NON_TEXT_CONTRAST_PAIRS, contrastRatio } from '../../../renderer/domain/brand/contrast';
import type { ConfigProblem } from '../../../renderer/domain/brand/configProblem';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BRANDS = path.join(ROOT, 'brands');

/** The repository's default brand over _base, with its colours changed by `colors`. */
function brandWith(colors: Record<string, string>) {
  const problems: ConfigProblem[] = [];
  const base = readJsonSource(path.join(BRANDS, '_base/brand.json'), '_base/brand.json', problems)!;
  const own = JSON.parse(readFileSync(path.join(BRANDS, 'default/brand.json'), 'utf8')) as { themeTokens: { colors: Record<string, string> } };
  own.themeTokens.colors = { ...own.themeTokens.colors, ...colors };
  const dir = mkdtempSync(path.join(tmpdir(), 'theme-checks-'));
  try {
    writeFileSync(path.join(dir, 'brand.json'), JSON.stringify(own, null, 2));
    return layer('brand', base, readJsonSource(path.join(dir, 'brand.json'), 'clinic/brand.json', problems));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('contrastProblems', () => {
  it('finds nothing in a readable theme with visible field edges', () => {
    expect(contrastProblems(brandWith({}))).toEqual([]);
  });

  it('reports a faint control edge under its own rule, naming the file and key', () => {
    const problems = contrastProblems(brandWith({ controlBorder: '#c9d8dc' }));
    expect(problems.map((p) => p.rule)).toEqual(['theme/non-text-contrast', 'theme/non-text-contrast']);
    expect(problems[0]).toMatchObject({ file: 'clinic/brand.json', pointer: '/themeTokens/colors/controlBorder', allowed: 'at least 3:1' });
    expect(problems[0]!.message).toContain('#c9d8dc');
    expect(problems[0]!.message).toContain('at least 3:1');
  });

  it('lets a control edge pass at 3:1 that text could not use', () => {
    // #8a8a8a: 3.45:1 on white, 3.2:1 on the default page background.
    expect(contrastProblems(brandWith({ controlBorder: '#8a8a8a' }))).toEqual([]);
  });

  it('still reports text below 4.5:1 as theme/contrast', () => {
    const problems = contrastProblems(brandWith({ muted: '#9aa0a6' }));
    expect(problems.map((p) => p.rule)).toContain('theme/contrast');
  });
});

describe('every shipped brand', () => {
  const { brands, problems } = loadBrands(BRANDS);
  it('has no contrast problem in the validator\'s report', () => {
    expect(problems.filter((p) => p.rule.startsWith('theme/'))).toEqual([]);
  });
  it.each(brands.map((b) => [b.id, b] as const))('%s: text at least 4.5:1, control edges at least 3:1', (_id, brand) => {
    const colors = brand.brand.themeTokens.colors as unknown as Record<string, string>;
    expect(colors.controlBorder).toMatch(/^#/);
    for (const [fg, bg] of CONTRAST_PAIRS) expect(contrastRatio(colors[fg]!, colors[bg]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
    for (const [fg, bg] of NON_TEXT_CONTRAST_PAIRS) expect(contrastRatio(colors[fg]!, colors[bg]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(MINIMUM_NON_TEXT_CONTRAST);
  });
});
