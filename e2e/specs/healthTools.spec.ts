/**
 * Health tools (issue 14), the cardiovascular risk calculator on the default brand (Hungary: the
 * SCORE2 high-risk region) in hu, en and ro, as a visitor without an account uses it:
 * - the answers of a 52-year-old man who smokes (150 mmHg, 6.2 and 1.1 mmol/L, written with the
 *   reader's decimal separator) give 13.1 %, "very high" for the 50–69 band, with the figures for
 *   stopping smoking (6.9 %) and for 130 mmHg (9.9 %), hand computed in
 *   tests/renderer/domain/healthTools/score2.test.ts; the result takes the focus and says it is not a
 *   diagnosis beside the doctor line;
 * - an age of 35 is refused beside the field with the reason, the result disappears and what was
 *   typed stays;
 * - axe finds no serious or critical violation with the result and with the refusal shown.
 * And the workplace-stress quiz (PSS-10) to its result in each language: six items "fairly often"
 * and the four positive ones "almost never" give 30 of 40, high, with the way to psychology. And
 * the public health check on a brand whose partner lists it (retail), to its flags and the
 * services that help, 112 first for urgent symptoms; and its absence on one that does not. And a
 * logged-in patient's health check kept, then a second one shown with the first beside it, and
 * shown again after a reload.
 */
import { localeText } from '../../server/config/localeText';
import { CardiovascularRiskPage, HEALTH_CHECK_V2_PATH, HealthCheckPage, LifestylePage, WorkLifeBalanceQuizPage, WorkplaceStressQuizPage, type Score2Answers } from '../pages/healthToolPages';
import { LoginSteps, PATIENT } from '../pages/appointmentsPages';
import { LOCALES, PortalPage, urlOf } from '../pages/PortalPage';
import { axeFindings } from '../support/axe';
import { brand } from '../support/brands';
import { expect, test } from '../support/test';

const b = brand('default');
const PERCENT = { hu: ['13,1%', '6,9%', '9,9%'], en: ['13.1%', '6.9%', '9.9%'], ro: ['13,1\u00a0%', '6,9\u00a0%', '9,9\u00a0%'] } as const;
const DECIMAL = { hu: ',', en: '.', ro: ',' } as const;
/** A tool's page, a dozen answers and an axe scan: about 6 s alone here; the lifestyle questionnaire ran past 60 s once in CI's full run on two busy cores. */
const HEALTH_TOOL_TIMEOUT = 90_000;

for (const locale of LOCALES) {
  test(`the cardiovascular risk calculator in ${locale}: a result, then an age SCORE2 does not cover`, async ({ page }) => {
    test.setTimeout(HEALTH_TOOL_TIMEOUT);
    const portal = new PortalPage(page, b);
    await portal.chooseLocaleCookie(locale);
    await portal.answerCookieConsentInAdvance();
    const calculator = new CardiovascularRiskPage(page, b, locale);
    await calculator.open();
    await expect(portal.heading).toHaveText(calculator.t('routes.servicesCardiovascularRisk'));
    await expect(page.locator('main')).toContainText(calculator.t('healthTools.score2.source'));

    const sep = DECIMAL[locale];
    const answers: Score2Answers = { knownConditions: 'no', sex: 'male', age: '52', smoker: 'yes', systolicBloodPressure: '150', totalCholesterol: `6${sep}2`, hdlCholesterol: `1${sep}1` };
    await calculator.fill(answers);
    await calculator.calculate.click();

    const [risk, stopSmoking, lowerPressure] = PERCENT[locale];
    await expect(calculator.risk).toHaveText(risk);
    await expect(page.locator('#health-result-title')).toBeFocused();
    await expect(calculator.category).toHaveText(calculator.t('healthTools.score2.category.veryHigh'));
    await expect(calculator.result).toContainText(calculator.t('healthTools.score2.result.band.50to69'));
    await expect(calculator.result).toContainText(calculator.t('healthTools.score2.band.veryHigh'));
    await expect(calculator.result).toContainText(calculator.t('healthTools.score2.region.high'));
    await expect(calculator.changes).toHaveText([
      localeText(b.locales[locale], 'healthTools.score2.change.stopSmoking', { risk: stopSmoking })!,
      localeText(b.locales[locale], 'healthTools.score2.change.lowerBloodPressure', { risk: lowerPressure, systolic: '130' })!,
    ]);
    await expect(page.getByTestId('health-tool-not-diagnosis')).toHaveText(calculator.t('healthTools.page.notDiagnosis'));
    await expect(page.locator('main .urgent-care a[href^="tel:"]').nth(1)).toHaveAttribute('href', `tel:${b.brand.contact.doctorLine.phone.replace(/[^\d+]/g, '')}`);
    expect(await axeFindings(page, `${locale}: the calculator with a result`, 'main')).toEqual([]);

    await calculator.field('age').fill('35');
    await calculator.calculate.click();
    await expect(calculator.errorSummary).toBeFocused();
    const refusal = localeText(b.locales[locale], 'healthTools.score2.refusal.outsideModel', { min: '40', max: '69' })!;
    await expect(calculator.fieldError('age')).toHaveText(refusal);
    await expect(calculator.errorSummary).toContainText(refusal);
    await expect(calculator.result).toHaveCount(0);
    await expect(calculator.field('age')).toHaveAttribute('aria-invalid', 'true');
    await expect(calculator.field('totalCholesterol')).toHaveValue(answers.totalCholesterol);
    expect(await axeFindings(page, `${locale}: the calculator refusing an age`, 'main')).toEqual([]);
  });
}

