/**
 * Page object of a health tool (issue 14): the cardiovascular risk calculator
 * (/services/cardiovascular-risk): its form, filled by the labels a person reads, and its result.
 * Selectors follow renderer/screens/healthTools.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { text } from '../support/brands';
import { urlOf, type Locale } from './PortalPage';

export const CALCULATOR_PATH = '/services/cardiovascular-risk';

export interface Score2Answers {
  knownConditions: 'no' | 'yes';
  sex: 'female' | 'male';
  age: string;
  smoker: 'no' | 'yes';
  systolicBloodPressure: string;
  totalCholesterol: string;
  hdlCholesterol: string;
}

export class CardiovascularRiskPage {
  readonly result: Locator;
  readonly risk: Locator;
  readonly category: Locator;
  readonly changes: Locator;
  readonly errorSummary: Locator;
  readonly calculate: Locator;
  /** The advice an answer needs at once, under its question (a known condition: SCORE2's refusal). */
  readonly answerAdvice: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
    readonly locale: Locale,
  ) {
    this.result = page.getByTestId('score2-result');
    this.risk = page.getByTestId('score2-risk');
    this.category = page.getByTestId('score2-category');
    this.changes = page.getByTestId('score2-changes').locator('li');
    this.errorSummary = page.locator('main .error-summary');
    this.calculate = page.getByRole('button', { name: this.t('healthTools.score2.calculate') });
    this.answerAdvice = page.getByTestId('answer-advice');
  }

  t(key: string): string {
    return text(this.b, this.locale, key);
  }

  field(name: keyof Score2Answers): Locator {
    return this.page.getByLabel(this.t(`fields.${name}`), { exact: false }).and(this.page.locator(`#root_${name}`));
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, CALCULATOR_PATH));
    await expect(this.calculate).toBeVisible();
  }

  async fill(answers: Score2Answers): Promise<void> {
    await this.field('knownConditions').selectOption({ label: this.t(`healthTools.score2.options.knownConditions.${answers.knownConditions}`) });
    await this.field('sex').selectOption({ label: this.t(`healthTools.sex.${answers.sex}`) });
    await this.field('age').fill(answers.age);
    await this.field('smoker').selectOption({ label: this.t(`healthTools.score2.options.smoker.${answers.smoker}`) });
    await this.field('systolicBloodPressure').fill(answers.systolicBloodPressure);
    await this.field('totalCholesterol').fill(answers.totalCholesterol);
    await this.field('hdlCholesterol').fill(answers.hdlCholesterol);
  }

  /** The message shown beside a field (RJSF's error list under it). */
  fieldError(name: keyof Score2Answers): Locator {
    return this.page.locator(`#root_${name}__error`);
  }
}

export const QUIZ_PATH = '/services/workplace-stress-quiz';
export const PSS10_ITEMS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'] as const;

/** The workplace-stress quiz (PSS-10): ten questions answered by the texts a person reads. */
export class WorkplaceStressQuizPage {
  readonly result: Locator;
  readonly score: Locator;
  readonly band: Locator;
  readonly consultation: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
    readonly locale: Locale,
  ) {
    this.result = page.getByTestId('pss10-result');
    this.score = page.getByTestId('pss10-score');
    this.band = page.getByTestId('pss10-band');
    this.consultation = page.getByTestId('health-tool-consultation');
    this.submit = page.getByRole('button', { name: this.t('healthTools.pss10.calculate') });
  }

  t(key: string): string {
    return text(this.b, this.locale, key);
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, QUIZ_PATH));
    await expect(this.submit).toBeVisible();
  }

  /** Answers each item as `answers` says (never, almostNever, sometimes, fairlyOften, veryOften). */
  async answer(answers: Record<(typeof PSS10_ITEMS)[number], string>): Promise<void> {
    for (const item of PSS10_ITEMS) {
      const question = this.page.getByLabel(this.t(`healthTools.pss10.item.${item}`), { exact: false });
      await question.selectOption({ label: this.t(`healthTools.pss10.answer.${answers[item]}`) });
    }
  }
}

export const WORK_LIFE_BALANCE_PATH = '/services/work-life-balance-quiz';
export const WFC_ITEMS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

