/**
 * Answers that cannot wait for the rest of the form (issue 33), on a 390 px phone in hu, en and
 * ro, each question answered first with nothing else filled in:
 * - the public health check (retail, whose partner lists it): urgent symptoms now show at once,
 *   under the question and in view, an alert with the result's "call 112" and the brand's doctor
 *   line, both numbers links a phone can call; answering "none of these" takes it away;
 * - the cardiovascular risk calculator (default brand): a known condition shows SCORE2's refusal
 *   with its reason the same way, before any submit.
 * axe finds no serious or critical violation with the advice shown.
 */
import { LOCALES, PortalPage, urlOf } from '../pages/PortalPage';
import { CardiovascularRiskPage, HEALTH_CHECK_V2_PATH, HealthCheckPage } from '../pages/healthToolPages';
import { axeFindings } from '../support/axe';
import { brand } from '../support/brands';
import { expect, test } from '../support/test';

const PHONE = { width: 390, height: 844 };

for (const locale of LOCALES) {
  test(`the health check in ${locale}: urgent symptoms show 112 and the doctor line at once, nothing else answered`, async ({ page }) => {
    const retail = brand('retail');
    await page.setViewportSize(PHONE);
    const portal = new PortalPage(page, retail);
    await portal.chooseLocaleCookie(locale);
    await portal.answerCookieConsentInAdvance();
    const check = new HealthCheckPage(page, retail, locale);
    await page.goto(urlOf(retail, HEALTH_CHECK_V2_PATH));
    await expect(check.submit).toBeVisible();

    await check.choose('urgentSymptoms', 'yes');
    await expect(check.answerAdvice).toHaveAttribute('role', 'alert');
    await expect(check.answerAdvice).toContainText(check.t('healthTools.healthCheck.result.urgent'));
    await expect(check.answerAdvice.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(check.answerAdvice).toContainText(check.t('ui.home.urgent.doctorLine'));
    await expect(check.answerAdvice.locator(`a[href="tel:${retail.brand.contact.doctorLine.phone.replace(/[^\d+]/g, '')}"]`)).toBeVisible();
    // Under the question it answers, the question still in view with it.
    await expect(check.answerAdvice).toBeInViewport({ ratio: 0.95 });
    await expect(check.field('urgentSymptoms')).toBeInViewport({ ratio: 0.95 });
    await expect(check.field('urgentSymptoms').locator('xpath=ancestor::*[contains(@class, "form-group")][1]').getByTestId('answer-advice')).toHaveCount(1);
    await expect(check.field('heightCm')).toHaveValue('');
    await expect(check.result).toHaveCount(0);
    expect(await axeFindings(page, `${locale}: the health check with urgent symptoms answered`, 'main')).toEqual([]);

    await check.choose('urgentSymptoms', 'no');
    await expect(check.answerAdvice).toHaveCount(0);
  });
}

for (const locale of LOCALES) {
  test(`the cardiovascular risk calculator in ${locale}: a known condition shows SCORE2's refusal at once, nothing else answered`, async ({ page }) => {
    const b = brand('default');
    await page.setViewportSize(PHONE);
    const portal = new PortalPage(page, b);
    await portal.chooseLocaleCookie(locale);
    await portal.answerCookieConsentInAdvance();
    const calculator = new CardiovascularRiskPage(page, b, locale);
    await calculator.open();

    await calculator.field('knownConditions').selectOption({ label: calculator.t('healthTools.score2.options.knownConditions.yes') });
    await expect(calculator.answerAdvice).toHaveAttribute('role', 'alert');
    await expect(calculator.answerAdvice).toHaveText(calculator.t('healthTools.score2.refusal.notApparentlyHealthy'));
    await expect(calculator.answerAdvice).toBeInViewport({ ratio: 0.95 });
    await expect(calculator.field('knownConditions')).toBeInViewport({ ratio: 0.95 });
    await expect(calculator.field('age')).toHaveValue('');
    await expect(calculator.errorSummary).toHaveCount(0);
    await expect(calculator.result).toHaveCount(0);
    expect(await axeFindings(page, `${locale}: the calculator with a known condition answered`, 'main')).toEqual([]);

    await calculator.field('knownConditions').selectOption({ label: calculator.t('healthTools.score2.options.knownConditions.no') });
    await expect(calculator.answerAdvice).toHaveCount(0);
  });
}
