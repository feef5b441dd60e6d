/**
 * Issue 11, "the way in", in Chromium against the real server: on every brand an anonymous
 * patient who opens a service that needs login (one list of them, issue 33) is told so, logs in,
 * and lands on that service;
 * a brand that shows its offer only has no tile button that leads back home; a page a guard
 * refuses says why.
 */
import { expect, test, type Page } from '../support/test';
import { PortalPage } from '../pages/PortalPage';
import { BRANDS, brand, text } from '../support/brands';

const PATIENT = { email: 'patient@demo.test', password: 'Demo-Patient-1' };

/** Logs in on the login page the visitor was sent to, and waits until the portal has moved on. */
async function logIn(page: Page): Promise<void> {
  await page.locator('#root_username').fill(PATIENT.email);
  await page.locator('#root_password').fill(PATIENT.password);
  await page.locator('.portal-form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

test.describe('a service that needs login', () => {
  for (const b of BRANDS.filter((x) => x.routes.routes['/']?.screen === 'services-home' && x.brand.rules.exclusiveRoutes.length === 0 && !x.brand.rules.tokenlessRedirect)) {
    test(`${b.id}: its tile says so, leads to login and, after it, to the service`, async ({ page }) => {
      const portal = new PortalPage(page, b);
      await portal.answerCookieConsentInAdvance();
      await portal.open('/');
      // The services that need login are one list under one sentence saying so (issue 33).
      const gated = page.getByTestId('login-only-services').getByTestId('service-tile');
      expect(await gated.count()).toBeGreaterThan(0);
      await expect(page.getByTestId('login-only-services')).toContainText(text(b, b.brand.defaultLocale, 'ui.tiles.loginOnly'));
      // The appointments service where the brand has one: a screen of its own to land on.
      const appointments = gated.and(page.locator('[data-service="appointments"]'));
      const tile = (await appointments.count()) > 0 ? appointments.first() : gated.first();
      const button = tile.locator('.tiles-login__link');
      const wanted = new URL((await button.getAttribute('href'))!, 'http://x').searchParams.get('next');
      expect(wanted).toMatch(/^\/services\//);

      await button.click();
      await portal.expectOnPath('/login');
      await expect(page.getByTestId('guard-notice')).toBeVisible();
      await expect(page.locator('.portal-form button[type="submit"]')).toHaveText(text(b, b.brand.defaultLocale, 'ui.form.login'));
      await logIn(page);
      await portal.expectOnPath(wanted!);
      await portal.screenShown();
    });
  }

  for (const id of ['aipderm', 'izys']) {
    test(`${id}: a logged-in page opened directly leads to login and, after it, back to that page`, async ({ page }) => {
      const b = brand(id);
      const portal = new PortalPage(page, b);
      await portal.answerCookieConsentInAdvance();
      await portal.open('/services/appointments');
      await portal.expectOnPath('/login');
      await expect(page.getByTestId('guard-notice')).toContainText(text(b, b.brand.defaultLocale, b.routes.routes['/services/appointments']!.title));
      await logIn(page);
      await portal.expectOnPath('/services/appointments');
    });
  }
});

test('a brand that shows its offer only has tiles without a button that leads back home', async ({ page }) => {
  const b = BRANDS.find((x) => x.brand.rules.exclusiveRoutes.length > 0)!;
  const portal = new PortalPage(page, b);
  await portal.open('/');
  await expect(portal.tiles.first()).toBeVisible();
  await expect(portal.tiles.locator('.tile__button, .tiles-login__link')).toHaveCount(0);
  await expect(portal.tiles.first().getByTestId('tile-unavailable')).toHaveText(text(b, b.brand.defaultLocale, 'ui.tiles.notHere'));
});

test('the login page offers the forgotten-password page, which asks for the email address', async ({ page }) => {
  const b = brand('default');
  const portal = new PortalPage(page, b);
  await portal.open('/login');
  await page.getByRole('link', { name: text(b, 'hu', 'ui.login.forgotPassword') }).click();
  await portal.expectOnPath('/password-recovery');
  await expect(portal.heading).toHaveText(text(b, 'hu', 'routes.passwordRecoveryRequest'));
  await expect(page.locator('#root_email')).toBeVisible();
});

test.describe('a link from an email that cannot be used', () => {
  const UNKNOWN = 'A'.repeat(43);

  test('a password link the portal does not know says so and offers a new one, without the form', async ({ page }) => {
    const b = brand('default');
    const portal = new PortalPage(page, b);
    await portal.open(`/password-recovery/${UNKNOWN}`);
    await expect(page.getByTestId('link-problem')).toHaveText(text(b, 'hu', 'ui.tokenLink.state.unknown'));
    await expect(page.locator('form')).toHaveCount(0);
    await page.getByRole('link', { name: text(b, 'hu', 'ui.tokenLink.requestNew') }).click();
    await portal.expectOnPath('/password-recovery');
  });

  test('the cancel page checks its link before asking "are you sure?"', async ({ page }) => {
    const b = brand('aipderm');
    const portal = new PortalPage(page, b);
    await portal.open(`/delete-public-reservation/${UNKNOWN}`);
    await expect(page.getByTestId('link-problem')).toHaveAttribute('data-state', 'unknown');
    await expect(page.getByTestId('delete-submit')).toHaveCount(0);
  });
});
