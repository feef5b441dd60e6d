/**
 * Issue 34 in the browser, "Signed-in devices": a patient signed in on a phone and on a computer
 * finds both on the page (reached from the settings page), this phone marked; signs the computer
 * out, and the computer's next page asks it to log in; signs in there again, then signs out
 * "everywhere else" from the phone. Its own account, since "everywhere else" would sign other
 * specs out of a shared demo account. axe finds nothing serious on the page.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitingForHydration } from '../support/test';
import { urlOf } from '../pages/PortalPage';
import { logIn } from '../pages/phonePages';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { freshPatient } from '../support/freshAccount';

const b = brand('default');
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PHONE = text(b, 'en', 'account.devices.browserOn', { browser: 'Chrome 131', os: 'Android 14' });
const COMPUTER = text(b, 'en', 'account.devices.browserOn', { browser: 'Firefox 133', os: 'Windows 10' });

async function device(browser: Browser, userAgent: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport });
  await context.addCookies([{ name: 'locale', value: 'en', url: urlOf(b, '/') }]);
  return waitingForHydration(await context.newPage());
}

test('a patient signs out their other devices from "Signed-in devices"', async ({ browser }) => {
  const account = await freshPatient();
  const phone = await device(browser, ANDROID_CHROME, { width: 390, height: 844 });
  const computer = await device(browser, WINDOWS_FIREFOX, { width: 1280, height: 800 });
  await logIn(phone, b, account);
  await logIn(computer, b, account);

  await phone.goto(urlOf(b, '/profile'));
  await phone.getByTestId('settings-devices').click();
  await expect(phone).toHaveURL(/\/profile\/devices$/);
  await expect(phone.locator('main h1')).toHaveText(text(b, 'en', 'routes.devices'));
  const devices = phone.getByTestId('device');
  await expect(devices).toHaveCount(2);
  // This phone first, then the computer.
  await expect(devices.nth(0)).toContainText(PHONE);
  await expect(devices.nth(0).getByTestId('device-current')).toHaveText(text(b, 'en', 'account.devices.thisDevice'));
  await expect(devices.nth(0).locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(devices.nth(1)).toContainText(COMPUTER);
  await expect(devices.nth(1)).toContainText(text(b, 'en', 'account.devices.kind.desktop'));
  expect(await axeFindings(phone, 'signed-in devices', 'main')).toEqual([]);

  // The computer is signed out at once: its next page asks it to log in.
  await devices.nth(1).getByRole('button', { name: text(b, 'en', 'account.devices.endNamed', { device: COMPUTER }) }).click();
  await expect(phone.getByTestId('devices-outcome-success')).toHaveText(text(b, 'en', 'account.devices.ended', { device: COMPUTER }));
  await expect(devices).toHaveCount(1);
  await expect(phone.getByTestId('devices-end-others')).toHaveCount(0);
  await computer.goto(urlOf(b, '/profile'));
  await expect(computer.locator('#root_username')).toBeVisible();

  // Signed in there again, then out of everywhere but the phone.
  await logIn(computer, b, account);
  await phone.reload();
  await expect(devices).toHaveCount(2);
  await phone.getByTestId('devices-end-others').click();
  await expect(phone.getByTestId('devices-outcome-success')).toHaveText(text(b, 'en', 'account.devices.endedOthers_one', { count: '1' }));
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText(PHONE);
  await computer.goto(urlOf(b, '/profile'));
  await expect(computer.locator('#root_username')).toBeVisible();
  // The phone itself is still signed in.
  await phone.reload();
  await expect(devices).toHaveCount(1);

  await phone.context().close();
  await computer.context().close();
});
