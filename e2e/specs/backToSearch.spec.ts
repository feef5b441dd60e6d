/**
 * "Back to the search" from a slot's booking page returns to the results the patient came from,
 * with the same filters (issue 33), not to a fresh search.
 */
import { urlOf } from '../pages/PortalPage';
import { dayFromToday, ReservationFlow } from '../pages/reservationPages';
import { brand } from '../support/brands';
import { expect, test } from '../support/test';

test('the way back from a slot keeps the week and the filters searched with', async ({ page }) => {
  const b = brand('insurer');
  const flow = new ReservationFlow(page, b);
  const path = b.brand.rules.providerSearchPath;
  const week = dayFromToday(35);
  await page.goto(urlOf(b, `${path}?week=${week}&listType=doctors`));
  await expect(flow.slotLinks.first()).toBeVisible();
  await flow.pick(0);
  await page.getByTestId('back-to-search').first().click();
  await page.waitForURL((url) => url.pathname === path);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ week, listType: 'doctors' });
  await expect(flow.slotLinks.first()).toBeVisible();
});
