import { describe, expect, it } from 'vitest';
import type { ThemeTokens } from '../../../../generated/config-types';
import { themeCssVariables } from '../../../../renderer/domain/brand/cssVariables';
import { baseBundle } from '../../helpers/baseBundle';

describe('themeCssVariables (server contract)', () => {
  it('produces exactly the :root rule of the contract, in its order', () => {
    const tokens = baseBundle().brand.themeTokens;
    const c = tokens.colors;
    expect(themeCssVariables(tokens)).toBe(
      `:root{--color-primary:${c.primary};--color-on-primary:${c.onPrimary};--color-text:${c.text};--color-background:${c.background};` +
        `--color-surface:${c.surface};--color-muted:${c.muted};--color-border:${c.border};--color-control-border:${c.controlBorder};--color-accent:${c.accent};--color-error:${c.error};` +
        `--color-success:${c.success};--font-body:${tokens.font.body};--font-heading:${tokens.font.heading};--radius:${tokens.radius};` +
        // The base brand sets no typography or density: the schema's defaults.
        `--text-size:1;--type-scale:1.2;--heading-weight:700;--space:1}`,
    );
  });

  it("turns a brand's typography and density into text size, heading scale and weight, and a spacing multiplier", () => {
    const tokens: ThemeTokens = { ...baseBundle().brand.themeTokens, typography: { textSize: 1.125, scale: 1.25, headingWeight: 800 }, density: 'compact' };
    expect(themeCssVariables(tokens)).toMatch(/--text-size:1\.125;--type-scale:1\.25;--heading-weight:800;--space:0\.75}$/);
    expect(themeCssVariables({ ...tokens, density: 'spacious' })).toMatch(/--space:1\.35}$/);
  });

  it('uses the 8px default radius when a brand gives none', () => {
    const { radius: _r, ...tokens } = baseBundle().brand.themeTokens;
    expect(themeCssVariables(tokens as ThemeTokens)).toMatch(/--radius:8px;/);
  });

  it('cannot be used to break out of the declaration or the <style> element', () => {
    const tokens = baseBundle().brand.themeTokens;
    const hostile = { ...tokens, font: { body: 'x;}</style><script>alert(1)</script>{', heading: 'Georgia' } };
    const css = themeCssVariables(hostile);
    expect(css).not.toMatch(/<|>/);
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
    expect(css).toContain('--font-heading:Georgia');
  });
});
