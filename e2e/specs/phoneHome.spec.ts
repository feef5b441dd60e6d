/**
 * Issue 33, "on a phone": the anonymous home leads with what a visitor can do now — the search,
 * the brand's doctor line, logging in — on its first screen at 390×844, and the services that need
 * login are one compact group instead of a screen-high badged card each; the portal's staff land
 * on their work instead of an empty patient home. Every brand whose home is services home.
 */
import { expect, test } from '../support/test';
import { PortalPage, urlOf } from '../pages/PortalPage';
import { logIn, onFirstScreen, PHONE, PhoneHome, serves, STAFF } from '../pages/phonePages';
import { brand, BRANDS, text } from '../support/brands';

/**
 * A name in the login-only list is one 44 px row (two lines for a long name), with a group heading
 * for every few; a card was 250 px and more. Measured over the list, not the sentence above it.
 */
const MAX_HEIGHT_PER_LOGIN_ONLY_SERVICE = 80;

const HOMES = BRANDS.filter((b) => b.routes.routes['/']?.screen === 'services-home' && !b.brand.rules.tokenlessRedirect);

test.describe('the anonymous home on a phone', () => {
  for (const b of HOMES) {
    test(`${b.id}: the first screen has the search, the doctor line and the way to log in; services that need login are one compact group`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const portal = new PortalPage(page, b);
      const home = new PhoneHome(page, b);
      await portal.answerCookieConsentInAdvance();
      await portal.open('/');

      // What a visitor can do now, without scrolling.
      await expect(home.doctorLine()).toBeVisible();
      expect(await onFirstScreen(home.doctorLine()), 'the doctor line on the first screen').toBe(true);
      if (serves(b, b.brand.rules.providerSearchPath)) {
        await expect(home.searchEntry).toBeVisible();
        expect(await onFirstScreen(home.searchEntry), 'the search on the first screen').toBe(true);
      }
      if (serves(b, '/login')) {
        await expect(home.login).toBeVisible();
        expect(await onFirstScreen(home.login), 'logging in on the first screen').toBe(true);
      }

      // The main card's words are true: a text about a field comes with the field.
      const findDoctorLead = text(b, b.brand.defaultLocale, 'ui.home.task.findDoctor.lead');
      if (((await home.task.textContent()) ?? '').includes(findDoctorLead)) await expect(home.task.locator('input[type="search"]')).toBeVisible();

      // The services that need login: one group of names under one sentence, none a card of its own.
      if (!serves(b, '/login')) {
        await expect(home.loginOnly).toHaveCount(0);
        return;
      }
      await expect(home.loginOnly).toHaveCount(1);
      const names = home.loginOnly.getByTestId('service-tile');
      const count = await names.count();
      expect(count).toBeGreaterThan(0);
      await expect(home.loginOnly.getByText(text(b, b.brand.defaultLocale, 'ui.tiles.loginOnly'))).toHaveCount(1);
      const height = (await home.loginOnly.locator('.tiles-login__groups').boundingBox())!.height;
      expect(height / count, `${count} services in ${Math.round(height)} px`).toBeLessThan(MAX_HEIGHT_PER_LOGIN_ONLY_SERVICE);
      await expect(home.cards.locator('a.tile__button[href^="/login"]')).toHaveCount(0);
      await expect(page.getByTestId('tile-needs-login')).toHaveCount(0);
    });
  }
});

test.describe('staff on a phone', () => {
  for (const role of ['operator', 'doctor'] as const) {
    test(`the ${role} lands on their work, and their home leads to it, not to an empty patient home`, async ({ page }) => {
      const b = brand('default');
      await page.setViewportSize(PHONE);
      const home = new PhoneHome(page, b);
      const account = STAFF[role];
      // The login sends staff to their role's start page (the route table's roleStart, issue 38).
      await logIn(page, b, account);
      await expect.poll(() => new URL(page.url()).pathname).toBe(account.work);
      await expect(page.locator('h1')).toHaveText(text(b, 'hu', b.routes.routes[account.work]!.title));

      // Their home, opened later, is their work too.
      await page.goto(urlOf(b, '/'));
      await expect(home.staffWork).toBeVisible();
      const link = home.staffWork.locator(`a[href="${account.work}"]`);
      await expect(link).toBeVisible();
      expect(await onFirstScreen(link), 'their work on the first screen').toBe(true);
      await expect(home.task).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(text(b, 'hu', 'ui.tiles.empty'));
      await expect(page.locator('main')).not.toContainText(text(b, 'hu', 'ui.home.task.findDoctor.lead'));

      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(account.work);
      await expect(page.locator('h1')).toHaveText(text(b, 'hu', b.routes.routes[account.work]!.title));
    });
  }
});
