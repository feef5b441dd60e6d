/** WCAG 2.x contrast ratio of two #rgb / #rrggbb colours. */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const h = hex.slice(1);
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Foreground/background pairs of theme colours that carry text, and the minimum they need. */
export const CONTRAST_PAIRS = [
  ['text', 'background'],
  ['text', 'surface'],
  ['onPrimary', 'primary'],
  ['primary', 'surface'],
  ['muted', 'surface'],
  ['error', 'background'],
  // A destructive button (.button--danger): surface-coloured text on the error colour.
  ['surface', 'error'],
] as const;

export const MINIMUM_CONTRAST = 4.5;

/**
 * Edges of controls (field borders, checkbox and radio rims, select and combobox outlines) and what
 * they sit on: WCAG 1.4.11 non-text contrast asks 3:1. `border` stays for decorative dividers.
 */
export const NON_TEXT_CONTRAST_PAIRS = [
  ['controlBorder', 'surface'],
  ['controlBorder', 'background'],
] as const;

export const MINIMUM_NON_TEXT_CONTRAST = 3;
