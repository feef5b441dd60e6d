import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { CONTRAST_PAIRS, MINIMUM_CONTRAST, contrastRatio } from '../../renderer/domain/brand/contrast';
import { originOf, problemAt, type LayeredDocument } from './layeredDocument';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Text colours of the theme contrast at least 4.5:1 with what they are drawn on (WCAG AA). */
export function contrastProblems(brandDoc: LayeredDocument): ConfigProblem[] {
  const tokens = isPlainObject(brandDoc.value) ? brandDoc.value.themeTokens : undefined;
  const colors = isPlainObject(tokens) && isPlainObject(tokens.colors) ? tokens.colors : {};
  const problems: ConfigProblem[] = [];
  for (const [fg, bg] of CONTRAST_PAIRS) {
    const a = colors[fg];
    const b = colors[bg];
    if (typeof a !== 'string' || typeof b !== 'string' || !HEX.test(a) || !HEX.test(b)) continue;
    const ratio = contrastRatio(a, b);
    if (ratio >= MINIMUM_CONTRAST) continue;
    // Point at the colour the brand itself wrote, when only one of the pair comes from it.
    const at = originOf(brandDoc, ['themeTokens', 'colors', fg]).file === brandDoc.overlay?.file ? fg : bg;
    problems.push(problemAt(brandDoc, ['themeTokens', 'colors', at], {
      rule: 'theme/contrast',
      received: `${fg} ${a} on ${bg} ${b}: ${ratio.toFixed(2)}:1`,
      allowed: `at least ${MINIMUM_CONTRAST}:1`,
      message: `The ${fg} colour ${a} on the ${bg} colour ${b} contrasts only ${ratio.toFixed(2)}:1; text needs at least ${MINIMUM_CONTRAST}:1 to be readable.`,
    }));
  }
  return problems;
}
