/**
 * The mobile application page (issue 14, service type 35) as a visitor of a demo brand finds it:
 * no demo brand has store pages for an app (brand.json `mobileApp`), so the page says the app is
 * not available from this portal and leads to the services, with no store link and no QR code,
 * in hu, en and ro; axe finds no serious or critical violation. The page with store links and QR
 * codes is tested in tests/renderer/mobileApp/mobileAppPage.test.tsx; a brand that lists 35
 * without links is refused by the validator (tests/schemas/validateBrands.test.ts).
 */
import { LOCALES, PortalPage, urlOf } from '../pages/PortalPage';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { expect, test } from '../support/test';

const b = brand('default');

for (const locale of LOCALES) {
  test(`the mobile application page in ${locale} without store links: not available, the way to the services`, async ({ page }) => {
    const portal = new PortalPage(page, b);
    await portal.chooseLocaleCookie(locale);
    await portal.answerCookieConsentInAdvance();
    await page.goto(urlOf(b, '/services/mobile-application'));
    await expect(portal.heading).toHaveText(text(b, locale, 'routes.servicesMobileApplication'));
    const features = page.getByTestId('mobile-app-features').locator('li');
    await expect(features).toHaveCount(4);
    await expect(features.first()).toHaveText(text(b, locale, 'mobileApp.feature.book'));
    const notice = page.getByTestId('mobile-app-unavailable');
    await expect(notice).toContainText(text(b, locale, 'mobileApp.unavailable'));
    await expect(page.locator('main a[href*="apple.com"], main a[href*="google.com"], main .qr-code')).toHaveCount(0);
    expect(await axeFindings(page, `${locale}: the mobile application page without store links`, 'main')).toEqual([]);
    await notice.getByRole('link', { name: text(b, locale, 'mobileApp.toServices') }).click();
    await expect(page).toHaveURL(urlOf(b, '/'));
  });
}
