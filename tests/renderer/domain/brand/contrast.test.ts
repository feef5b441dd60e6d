import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../renderer/domain/brand/contrast';

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
  });
  it('matches the WCAG figure for grey #767676 on white (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });
});

describe('theme contrast pairs', () => {
  it('hold the text of a destructive button (surface colour on the error colour) to 4.5:1', async () => {
    const { CONTRAST_PAIRS, MINIMUM_CONTRAST } = await import('../../../../renderer/domain/brand/contrast');
    expect(CONTRAST_PAIRS).toContainEqual(['surface', 'error']);
    expect(MINIMUM_CONTRAST).toBe(4.5);
  });
});

describe('non-text contrast pairs (WCAG 1.4.11)', () => {
  it('hold the edges of controls to 3:1 against the field and the page', async () => {
    const { NON_TEXT_CONTRAST_PAIRS, MINIMUM_NON_TEXT_CONTRAST } = await import('../../../../renderer/domain/brand/contrast');
    expect(NON_TEXT_CONTRAST_PAIRS).toContainEqual(['controlBorder', 'surface']);
    expect(NON_TEXT_CONTRAST_PAIRS).toContainEqual(['controlBorder', 'background']);
    expect(MINIMUM_NON_TEXT_CONTRAST).toBe(3);
  });
});
