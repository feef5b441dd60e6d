/**
 * Changing a paid-variant subscription's package (issue 15) on the paid brand (retail), as a new
 * customer does it: signs up, gives the billing address, pays for a monthly Premium; Premium covers
 * only the subscriber, so the subscription leads to changing the package; Premium Family costs the
 * price difference for the rest of the paid period, paid by card; back on the return page the
 * change is paid for and applies from the next day (verified_update), and the subscription keeps
 * Premium until then; on the next day (a second server on the same database with its clock a day
 * ahead, DEMO_CLOCK_DAYS) the change is in effect (active) and the subscription is Premium Family,
 * covering three people besides the subscriber. axe finds no serious or critical violation on the
 * subscription, the change page and the change.
 */
import { GatewayPage, NewSubscriptionPage, RETURN_PATH } from '../pages/med24Pages';
import { customerReadyToPay } from '../pages/subscriptionCancelPages';
import { urlOf } from '../pages/PortalPage';
import { axeFindings } from '../support/axe';
import { brand, hostOf, text } from '../support/brands';
import { startServerDaysLater } from '../support/laterServer';
import { expect, test } from '../support/test';

const b = brand('retail');

test('a Premium subscriber changes to Premium Family, pays the difference, and the change waits for its day', async ({ page, request }) => {
  // A captcha solve, a mail, two card payments with their notifications, and a second server.
  test.setTimeout(180_000);
  await customerReadyToPay(page, request, b, 'Váltó');
  const subscription = new NewSubscriptionPage(page, b, 'hu');
  await subscription.choose('med24-premium', 'month');
  await subscription.continue.click();
  await new GatewayPage(page).pay('success');
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'success', { timeout: 20_000 });

  await page.goto(urlOf(b, '/med24/subscription/details'));
  await page.getByTestId('subscription-manage').click();
  await expect(page.getByTestId('beneficiaries-only')).toHaveText(text(b, 'hu', 'med24.beneficiaries.only'));
  await expect(page.getByTestId('subscription-covers')).toHaveText(text(b, 'hu', 'med24.includes.coversYou'));
  expect(await axeFindings(page, 'the subscription', 'main')).toEqual([]);
  await page.getByTestId('modification-new-link').click();

  const terms = page.getByTestId('modification-terms');
  await expect(page.locator('[data-testid="modification-new-form"] [data-product="med24-family"] input')).toBeChecked();
  await expect(terms).toContainText('Premium Family');
  await expect(terms).toContainText('Ft összeget fizet');
  const due = /Most ([0-9\u00a0 ]+)\u00a0Ft/.exec((await terms.textContent()) ?? '')?.[1];
  expect(due, 'the amount due now').toBeTruthy();
  expect(await axeFindings(page, 'the change of package', 'main')).toEqual([]);
  await page.getByRole('button', { name: text(b, 'hu', 'med24.modification.continuePay') }).click();
  await new GatewayPage(page).pay('success');
  await expect(page).toHaveURL(new RegExp(`${RETURN_PATH}\\?r=`));
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'success', { timeout: 20_000 });
  await expect(page.getByTestId('payment-modification')).toContainText(`${due}\u00a0Ft`);
  await page.getByRole('link', { name: text(b, 'hu', 'med24.returnModification.toChange') }).click();

  const card = page.getByTestId('modification-card');
  await expect(card).toHaveAttribute('data-status', 'verified_update');
  await expect(page.getByTestId('modification-status')).toHaveText(text(b, 'hu', 'med24.modification.status.verified_update'));
  await expect(page.getByTestId('modification-amount')).toHaveText(`${due}\u00a0Ft`);
  expect(await axeFindings(page, 'a paid change', 'main')).toEqual([]);
  const changePath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: text(b, 'hu', 'med24.modification.back') }).click();
  // Until the change's day the subscription is still Premium, with the change listed.
  await expect(page.getByTestId('modification')).toHaveAttribute('data-status', 'verified_update');
  await expect(page.getByTestId('subscription-card').locator('h2')).toHaveText('Premium');
  await page.goto(urlOf(b, '/med24/subscription/transactions'));
  await expect(page.locator('[data-testid="transactions"] tbody tr')).toHaveCount(2);
  await expect(page.locator('[data-testid="transactions"] tbody tr').first()).toContainText(`${due}\u00a0Ft`);

  // The next day: the change is in effect.
  const later = await startServerDaysLater(1);
  try {
    await page.goto(`http://${hostOf(b)}:${later.port}${changePath}`);
    await expect(page.getByTestId('modification-card')).toHaveAttribute('data-status', 'active', { timeout: 20_000 });
    await expect(page.getByTestId('modification-status')).toHaveText(text(b, 'hu', 'med24.modification.status.active'));
    await page.getByRole('link', { name: text(b, 'hu', 'med24.modification.back') }).click();
    await expect(page.getByTestId('subscription-card').locator('h2')).toHaveText('Premium Family');
    await expect(page.getByTestId('modification')).toHaveAttribute('data-status', 'active');
    await expect(page.getByTestId('beneficiary-add')).toBeVisible();
  } finally {
    await later.stop();
  }
});
