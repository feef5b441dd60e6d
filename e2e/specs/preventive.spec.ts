/**
 * Diagnostics, screening, vaccination and pay for prevention (issue 13), acceptance on the default
 * brand with the prevention demo account (hasDiagnostics, hasScreening, hasVaccination, hasP4P):
 * - a vaccination booked from its catalogue entry: the entry found by name, its details, "book"
 *   leading to provider search limited to its subfunction, a slot, and the existing reservation
 *   flow to a confirmed booking, which pay for prevention then shows as booked;
 * - pay for prevention reflecting the completed screening: the account's cervical screening, which
 *   the clinic recorded as visited (seeded: reservations have no way to be recorded in the portal),
 *   shows done with its reward, the health check open;
 * - no serious or critical axe violation on the three catalogue pages, an entry and p4p in hu, en
 *   and ro.
 */
import { localeText } from '../../server/config/localeText';
import { BrandApi, LoginSteps } from '../pages/appointmentsPages';
import { LOCALES, PortalPage } from '../pages/PortalPage';
import { CataloguePage, P4pPage, PREVENTION } from '../pages/preventivePages';
import { RESERVATION_PATH, ReservationFlow } from '../pages/reservationPages';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { expect, test } from '../support/test';

const b = brand('default');
const FLU = 4101;

interface P4p {
  total: number;
  rewards: { activity: string; status: string; earned: number; done: number; booked: number }[];
  activities: { reservationId: number; entry: string; status: string; points: number }[];
}

test('a vaccination booked from its catalogue entry through provider search to a confirmed booking', async ({ page }) => {
  test.setTimeout(90_000);
  const api = new BrandApi(page.request, b);
  await api.login(PREVENTION.email, PREVENTION.password);
  const before = await api.get<P4p>('/api/p4p');
  await new LoginSteps(page, b).login(PREVENTION.email, PREVENTION.password);

  const vaccination = new CataloguePage(page, b, '/services/vaccination');
  await vaccination.open();
  await expect(page.locator('h1')).toHaveText(text(b, 'hu', 'routes.servicesVaccination'));
  await vaccination.filter.fill('influenza');
  await expect(vaccination.cards).toHaveCount(1);
  await vaccination.card('influenza').getByRole('link', { name: localeText(b.locales.hu, 'catalogue.page.moreAbout', { name: text(b, 'hu', 'catalogue.vaccination.entries.influenza.name') })! }).click();
  await expect(vaccination.entry).toHaveAttribute('data-entry', 'influenza');
  await expect(page.locator('h1')).toHaveText(text(b, 'hu', 'catalogue.vaccination.entries.influenza.name'));
  await expect(page.getByTestId('catalogue-preparation')).toHaveText(text(b, 'hu', 'catalogue.vaccination.entries.influenza.preparation'));
  const book = vaccination.bookLinks.first();
  await expect(book).toHaveAttribute('data-subfunction', String(FLU));

  // Provider search limited to the vaccine's subfunction; a week with free times if this one has none.
  await book.click();
  await page.waitForURL((url) => url.pathname === b.brand.rules.providerSearchPath && url.searchParams.get('subfunction') === String(FLU));
  const flow = new ReservationFlow(page, b);
  await expect(flow.slotLinks.or(page.getByTestId('jump')).first()).toBeVisible();
  if (!(await flow.slotLinks.first().isVisible())) {
    await page.getByTestId('jump').first().click();
    await expect(flow.slotLinks.first()).toBeVisible();
  }
  for (const href of await flow.slotLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toContain(`subfunctionId=${FLU}`);

  let booked = false;
  for (let attempt = 0; attempt < 3 && !booked; attempt += 1) {
    if (await flow.pick(attempt)) {
      await flow.bookLoggedIn('E2E: influenza');
      await expect(flow.finished.or(flow.problem).first()).toBeVisible();
      booked = await flow.finished.isVisible();
    }
    if (!booked) await page.goBack();
  }
  expect(booked).toBe(true);
  expect(new URL(page.url()).pathname).toBe(RESERVATION_PATH);
  await expect(page.getByTestId('booked-appointment')).toHaveAttribute('data-status', 'confirmed');
  await expect(page.getByTestId('booked-appointment')).toContainText('E2E: influenza');

  // Pay for prevention counts it as a booked vaccination, its points waiting for the visit.
  const after = await api.get<P4p>('/api/p4p');
  const added = after.activities.filter((a) => !before.activities.some((x) => x.reservationId === a.reservationId));
  expect(added).toMatchObject([{ entry: 'influenza', status: 'booked' }]);
  const p4p = new P4pPage(page, b);
  await p4p.open();
  await expect(page.locator(`[data-testid="p4p-activity"][data-entry="influenza"][data-status="booked"]`).first()).toBeVisible();
  await expect(p4p.reward('vaccination')).toHaveAttribute('data-status', /booked|done/);
});

test('pay for prevention shows the completed cervical screening with its reward, and the health check open', async ({ page }) => {
  await new LoginSteps(page, b).login(PREVENTION.email, PREVENTION.password);
  const p4p = new P4pPage(page, b);
  await p4p.open();
  await expect(page.locator('h1')).toHaveText(text(b, 'hu', 'routes.servicesP4p'));
  const screening = p4p.reward('screening');
  await expect(screening).toHaveAttribute('data-status', 'done');
  await expect(screening.getByTestId('p4p-reward-hint')).toHaveText(localeText(b.locales.hu, 'catalogue.p4p.progress', { done: '1', earned: '50' })!);
  const cervical = p4p.activity('cervical');
  await expect(cervical).toHaveAttribute('data-status', 'done');
  await expect(cervical.locator('h3')).toHaveText(text(b, 'hu', 'catalogue.screening.entries.cervical.name'));
  await expect(cervical.getByTestId('p4p-activity-points')).toHaveText(localeText(b.locales.hu, 'catalogue.p4p.earned', { points: '50' })!);
  const healthCheck = p4p.reward('healthCheck');
  await expect(healthCheck).toHaveAttribute('data-status', 'open');
  await expect(healthCheck.getByTestId('p4p-reward-hint')).toHaveText(text(b, 'hu', 'catalogue.p4p.noRecord'));
  // The total is at least the screening's: a vaccination recorded meanwhile would only add to it.
  expect(Number(await p4p.total.locator('strong').textContent())).toBeGreaterThanOrEqual(50);
  // "Find a time" leads to the screening catalogue.
  await screening.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === '/services/screening');
  await expect(page.getByTestId('catalogue-card').first()).toBeVisible();
});

