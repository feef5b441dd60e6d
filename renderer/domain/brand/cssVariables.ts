/**
 * Theme tokens as CSS custom properties. The server renders this text into
 * `<style id="portal-theme">` of every brand's index.html, and the renderer uses the same
 * declarations when no such element exists (a bare Vite preview), so both paths cannot drift.
 */
import type { ThemeTokens } from '../../../generated/config-types';

/** Spec default when a brand gives no radius (theme.schema.json). */
export const DEFAULT_RADIUS = '8px';

/** Schema defaults of the typography and density tokens (theme.schema.json). */
const DEFAULT_TEXT_SIZE = 1;
const DEFAULT_SCALE = 1.2;
const DEFAULT_HEADING_WEIGHT = 700;
/** The spacing multiplier of each density; touch targets keep their 44 px in all of them (components.css). */
const SPACE: Record<NonNullable<ThemeTokens['density']>, number> = { compact: 0.75, comfortable: 1, spacious: 1.35 };

/**
 * Security: the text lands inside a <style> element of a page served with a strict CSP. Colours
 * and radius are schema-checked, but font stacks are free text, so every character that could end
 * the declaration, the rule or the element (`;`, `{`, `}`, `<`, `>`, `\`) is dropped.
 */
const clean = (value: string): string => value.replace(/[;{}<>\\]/g, '').trim();

/** Custom property name → value, in the order the server contract lists them. */
export function themeVariableEntries(tokens: ThemeTokens): Array<[string, string]> {
  const { colors, font, typography } = tokens;
  return [
    ['--color-primary', colors.primary],
    ['--color-on-primary', colors.onPrimary],
    ['--color-text', colors.text],
    ['--color-background', colors.background],
    ['--color-surface', colors.surface],
    ['--color-muted', colors.muted],
    ['--color-border', colors.border],
    // Older brand files without the token get the muted text colour, which passes 4.5:1 on surface.
    ['--color-control-border', colors.controlBorder ?? colors.muted],
    ['--color-accent', colors.accent],
    ['--color-error', colors.error],
    ['--color-success', colors.success],
    ['--font-body', font.body],
    ['--font-heading', font.heading],
    ['--radius', tokens.radius ?? DEFAULT_RADIUS],
    ['--text-size', String(typography?.textSize ?? DEFAULT_TEXT_SIZE)],
    ['--type-scale', String(typography?.scale ?? DEFAULT_SCALE)],
    ['--heading-weight', String(typography?.headingWeight ?? DEFAULT_HEADING_WEIGHT)],
    ['--space', String(SPACE[tokens.density ?? 'comfortable'])],
  ].map(([name, value]) => [name!, clean(value!)]);
}

/** `:root{--color-primary:#5b2d90;…;--radius:8px}` — the whole rule, no trailing semicolon. */
export function themeCssVariables(tokens: ThemeTokens): string {
  return `:root{${themeVariableEntries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}
