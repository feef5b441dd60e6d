/**
 * Patient accounts end to end (issue 4, acceptance 4): register → outbox link → verify → log in
 * → own tiles → log out; the subscription selection; the privacy forcing; the translated wrong
 * password message in hu, en and ro; impersonation with the support API key.
 */
import { expect, test } from '../support/test';
import { brand, text } from '../support/brands';
import {
  DEFAULT_HOST,
  E2E_ORIGIN_PORT,
  LoginPage,
  OutboxPage,
  PortalPage,
  PrivacyStatementPage,
  RegistrationPage,
  SubscriptionChoicePage,
} from '../pages/accountsPages';

const defaultBrand = brand('default');
const HOST_HEADER = { Host: `${DEFAULT_HOST}:${E2E_ORIGIN_PORT}` };

test('register, verify through the outbox link, log in, see own tiles, log out', async ({ page, request }) => {
  // Two captcha solves (registration, password recovery), whose time varies, and a dozen page loads.
  test.setTimeout(90_000);
  const portal = new PortalPage(page);
  await portal.goto('/');
  await expect(portal.tilesFor).toHaveAttribute('data-tiles-for', 'visitor');
  const anonymousTiles = await portal.tileNames();

  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'E2e-Password-1';
  const registration = new RegistrationPage(page);
  await registration.open();
  await registration.register({ lastName: 'Teszt', firstName: 'Elek', email, password });
  // The browser's proof-of-work check took over 20 s with three workers on two cores.
  await expect(registration.success).toBeVisible({ timeout: 60_000 });

  const outbox = new OutboxPage(page);
  const link = await outbox.linkFor(request, email, '/verify-registration/');
  await outbox.follow(link);
  await expect(page.getByTestId('token-link-outcome')).toHaveAttribute('data-state', 'done');

  const login = new LoginPage(page);
  await login.open();
  await login.login(email, password);
  await expect(portal.userName).toContainText('Elek');
  await page.waitForURL((url) => url.pathname === '/');
  // The tiles now come from the user's own services (a new account gets the partner's offer).
  await expect(portal.tilesFor).toHaveAttribute('data-tiles-for', 'user');
  expect((await portal.tileNames()).length).toBeGreaterThan(0);

  // Still logged in after a reload: the refresh token is in an httpOnly cookie that no script
  // reads, the page keeps nothing in its storage.
  const cookies = await page.context().cookies();
  const refresh = cookies.find((c) => c.name === 'portal_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('portal_refresh');
  await page.reload();
  await expect(portal.userName).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(/token|eyJ/);

  await portal.logout();
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'portal_refresh')).toBe(false);
  await expect.poll(() => portal.pathname()).toBe('/');
  await expect(portal.tilesFor).toHaveAttribute('data-tiles-for', 'visitor');
  expect(await portal.tileNames()).toEqual(anonymousTiles);

  // Password recovery: request (captcha solved in the browser), follow the mail, set a new password → logged in.
  await portal.goto('/mobileapp/password-recovery');
  await page.locator('#root_email').fill(email);
  await page.locator('.portal-form button[type="submit"]').click();
  await expect(page.locator('.panel--success')).toBeVisible({ timeout: 60_000 });
  const recovery = await outbox.linkFor(request, email, '/password-recovery/');
  await portal.goto(new URL(recovery).pathname);
  await page.locator('#root_password').fill('E2e-Password-2');
  await page.locator('#root_passwordConfirmation').fill('E2e-Password-2');
  await page.locator('.portal-form button[type="submit"]').click();
  await expect(portal.userName).toContainText('Elek');

  // /force-logout ends the session and goes home.
  await portal.goto('/force-logout');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(portal.userName).toHaveCount(0);
  const login2 = new LoginPage(page);
  await login2.open();
  await login2.login(email, 'E2e-Password-2');
  await expect(portal.userName).toContainText('Elek');
});

test('a user with two subscriptions chooses one and gets home', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.login('multi@demo.test', 'Demo-Multi-1');
  await page.waitForURL((url) => url.pathname === '/require-full-auth');
  const choice = new SubscriptionChoicePage(page);
  await expect(choice.choices).toHaveCount(2);
  await choice.choices.nth(1).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(choice.userName).toBeVisible();
  await expect(choice.tiles.first()).toBeVisible();
});

test('the privacy statement is forced until accepted', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.login('privacy@demo.test', 'Demo-Privacy-1');
  await page.waitForURL((url) => url.pathname === '/privacy-statement');
  // A private route sends back to the statement while it is not accepted.
  await login.goto('/change-password');
  await page.waitForURL((url) => url.pathname === '/privacy-statement');
  await expect(page.getByTestId('guard-notice')).toBeVisible();
  const privacy = new PrivacyStatementPage(page);
  await privacy.accept.click();
  // Accepted: on to the page the visitor asked for (issue 11).
  await page.waitForURL((url) => url.pathname === '/change-password');
  await expect(page.locator('#root_currentPassword')).toBeVisible();
});

test('a wrong password shows the translated U001 message in hu, en and ro', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  for (const locale of ['hu', 'en', 'ro'] as const) {
    await login.switchLanguage(locale);
    await login.login('patient@demo.test', 'Wrong-Password-1');
    await expect(page.locator('.portal-form')).toContainText(text(defaultBrand, locale, 'errors.U001'));
  }
});

test('impersonation: the support system gets a pair with the API key and opens the portal with it', async ({ page, request }) => {
  const res = await request.get(`http://localhost:${E2E_ORIGIN_PORT}/api/impersonate?email=patient@demo.test`, {
    headers: { ...HOST_HEADER, apikey: 'demo-support-key' },
  });
  expect(res.status()).toBe(200);
  const pair = (await res.json()) as { token: string; refresh_token: string };
  const portal = new PortalPage(page);
  await portal.goto(`/impersonation/${pair.token}?refresh_token=${encodeURIComponent(pair.refresh_token)}`);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(portal.userName).toBeVisible();
  // The header marks a support session.
  await expect(page.getByTestId('user-menu').locator('.badge')).toBeVisible();
  await expect(portal.tiles.first()).toBeVisible();
});

test('impersonation without a token explains itself, and a bad login-with-token goes to login', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.goto('/impersonation');
  await expect(page.locator('.panel--notice')).toBeVisible();
  await portal.goto('/login-with-token/not-a-valid-token');
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('global-notice')).toBeVisible();
});
