import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { CONTRAST_PAIRS, MINIMUM_CONTRAST, MINIMUM_NON_TEXT_CONTRAST, NON_TEXT_CONTRAST_PAIRS, contrastRatio } from '../../renderer/domain/brand/contrast';
import { originOf, problemAt, type LayeredDocument } from './layeredDocument';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The two kinds of pair the validator checks: text, and the edges of controls. */
const CHECKS = [
  {
    pairs: NON_TEXT_CONTRAST_PAIRS,
    minimum: MINIMUM_NON_TEXT_CONTRAST,
    rule: 'theme/non-text-contrast',
    relation: 'against',
    need: 'the edges of fields, checkboxes and radios need',
    purpose: 'to be seen',
  },
  { pairs: CONTRAST_PAIRS, minimum: MINIMUM_CONTRAST, rule: 'theme/contrast', relation: 'on', need: 'text needs', purpose: 'to be readable' },
] as const;

/**
 * Text colours of the theme contrast at least 4.5:1 with what they are drawn on (WCAG AA), and the
 * edges of controls at least 3:1 with the field and the page (WCAG 1.4.11 non-text contrast).
 */
export function contrastProblems(brandDoc: LayeredDocument): ConfigProblem[] {
  const tokens = isPlainObject(brandDoc.value) ? brandDoc.value.themeTokens : undefined;
  const colors = isPlainObject(tokens) && isPlainObject(tokens.colors) ? tokens.colors : {};
  const problems: ConfigProblem[] = [];
  for (const { pairs, minimum, rule, relation, need, purpose } of CHECKS) {
    for (const [fg, bg] of pairs) {
      const a = colors[fg];
      const b = colors[bg];
      if (typeof a !== 'string' || typeof b !== 'string' || !HEX.test(a) || !HEX.test(b)) continue;
      const ratio = contrastRatio(a, b);
      if (ratio >= minimum) continue;
      // Point at the colour the brand itself wrote, when only one of the pair comes from it.
      const at = originOf(brandDoc, ['themeTokens', 'colors', fg]).file === brandDoc.overlay?.file ? fg : bg;
      problems.push(problemAt(brandDoc, ['themeTokens', 'colors', at], {
        rule,
        received: `${fg} ${a} ${relation} ${bg} ${b}: ${ratio.toFixed(2)}:1`,
        allowed: `at least ${minimum}:1`,
        message: `The ${fg} colour ${a} ${relation} the ${bg} colour ${b} contrasts only ${ratio.toFixed(2)}:1; ${need} at least ${minimum}:1 ${purpose}.`,
      }));
    }
  }
  return problems;
}
