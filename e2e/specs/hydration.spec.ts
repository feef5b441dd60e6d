/**
 * Issue 33, item 4: on a slow phone a person types into the server-rendered login form before its
 * code has run. The renderer's entry script is held back here for a while; the e-mail address and
 * the password typed meanwhile are still in the fields once the page has hydrated, and the form
 * logs in with them.
 */
import { test as plain } from '@playwright/test';
import { urlOf } from '../pages/PortalPage';
import { brand } from '../support/brands';
import { expect, untilHydrated } from '../support/test';
import { DEMO_ACCOUNTS } from '../../server/db/seed';

const b = brand('default');
/** The renderer's entry (index-<hash>.js); its chunks and style sheets come as they would. */
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;
const HELD_MS = 1_500;

plain('what is typed into the login form before hydration is kept, and logs in', async ({ page }) => {
  let released!: () => void;
  const release = new Promise<void>((resolve) => (released = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await release;
    await route.continue();
  });
  const { email, password } = DEMO_ACCOUNTS.patient;
  // Not until DOMContentLoaded: that waits for the held module script.
  await page.goto(urlOf(b, '/login'), { waitUntil: 'commit' });
  const emailField = page.locator('#root_username');
  const passwordField = page.locator('#root_password');
  await expect(passwordField).toBeVisible();
  await emailField.fill(email);
  await passwordField.fill(password);
  // Still the server's HTML: nothing of the renderer has run yet.
  expect(await page.evaluate(() => document.documentElement.dataset.app ?? null)).toBeNull();
  await page.waitForTimeout(HELD_MS);
  released();

  await untilHydrated(page);
  await expect(emailField).toHaveValue(email);
  await expect(passwordField).toHaveValue(password);
  // Keystrokes after hydration, as a person finishing the password makes them. Without the fix
  // the password alone was then in the form's state: the submit asked for the e-mail and its
  // field was emptied, while the password stayed (what the issue describes).
  await passwordField.press('End');
  await passwordField.press('x');
  await passwordField.press('Backspace');
  await expect(emailField).toHaveValue(email);
  await expect(passwordField).toHaveValue(password);
  await page.locator('.portal-form button[type="submit"]').click();
  await expect(page.getByTestId('user-name')).toBeVisible({ timeout: 15_000 });
});
