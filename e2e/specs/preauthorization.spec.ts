/**
 * Pre-authorisation (service 32, hasPreauthorization; issue 13), on the default brand with the
 * demo patient, who holds the flag and the service, and the demo operator:
 * - the nine-step wizard in its dialog: only the current step is checked, Back keeps what was
 *   typed, a reload midway opens the dialog again on the same step with the answers and the stored
 *   document, the review shows everything, Send makes a care item naming the chosen provider;
 *   the operator approves and books with that provider, and the patient sees the appointment;
 * - Cancel with typed answers asks first, the safe choice focused; keeping returns to the step,
 *   discarding closes the dialog and focus returns to the button that opened it;
 * - axe finds no serious or critical violation on each step, the error state and the review, in
 *   hu, en and ro.
 */
import { localeText } from '../../server/config/localeText';
import { BrandApi, LoginSteps, OPERATOR, PATIENT } from '../pages/appointmentsPages';
import { LOCALES, PortalPage, urlOf } from '../pages/PortalPage';
import { PreauthorizationPage, STEPS } from '../pages/preauthorizationPages';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { expect, test, waitingForHydration } from '../support/test';

const b = brand('default');

interface MapProvider {
  id: number;
  name: string;
  city: string;
}

test('the nine-step wizard with Back and a reload midway; the operator approves and books with the chosen provider; the patient sees the appointment', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const api = new BrandApi(page.request, b);
  await api.login(PATIENT.email, PATIENT.password);
  const providers = (await api.get<{ providers: MapProvider[] }>('/api/map/providers')).providers;
  const chosen = providers[providers.length - 1]!;

  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  const wizard = new PreauthorizationPage(page, b);
  await wizard.open();
  await expect(page.locator('h1')).toHaveText(text(b, 'hu', 'routes.servicesPreauthorization'));
  await wizard.opener.click();
  await expect(wizard.dialog).toBeVisible();
  await wizard.at('medicalRecommendation');
  await expect(wizard.breadcrumb.locator('[aria-current="step"]')).toContainText(text(b, 'hu', 'preauth.step.medicalRecommendation'));

  // Only the current step is checked: Next on an empty first step names its own fields, then the missing document.
  await wizard.next.click();
  await expect(wizard.errorSummary).toBeVisible();
  await expect(wizard.errorSummary.locator('li')).toHaveCount(2);
  await wizard.field('issuedBy').fill('Dr. Kovács Anna');
  await wizard.field('issuedOn').fill('2026-01-10');
  await wizard.next.click();
  await expect(wizard.errorSummary).toContainText(text(b, 'hu', 'preauth.wizard.uploadsRequired'));
  await wizard.at('medicalRecommendation');
  await wizard.fill('medicalRecommendation');
  await wizard.next.click();
  await wizard.at('historyQuestions');
  await expect(wizard.heading).toBeFocused();

  // Back keeps what was typed, also on a step that does not pass yet.
  await wizard.field('medications').fill('Félkész válasz');
  await wizard.back.click();
  await wizard.at('medicalRecommendation');
  await expect(wizard.field('issuedBy')).toHaveValue('Dr. Kovács Anna');
  await expect(wizard.wizard.getByTestId('care-upload')).toHaveCount(1);
  await wizard.next.click();
  await wizard.at('historyQuestions');
  await expect(wizard.field('medications')).toHaveValue('Félkész válasz');
  await wizard.fill('historyQuestions');
  await wizard.next.click();
  await wizard.fill('appointment');
  await wizard.next.click();
  await wizard.at('appointmentAndExamination');
  await wizard.fill('appointmentAndExamination');
  await wizard.next.click();
  await wizard.at('requestedCare');
  await wizard.field('careType').selectOption({ index: 1 });

  // A reload midway: the dialog opens again on the same step, with what was typed.
  await page.reload();
  await expect(wizard.dialog).toBeVisible();
  await expect(page.getByTestId('wizard-restored')).toBeVisible();
  await wizard.at('requestedCare');
  await expect(wizard.field('careType')).toHaveValue(/.+/);
  await wizard.fill('requestedCare');
  await wizard.next.click();
  await wizard.fill('personalData');
  await wizard.next.click();
  await wizard.at('bookAppointment');
  await wizard.fill('bookAppointment', `${chosen.name} (${chosen.city})`);
  await wizard.next.click();
  await wizard.at('bookByPhone');
  await wizard.fill('bookByPhone');
  await wizard.next.click();
  await wizard.at('specialistStatement');
  await wizard.fill('specialistStatement');
  await wizard.next.click();
  await wizard.at('review');

  // The review: all nine steps, the document kept across the reload, the provider by name.
  const review = page.getByTestId('wizard-review');
  await expect(review.locator('[data-step]')).toHaveCount(9);
  await expect(review.locator('section[data-step="bookAppointment"]')).toContainText(chosen.name);
  await expect(page.getByTestId('wizard-review-documents').locator('li')).toHaveCount(1);
  await expect(wizard.breadcrumb.locator('li')).toHaveCount(10);

  const created = page.waitForResponse((res) => res.url().endsWith('/api/care-items') && res.request().method() === 'POST');
  await wizard.send.click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(201);
  const item = (await res.json()) as { id: number; answers: Record<string, unknown>; provider: { id: number; name: string } };
  expect(Object.keys(item.answers)).toEqual([...STEPS]);
  expect(item.provider).toEqual({ id: chosen.id, name: chosen.name });
  await expect(wizard.dialog).toBeHidden();
  await expect(page.getByTestId('wizard-outcome-success')).toBeFocused();
  const card = page.locator(`[data-testid="care-item"][data-care-id="${item.id}"]`);
  await expect(card).toHaveAttribute('data-state', 'awaiting_approval');
  await expect(card.getByTestId('care-provider')).toHaveText(chosen.name);

  // The operator approves and books; the booking is with the provider the patient chose.
  const context = await browser.newContext();
  const operator = waitingForHydration(await context.newPage());
  await new LoginSteps(operator, b).login(OPERATOR.email, OPERATOR.password);
  await operator.goto(urlOf(b, `/operator/care/${item.id}`));
  await expect(operator.getByTestId('operator-item').getByTestId('care-provider')).toHaveText(chosen.name);
  await expect(operator.getByTestId('wizard-answers')).toContainText(text(b, 'hu', 'preauth.step.specialistStatement'));
  await operator.locator('[data-action="approve"]').click();
  await expect(operator.getByTestId('operator-item')).toHaveAttribute('data-state', 'awaiting_booking');
  await expect(operator.getByTestId('operator-book-provider')).toHaveText(localeText(b.locales.hu, 'care.operator.bookWith', { provider: chosen.name })!);
  const when = new Date(Date.now() + 5 * 86_400_000);
  const local = `${when.toISOString().slice(0, 10)}T10:30`;
  await operator.getByTestId('operator-book').locator('input[type="datetime-local"]').fill(local);
  await operator.getByTestId('operator-book').locator('[data-action="book"]').click();
  await expect(operator.getByTestId('operator-item')).toHaveAttribute('data-state', 'booked');
  await context.close();

  // The patient sees the appointment with that provider, here and under My care.
  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'booked');
  // The booked time as the operator entered it (Budapest time), in the Hungarian format.
  await expect(card.locator('.details-list time').first()).toHaveText(`${local.slice(0, 10).replace(/-/g, '.')} 10:30`);
  await expect(card.getByTestId('care-provider')).toHaveText(chosen.name);
  await new PortalPage(page, b).open('/care');
  const mine = page.locator(`[data-testid="care-item"][data-care-id="${item.id}"]`);
  await expect(mine).toHaveAttribute('data-state', 'booked');
  await expect(mine.getByTestId('care-provider')).toHaveText(chosen.name);
});