for (const locale of LOCALES) {
  test(`the workplace-stress quiz in ${locale}: ten answers to the score, its band and the way to psychology`, async ({ page }) => {
    test.setTimeout(HEALTH_TOOL_TIMEOUT);
    const portal = new PortalPage(page, b);
    await portal.chooseLocaleCookie(locale);
    await portal.answerCookieConsentInAdvance();
    const quiz = new WorkplaceStressQuizPage(page, b, locale);
    await quiz.open();
    await expect(portal.heading).toHaveText(quiz.t('routes.servicesWorkplaceStressQuiz'));
    await quiz.answer({ q1: 'fairlyOften', q2: 'fairlyOften', q3: 'fairlyOften', q4: 'almostNever', q5: 'almostNever', q6: 'fairlyOften', q7: 'almostNever', q8: 'almostNever', q9: 'fairlyOften', q10: 'fairlyOften' });
    await quiz.submit.click();
    await expect(quiz.score).toHaveText(localeText(b.locales[locale], 'healthTools.pss10.result.score', { score: '30', max: '40' })!);
    await expect(page.locator('#health-result-title')).toBeFocused();
    await expect(quiz.band).toHaveText(quiz.t('healthTools.pss10.category.high'));
    await expect(quiz.result).toContainText(quiz.t('healthTools.pss10.band.high'));
    await expect(quiz.result).toContainText(quiz.t('healthTools.pss10.result.bandsNote'));
    await expect(page.getByTestId('health-tool-not-diagnosis')).toBeVisible();
    expect(await axeFindings(page, `${locale}: the quiz with a result`, 'main')).toEqual([]);
    // Psychology needs an account: the way there asks to log in first, keeping where it leads.
    await quiz.consultation.click();
    await expect(page).toHaveURL(/\/login/);
  });
}

for (const locale of LOCALES) {
  test(`the work-life balance quiz in ${locale}: five answers to the score, the average, the statements agreed with and the way to psychology`, async ({ page }) => {
    test.setTimeout(HEALTH_TOOL_TIMEOUT);
    const portal = new PortalPage(page, b);
    await portal.chooseLocaleCookie(locale);
    await portal.answerCookieConsentInAdvance();
    const quiz = new WorkLifeBalanceQuizPage(page, b, locale);
    await quiz.open();
    await expect(portal.heading).toHaveText(quiz.t('routes.servicesWorkLifeBalanceQuiz'));
    await quiz.answer({ q1: 6, q2: 7, q3: 5, q4: 6, q5: 4 });
    await quiz.submit.click();
    await expect(quiz.score).toHaveText(localeText(b.locales[locale], 'healthTools.wfc.result.score', { score: '28', min: '5', max: '35' })!);
    await expect(page.locator('#health-result-title')).toBeFocused();
    await expect(quiz.average).toHaveText(localeText(b.locales[locale], 'healthTools.wfc.result.average', { average: `5${DECIMAL[locale]}6` })!);
    await expect(quiz.leaning).toHaveText(quiz.t('healthTools.wfc.category.agree'));
    await expect(quiz.result).toContainText(quiz.t('healthTools.wfc.band.agree'));
    await expect(quiz.agreed).toHaveText(['q1', 'q2', 'q3', 'q4'].map((item) => quiz.t(`healthTools.wfc.item.${item}`)));
    await expect(quiz.result).toContainText(quiz.t('healthTools.wfc.result.leaningNote'));
    await expect(page.getByTestId('health-tool-not-diagnosis')).toBeVisible();
    expect(await axeFindings(page, `${locale}: the work-life balance quiz with a result`, 'main')).toEqual([]);
    await quiz.consultation.click();
    await expect(page).toHaveURL(/\/login/);
  });
}

