/**
 * Issue 5, appointments and virtual clinic end to end, on a brand with the calendar (insurer):
 * the demo patient opens a video slot of a later week in the virtual clinic search — far from the
 * weeks other specs book in, and chosen at random so parallel runs do not meet —, books it on the
 * booking screen, follows its link to /services/appointments, cancels it there through the
 * confirmation dialog and sees it cancelled; and the
 * virtual clinic's video search lists video doctors with prices and bookable slots, and writes
 * its filter into the query string by replace.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { formatDate, formatTime } from '../../renderer/domain/format/format';
import { AppointmentsPage, BookingSteps, BrandApi, LoginSteps, PATIENT, VideoSearchPage, type OwnReservation } from '../pages/appointmentsPages';
import { urlOf } from '../pages/PortalPage';
import { brand, text } from '../support/brands';

const b = brand('insurer');
const hu = (key: string) => text(b, 'hu', key);
const DAY_MS = 86_400_000;
/** A Budapest day, by default six to seven weeks ahead: inside the 8-week calendar, away from the weeks the search and booking specs use. */
const week = (daysAhead = 42 + Math.floor(Math.random() * 7)) => new Date(Date.now() + daysAhead * DAY_MS).toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });

/** axe-core's serious and critical WCAG 2.1 A/AA findings on the page as it is now (ids only, for a readable failure). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a patient books a video slot on the booking screen, cancels it on the appointments screen and sees it cancelled', async ({ page, request }) => {
  const api = new BrandApi(request, b);
  await api.login(PATIENT.email, PATIENT.password);
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  const day = week();
  const search = new VideoSearchPage(page, b);
  const booking = new BookingSteps(page, b);

  // A random slot link of the week; another one is tried when a parallel run took it meanwhile.
  let slotId: number | undefined;
  for (let attempt = 0; attempt < 5 && slotId === undefined; attempt += 1) {
    await search.open(`?week=${day}`);
    const count = await search.slotLinks.count();
    expect(count, `free video slots in the week of ${day}`).toBeGreaterThan(0);
    const link = search.slotLinks.nth(Math.floor(Math.random() * count));
    const candidate = Number(await link.getAttribute('data-slot-id'));
    if (await booking.bookThrough(link, 'E2E: video consultation, to be cancelled')) slotId = candidate;
  }
  expect(slotId, 'a slot could be booked').toBeDefined();
  const mine = await api.get<OwnReservation[]>('/api/reservations');
  const reservation = mine.find((r) => r.slot.id === slotId && r.status === 'confirmed');
  expect(reservation, `the reservation of slot ${slotId}`).toBeDefined();
  const { id, slot } = reservation!;

  await booking.goToAppointments();
  const appointments = new AppointmentsPage(page, b);
  await expect(page.locator('h1')).toHaveText(hu(b.routes.routes['/services/appointments']!.title));
  const card = appointments.card(appointments.upcoming, id);
  await expect(card).toBeVisible();
  await expect(card.locator('time')).toHaveText(`${formatDate(slot.start, 'hu')} ${formatTime(slot.start, 'hu')}`);
  await expect(card.getByTestId('appointment-status')).toHaveText(hu('appointments.status.confirmed'));
  await expect(card).toContainText(hu('appointments.video'));
  expect(await seriousViolations(page)).toEqual([]);

  // Closing the dialog keeps the appointment; confirming cancels it.
  await card.getByRole('button', { name: hu('appointments.cancel') }).click();
  await expect(appointments.dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(appointments.dialog).toHaveCount(0);
  await expect(card).toBeVisible();

  await appointments.cancel(id);
  await expect(appointments.success).toBeVisible();
  await expect(appointments.success).toBeFocused();
  const cancelled = appointments.card(appointments.past, id);
  await expect(cancelled.getByTestId('appointment-status')).toHaveText(hu('appointments.status.cancelled'));
  await expect(cancelled.getByRole('button')).toHaveCount(0);
  await expect(appointments.card(appointments.upcoming, id)).toHaveCount(0);

  // The server agrees, and a second cancellation is refused with RR1004.
  const after = await api.get<OwnReservation[]>('/api/reservations');
  expect(after.find((r) => r.id === id)).toMatchObject({ status: 'cancelled', cancellable: false });
  expect(await api.cancel(id)).toEqual({ status: 409, body: expect.objectContaining({ code: 'RR1004' }) });

  // After a reload the list still shows it cancelled.
  await page.reload();
  await expect(appointments.card(appointments.past, id).getByTestId('appointment-status')).toHaveText(hu('appointments.status.cancelled'));
});

test('the virtual clinic leads to the video search, which lists video doctors and keeps its filter in the query by replace', async ({ page }) => {
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  await page.goto(urlOf(b, '/services/virtual-clinic'));
  await expect(page.locator('h1')).toHaveText(hu(b.routes.routes['/services/virtual-clinic']!.title));
  await expect(page.getByTestId('video-appointments').or(page.getByTestId('video-appointments-empty'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('virtual-clinic-search-link').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/services/virtual-clinic/search');

  const search = new VideoSearchPage(page, b);
  await expect(page.locator('h1')).toHaveText(hu(b.routes.routes['/services/virtual-clinic/search']!.title));
  await expect(search.rows.first()).toBeVisible();
  // The default order is price, and it is not written into the address.
  await expect(search.form.locator('select[name="sortBy"]')).toHaveValue('price');
  expect(search.query().get('sortBy')).toBeNull();
  await expect(search.rows.first().getByTestId('video-price')).toHaveText(/\d\u00a0(Ft|lei)$/);

  const entries = await search.historyLength();
  await search.form.locator('select[name="sortBy"]').selectOption('name');
  await search.form.locator('input[name="speaksEnglish"]').check();
  await search.form.locator('input[name="week"]').fill(week(14));
  await search.form.getByRole('button', { name: hu('appointments.videoSearch.submit') }).click();
  await expect.poll(() => search.query().get('sortBy')).toBe('name');
  expect(search.query().get('speaksEnglish')).toBe('1');
  expect(search.query().get('week')).toBe(week(14));
  expect(await search.historyLength()).toBe(entries);

  await expect(search.rows.first()).toBeVisible();
  const rows = await search.rows.count();
  await expect(search.rows.filter({ hasText: hu('appointments.videoSearch.speaksEnglish') })).toHaveCount(rows);
  // Every slot links to the booking screen with its slot and service.
  const slotLinks = page.getByTestId('video-slot');
  await expect(slotLinks.first()).toBeVisible();
  expect(await slotLinks.first().getAttribute('href')).toMatch(/^\/services\/provider-search\/reservation\?slotId=\d+&subfunctionId=\d+$/);
  expect(await seriousViolations(page)).toEqual([]);

  // The next page keeps the filter, also by replace.
  await page.locator('.pagination a[rel="next"]').click();
  await expect.poll(() => search.query().get('page')).toBe('2');
  expect(search.query().get('sortBy')).toBe('name');
  expect(await search.historyLength()).toBe(entries);
  await expect(search.rows.first()).toBeVisible();

  // A reload keeps the filter: the state is the address.
  await page.reload();
  await expect(search.form.locator('select[name="sortBy"]')).toHaveValue('name');
  await expect(search.form.locator('input[name="speaksEnglish"]')).toBeChecked();
});
