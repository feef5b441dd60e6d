/**
 * Fills the renderer's index.html for one brand and request: language, title, favicon, theme
 * variables and the inlined bundle, so the first paint needs no further request.
 */
import type { ServedBrand } from '../config/brandRegistry';
import type { LocaleId } from '../config/brandSources';
import { findRoute } from '../config/routePattern';
import { themeCssVariables } from '../../renderer/theme/cssVariables';
import { translate } from './requestLocale';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The route pattern a path shows, or undefined when the portal has no such page. */
export function routeFor(brand: ServedBrand, pathname: string): string | undefined {
  return findRoute(brand.routePatterns, pathname);
}

/** "Route name - suffix", or the suffix alone when the route has no translated name. */
export function pageTitle(brand: ServedBrand, locale: LocaleId, routePattern: string | undefined): string {
  const suffix = brand.effective.brand.titleSuffix;
  const key = routePattern ? brand.effective.routes.routes[routePattern]?.title : undefined;
  const name = key ? translate(brand, locale, key) : undefined;
  return name ? `${name} - ${suffix}` : suffix;
}

export function renderIndex(template: string, brand: ServedBrand, locale: LocaleId, routePattern: string | undefined): string {
  const tokens = brand.effective.brand.themeTokens;
  const head = `<style id="portal-theme">${themeCssVariables(tokens)}</style><script id="portal-bundle" type="application/json">${brand.inlineShell(locale, routePattern ?? '/404')}</script>`;
  return template
    .replace('__PORTAL_LANG__', locale)
    .replace('__PORTAL_TITLE__', escapeHtml(pageTitle(brand, locale, routePattern)))
    .replace('__PORTAL_FAVICON__', escapeHtml(tokens.favicon ?? tokens.logo.src))
    .replace('<!--portal-head-->', () => head);
}