for (const locale of LOCALES) {
  test(`the lifestyle questionnaire in ${locale}: the answers of the worked case to each metric's level, 5 of 14 and what to work on`, async ({ page }) => {
    test.setTimeout(HEALTH_TOOL_TIMEOUT);
    const portal = new PortalPage(page, b);
    await portal.chooseLocaleCookie(locale);
    await portal.answerCookieConsentInAdvance();
    const questionnaire = new LifestylePage(page, b, locale);
    await questionnaire.open();
    await expect(portal.heading).toHaveText(questionnaire.t('routes.servicesLifestyleQuestionnaire'));
    const d = DECIMAL[locale];
    await questionnaire.fill(
      { heightCm: '180', weightKg: '100', moderateMinutes: '60', vigorousMinutes: '20', totalCholesterol: `5${d}5`, systolicBloodPressure: '142', diastolicBloodPressure: '85', fastingGlucose: `5${d}4` },
      { smoking: 'quitWithinYear', fruitVegetables: 'yes', fish: 'no', wholeGrains: 'no', sodium: 'no', sugarDrinks: 'yes', glucoseMedicine: 'yes' },
    );
    await questionnaire.submit.click();
    await expect(questionnaire.ideal).toHaveText(localeText(b.locales[locale], 'healthTools.ls7.result.ideal', { count: '0' })!);
    await expect(page.locator('#health-result-title')).toBeFocused();
    await expect(questionnaire.score).toHaveText(localeText(b.locales[locale], 'healthTools.ls7.result.score', { score: '5' })!);
    await expect(questionnaire.metrics).toHaveCount(7);
    await expect(questionnaire.metrics.nth(1)).toContainText(questionnaire.t('healthTools.ls7.level.poor'));
    await expect(questionnaire.flags).toHaveCount(7);
    await expect(questionnaire.flags.nth(1)).toContainText(questionnaire.t('healthTools.ls7.flag.bmi'));
    await expect(questionnaire.result).toContainText(questionnaire.t('healthTools.ls7.result.note'));
    await expect(page.getByTestId('health-tool-not-diagnosis')).toBeVisible();
    expect(await axeFindings(page, `${locale}: the lifestyle questionnaire with a result`, 'main')).toEqual([]);
  });
}

