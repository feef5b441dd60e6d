/**
 * Issue 3, acceptance 1: the portal shell in Chromium for every brand on its own host — title,
 * theme colour, tiles, language choice, the redirects of spec section 6, the not-found page and
 * the embed and webview layouts.
 */
import { expect, test } from '../support/test';
import { computeTiles } from '../../renderer/domain/brand/computeTiles';
import { expectedTitle, PortalPage, withAppToken } from '../pages/PortalPage';
import { brand, BRANDS, rgb, text } from '../support/brands';

test.describe('each brand on its own host', () => {
  for (const b of BRANDS) {
    test(`${b.id}: home shows the brand's title, theme colour and own screen`, async ({ page }) => {
      const portal = new PortalPage(page, b);
      const home = b.routes.routes['/']!;
      await portal.open(withAppToken(b, '/'));
      await portal.expectOnPath('/');

      await expect(page).toHaveTitle(expectedTitle(b, b.brand.defaultLocale, '/'));
      await expect(portal.heading).toHaveText(text(b, b.brand.defaultLocale, home.title));

      const primary = b.brand.themeTokens.colors.primary.toLowerCase();
      expect(await portal.primaryColourVariable()).toBe(primary);
      await expect(portal.currentNavLink()).toBeVisible();
      await expect(portal.currentNavLink()).toHaveCSS('color', rgb(primary));

      if (home.screen === 'services-home') {
        const expected = computeTiles({ services: b.services.services, brand: b.brand, user: null }).map((tile) => tile.name);
        expect(expected.length).toBeGreaterThan(0);
        await expect(portal.tiles).toHaveCount(expected.length);
        expect((await portal.tileServices()).sort()).toEqual([...expected].sort());
        // The tile buttons are secondary (the main task above them is the primary one), written in the brand colour, as are the
        // links of the services that need login (a brand that shows its offer only has neither).
        const button = portal.tiles.locator('.tile__button, .tiles-login__link').first();
        if (b.brand.rules.exclusiveRoutes.length === 0) {
          await expect(button).toHaveCSS('color', rgb(primary));
          await expect(button).toHaveCSS('background-color', rgb(b.brand.themeTokens.colors.surface));
        }
        else await expect(button).toHaveCount(0);
      } else {
        // aipderm and izys: provider search is the index (spec section 2).
        expect(home.screen).toBe('provider-search');
        await expect(portal.tiles).toHaveCount(0);
        await expect(portal.providerSearch).toBeVisible();
      }
    });
  }

  test('the brands whose "/" is provider search are aipderm and izys', () => {
    const providerSearchAtIndex = BRANDS.filter((b) => b.routes.routes['/']?.screen === 'provider-search').map((b) => b.id);
    expect(providerSearchAtIndex.sort()).toEqual(['aipderm', 'izys']);
  });
});

test.describe('language', () => {
  test('switching to EN persists across reload with no locale prefix', async ({ page }) => {
    const b = brand('telekom-health');
    const portal = new PortalPage(page, b);
    await portal.open('/');
    expect(await portal.htmlLang()).toBe('hu');
    await expect(portal.languageButton('hu')).toHaveAttribute('aria-pressed', 'true');

    await portal.switchLanguage('en');
    await expect(portal.heading).toHaveText(text(b, 'en', 'routes.home'));
    await expect(page).toHaveTitle(expectedTitle(b, 'en', '/'));

    await page.reload();
    await portal.screenShown();
    expect(await portal.htmlLang()).toBe('en');
    await expect(page).toHaveTitle(expectedTitle(b, 'en', '/'));
    await expect(portal.heading).toHaveText(text(b, 'en', 'routes.home'));
    await expect(portal.languageButton('en')).toHaveAttribute('aria-pressed', 'true');
    expect(portal.pathname()).toBe('/');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    // Kept for a year (spec section 9): well beyond a session cookie.
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    // Other pages keep the choice, still without a prefix.
    await portal.open('/about-us');
    expect(portal.pathname()).toBe('/about-us');
    await expect(page).toHaveTitle(expectedTitle(b, 'en', '/about-us'));
  });
});

