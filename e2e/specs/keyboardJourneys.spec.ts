/**
 * Issue 38, item 5: a keyboard-only journey for each role besides the anonymous booker (whose
 * journey is keyboardBooking.spec.ts): a patient's care request, a paid sign-up up to the card
 * gateway, and a doctor admitting a waiting patient to a video call. After every page change focus
 * is on the new page's h1, and at no moment does it fall to `<body>` (e2e/support/keyboard.ts);
 * the key presses of each journey are reported in the test's annotations.
 */
import type { Browser } from '@playwright/test';
import { originOf, urlOf } from '../pages/PortalPage';
import { signUpPaidCustomer } from '../pages/med24Pages';
import { FAKE_MEDIA_LAUNCH, PatientCallPage, logIn } from '../pages/videoPages';
import { brand } from '../support/brands';
import { expectFocusFollowed, Keyboard } from '../support/keyboard';
import { expect, test, waitingForHydration, type Page } from '../support/test';
import { DOCTOR, VIDEO_PATIENT, videoAppointmentSoon } from '../support/videoAppointment';

// The doctor's journey ends in a video call: the browser's fake camera and microphone, for all tests of the file (a launch option).
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

const PATIENT = { email: 'patient@demo.test', password: 'Demo-Patient-1' };

/** Opens the login page, answers the cookie banner and logs in, all by keyboard; ends on the page the login leads to. */
async function keyboardLogin(keys: Keyboard, account: { email: string; password: string }): Promise<void> {
  await keys.tabTo('.cookie-consent button');
  await keys.press('Enter');
  await expect(keys.page.locator('.cookie-consent')).toHaveCount(0);
  await keys.tabTo('#root_username');
  await keys.type(account.email);
  await keys.tabTo('#root_password');
  await keys.type(account.password);
  await keys.press('Enter');
  await keys.pageChanged((url) => !url.pathname.endsWith('/login'));
  await expect(keys.page.getByTestId('user-name')).toBeAttached();
}

function report(keys: Keyboard, journey: string): void {
  test.info().annotations.push({ type: `${journey}: key presses`, description: `${keys.summary()}: ${keys.pageChanges.map((c) => `${c.to} (${c.focused})`).join(' → ')}` });
}

test('default, phone: a patient logs in and requests a consultation by keyboard alone; focus follows every page', async ({ page }) => {
  test.setTimeout(120_000);
  const b = brand('default');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(urlOf(b, '/login'));
  await expect(page.locator('#root_username')).toBeVisible();
  const keys = new Keyboard(page);
  await keys.watch();
  await keyboardLogin(keys, PATIENT);

  await expect(page.locator('main a[href="/services/consultation"]')).toBeVisible();
  await keys.tabTo('main a[href="/services/consultation"]', 40);
  await keys.press('Enter');
  await keys.pageChanged(/\/services\/consultation$/);
  await expect(page.locator('#root_topic')).toBeVisible();
  await keys.tabTo('#root_topic');
  await keys.type(`Billentyűzet ${Date.now().toString(36)}`);
  await keys.tabTo('#root_symptoms');
  await keys.type('Három napja fáj a torkom.');
  // A closed select takes the arrow keys: the first way of contact.
  await keys.tabTo('#root_channel');
  await keys.press('ArrowDown');
  await keys.tabTo('[data-testid="care-request"] button[type="submit"]');
  await keys.press('Enter');
  await expect(page.locator('[data-testid="care-item"][data-state="awaiting_approval"]').first()).toBeVisible({ timeout: 15_000 });

  report(keys, 'care request');
  await expectFocusFollowed(keys, await keys.lostFocus());
});

