/**
 * A brand that sells the paid variant shows its packages, prices and sign-up to visitors on its
 * home (issue 33), rendered on the server with the page; a brand that does not sell it shows none.
 */
import { PortalPage, urlOf } from '../pages/PortalPage';
import { brand } from '../support/brands';
import { expect, test } from '../support/test';

test('the retail home lists the packages with their prices and leads to signing up; the default home has none', async ({ page }) => {
  const retail = brand('retail');
  await page.setViewportSize({ width: 390, height: 844 });
  const portal = new PortalPage(page, retail);
  await portal.chooseLocaleCookie('en');
  await portal.answerCookieConsentInAdvance();
  await page.goto(urlOf(retail, '/'));
  const offer = page.getByRole('region', { name: 'Membership with a doctor on call' });
  await expect(offer.getByRole('heading', { name: 'Premium', exact: true })).toBeVisible();
  await expect(offer).toContainText('8,990\u00a0Ft a month');
  await expect(offer.getByRole('heading', { name: 'Premium Family' })).toBeVisible();
  await expect(offer).toContainText('for you and 3 more people');
  await offer.getByRole('link', { name: 'See the packages and sign up' }).click();
  await expect(page).toHaveURL(/\/med24\/registration$/);

  const other = brand('default');
  await page.goto(urlOf(other, '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('paid-offer')).toHaveCount(0);
});
