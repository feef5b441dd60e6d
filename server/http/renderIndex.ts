/**
 * Fills the renderer's index.html for one brand and request: language, title, favicon, theme
 * variables and the inlined bundle, so the first paint needs no further request.
 */
import type { ServedBrand } from '../config/brandRegistry';
import type { LocaleId } from '../config/brandSources';
import { findRoute } from '../config/routePattern';
import { themeCssVariables } from '../../renderer/theme/cssVariables';
import { BUNDLE_ELEMENT_ID, STATE_ELEMENT_ID } from '../../renderer/app/pageElements';
import { TITLE_SEPARATOR } from '../../renderer/shell/pageTitle';
import { scriptSafe } from '../config/brandRegistry';
import { translate } from './requestLocale';
import type { ChunkAssets, RenderedPage } from './serverRender';

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

/** A server render with the built files of the chunks it used. */
export type ServerRendered = RenderedPage & { assets?: ChunkAssets };

export interface PageParts {
  /** The inlined shell (brand.inlineShell), when the caller has it already. */
  shell?: string;
  /** The server render of the first route (server/http/serverRender.ts). */
  rendered?: ServerRendered;
  /** The page's canonical address (server-rendered pages). */
  canonical?: string;
}

export function renderIndex(template: string, brand: ServedBrand, locale: LocaleId, routePattern: string | undefined, parts: PageParts = {}): string {
  const tokens = brand.effective.brand.themeTokens;
  const { rendered } = parts;
  const shell = parts.shell ?? brand.inlineShell(locale, routePattern ?? '/404');
  const ownHead = rendered?.head;
  const title = ownHead ? `${ownHead.title}${TITLE_SEPARATOR}${brand.effective.brand.titleSuffix}` : pageTitle(brand, locale, routePattern);
  // After the entry's own (so a screen's rules come after the base style sheet, as when its chunk adds them).
  const chunkLinks = [
    ...(rendered?.assets?.scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...(rendered?.assets?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
  ].join('');
  const head = [
    ownHead?.description ? `<meta name="description" content="${escapeHtml(ownHead.description)}" />` : '',
    parts.canonical ? `<link rel="canonical" href="${escapeHtml(parts.canonical)}" />` : '',
    `<style id="portal-theme">${themeCssVariables(tokens)}</style>`,
    `<script id="${BUNDLE_ELEMENT_ID}" type="application/json">${shell}</script>`,
    rendered ? `<script id="${STATE_ELEMENT_ID}" type="application/json">${scriptSafe(JSON.stringify(rendered.state))}</script>` : '',
  ].join('');
  return template
    .replace('__PORTAL_LANG__', locale)
    .replace('__PORTAL_TITLE__', escapeHtml(title))
    .replace('__PORTAL_FAVICON__', escapeHtml(tokens.favicon ?? tokens.logo.src))
    .replace('<!--portal-head-->', () => head)
    .replace('</head>', () => `${chunkLinks}</head>`)
    .replace('<div id="root"></div>', () => (rendered ? `<div id="root">${rendered.html}</div>` : '<div id="root"></div>'));
}