test('the public health check on a brand whose partner lists it (type 34): answers to flags with the services that help', async ({ page }) => {
  test.setTimeout(HEALTH_TOOL_TIMEOUT);
  const retail = brand('retail');
  const portal = new PortalPage(page, retail);
  await portal.chooseLocaleCookie('en');
  await portal.answerCookieConsentInAdvance();
  const check = new HealthCheckPage(page, retail, 'en');
  await page.goto(urlOf(retail, HEALTH_CHECK_V2_PATH));
  await expect(check.submit).toBeVisible();
  await check.choose('urgentSymptoms', 'no');
  await check.choose('sex', 'male');
  await check.field('heightCm').fill('180');
  await check.field('weightKg').fill('97.2');
  await check.field('systolicBloodPressure').fill('142');
  await check.field('diastolicBloodPressure').fill('85');
  await check.field('moderateMinutes').fill('200');
  await check.field('vigorousMinutes').fill('0');
  await check.field('fruitVegPortions').fill('5');
  await check.field('sleepHours').fill('7');
  await check.choose('alcoholFrequency', 'never');
  await check.choose('smoking', 'current');
  await check.choose('familyHistory', 'no');
  await check.submit.click();
  await expect(page.locator('#health-result-title')).toBeFocused();
  await expect(check.urgent).toHaveCount(0);
  await expect(check.summary).toHaveText(localeText(retail.locales.en, 'healthTools.healthCheck.result.count_other', { count: '3' })!);
  // 97.2 / 1.8² = 30.0: obesity; 142/85: high blood pressure (ESC 2024); smoking.
  await expect(check.flags).toHaveCount(3);
  await expect(check.flags.nth(0)).toHaveAttribute('data-flag', 'bmi');
  await expect(check.flags.nth(0).getByRole('link', { name: check.t('healthTools.healthCheck.link.nutrition') })).toHaveAttribute('href', '/services/nutrition-consultation');
  await expect(check.flags.nth(1)).toHaveAttribute('data-flag', 'bloodPressure');
  await expect(check.flags.nth(2)).toHaveAttribute('data-flag', 'smoking');
  await expect(page.getByTestId('health-check-measures')).toContainText('Body mass index: 30 (obesity)');
  await expect(page.getByTestId('health-tool-not-diagnosis')).toBeVisible();
  expect(await axeFindings(page, 'retail: the health check with a result', 'main')).toEqual([]);

  // Symptoms that need 112 come first.
  await check.choose('urgentSymptoms', 'yes');
  await check.submit.click();
  await expect(check.urgent).toBeVisible();
  await expect(check.urgent.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(check.flags.nth(0)).toHaveAttribute('data-flag', 'urgentSymptoms');
});

test('the health check v2 is not open to anonymous visitors of a brand whose partner does not list the public variant', async ({ page }) => {
  const portal = new PortalPage(page, b);
  await portal.answerCookieConsentInAdvance();
  await page.goto(urlOf(b, HEALTH_CHECK_V2_PATH));
  await portal.screenShown();
  expect(portal.pathname()).not.toBe(HEALTH_CHECK_V2_PATH);
  await expect(page.getByTestId('health-check-result')).toHaveCount(0);
  await expect(page.locator('#root_heightCm')).toHaveCount(0);
});

test("a logged-in patient's health check is kept and shown again, the earlier result beside the new one", async ({ page }) => {
  test.setTimeout(90_000);
  // Other runs keep results on the same demo account: this run's weights are its own.
  const first = 60 + Math.floor(Math.random() * 900) / 100;
  const second = first + 10;
  const bmi = (kg: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(Math.round((kg / 1.7 ** 2) * 10) / 10);
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  const portal = new PortalPage(page, b);
  await portal.chooseLocaleCookie('en');
  const check = new HealthCheckPage(page, b, 'en');
  await page.goto(urlOf(b, HEALTH_CHECK_V2_PATH));
  await expect(check.submit).toBeVisible();
  await expect(page.getByTestId('health-check-kept-note')).toHaveText(check.t('healthTools.healthCheck.history.kept'));

  await check.answerWithWeight('170', first.toFixed(2));
  await check.submit.click();
  await expect(page.locator('#health-result-title')).toHaveText(check.t('healthTools.healthCheck.result.title'));
  await expect(page.locator('#health-result-title')).toBeFocused();

  await check.field('weightKg').fill(second.toFixed(2));
  await check.submit.click();
  const comparison = page.getByTestId('health-check-comparison');
  await expect(comparison.locator('tr[data-measure="bmi"] td').first()).toContainText(bmi(second));
  // The first result is the one before, beside the new one (or among the earlier ones, if another run kept one in between).
  await expect(page.getByTestId('health-check-kept')).toContainText(bmi(first));
  expect(await axeFindings(page, 'the kept health check with the one before beside it', 'main')).toEqual([]);

  await page.reload();
  await expect(page.locator('#health-result-title')).toContainText(check.t('healthTools.healthCheck.history.lastTitle').split('{{')[0]!.trim());
  await expect(page.getByTestId('health-check-kept')).toContainText(bmi(second));
  await expect(page.getByTestId('health-check-comparison')).toBeVisible();
});
