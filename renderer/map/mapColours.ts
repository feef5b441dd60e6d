/**
 * The map's colours come from the brand's theme tokens (the CSS custom properties the server
 * writes into every page, see renderer/domain/brand/cssVariables.ts), because canvas drawing cannot use
 * var(--…) directly. The literals below are only fallbacks for a page without the theme style
 * (a bare preview or a test); UX.md allows no colour literals otherwise.
 */
export interface MapColours {
  /** Marker fill. */
  marker: string;
  /** Marker outline and cluster count text. */
  onMarker: string;
  /** Country fill of the offline basemap. */
  land: string;
  /** Country borders. */
  border: string;
  /** Text of the cluster count when drawn on the land colour. */
  text: string;
}

const TOKENS: Record<keyof MapColours, [variable: string, fallback: string]> = {
  marker: ['--color-primary', '#5b2d90'],
  onMarker: ['--color-on-primary', '#ffffff'],
  land: ['--color-surface', '#f4f4f6'],
  border: ['--color-border', '#b8b8c4'],
  text: ['--color-text', '#1f1f24'],
};

export function readMapColours(root: Element = document.documentElement): MapColours {
  const style = getComputedStyle(root);
  const read = ([variable, fallback]: [string, string]): string => style.getPropertyValue(variable).trim() || fallback;
  return {
    marker: read(TOKENS.marker),
    onMarker: read(TOKENS.onMarker),
    land: read(TOKENS.land),
    border: read(TOKENS.border),
    text: read(TOKENS.text),
  };
}
