/**
 * Issue 11, acceptance: axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) finds no serious or critical
 * violation on the screens a logged-in patient reaches, on every brand where the demo accounts
 * log in through the login form. The routes come from the brand's routes.json: the logged-in only
 * ones (no `auth: false`) whose screen kind is built, plus the two screens that change for a
 * logged-in user: home (the user's own tiles) and the booking screen (the logged-in booking form).
 * Public screens that look the same logged in are the anonymous axe spec's. Forms are scanned a
 * second time after an empty submit, in their error state (error summary, aria-invalid fields).
 * The scan is e2e/support/axe.ts, as in accessibility.spec.ts: the first page is scanned whole,
 * later ones (in-app navigations) only in <main>. Two more tests scan the operator console (as the
 * demo operator) and the appointment cancel dialog.
 */
import { expect, test } from '../support/test';
import { axeFindings as findings } from '../support/axe';
import { AppointmentsPage, BookingSteps, BrandApi, LoginSteps, OPERATOR, PATIENT, VideoSearchPage, type OwnReservation } from '../pages/appointmentsPages';
import { PortalPage, titleOrSuffix, urlOf } from '../pages/PortalPage';
import { canLogIn, LOGGED_IN_PATHS } from '../pages/publicRoutes';
import { BRANDS, brand, rgb } from '../support/brands';
import { sampleOf } from '../support/sweep';

const LOGIN_BRANDS = BRANDS.filter(canLogIn);

/** A Budapest day `daysAhead` from today, the video search's week parameter. */
const dayAhead = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });

test('the logged-in routes and brands are found', () => {
  expect(LOGGED_IN_PATHS).toEqual(expect.arrayContaining(['/change-email', '/change-password', '/services/appointments', '/services/virtual-clinic', '/services/relatives']));
  expect(LOGIN_BRANDS.length).toBeGreaterThan(3);
});

// The screens are the same components on every brand; by default every other brand is scanned
// (E2E_SWEEP=full: every brand; e2e/support/sweep.ts).
for (const b of sampleOf(LOGIN_BRANDS)) {
  test(`${b.id}: the screens of a logged-in patient have no serious or critical axe violation`, async ({ page }) => {
    // About 25 s alone; three at once on a two-core machine took up to 90 s.
    test.setTimeout(180_000);
    const portal = new PortalPage(page, b);
    await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
    await portal.screenShown();
    const failures = await findings(page, portal.pathname());
    const scanned = new Set([portal.pathname()]);
    const redirected: string[] = [];

    const scanMain = async (where: string) => failures.push(...(await findings(page, where, 'main')));
    for (const routePath of LOGGED_IN_PATHS.filter((p) => p in b.routes.routes)) {
      const landed = await portal.navigateInApp(routePath, { title: titleOrSuffix(b, 'hu', routePath) });
      if (landed !== routePath) redirected.push(`${routePath} → ${landed}`);
      if (scanned.has(landed)) continue;
      scanned.add(landed);
      await expect(portal.unknownScreen).toHaveCount(0);
      await scanMain(landed);
      // A form again in its error state: the summary on top, the fields marked invalid. A form with
      // nothing required (the settings page) has no error state, and its submit would save.
      const submit = page.locator('main .portal-form button[type="submit"]');
      const required = page.locator('main .portal-form [required], main .portal-form [aria-required="true"]');
      if ((await submit.count()) === 1 && (await required.count()) > 0) {
        await submit.click();
        await expect(page.locator('main .error-summary')).toBeFocused();
        await expect(page.locator('main .portal-form [aria-invalid="true"]').first()).toBeVisible();
        await scanMain(`${landed} (after an empty submit)`);
      }
    }

    // The booking form of a logged-in patient, for a video slot of a later week.
    const search = new VideoSearchPage(page, b);
    if ('/services/virtual-clinic/search' in b.routes.routes) {
      await search.open(`?week=${dayAhead(49)}`);
      await search.slotLinks.first().click();
      await expect(page.getByTestId('booking-form').or(page.getByTestId('reservation-problem')).first()).toBeVisible();
      await scanMain('booking form');
    }

    if (redirected.length) test.info().annotations.push({ type: 'redirected', description: redirected.join(', ') });
    test.info().annotations.push({ type: 'pages scanned', description: [...scanned].join(', ') });
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('the operator console: the queue and an item have no serious or critical axe violation', async ({ page }) => {
  const b = brand('default');
  await new LoginSteps(page, b).login(OPERATOR.email, OPERATOR.password);
  await page.goto(urlOf(b, '/operator/care'));
  await expect(page.getByTestId('operator-queue-row').first()).toBeVisible();
  const failures = await findings(page, '/operator/care');
  await page.getByTestId('operator-queue-row').first().locator('a').first().click();
  await expect(page.getByTestId('operator-item')).toBeVisible();
  await expect(page.getByTestId('operator-answers')).toBeVisible();
  failures.push(...(await findings(page, new URL(page.url()).pathname, 'main')));
  expect(failures, failures.join('\n')).toEqual([]);
});

test('the appointment cancel dialog: safe choice focused, Escape returns focus, destructive button, no axe violation', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const b = brand('default');
  const api = new BrandApi(request, b);
  await api.login(PATIENT.email, PATIENT.password);
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  const search = new VideoSearchPage(page, b);
  const booking = new BookingSteps(page, b);
  // A random slot of a week no other spec books in; another one when a parallel run took it.
  let slotId: number | undefined;
  for (let attempt = 0; attempt < 5 && slotId === undefined; attempt += 1) {
    await search.open(`?week=${dayAhead(28 + Math.floor(Math.random() * 7))}`);
    const link = search.slotLinks.nth(Math.floor(Math.random() * (await search.slotLinks.count())));
    const candidate = Number(await link.getAttribute('data-slot-id'));
    if (await booking.bookThrough(link, 'E2E: accessibility of the cancel dialog')) slotId = candidate;
  }
  expect(slotId, 'a slot could be booked').toBeDefined();
  // The patient is shared with parallel specs: this test's own appointment, not the first one listed.
  const own = (await api.get<OwnReservation[]>('/api/reservations')).find((r) => r.slot.id === slotId && r.status === 'confirmed');
  expect(own, `the reservation of slot ${slotId}`).toBeDefined();
  await booking.goToAppointments();

  const appointments = new AppointmentsPage(page, b);
  const opener = appointments.card(appointments.upcoming, own!.id).getByRole('button');
  await opener.click();
  await expect(appointments.dialog).toBeVisible();
  await expect(appointments.dialog.getByTestId('confirm-keep')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(appointments.dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(appointments.dialog.getByTestId('confirm-keep')).toBeFocused();
  const danger = appointments.dialog.getByTestId('confirm-cancel');
  // Drawn in the brand's error colour, with its surface colour for the words.
  await expect(danger).toHaveCSS('background-color', rgb(b.brand.themeTokens.colors.error));
  await expect(danger).toHaveCSS('color', rgb(b.brand.themeTokens.colors.surface));
  expect(await findings(page, 'cancel dialog', '.modal')).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`cancel-dialog-${width}.png`) });
  }

  // Cancelled again, so the slot is free for the next run.
  await danger.click();
  await expect(appointments.dialog).toHaveCount(0);
  await expect(appointments.success).toBeFocused();
});