/** The work-life balance quiz (the work–family conflict scale): five statements answered 1–7 by the texts a person reads. */
export class WorkLifeBalanceQuizPage {
  readonly result: Locator;
  readonly score: Locator;
  readonly average: Locator;
  readonly leaning: Locator;
  readonly agreed: Locator;
  readonly consultation: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
    readonly locale: Locale,
  ) {
    this.result = page.getByTestId('wfc-result');
    this.score = page.getByTestId('wfc-score');
    this.average = page.getByTestId('wfc-average');
    this.leaning = page.getByTestId('wfc-leaning');
    this.agreed = page.getByTestId('wfc-agreed').locator('li');
    this.consultation = page.getByTestId('health-tool-consultation');
    this.submit = page.getByRole('button', { name: this.t('healthTools.wfc.calculate') });
  }

  t(key: string): string {
    return text(this.b, this.locale, key);
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, WORK_LIFE_BALANCE_PATH));
    await expect(this.submit).toBeVisible();
  }

  /** Answers each statement with the option of that number (1–7) a person reads. */
  async answer(answers: Record<(typeof WFC_ITEMS)[number], number>): Promise<void> {
    for (const item of WFC_ITEMS) {
      const statement = this.page.getByLabel(this.t(`healthTools.wfc.item.${item}`), { exact: false });
      await statement.selectOption({ label: this.t(`healthTools.wfc.answer.a${answers[item]}`) });
    }
  }
}

export const LIFESTYLE_PATH = '/services/lifestyle-questionnaire';

/** The lifestyle questionnaire (Life's Simple 7), filled by the labels and options a person reads. */
export class LifestylePage {
  readonly result: Locator;
  readonly ideal: Locator;
  readonly score: Locator;
  readonly metrics: Locator;
  readonly flags: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
    readonly locale: Locale,
  ) {
    this.result = page.getByTestId('ls7-result');
    this.ideal = page.getByTestId('ls7-ideal');
    this.score = page.getByTestId('ls7-score');
    this.metrics = page.getByTestId('ls7-metrics').locator('li');
    this.flags = page.getByTestId('ls7-flags').locator('li');
    this.submit = page.getByRole('button', { name: this.t('healthTools.ls7.calculate') });
  }

  t(key: string): string {
    return text(this.b, this.locale, key);
  }

  field(name: string): Locator {
    return this.page.getByLabel(this.t(`healthTools.ls7.field.${name}`), { exact: false }).and(this.page.locator(`#root_${name}`));
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, LIFESTYLE_PATH));
    await expect(this.submit).toBeVisible();
  }

  /** Types each measurement and chooses each answer (yes, no, or a smoking option) by the texts a person reads. */
  async fill(typed: Record<string, string>, chosen: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(typed)) await this.field(name).fill(value);
    for (const [name, option] of Object.entries(chosen)) {
      const label = name === 'smoking' ? this.t(`healthTools.ls7.option.smoking.${option}`) : this.t(`healthTools.ls7.option.${option}`);
      await this.field(name).selectOption({ label });
    }
  }
}

export const HEALTH_CHECK_V2_PATH = '/services/health-check-v2';

/** The health check questionnaire, filled by the labels and options a person reads. */
export class HealthCheckPage {
  readonly result: Locator;
  readonly flags: Locator;
  readonly summary: Locator;
  readonly urgent: Locator;
  readonly submit: Locator;
  /** The advice an answer needs at once, under its question (urgent symptoms: 112 and the doctor line). */
  readonly answerAdvice: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
    readonly locale: Locale,
  ) {
    this.result = page.getByTestId('health-check-result');
    this.flags = page.getByTestId('health-check-flags').locator('li');
    this.summary = page.getByTestId('health-check-summary');
    this.urgent = page.getByTestId('health-check-urgent');
    this.submit = page.getByRole('button', { name: this.t('healthTools.healthCheck.calculate') });
    this.answerAdvice = page.getByTestId('answer-advice');
  }

  t(key: string): string {
    return text(this.b, this.locale, key);
  }

  field(name: string): Locator {
    return this.page.locator(`#root_${name}`);
  }

  async choose(name: string, option: string): Promise<void> {
    const label = name === 'sex' ? this.t(`healthTools.sex.${option}`) : this.t(`healthTools.healthCheck.option.${name}.${option}`);
    await this.field(name).selectOption({ label });
  }

  /** Answers every question within the recommendations but for the weight given. */
  async answerWithWeight(heightCm: string, weightKg: string): Promise<void> {
    await this.choose('urgentSymptoms', 'no');
    await this.choose('sex', 'female');
    await this.field('heightCm').fill(heightCm);
    await this.field('weightKg').fill(weightKg);
    await this.field('moderateMinutes').fill('180');
    await this.field('vigorousMinutes').fill('0');
    await this.field('fruitVegPortions').fill('5');
    await this.field('sleepHours').fill('8');
    await this.choose('alcoholFrequency', 'never');
    await this.choose('smoking', 'never');
    await this.choose('familyHistory', 'no');
  }
}
