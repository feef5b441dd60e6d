/**
 * The voucher error page (/registration/voucher/index-for-error) on the default brand, in hu, en
 * and ro: the catalogue's sentence for a known code with the page's advice, the general sentence
 * for an unknown code (what was typed is not shown), the call centre, and links that work (try
 * again, register by e-mail, log in), by mouse and by keyboard. On a brand that blocks
 * registration the page offers only the call centre and the way home, so no link leads nowhere.
 */
import { localeText } from '../../server/config/localeText';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { E2E_PORT } from '../../playwright.config';
import { LOCALES, PortalPage, type Locale } from '../pages/PortalPage';
import { VOUCHER_ERROR, VoucherErrorPage } from '../pages/legalPages';
import { brand, hostOf, text } from '../support/brands';
import { expect, test } from '../support/test';

const b = brand('default');
const hostPort = (target: EffectiveBrand): string => `${hostOf(target)}:${E2E_PORT}`;
/** The call centre line with the brand's hours and phone (nested from its brand texts). */
const callCentreLine = (locale: Locale, target: EffectiveBrand = b): string => {
  const { opens, closes } = target.brand.contact.callCentre;
  return localeText(target.locales[locale], 'voucher.error.callCentre', { opens: String(opens), closes: String(closes) })!;
};

for (const locale of LOCALES) {
  test(`the voucher error page in ${locale}: the sentence of the code, the general one otherwise, and the next steps`, async ({ page }) => {
    const portal = new PortalPage(page, b);
    const error = new VoucherErrorPage(page, b);
    await portal.chooseLocaleCookie(locale);
    await portal.answerCookieConsentInAdvance();

    await error.open('U042');
    await expect(portal.heading).toHaveText(text(b, locale, 'routes.registrationVoucherIndexForError'));
    await expect(error.reason).toContainText(text(b, locale, 'errors.U042'));
    await expect(error.reason).toContainText(text(b, locale, 'voucher.error.advice.U042'));
    await expect(page.locator('main h2')).toHaveText(text(b, locale, 'voucher.error.nextSteps'));
    await expect(error.callCentre).toHaveText(callCentreLine(locale));

    await error.open('<img src=x onerror=alert(1)>');
    await expect(error.reason).toContainText(text(b, locale, 'voucher.error.general'));
    await expect(error.screen).toHaveAttribute('data-code', 'general');
    await expect(page.locator('main')).not.toContainText('onerror');
    await expect(page.locator('main img')).toHaveCount(0);

    // Try again, by keyboard: the voucher form.
    await error.open('U027');
    await error.step('retry').focus();
    await page.keyboard.press('Enter');
    await portal.expectOnPath('/registration/voucher');
    await expect(portal.heading).toHaveText(text(b, locale, 'routes.registrationVoucher'));
    await expect(page.locator('#root_voucher')).toBeVisible();

    // Register by e-mail instead: the registration form.
    await error.open('U041');
    await error.step('registerByEmail').click();
    await portal.expectOnPath('/registration');
    await expect(portal.heading).toHaveText(text(b, locale, 'routes.registration'));
    await expect(page.locator('.portal-form')).toBeVisible();

    // A used voucher: log in.
    await error.open('U043');
    await error.step('logIn').click();
    await portal.expectOnPath('/login');
    await expect(page.locator('#root_username')).toBeVisible();
  });
}

test('every link of the voucher error page opens a page of the brand, for every code', async ({ page, request }) => {
  // Ten pages and every link of each: a sweep, given the time a busy machine takes for it.
  test.setTimeout(90_000);
  const error = new VoucherErrorPage(page, b);
  for (const code of [undefined, 'U015', 'U027', 'U030', 'U041', 'U042', 'U043', 'U044', 'U045', '#429']) {
    await error.open(code);
    for (const href of (await error.linksInMain()).filter((link) => !link.startsWith('tel:'))) {
      // Asked as the visitor's browser would, on the brand's host: a page, not a redirect or a 404.
      const res = await request.get(`http://127.0.0.1:${E2E_PORT}${href}`, { headers: { Host: hostPort(b) }, maxRedirects: 0 });
      expect(res.status(), `${code ?? 'no code'}: ${href}`).toBe(200);
    }
  }
});

test('on a brand that blocks registration, the page offers only the call centre and the way home', async ({ page }) => {
  const telecom = brand('telekom-health');
  expect(telecom.brand.rules.blockedRoutes).toEqual(expect.arrayContaining(['/registration', '/registration/voucher']));
  const error = new VoucherErrorPage(page, telecom);
  await error.open('U042');
  await expect(error.reason).toContainText(text(telecom, 'hu', 'errors.U042'));
  await expect(error.steps.locator('a[data-step]')).toHaveCount(0);
  await expect(error.callCentre).toHaveText(callCentreLine('hu', telecom));
  expect(await error.linksInMain()).toEqual([`tel:${telecom.brand.contact.callCentre.phone.replace(/[^+\d]/g, '')}`, '/']);
  expect(new URL(page.url()).pathname).toBe(VOUCHER_ERROR);
});