test.describe('guards for an anonymous visitor (spec section 6)', () => {
  // The mobile app's tokenless visits go to password recovery first (tokenlessRedirect).
  for (const b of BRANDS.filter((x) => !x.brand.rules.tokenlessRedirect)) {
    // Issue 11: login, keeping the page, and a notice saying why; a brand that offers its home only keeps them there.
    const loginOpen = b.brand.rules.exclusiveRoutes.length === 0;
    test(`${b.id}: a logged-in route and a permission-gated route end on ${loginOpen ? 'login, keeping the page' : '"/"'}, with a notice`, async ({ page }) => {
      const portal = new PortalPage(page, b);
      for (const path of ['/change-password', '/services/psychology']) {
        await portal.open(path);
        await portal.expectOnPath(loginOpen ? '/login' : '/');
        await expect(page).toHaveTitle(expectedTitle(b, 'hu', loginOpen ? '/login' : '/'));
        const notice = page.getByTestId('guard-notice');
        await expect(notice).toBeVisible();
        if (loginOpen) {
          expect(new URL(page.url()).searchParams.get('next')).toBe(path);
          await expect(notice).toContainText(text(b, 'hu', b.routes.routes[path]!.title));
        }
      }
    });
  }

  test('mobile-app: a visit without a token goes to password recovery', async ({ page }) => {
    const b = brand('mobile-app');
    const portal = new PortalPage(page, b);
    await portal.open('/');
    await portal.expectOnPath(b.brand.rules.tokenlessRedirect!);
  });

  test('telekom-health blocks /registration, and says so', async ({ page }) => {
    const b = brand('telekom-health');
    const portal = new PortalPage(page, b);
    await portal.open('/registration');
    await portal.expectOnPath('/');
    await expect(portal.tiles.first()).toBeVisible();
    await expect(page.getByTestId('guard-notice')).toHaveText(new RegExp(text(b, 'hu', 'ui.guardNotice.blockedRoutes')));
  });

  test('registration stays open on a brand that does not block it', async ({ page }) => {
    const b = brand('insurer');
    const portal = new PortalPage(page, b);
    await portal.open('/registration');
    await portal.expectOnPath('/registration');
    await expect(page).toHaveTitle(expectedTitle(b, 'hu', '/registration'));
  });

  test('insurer-wedding allows only the index', async ({ page }) => {
    const b = brand('insurer-wedding');
    const portal = new PortalPage(page, b);
    for (const path of ['/about-us', '/how-to-register', '/login']) {
      await portal.open(path);
      await portal.expectOnPath('/');
      await expect(page).toHaveTitle(expectedTitle(b, 'hu', '/'));
    }
  });

  test('aipderm serves provider search at "/"', async ({ page }) => {
    const b = brand('aipderm');
    const portal = new PortalPage(page, b);
    await portal.open('/');
    await portal.expectOnPath('/');
    await expect(portal.providerSearch).toBeVisible();
    await expect(page).toHaveTitle(expectedTitle(b, 'hu', '/'));
  });
});

test.describe('not-found page', () => {
  for (const path of ['/404', '/no/such/page']) {
    test(`${path} shows the not-found page with a home link`, async ({ page }) => {
      const portal = new PortalPage(page, brand('telekom-health'));
      await portal.open(path);
      await portal.expectOnPath(path);
      await expect(portal.heading).toHaveText(portal.notFoundTitle());
      const home = portal.homeLinkInMain();
      await expect(home).toHaveAttribute('href', '/');
      await home.click();
      await portal.expectOnPath('/');
      await expect(portal.tiles.first()).toBeVisible();
    });
  }
});

test.describe('layouts', () => {
  test('iframe=1 survives three navigations by clicking links', async ({ page }) => {
    const portal = new PortalPage(page, brand('insurer'));
    await portal.answerCookieConsentInAdvance();
    await portal.open('/industries?iframe=1');
    const embedded = async () => {
      expect(new URL(page.url()).searchParams.get('iframe')).toBe('1');
      await expect(portal.layout).toHaveAttribute('data-layout', 'embed');
      await expect(portal.banner).toHaveCount(0);
      await expect(portal.contentinfo).toHaveCount(0);
      await expect(page.locator('.site-header, .site-footer')).toHaveCount(0);
    };
    await embedded();
    for (const next of ['/industries/corporate-health', '/industries', '/industries/pharma']) {
      await portal.followLinkInMain(next);
      await embedded();
    }
  });

  test('?webview=1 gives the webview layout without header and footer', async ({ page }) => {
    const portal = new PortalPage(page, brand('telekom-health'));
    await portal.open('/?webview=1');
    await expect(portal.layout).toHaveAttribute('data-layout', 'webview');
    await expect(portal.banner).toHaveCount(0);
    await expect(portal.contentinfo).toHaveCount(0);
    await expect(portal.tiles.first()).toBeVisible();
  });

  test('the normal layout has header and footer landmarks', async ({ page }) => {
    const portal = new PortalPage(page, brand('telekom-health'));
    await portal.open('/');
    await expect(portal.layout).toHaveAttribute('data-layout', 'normal');
    await expect(portal.banner).toBeVisible();
    await expect(portal.contentinfo).toBeVisible();
  });
});