test('retail, phone: a new customer chooses a subscription by keyboard alone, up to the card gateway; focus follows every page', async ({ page, request }) => {
  test.setTimeout(180_000);
  const b = brand('retail');
  // The account itself (registration and the mailed link) is the accounts spec's; the journey starts logged in, on the subscriptions.
  await signUpPaidCustomer(page, request, b, 'Billentyű');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeAttached();
  const keys = new Keyboard(page);
  await keys.watch();

  await expect(page.locator('main a[href="/med24/subscription/new"]')).toBeVisible();
  await keys.tabTo('main a[href="/med24/subscription/new"]', 40);
  await keys.press('Enter');
  await keys.pageChanged(/\/med24\/subscription\/new$/);
  await expect(page.locator('main a[href^="/med24/profile/edit"]')).toBeVisible();
  // Without a billing address the new subscription asks for it first.
  await keys.tabTo('main a[href^="/med24/profile/edit"]');
  await keys.press('Enter');
  await keys.pageChanged(/\/med24\/profile\/edit/);
  await expect(page.locator('#root_billingName')).toBeVisible();
  for (const [field, value] of [['billingName', 'Billentyű Új'], ['billingZip', '1052'], ['billingCity', 'Budapest'], ['billingAddress', 'Váci utca 3.']] as const) {
    await keys.tabTo(`#root_${field}`);
    await keys.type(value);
  }
  await keys.tabTo('.portal-form button[type="submit"]');
  await keys.press('Enter');
  await keys.pageChanged(/\/med24\/subscription\/new$/);
  // The form shows once the products are loaded; a Tab before that would walk past the page's end.
  await expect(page.getByTestId('subscription-new-form')).toBeVisible();
  // The product radios are one stop: Tab reaches the chosen one, arrows move the choice.
  await keys.tabTo('[data-testid="subscription-new-form"] input[name="product"]');
  await keys.press('Space');
  await keys.tabTo('[data-testid="subscription-new-form"] input[name="billingPeriod"]');
  await keys.press('Space');
  await expect(page.getByTestId('subscription-new-total')).toBeVisible();
  await keys.tabTo('[data-testid="subscription-new-form"] button[type="submit"]');
  const lost = await keys.lostFocus();
  await keys.press('Enter');
  // The card page is the gateway's own: the journey ends there.
  await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]+$/, { timeout: 20_000 });

  report(keys, 'paid sign-up');
  await expectFocusFollowed(keys, lost);
});

async function waitingPatient(browser: Browser, appointmentId: number): Promise<Page> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const page = waitingForHydration(await context.newPage());
  await logIn(page, brand('default'), VIDEO_PATIENT);
  const call = new PatientCallPage(page, brand('default'), appointmentId);
  await call.openFromAppointments();
  await call.enterWaitingRoom();
  return page;
}

test('default, desktop: the doctor logs in, opens the waiting patient\'s call and admits them by keyboard alone; focus follows every page', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const b = brand('default');
  const { id } = videoAppointmentSoon(6, 'Billentyűvel fogad.');
  const patient = await waitingPatient(browser, id);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${originOf(b)}/login`);
  await expect(page.locator('#root_username')).toBeVisible();
  const keys = new Keyboard(page);
  await keys.watch();
  await keyboardLogin(keys, DOCTOR);
  // Staff land on their own start page: the doctor's day.
  await expect(page.getByTestId('doctor-day')).toBeVisible();
  const row = page.locator(`[data-testid="doctor-appointment"][data-appointment-id="${id}"]`);
  await expect(row).toHaveAttribute('data-presence', 'waiting', { timeout: 15_000 });
  await keys.tabTo(`[data-appointment-id="${id}"] [data-testid="open-call"]`, 60);
  await keys.press('Enter');
  await keys.pageChanged(new RegExp(`/doctor/video/${id}$`));
  await expect(page.getByTestId('admit')).toBeVisible();
  await keys.tabTo('[data-testid="admit"]');
  await keys.press('Enter');
  await expect(page.getByTestId('admit')).toHaveCount(0, { timeout: 15_000 });
  await expect(patient.getByTestId('call-stage')).toBeVisible({ timeout: 15_000 });
  // The next Tab goes on from where the admit button was, not from the top of the page.
  await keys.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  report(keys, 'doctor admission');
  await expectFocusFollowed(keys, await keys.lostFocus());
  await patient.context().close();
});
