/**
 * Issue 34 in the browser, two-step sign-in, each on an account of its own:
 * - an authenticator app set up on "Two-step sign-in" with the QR code's key, its code computed
 *   here as the app would (otplib); the next sign-in asks for a code after the password, and a
 *   recovery code works once instead;
 * - a passkey added with Chromium's virtual authenticator (the DevTools protocol's WebAuthn
 *   domain) and then used to sign in without a password, and after the password.
 * axe finds nothing serious on the pages.
 */
import type { CDPSession, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, test } from '../support/test';
import { urlOf } from '../pages/PortalPage';
import { logIn } from '../pages/phonePages';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { freshPatient, type FreshAccount } from '../support/freshAccount';

const b = brand('default');
const en = (key: string, values: Record<string, string> = {}) => text(b, 'en', key, values);

/** The app's code for the time step after now: the one just used for setting up is not accepted twice. */
const nextCode = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function english(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: urlOf(b, '/') }]);
}

async function logOut(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'portal_refresh' });
  await page.context().clearCookies();
  await english(page);
}

async function passwordStep(page: Page, account: FreshAccount): Promise<void> {
  await page.goto(urlOf(b, '/login'));
  await page.locator('#root_username').fill(account.email);
  await page.locator('#root_password').fill(account.password);
  await page.locator('.portal-form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/login\/second-factor$/);
  await expect(page.locator('main h1')).toHaveText(en('routes.secondFactor'));
}

test('an authenticator app: set up with its key, then asked for after the password; a recovery code works once', async ({ page }) => {
  const account = await freshPatient();
  await english(page);
  await logIn(page, b, account);
  await page.goto(urlOf(b, '/profile'));
  await page.getByTestId('settings-security').click();
  await expect(page).toHaveURL(/\/profile\/security$/);
  await expect(page.getByTestId('security-app-state')).toHaveText(en('signIn.security.off'));
  await page.getByTestId('security-app-start').click();
  await expect(page.getByTestId('security-app-qr')).toBeVisible();
  const secret = (await page.getByTestId('security-app-secret').getAttribute('data-secret'))!;
  expect(await page.getByTestId('security-app-qr').getAttribute('data-value')).toContain(`secret=${secret}`);
  expect(await axeFindings(page, 'authenticator app set-up', 'main')).toEqual([]);
  // A wrong code is said beside the field.
  await page.getByTestId('security-app-code').fill('000000' === generateSync({ secret }) ? '111111' : '000000');
  await page.getByTestId('security-app-confirm-submit').click();
  await expect(page.getByTestId('security-app-confirm').locator('.field__error')).toHaveText(text(b, 'en', 'errors.A408'));
  await page.getByTestId('security-app-code').fill(generateSync({ secret }));
  await page.getByTestId('security-app-confirm-submit').click();
  const codes = page.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents())[0]!;
  await page.getByTestId('recovery-codes-done').click();
  await expect(page.getByTestId('security-app-state')).toHaveText(en('signIn.security.on'));
  await expect(page.getByTestId('security-recovery-left')).toHaveText(en('signIn.security.recovery.left_other', { count: '10' }));

  // Signed out, the password alone no longer signs in.
  await logOut(page);
  await passwordStep(page, account);
  expect(await axeFindings(page, 'second factor step', 'main')).toEqual([]);
  await page.getByTestId('second-factor-code').fill(nextCode(secret));
  await page.getByTestId('second-factor-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(urlOf(b, '/profile/security'));
  await expect(page.getByTestId('security-app-state')).toHaveText(en('signIn.security.on'));

  // A recovery code instead, once.
  await logOut(page);
  await passwordStep(page, account);
  await page.getByTestId('second-factor-switch').click();
  await page.getByTestId('second-factor-code').fill(recovery.toUpperCase());
  await page.getByTestId('second-factor-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
  await logOut(page);
  await passwordStep(page, account);
  await page.getByTestId('second-factor-switch').click();
  await page.getByTestId('second-factor-code').fill(recovery);
  await page.getByTestId('second-factor-submit').click();
  await expect(page.getByTestId('second-factor-code-form').locator('.field__error')).toHaveText(text(b, 'en', 'errors.A408'));
  await expect(page).toHaveURL(/\/login\/second-factor$/);
});

async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return cdp;
}

test('a passkey: added on "Two-step sign-in", then signing in without a password, and after it', async ({ page }) => {
  const account = await freshPatient();
  await english(page);
  await virtualAuthenticator(page);
  await logIn(page, b, account);
  await page.goto(urlOf(b, '/profile/security'));
  await expect(page.getByTestId('security-passkeys-none')).toBeVisible();
  await page.getByTestId('security-passkey-add').click();
  await expect(page.getByTestId('security-outcome-success')).toHaveText(en('signIn.security.passkeys.added'));
  await expect(page.getByTestId('security-passkey')).toHaveCount(1);
  await expect(page.getByTestId('security-passkey')).toContainText(en('signIn.security.passkeys.neverUsed'));

  // Without a password: the login page's passkey button.
  await logOut(page);
  await page.goto(urlOf(b, '/login'));
  await page.getByTestId('login-passkey').click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(urlOf(b, '/profile/security'));
  await expect(page.getByTestId('security-passkey')).not.toContainText(en('signIn.security.passkeys.neverUsed'));

  // After the password, the passkey is the second step.
  await logOut(page);
  await passwordStep(page, account);
  await expect(page.getByTestId('second-factor-code-form')).toHaveCount(0);
  await page.getByTestId('second-factor-passkey').click();
  await expect(page).not.toHaveURL(/\/login/);
});
