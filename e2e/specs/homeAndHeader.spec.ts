/**
 * Issue 11, home and brand identity, as a visitor sees them in Chromium: a header of one row at
 * 1280 px in every brand and language and a menu button on a phone; a cookie banner that is first
 * in the tab order, takes at most a fifth of a phone's screen, never covers what has focus and is
 * not shown in a partner app's webview; a task-first home with urgent-care guidance; and brands
 * that differ by more than colour.
 */
import { expect, test } from '../support/test';
import { LoginSteps, PATIENT } from '../pages/appointmentsPages';
import { LOCALES, PortalPage, withAppToken } from '../pages/PortalPage';
import { brand, BRANDS, text } from '../support/brands';
import { focusState } from '../support/focus';
import { serves } from '../pages/phonePages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** One row of the header: its 44 px targets and padding; two rows are well over this. */
const ONE_ROW_MAX_HEIGHT = 80;

test.describe('the header', () => {
  for (const b of BRANDS) {
    test(`${b.id}: one row at 1280 px in hu, en and ro`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const portal = new PortalPage(page, b);
      for (const locale of LOCALES) {
        await portal.chooseLocaleCookie(locale);
        await portal.open(withAppToken(b, '/'));
        await expect(page.locator('.site-header__menu-button')).toBeHidden();
        const height = (await page.locator('.site-header__inner').boundingBox())!.height;
        expect(height, `${b.id} (${locale}): header height`).toBeLessThan(ONE_ROW_MAX_HEIGHT);
      }
    });
  }

  test("a logged-in patient's header is one row at 1280 px too, with the user's name, in hu, en and ro", async ({ page }) => {
    // Three logins and nine page loads.
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    for (const id of ['default', 'insurer', 'telekom-health']) {
      const b = brand(id);
      const portal = new PortalPage(page, b);
      await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
      for (const locale of LOCALES) {
        await portal.chooseLocaleCookie(locale);
        await portal.open('/');
        await expect(page.getByTestId('user-name')).toBeVisible();
        const height = (await page.locator('.site-header__inner').boundingBox())!.height;
        expect(height, `${b.id} (${locale}): header height`).toBeLessThan(ONE_ROW_MAX_HEIGHT);
      }
    }
  });

  test('on a phone the navigation folds into a menu button that opens, closes on Escape and on navigation', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const b = brand('default');
    const portal = new PortalPage(page, b);
    await portal.answerCookieConsentInAdvance();
    await portal.open('/');
    const button = page.getByRole('button', { name: text(b, 'hu', 'ui.header.menu') });
    const aboutUs = page.locator('.main-nav').getByRole('link', { name: text(b, 'hu', 'routes.aboutUs') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutUs).toBeHidden();
    expect((await page.locator('.site-header__inner').boundingBox())!.height).toBeLessThan(ONE_ROW_MAX_HEIGHT);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutUs).toBeVisible();
    await expect(page.locator('.language-switcher')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await aboutUs.click();
    await portal.expectOnPath('/about-us');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutUs).toBeHidden();
  });
});

test.describe('the cookie banner', () => {
  test('is first in the tab order and takes at most a fifth of a phone screen, in hu, en and ro', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const b = brand('default');
    const portal = new PortalPage(page, b);
    for (const locale of LOCALES) {
      await portal.chooseLocaleCookie(locale);
      await portal.open('/');
      const banner = page.locator('.cookie-consent');
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())!.height, `${locale}: banner height`).toBeLessThanOrEqual(PHONE.height / 5);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cookie-consent')))).toBe(true);
      await expect(page.locator(':focus')).toHaveText(text(b, locale, 'ui.cookie.accept'));
    }
  });

  test('never covers the element that has focus while a visitor tabs through a phone page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const b = brand('telekom-health');
    const portal = new PortalPage(page, b);
    await portal.open('/');
    await expect(page.locator('.cookie-consent')).toBeVisible();
    const covered: string[] = [];
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      const focus = await focusState(page);
      if (!focus.uncovered) covered.push(`${press + 1}: ${focus.name}`);
    }
    expect(covered).toEqual([]);
  });

  test('is not shown in the webview layout of a partner app', async ({ page }) => {
    const b = brand('default');
    const portal = new PortalPage(page, b);
    await portal.open('/?webview=1');
    await expect(page.locator('[data-layout="webview"]')).toBeVisible();
    await expect(page.locator('.cookie-consent')).toHaveCount(0);
  });
});

test.describe('a task-first home', () => {
  for (const b of BRANDS.filter((x) => x.routes.routes['/']?.screen === 'services-home' && !x.brand.rules.tokenlessRedirect)) {
    test(`${b.id}: the brand's main task and urgent-care guidance come before the tiles`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const portal = new PortalPage(page, b);
      await portal.answerCookieConsentInAdvance();
      await portal.open('/');
      const task = page.locator('.home-task');
      // A brand that serves its home page only cannot open the search: its task is the doctor line (issue 33).
      const mainTask = serves(b, b.brand.rules.providerSearchPath) ? (b.brand.home?.mainTask ?? 'findDoctor') : 'callDoctorLine';
      await expect(task).toHaveAttribute('data-main-task', mainTask);
      await expect(task.getByRole('heading', { level: 2 })).toHaveText(text(b, 'hu', `ui.home.task.${mainTask}.title`));
      const urgent = page.locator('.urgent-care');
      await expect(urgent.locator('a[href="tel:112"]')).toBeVisible();
      await expect(urgent.locator(`a[href="tel:${b.brand.contact.doctorLine.phone.replace(/[^\d+]/g, '')}"]`)).toBeVisible();
      // Both are on the first screen of a phone, above the tiles.
      expect((await urgent.boundingBox())!.y).toBeLessThan(PHONE.height * 1.5);
      const tiles = (await page.locator('.tiles').boundingBox())!;
      expect((await urgent.boundingBox())!.y).toBeLessThan(tiles.y);
      await expect(page.locator('[data-tile-group] h3').first()).toBeVisible();
    });
  }
});

test('three brands differ by type, spacing, tile layout, icon style and picture, not only by colour', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const signatures: Record<string, string> = {};
  for (const id of ['default', 'telekom-health', 'insurer']) {
    const b = brand(id);
    const portal = new PortalPage(page, b);
    await portal.answerCookieConsentInAdvance();
    await portal.open('/');
    const look = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        textSize: style('html').fontSize,
        headingSize: style('.tiles h2').fontSize,
        headingWeight: style('h1').fontWeight,
        tilePadding: style('.tile').paddingTop,
        tileLayout: document.querySelector('.tiles')!.className,
        illustration: document.querySelector('.tiles')!.getAttribute('data-illustration'),
        hero: document.querySelector('.home-task__hero')?.getAttribute('src') ?? null,
      };
    });
    expect(look.tileLayout).toContain(`tiles--${b.brand.themeTokens.tileLayout ?? 'grid'}`);
    expect(look.illustration).toBe(b.brand.themeTokens.imagery?.illustrationStyle ?? 'outline');
    signatures[id] = JSON.stringify(look);
  }
  // Every pair differs in at least three of the seven properties.
  const looks = Object.values(signatures).map((s) => JSON.parse(s) as Record<string, unknown>);
  for (let i = 0; i < looks.length; i += 1) {
    for (let j = i + 1; j < looks.length; j += 1) {
      const differing = Object.keys(looks[i]!).filter((key) => looks[i]![key] !== looks[j]![key]);
      expect(differing.length, `${Object.keys(signatures)[i]} vs ${Object.keys(signatures)[j]}: ${differing.join(', ')}`).toBeGreaterThanOrEqual(3);
    }
  }
});
