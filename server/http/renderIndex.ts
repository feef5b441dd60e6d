/**
 * Fills the renderer's index.html for one brand and request: language, title, favicon, theme
 * variables and the inlined bundle, so the first paint needs no further request.
 */
import type { ServedBrand } from '../config/brandRegistry';
import type { LocaleId } from '../config/brandSources';
import { findRoute } from '../config/routePattern';
import { themeCssVariables } from '../../renderer/domain/brand/cssVariables';
import { BUNDLE_ELEMENT_ID, STATE_ELEMENT_ID } from '../../renderer/domain/brand/pageElements';
import { TITLE_SEPARATOR } from '../../renderer/domain/format/pageTitle';
import { BRAND_NAME_KEY } from '../../renderer/domain/format/brandTexts';
import { scriptSafe } from '../config/brandRegistry';
import { translate } from './requestLocale';
import type { ChunkAssets, RenderedPage } from './serverRender';
import { deferTemplateScripts, scriptLoaderTag, type DeferredTemplate } from './pageScripts';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The route pattern a path shows, or undefined when the portal has no such page. */
export function routeFor(brand: ServedBrand, pathname: string): string | undefined {
  return findRoute(brand.routePatterns, pathname);
}

/** The brand's own name in a locale: the end of every page title. */
export const brandName = (brand: ServedBrand, locale: LocaleId): string => translate(brand, locale, BRAND_NAME_KEY) ?? brand.effective.brand.name;

/** "Route name - brand name", or the brand's name alone when the route has no translated name. */
export function pageTitle(brand: ServedBrand, locale: LocaleId, routePattern: string | undefined): string {
  const suffix = brandName(brand, locale);
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

/** The last built template's scripts, taken out once (the template of a build never changes). */
let deferredCache: { template: string; deferred: DeferredTemplate | undefined } | undefined;
function deferredScripts(template: string): DeferredTemplate | undefined {
  if (deferredCache?.template !== template) deferredCache = { template, deferred: deferTemplateScripts(template) };
  return deferredCache.deferred;
}

export function renderIndex(template: string, brand: ServedBrand, locale: LocaleId, routePattern: string | undefined, parts: PageParts = {}): string {
  const tokens = brand.effective.brand.themeTokens;
  const { rendered } = parts;
  const shell = parts.shell ?? brand.inlineShell(locale, routePattern ?? '/404');
  const ownHead = rendered?.head;
  const title = ownHead ? `${ownHead.title}${TITLE_SEPARATOR}${brandName(brand, locale)}` : pageTitle(brand, locale, routePattern);
  const chunkScripts = rendered?.assets?.scripts ?? [];
  // A server-rendered page of a build paints before its scripts start (pageScripts.ts).
  const deferred = rendered ? deferredScripts(template) : undefined;
  const page = deferred?.template ?? template;
  // After the entry's own (so a screen's rules come after the base style sheet, as when its chunk adds them).
  const chunkLinks = [
    ...(deferred ? [] : chunkScripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)),
    ...(rendered?.assets?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
  ].join('');
  const head = [
    ownHead?.description ? `<meta name="description" content="${escapeHtml(ownHead.description)}" />` : '',
    parts.canonical ? `<link rel="canonical" href="${escapeHtml(parts.canonical)}" />` : '',
    `<style id="portal-theme">${themeCssVariables(tokens)}</style>`,
  ].join('');
  // The data the app boots from follows the HTML it hydrates, so the browser parses and paints the page first.
  const data = [
    `<script id="${BUNDLE_ELEMENT_ID}" type="application/json">${shell}</script>`,
    rendered ? `<script id="${STATE_ELEMENT_ID}" type="application/json">${scriptSafe(JSON.stringify(rendered.state))}</script>` : '',
    deferred ? scriptLoaderTag(deferred.entry, [...deferred.preloads, ...chunkScripts]) : '',
  ].join('');
  return page
    .replace('__PORTAL_LANG__', locale)
    .replace('__PORTAL_TITLE__', escapeHtml(title))
    .replace('__PORTAL_FAVICON__', escapeHtml(tokens.favicon ?? tokens.logo.src))
    .replace('<!--portal-head-->', () => head)
    .replace('</head>', () => `${chunkLinks}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered ? rendered.html : ''}</div>${data}`);
}
