/**
 * The server puts the brand's CSS variables in <style id="portal-theme">. When a page arrives
 * without it (a bare Vite preview, a proxy that strips it), the same variables are set on <html>
 * from the bundle so the page is still in the brand's colours.
 */
import type { ThemeTokens } from '../../generated/config-types';
import { themeVariableEntries } from '../domain/brand/cssVariables';

export const THEME_STYLE_ID = 'portal-theme';

export function applyThemeFallback(tokens: ThemeTokens, doc: Document = document): boolean {
  if (doc.getElementById(THEME_STYLE_ID)) return false;
  for (const [name, value] of themeVariableEntries(tokens)) doc.documentElement.style.setProperty(name, value);
  return true;
}
