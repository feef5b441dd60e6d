/**
 * The portal as a visitor sees it, for one brand on its own host: readable steps and the
 * landmarks the shell specs look at. Selectors follow the renderer's DOM (renderer/ui,
 * renderer/screens, renderer/routing/UnknownScreen.tsx).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { hostOf, text } from '../support/brands';

export type Locale = 'hu' | 'en' | 'ro';
export const LOCALES: readonly Locale[] = ['hu', 'en', 'ro'];

/** http://<brand host>:<E2E_PORT>; Chromium resolves *.localhost to the loopback address. */
export const originOf = (b: EffectiveBrand): string => `http://${hostOf(b)}:${E2E_PORT}`;
export const urlOf = (b: EffectiveBrand, path: string): string => `${originOf(b)}${path}`;

/**
 * A brand with a tokenlessRedirect (the mobile app) sends every visit without a token to its
 * password recovery (spec section 6); the app itself always opens the portal with one.
 */
export const withAppToken = (b: EffectiveBrand, path: string): string => {
  if (!b.brand.rules.tokenlessRedirect) return path;
  return `${path}${path.includes('?') ? '&' : '?'}token=e2e-app-token`;
};

/** The brand's own name in a locale: the end of every page title. */
export const brandName = (b: EffectiveBrand, locale: Locale): string => text(b, locale, 'brand.name');

/** The page title rule of spec section 2 for a route of the brand. */
export function expectedTitle(b: EffectiveBrand, locale: Locale, routePath: string): string {
  const route = b.routes.routes[routePath];
  if (!route) throw new Error(`${b.id} has no route ${routePath}`);
  return `${text(b, locale, route.title)} - ${brandName(b, locale)}`;
}

/** The same rule, with its fallback: the suffix alone when the route name has no translation. */
export function titleOrSuffix(b: EffectiveBrand, locale: Locale, routePath: string): string {
  try {
    return expectedTitle(b, locale, routePath);
  } catch {
    return brandName(b, locale);
  }
}

export class PortalPage {
  readonly layout: Locator;
  readonly main: Locator;
  readonly heading: Locator;
  readonly tiles: Locator;
  readonly banner: Locator;
  readonly contentinfo: Locator;
  readonly unknownScreen: Locator;
  readonly cookieBanner: Locator;
  /** Provider search: the real screen, or — in a build that does not draw it yet — the panel naming the kind. */
  readonly providerSearch: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.layout = page.locator('[data-layout]');
    this.main = page.locator('main#main');
    this.heading = page.locator('h1');
    this.tiles = page.getByTestId('service-tile');
    this.banner = page.getByRole('banner');
    this.contentinfo = page.getByRole('contentinfo');
    this.unknownScreen = page.getByTestId('unknown-screen');
    this.cookieBanner = page.locator('.cookie-consent');
    this.providerSearch = page.locator('main').locator('[data-screen-kind="provider-search"], .screen.provider-search').first();
  }

  /** Opens a path on the brand's host and waits until a screen (its one h1) is drawn. */
  async open(path: string): Promise<void> {
    await this.page.goto(urlOf(this.b, path));
    await this.screenShown();
  }

  /**
   * Moves to another path inside the already loaded portal, as the router's own links do
   * (history entry + popstate), without reloading the page. Returns the path it landed on
   * (a guard may redirect) once that screen and its page title are drawn.
   */
  async navigateInApp(path: string, expect_: { title: string; contentPage?: string }): Promise<string> {
    const target = new URL(path, 'http://x').pathname;
    await this.page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    await expect
      .poll(
        () =>
          this.page.evaluate(
            ([p, title, id]) => {
              if (window.location.pathname !== p) return 'redirected';
              const shown = document.querySelector('main [data-content-page]')?.getAttribute('data-content-page') ?? null;
              return document.title === title && (id === null || shown === id) ? 'shown' : 'pending';
            },
            [target, expect_.title, expect_.contentPage ?? null] as const,
          ),
        // A screen is drawn within tens of milliseconds: polled at that pace, not Playwright's 100, 250, 500, 1000 ms steps.
        { message: `${this.b.id}: ${path} should be drawn`, intervals: [25] },
      )
      .not.toBe('pending');
    await this.screenShown();
    return this.pathname();
  }

  async screenShown(): Promise<void> {
    await expect(this.layout).toBeVisible();
    await expect(this.heading).toHaveCount(1);
    await expect(this.heading).toBeVisible();
  }

  /** Answers the cookie banner up front (reject optional cookies) so it never covers a link. */
  async answerCookieConsentInAdvance(): Promise<void> {
    await this.page.context().addCookies([
      { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ consent: false, enabled: [] })), url: originOf(this.b) },
    ]);
  }

  async chooseLocaleCookie(locale: Locale): Promise<void> {
    await this.page.context().addCookies([{ name: 'locale', value: locale, url: originOf(this.b) }]);
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  async expectOnPath(path: string): Promise<void> {
    await expect.poll(() => this.pathname(), { message: `${this.b.id} should end on ${path}` }).toBe(path);
  }

  async tileServices(): Promise<string[]> {
    return this.tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-service') ?? ''));
  }

  /** --color-primary on :root, as the index page and the theme set it. */
  async primaryColourVariable(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase());
  }

  /** The current page's main-navigation link (aria-current="page"), painted in the brand colour. */
  currentNavLink(): Locator {
    return this.page.locator('.main-nav a[aria-current="page"]');
  }

  languageButton(locale: Locale): Locator {
    return this.page.locator(`.language-switcher button[lang="${locale}"]`);
  }

  async switchLanguage(locale: Locale): Promise<void> {
    await this.languageButton(locale).click();
    await expect(this.languageButton(locale)).toHaveAttribute('aria-pressed', 'true');
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /** Clicks the internal link to `href` inside main (keepEmbed may append ?iframe=1 to it). */
  async followLinkInMain(href: string): Promise<void> {
    const link = this.main.locator(`a[href="${href}"], a[href^="${href}?"]`).first();
    await link.click();
    await this.expectOnPath(href);
    await this.screenShown();
  }

  notFoundTitle(locale: Locale = 'hu'): string {
    return text(this.b, locale, 'ui.notFound.title');
  }

  homeLinkInMain(locale: Locale = 'hu'): Locator {
    return this.main.getByRole('link', { name: text(this.b, locale, 'ui.backHome') });
  }
}
