/**
 * The paid variant's card payment (issue 15) on the paid brand (retail), as a subscriber goes
 * through it, with the local SimplePay gateway the demo server starts:
 * - a new customer's subscription (Premium, monthly, 8 990 Ft) paid with the success card: back on the return
 *   page, the payment is confirmed once the gateway's notification has arrived, and the
 *   subscription is active for a month;
 * - a declined card and a cancelled payment each say so with the spec's message, that nothing was
 *   charged, and offer to try again;
 * - the subscriber lands on their subscriptions after logging in, the user menu leads to the
 *   subscriptions and the payments, and the payments list shows the seeded card payments;
 * - axe finds no serious or critical violation on the new-subscription page, the outcomes, the
 *   subscriptions and the payments, at 390 px too, where the payments table scrolls in a region
 *   the keyboard reaches (issue 38).
 * The protocol itself (signatures, a tampered r, a replayed IPN, an IPN before the return) is tested
 * in tests/server/payments.
 */
import { LoginSteps } from '../pages/appointmentsPages';
import { GatewayPage, NewSubscriptionPage, RETURN_PATH } from '../pages/med24Pages';
import { customerReadyToPay } from '../pages/subscriptionCancelPages';
import { PortalPage, titleOrSuffix } from '../pages/PortalPage';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { expect, test } from '../support/test';

const b = brand('retail');
const PAID = { email: 'paid@demo.test', password: 'Demo-Paid-1' };

test('a new subscription paid with the success card is active once the payment is confirmed', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A customer of their own: the seeded subscriber holds a Premium already (one per product line).
  await customerReadyToPay(page, request, b, 'Fizetős');
  const subscription = new NewSubscriptionPage(page, b, 'hu');
  await subscription.choose('med24-premium', 'month');
  await expect(subscription.total).toHaveText('Most 8990\u00a0Ft összeget fizet, utána minden hónapban ugyanennyit.');
  expect(await axeFindings(page, 'the new subscription page', 'main')).toEqual([]);
  await subscription.continue.click();
  await new GatewayPage(page).pay('success');
  await expect(page).toHaveURL(new RegExp(`${RETURN_PATH}\\?r=`));
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'success', { timeout: 20_000 });
  await expect(outcome).toContainText(text(b, 'hu', 'med24.return.successTitle'));
  await expect(outcome).toContainText('8990\u00a0Ft');
  await expect(page.getByTestId('payment-paid-until')).toContainText('Előfizetése 20');
  expect(await axeFindings(page, 'a successful payment', 'main')).toEqual([]);
});

for (const [how, message] of [['declined', 'errors.payment.cardFailed'], ['cancelled', 'errors.payment.cancelled']] as const) {
  test(`a ${how} payment says so, that nothing was charged, and offers to try again`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await customerReadyToPay(page, request, b, how === 'declined' ? 'Elutasított' : 'Megszakított');
    const subscription = new NewSubscriptionPage(page, b, 'hu');
    await subscription.choose('med24-family', 'year');
    await subscription.continue.click();
    const gateway = new GatewayPage(page);
    if (how === 'declined') await gateway.pay('declined');
    else await gateway.cancel();
    const outcome = page.getByTestId('payment-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'failed');
    await expect(outcome).toContainText(text(b, 'hu', message));
    await expect(outcome).toContainText(text(b, 'hu', 'med24.return.nothingCharged'));
    expect(await axeFindings(page, `a ${how} payment`, 'main')).toEqual([]);
    await page.getByTestId('payment-try-again').click();
    await expect(page.getByTestId('subscription-new-form')).toBeVisible();
  });
}

test('the subscriber lands on their subscriptions, and the user menu leads to them and to the payments', async ({ page }) => {
  test.setTimeout(90_000);
  await new LoginSteps(page, b).login(PAID.email, PAID.password);
  await new PortalPage(page, b).chooseLocaleCookie('hu');
  // The paid-variant subscriber lands on the subscription details (spec §4).
  await expect(page).toHaveURL(/\/med24\/subscription\/details$/);
  const card = page.getByTestId('subscription-card');
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card).toContainText('Premium');
  await expect(card.getByTestId('subscription-status')).toHaveText(text(b, 'hu', 'med24.status.active'));
  expect(await axeFindings(page, 'the subscriptions', 'main')).toEqual([]);
  await page.getByTestId('user-menu').getByRole('button').first().click();
  await expect(page.getByTestId('user-menu').getByRole('link', { name: text(b, 'hu', 'ui.header.subscriptions'), exact: true })).toBeVisible();
  await page.getByTestId('user-menu').getByRole('link', { name: text(b, 'hu', 'ui.header.transactions'), exact: true }).click();
  await expect(page).toHaveURL(/\/med24\/subscription\/transactions$/);
  const first = page.locator('[data-testid="transactions"] tr[data-order="demo-paid-1"]');
  await expect(first).toContainText('8990\u00a0Ft');
  await expect(first).toContainText('xxxx-xxxx-xxxx-0425');
  await expect(first).toContainText(text(b, 'hu', 'med24.transactions.state.succeeded'));
  expect(await axeFindings(page, 'the payments', 'main')).toEqual([]);
});

// Issue 38: at phone width the payments table scrolls inside its own region, which a keyboard must
// reach (axe's scrollable-region-focusable); the subscriptions and the payments are scanned at 390 px.
test('at phone width the subscriptions and the payments table have no serious or critical axe violation, and the table scrolls by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginSteps(page, b).login(PAID.email, PAID.password);
  await expect(page).toHaveURL(/\/med24\/subscription\/details$/);
  await expect(page.getByTestId('subscription-card')).toHaveAttribute('data-status', 'active');
  expect(await axeFindings(page, 'the subscriptions at 390 px')).toEqual([]);
  await new PortalPage(page, b).navigateInApp('/med24/subscription/transactions', { title: titleOrSuffix(b, 'hu', '/med24/subscription/transactions') });
  await expect(page.locator('[data-testid="transactions"] tr[data-order="demo-paid-1"]')).toBeVisible();
  expect(await axeFindings(page, 'the payments at 390 px', 'main')).toEqual([]);
  const table = page.locator('[data-testid="transactions"]');
  const region = table.locator('xpath=ancestor-or-self::*[@tabindex="0"][1]');
  await expect(region).toHaveCount(1);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});