test('Cancel with typed answers asks first; keeping returns to the step, discarding closes and gives the focus back to the opener', async ({ page }) => {
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  const wizard = new PreauthorizationPage(page, b);
  await wizard.open();
  await wizard.opener.click();
  await wizard.at('medicalRecommendation');
  await expect(wizard.dialog.locator(':focus')).toHaveCount(1);
  await wizard.field('issuedBy').fill('Dr. Teszt');
  await page.keyboard.press('Escape');
  const keep = page.getByTestId('confirm-keep');
  await expect(keep).toBeFocused();
  await keep.press('Enter');
  await expect(wizard.field('issuedBy')).toHaveValue('Dr. Teszt');
  await wizard.cancel.click();
  await page.getByTestId('wizard-discard').click();
  await expect(wizard.dialog).toBeHidden();
  await expect(wizard.opener).toBeFocused();
  await expect(wizard.opener).toHaveText(text(b, 'hu', 'preauth.wizard.open'));
  // Discarded for good: a reload does not bring it back.
  await page.reload();
  await expect(wizard.opener).toBeVisible();
  await expect(wizard.dialog).toBeHidden();
});

for (const locale of LOCALES) {
  test(`${locale}: no serious or critical axe violation on each step, the error state and the review`, async ({ page }) => {
    test.setTimeout(120_000);
    await new PortalPage(page, b).chooseLocaleCookie(locale);
    await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
    const wizard = new PreauthorizationPage(page, b);
    await wizard.open();
    await wizard.opener.click();
    await wizard.at('medicalRecommendation');
    expect(await axeFindings(page, `${locale} page with the wizard`)).toEqual([]);
    await wizard.next.click();
    await expect(wizard.errorSummary).toBeVisible();
    expect(await axeFindings(page, `${locale} error state`, '.modal')).toEqual([]);
    for (const step of STEPS) {
      await wizard.at(step);
      await expect(wizard.heading).toContainText(text(b, locale, `preauth.step.${step}`));
      expect(await axeFindings(page, `${locale} step ${step}`, '.modal')).toEqual([]);
      await wizard.fill(step);
      await wizard.next.click();
    }
    await wizard.at('review');
    await expect(page.getByTestId('wizard-review')).toContainText(text(b, locale, 'preauth.wizard.reviewIntro'));
    expect(await axeFindings(page, `${locale} review`, '.modal')).toEqual([]);
    // Leave nothing behind for the next run: discard the draft.
    await wizard.cancel.click();
    await page.getByTestId('wizard-discard').click();
    await expect(wizard.dialog).toBeHidden();
  });
}