for (const locale of LOCALES) {
  test(`${locale}: the catalogue pages, an entry and pay for prevention have no serious or critical axe violation`, async ({ page }) => {
    // Five page loads, each scanned whole.
    test.setTimeout(120_000);
    await new LoginSteps(page, b).login(PREVENTION.email, PREVENTION.password);
    await new PortalPage(page, b).chooseLocaleCookie(locale);
    const failures: string[] = [];
    for (const [path, first] of [['/services/diagnostics', 'blood-panel'], ['/services/screening', 'cervical'], ['/services/vaccination', 'influenza']] as const) {
      const catalogue = new CataloguePage(page, b, path);
      await catalogue.open();
      await expect(catalogue.card(first).locator('h2')).toHaveText(text(b, locale, `catalogue.${path.slice('/services/'.length)}.entries.${first}.name`));
      failures.push(...(await axeFindings(page, `${path} (${locale})`)));
    }
    const entry = new CataloguePage(page, b, '/services/screening');
    await entry.open('?entry=colorectal');
    await expect(page.locator('h1')).toHaveText(text(b, locale, 'catalogue.screening.entries.colorectal.name'));
    failures.push(...(await axeFindings(page, `/services/screening?entry=colorectal (${locale})`)));
    const p4p = new P4pPage(page, b);
    await p4p.open();
    await expect(p4p.reward('screening')).toHaveAttribute('data-status', 'done');
    failures.push(...(await axeFindings(page, `/services/p4p (${locale})`)));
    expect(failures).toEqual([]);
  });
}
