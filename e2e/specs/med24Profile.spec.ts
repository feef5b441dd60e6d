/**
 * The paid variant's profile (issue 15) on the paid brand (retail):
 * - a new customer signs up on the paid variant, confirms the address from the outbox and logs in;
 *   the new subscription page says the profile lacks the billing address and leads to it; a postal
 *   code of the wrong length for the country is refused beside the field by the server; once saved,
 *   the customer is back on the new subscription, pays with the success card, the subscription is
 *   active after the gateway's notification, and the payments list shows the payment;
 * - the subscriber's user menu leads to the profile, which shows the personal data and the billing
 *   address; a wrong phone is refused beside the field before anything is sent; a change is saved
 *   and shown;
 * - axe finds no serious or critical violation on the profile and its edit form.
 */
import { LoginSteps } from '../pages/appointmentsPages';
import { GatewayPage, NewSubscriptionPage, PROFILE_PATH, ProfilePage, RETURN_PATH, signUpPaidCustomer } from '../pages/med24Pages';
import { PortalPage, urlOf } from '../pages/PortalPage';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { expect, test } from '../support/test';

const b = brand('retail');
const PAID = { email: 'paid@demo.test', password: 'Demo-Paid-1' };

test('a new customer signs up, gives the billing address the payment needs, and pays for a subscription', async ({ page, request }) => {
  // A captcha solve, a mail and a card payment with its notification.
  test.setTimeout(120_000);
  await signUpPaidCustomer(page, request, b, 'Előfizető');

  const subscription = new NewSubscriptionPage(page, b, 'hu');
  await subscription.open();
  const notice = page.getByTestId('subscription-new-profile');
  await expect(notice).toContainText(text(b, 'hu', 'med24.profile.incomplete'));
  await notice.getByRole('link', { name: text(b, 'hu', 'med24.profile.complete') }).click();
  await expect(page).toHaveURL(/\/med24\/profile\/edit\?next=/);

  const profile = new ProfilePage(page, b, 'hu');
  // The sign-up's name, birth date and phone are there; the billing address is not.
  await expect(profile.field('lastName')).toHaveValue('Előfizető');
  await expect(profile.field('billingCountry')).toHaveValue(/.+/);
  await profile.fillBilling({ billingName: 'Előfizető Új', billingZip: '10520', billingCity: 'Budapest', billingAddress: 'Váci utca 1.' });
  await profile.save.click();
  await expect(profile.errorOf('billingZip')).not.toBeEmpty();
  await expect(profile.field('billingCity')).toHaveValue('Budapest');
  await profile.field('billingZip').fill('1052');
  await profile.save.click();
  await expect(page).toHaveURL(/\/med24\/subscription\/new$/);
  await expect(notice).toHaveCount(0);

  await subscription.choose('med24-premium', 'month');
  await subscription.continue.click();
  await new GatewayPage(page).pay('success');
  await expect(page).toHaveURL(new RegExp(`${RETURN_PATH}\\?r=`));
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'success', { timeout: 20_000 });
  // Active once the gateway's notification has come.
  await page.goto(urlOf(b, '/med24/subscription/details'));
  await expect(page.getByTestId('subscription-card')).toHaveAttribute('data-status', 'active');
  await page.goto(urlOf(b, '/med24/subscription/transactions'));
  const rows = page.locator('[data-testid="transactions"] tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('8990\u00a0Ft');
  await expect(rows.first()).toContainText(text(b, 'hu', 'med24.transactions.state.succeeded'));
});

test('the subscriber reads and changes the profile from the user menu', async ({ page }) => {
  test.setTimeout(90_000);
  await new LoginSteps(page, b).login(PAID.email, PAID.password);
  await new PortalPage(page, b).chooseLocaleCookie('hu');
  await page.goto(urlOf(b, '/med24/subscription/details'));
  await page.getByTestId('user-menu').getByRole('button').first().click();
  await page.getByTestId('user-menu').getByRole('link', { name: text(b, 'hu', 'ui.header.profile'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PROFILE_PATH}$`));
  const profile = new ProfilePage(page, b, 'hu');
  await expect(profile.fact('name')).toHaveText('Fizető Pál');
  await expect(profile.fact('email')).toHaveText(PAID.email);
  await expect(profile.fact('billing-address')).toContainText('1117 Budapest');
  await expect(profile.incomplete).toHaveCount(0);
  expect(await axeFindings(page, 'the profile', 'main')).toEqual([]);

  await page.getByRole('link', { name: text(b, 'hu', 'med24.profile.edit') }).click();
  await expect(profile.field('phone')).toHaveValue('+36309998888');
  await profile.field('phone').fill('+36 30');
  await profile.save.click();
  await expect(profile.errorOf('phone')).not.toBeEmpty();
  await expect(profile.field('phone')).toHaveValue('+36 30');
  expect(await axeFindings(page, 'the profile form with an error', 'main')).toEqual([]);
  await profile.field('phone').fill('+36 30 999 8888');
  await profile.field('billingAddress2').fill('2. emelet 4.');
  await profile.save.click();
  await expect(page).toHaveURL(new RegExp(`${PROFILE_PATH}$`));
  await expect(profile.fact('billing-address')).toHaveText('1117 Budapest, Október huszonharmadika utca 8., 2. emelet 4.');
  await expect(profile.fact('phone')).toHaveText('+36309998888');
});
