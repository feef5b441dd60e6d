/**
 * Issue 33, item 6 in the browser: a patient who switches to English while logged in finds English
 * chosen on the settings page (/profile), changes a notification choice there, and a later mail
 * (a password recovery asked from a Hungarian page) comes in English with a link that opens in
 * English. The patient is a new account of its own: the language is kept on the account, and the
 * shared demo patients serve specs running beside this one in their own languages.
 */
import { expect, test } from '../support/test';
import { E2E_ORIGIN_PORT, LoginPage, OutboxPage, PortalPage, RegistrationPage } from '../pages/accountsPages';
import { brand, text } from '../support/brands';

const b = brand('default');

test('a patient\'s English is kept on the account, shown on the settings page and used for a later mail', async ({ page, context, request }) => {
  // Two captcha solves (registration, password recovery) and a dozen page loads.
  test.setTimeout(120_000);
  const person = { lastName: 'Nyelv', firstName: 'Anna', email: `lang-${Date.now()}@demo.test`, password: 'Lang-E2e-Pass-1' };
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ consent: false, enabled: [] })), url: `http://default.localhost:${E2E_ORIGIN_PORT}/` }]);
  const registration = new RegistrationPage(page);
  await registration.open();
  await registration.register(person);
  // The browser's proof-of-work check took over 20 s on two busy cores (as in patientInputs).
  await expect(registration.success).toBeVisible({ timeout: 60_000 });
  const outbox = new OutboxPage(page);
  await outbox.follow(await outbox.linkFor(request, person.email, '/verify-registration/'));
  await expect(page.getByTestId('token-link-outcome')).toHaveAttribute('data-state', 'done');

  const login = new LoginPage(page);
  await login.open();
  await login.login(person.email, person.password);
  await expect(login.userName).toBeVisible({ timeout: 15_000 });
  await login.switchLanguage('en');

  const portal = new PortalPage(page);
  await portal.goto('/profile');
  await expect(page.locator('main h1')).toHaveText(text(b, 'en', 'routes.accountSettings'));
  await expect(page.getByTestId('settings-locale-en')).toBeChecked();
  await page.getByTestId('settings-care-progress').uncheck();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-outcome-success')).toHaveText(text(b, 'en', 'account.settings.saved'));
  await page.reload();
  await expect(page.getByTestId('settings-care-progress')).not.toBeChecked();
  await expect(page.getByTestId('settings-locale-en')).toBeChecked();

  // Later, from a Hungarian page: the mail is the account's English, and its link opens in English.
  await request.post(`http://localhost:${E2E_ORIGIN_PORT}/api/logout`, { headers: { Host: `default.localhost:${E2E_ORIGIN_PORT}` } });
  await context.clearCookies();
  await context.addCookies([{ name: 'locale', value: 'hu', url: `http://default.localhost:${E2E_ORIGIN_PORT}/` }]);
  await portal.goto('/password-recovery');
  await page.locator('#root_email').fill(person.email);
  await page.locator('.portal-form button[type="submit"]').click();
  await expect(page.locator('.panel--success')).toBeVisible({ timeout: 20_000 });
  const link = await outbox.linkFor(request, person.email, '/password-recovery/');
  expect(link).toMatch(/\?locale=en$/);
  const res = await request.get(`http://localhost:${E2E_ORIGIN_PORT}/dev/outbox.json`, { headers: { Host: `default.localhost:${E2E_ORIGIN_PORT}` } });
  const { messages } = (await res.json()) as { messages: Array<{ to: string; subject: string }> };
  expect(messages.find((m) => m.to === person.email)?.subject).toBe(text(b, 'en', 'mail.passwordRecovery.subject'));
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL(page.url()).search).toBe('');
});
