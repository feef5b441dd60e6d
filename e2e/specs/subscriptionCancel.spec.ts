/**
 * Cancelling a paid-variant subscription bought by card (issue 33) on the paid brand (retail), on a
 * phone (390 px), in each language: a customer with a monthly Premium paid by card is led from the
 * new-subscription page to changing its package; on the subscription's page "Cancel subscription"
 * says what cancelling means with the last paid day and gives the focus to keeping it, which sends
 * nothing; the two choices fit the phone's width, large enough to hit, the safe one first;
 * cancelling takes exactly two activations (by keyboard), and the outcome with the last paid day is
 * announced and focused, uncovered; the card then says it is cancelled and until when, with no next
 * charge, and nothing offers to cancel or change it again; the confirming mail is in the outbox; the
 * new-subscription page says until when it runs instead of offering a purchase. axe finds no
 * serious or critical violation with the confirmation open and after cancelling.
 * Each test cancels a subscription of a customer of its own (the demo paid subscriber's Premium,
 * which med24Payment.spec.ts and med24Profile.spec.ts log in to, is left as it is).
 */
import { NEW_SUBSCRIPTION_PATH } from '../pages/med24Pages';
import { LOCALES, PortalPage, urlOf } from '../pages/PortalPage';
import { customerWithPremium, mailSubjects, subscriptionPath, SubscriptionPage } from '../pages/subscriptionCancelPages';
import { formatDate } from '../../renderer/domain/format/format';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { focusState } from '../support/focus';
import { expect, test } from '../support/test';

const b = brand('retail');
const PHONE = { width: 390, height: 844 };

for (const locale of LOCALES) {
  test(`${locale}: a subscriber cancels a subscription bought by card in two steps, and it runs to its last paid day`, async ({ page, request }) => {
    // A captcha solve, two mails and a card payment with its notification.
    test.setTimeout(180_000);
    const { email, uuid } = await customerWithPremium(page, request, b, 'Lemondó');
    // Signed up and paid for on a desktop; the rest on a phone.
    await page.setViewportSize(PHONE);
    await new PortalPage(page, b).chooseLocaleCookie(locale);
    const t = (key: string, values: Record<string, string> = {}) => text(b, locale, key, values);

    // With the subscription active, a new one is a change of its package.
    await page.goto(urlOf(b, NEW_SUBSCRIPTION_PATH));
    const held = page.getByTestId('subscription-new-held');
    await expect(held).toContainText(t('med24.new.held', { product: 'Premium' }));
    await expect(held.getByRole('link', { name: t('med24.new.changeHeld') })).toHaveAttribute('href', `${subscriptionPath(uuid)}/modification/new`);
    await expect(page.getByTestId('subscription-new-form')).toHaveCount(0);

    const subscription = new SubscriptionPage(page, b, locale);
    await subscription.open(uuid);
    await expect(subscription.status).toHaveText(t('med24.status.active'));
    const until = (await subscription.paidUntil.textContent()) ?? '';
    expect(until, 'the last paid day').toMatch(/\d/);
    await expect(subscription.nextCharge).toContainText(until);
    await expect(subscription.cancelSection).toContainText(t('med24.cancel.lead', { date: until }));

    const cancellations: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/med24/subscriptions/${uuid}/cancellation`) cancellations.push(r.url());
    });

    // Keeping it is the first choice, and sends nothing.
    await subscription.cancelOpen.click();
    await expect(subscription.keep).toBeFocused();
    await subscription.keep.click();
    await expect(subscription.confirmation).toHaveCount(0);
    await expect(subscription.cancelOpen).toBeFocused();
    expect(cancellations).toEqual([]);

    // Cancelling, by keyboard: exactly two activations.
    let activations = 0;
    await subscription.cancelOpen.focus();
    await page.keyboard.press('Enter');
    activations += 1;
    await expect(subscription.confirmation).toBeVisible();
    await expect(subscription.confirmation.locator('li')).toHaveText([
      t('med24.cancel.untilDate', { date: until }), t('med24.cancel.noCharge'), t('med24.cancel.cardRemoved'), t('med24.cancel.mail'),
    ]);
    await expect(subscription.keep).toBeFocused();
    // On the phone both choices are whole, large enough to hit, and the safe one comes first.
    const [keepBox, yesBox] = [await subscription.keep.boundingBox(), await subscription.yes.boundingBox()];
    for (const box of [keepBox!, yesBox!]) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(keepBox!.y < yesBox!.y || (keepBox!.y === yesBox!.y && keepBox!.x < yesBox!.x), 'keeping comes first').toBe(true);
    expect(await axeFindings(page, `${locale}: the cancellation asked`, 'main')).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(subscription.yes).toBeFocused();
    await page.keyboard.press('Enter');
    activations += 1;

    await expect(subscription.done).toHaveText(t('med24.cancel.done', { date: until }));
    await expect(subscription.done).toBeFocused();
    expect(await focusState(page), 'the outcome is not covered').toMatchObject({ uncovered: true });
    expect(activations).toBe(2);
    expect(cancellations).toHaveLength(1);

    // The card says so; nothing more is charged, and nothing offers to cancel or change it again.
    const cancelledOn = formatDate(new Date(), locale);
    await expect(subscription.cancelledNote).toHaveText(t('med24.subscription.cancelled', { cancelled: cancelledOn, date: until }));
    await expect(subscription.status).toHaveText(t('med24.status.active'));
    await expect(subscription.nextCharge).toHaveCount(0);
    await expect(subscription.cancelOpen).toHaveCount(0);
    await expect(page.getByTestId('modification-new-link')).toHaveCount(0);
    await expect(page.getByTestId('beneficiaries-only')).toHaveText(t('med24.beneficiaries.onlyCancelled'));
    expect(await axeFindings(page, `${locale}: the subscription cancelled`, 'main')).toEqual([]);
    await page.reload();
    await expect(subscription.cancelledNote).toHaveText(t('med24.subscription.cancelled', { cancelled: cancelledOn, date: until }));
    await expect(subscription.cancelSection).toHaveCount(0);

    // The confirming mail is in the outbox, once.
    const subjects = LOCALES.map((l) => text(b, l, 'mail.subscriptionCancelled.subject'));
    await expect.poll(async () => (await mailSubjects(request, email)).filter((s) => subjects.includes(s))).toHaveLength(1);

    // Until its last day it is still held: no purchase, but no change of package either.
    await page.goto(urlOf(b, NEW_SUBSCRIPTION_PATH));
    await expect(held).toContainText(t('med24.new.heldCancelled', { product: 'Premium', date: until }));
    await expect(held.getByRole('link', { name: t('med24.new.seeHeld') })).toHaveAttribute('href', subscriptionPath(uuid));
    await expect(page.getByTestId('subscription-new-form')).toHaveCount(0);
  });
}
