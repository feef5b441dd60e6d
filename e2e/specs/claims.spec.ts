/**
 * Issue 13, acceptance for claim reporting, on the default brand with the demo patient (every
 * permission flag, claim reporting covered by the standard product) and the demo operator in a
 * second browser:
 * - a claim with two invoices and a valid Hungarian 16-digit account, after a wrong checksum was
 *   refused in the form's error summary with every typed answer kept; the operator asks for
 *   information, the patient answers with another document, the operator approves a smaller
 *   amount and marks it paid; the patient reads paid and the amount;
 * - a claim with a valid 24-digit account, which the operator rejects with a reason the patient reads;
 * - axe (serious, critical) on the claim page, its form's error state and the claim's view in hu, en and ro.
 */
import type { Browser } from '@playwright/test';
import { formatMoney } from '../../renderer/domain/format/format';
import { localeText } from '../../server/config/localeText';
import { BrandApi, LoginSteps, OPERATOR, PATIENT } from '../pages/appointmentsPages';
import { LOCALES, PortalPage, urlOf } from '../pages/PortalPage';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { expect, test, waitingForHydration, type Locator, type Page } from '../support/test';

const b = brand('default');
const PATH = '/services/claim-reporting';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** A 1×1 PNG: an invoice photographed. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const ACCOUNT_16 = '11773016-11111111';
const ACCOUNT_24 = '12010611-12345678-00000008';
const WRONG_CHECKSUM = '11773016-11111112';

/** A unique text, so this run's claim is told apart from parallel runs. */
const unique = (what: string) => `E2E ${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

interface Claim {
  whatHappened: string;
  providerName: string;
  amount: string;
  account: string;
}

async function fill(form: Locator, claim: Claim): Promise<void> {
  await form.locator('#root_whatHappened').fill(claim.whatHappened);
  await form.locator('#root_careDate').fill('2026-11-02');
  await form.locator('#root_providerName').fill(claim.providerName);
  await form.locator('#root_amountHuf').fill(claim.amount);
  await form.locator('#root_bankAccount').fill(claim.account);
}

/** Attaches `files` to the uploads box inside `scope` and waits until each is stored. */
async function attach(scope: Locator, files: { name: string; buffer: Buffer; mimeType: string }[]): Promise<void> {
  const uploads = scope.getByTestId('care-uploads');
  await uploads.locator('input[type="file"]').setInputFiles(files);
  for (const file of files) await expect(uploads.locator('[data-testid="care-upload"][data-status="stored"]', { hasText: file.name })).toHaveCount(1);
}

/** Sends the claim form; answers the new claim's id. */
async function send(page: Page): Promise<number> {
  const created = page.waitForResponse((res) => res.url().endsWith('/api/care-items') && res.request().method() === 'POST');
  await page.getByTestId('care-request').locator('.portal-form button[type="submit"]').click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await expect(card(page, id)).toHaveAttribute('data-state', 'submitted');
  return id;
}

const card = (page: Page, id: number) => page.locator(`[data-testid="care-item"][data-care-id="${id}"]`);

async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = waitingForHydration(await context.newPage());
  await new LoginSteps(page, b).login(OPERATOR.email, OPERATOR.password);
  return page;
}

test('a claim with two invoices: a wrong checksum is refused with the answers kept, then the operator asks, the patient answers, and the claim is approved and paid', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  await page.goto(urlOf(b, PATH));
  await expect(page.getByTestId('care-price')).toHaveAttribute('data-coverage', 'covered');
  const form = page.getByTestId('care-request');
  const claim = { whatHappened: unique('fogtömés'), providerName: 'Mosoly Fogászat', amount: '38000', account: WRONG_CHECKSUM };
  await attach(form, [
    { name: `szamla-${Date.now().toString(36)}.pdf`, buffer: PDF, mimeType: 'application/pdf' },
    { name: `nyugta-${Date.now().toString(36)}.png`, buffer: PNG, mimeType: 'image/png' },
  ]);
  await fill(form, claim);
  await form.locator('.portal-form button[type="submit"]').click();
  // The wrong checksum is said in the error summary and beside the field, and nothing typed is lost.
  const summary = page.locator('main .error-summary');
  await expect(summary).toContainText(text(b, 'hu', 'validation.bankAccount'));
  await expect(form.locator('#root_bankAccount')).toHaveValue(WRONG_CHECKSUM);
  await expect(form.locator('#root_whatHappened')).toHaveValue(claim.whatHappened);
  await expect(form.locator('#root_providerName')).toHaveValue(claim.providerName);
  await expect(form.locator('#root_amountHuf')).toHaveValue('38000');
  await expect(form.locator('[data-testid="care-upload"][data-status="stored"]')).toHaveCount(2);

  await form.locator('#root_bankAccount').fill(ACCOUNT_16);
  const id = await send(page);
  const mine = card(page, id);
  await expect(mine.getByTestId('care-state')).toHaveText(text(b, 'hu', 'care.state.submitted'));
  await expect(mine.getByTestId('claim-claimed')).toHaveText(formatMoney(38000, 'HUF', 'hu'));

  // The operator asks for information.
  const operator = await operatorPage(browser);
  await operator.goto(urlOf(b, `/operator/care?service=claim-reporting&state=submitted`));
  await expect(operator.locator(`[data-testid="operator-queue-row"][data-care-id="${id}"]`)).toBeVisible();
  await operator.goto(urlOf(b, `/operator/care/${id}`));
  const item = operator.getByTestId('operator-item');
  await expect(item).toHaveAttribute('data-state', 'submitted');
  await expect(item.getByTestId('operator-answers')).toContainText(ACCOUNT_16);
  await expect(item.locator('.care-documents li')).toHaveCount(2);
  const question = 'Kérjük, küldje el a kezelésről szóló ambuláns lapot is.';
  await operator.getByTestId('operator-requestInformation').locator('textarea').fill(question);
  await operator.locator('[data-action="requestInformation"]').click();
  await expect(item).toHaveAttribute('data-state', 'needs_information');

  // The patient reads the question and answers with another document and a short text.
  await page.reload();
  await expect(mine).toHaveAttribute('data-state', 'needs_information');
  await expect(mine.getByTestId('care-state')).toHaveText(text(b, 'hu', 'care.state.needs_information'));
  await expect(mine.getByTestId('claim-question')).toHaveText(question);
  const answer = mine.getByTestId('claim-answer');
  await answer.locator('[data-action="answerInformation"]').click();
  await expect(answer.getByTestId('claim-answer-error')).toHaveText(text(b, 'hu', 'care.claim.answerNeedsDocument'));
  await attach(answer, [{ name: `ambulans-lap-${Date.now().toString(36)}.pdf`, buffer: PDF, mimeType: 'application/pdf' }]);
  await answer.locator('textarea').fill('Csatoltam az ambuláns lapot.');
  await answer.locator('[data-action="answerInformation"]').click();
  await expect(mine).toHaveAttribute('data-state', 'submitted');
  await expect(page.getByTestId('care-outcome-success')).toContainText(text(b, 'hu', 'care.state.submitted'));

  // The operator approves a smaller amount, then marks it paid.
  await operator.reload();
  await expect(item).toHaveAttribute('data-state', 'submitted');
  await expect(item.locator('.care-documents li')).toHaveCount(3);
  const amount = operator.getByTestId('operator-approve-claim').locator('input');
  await expect(amount).toHaveValue('38000');
  await amount.fill('40000');
  await operator.locator('[data-action="approve"]').click();
  await expect(operator.getByTestId('operator-approve-claim')).toContainText(text(b, 'hu', 'care.operator.amountInvalid').split('(')[0]!.trim());
  await amount.fill('30000');
  await operator.locator('[data-action="approve"]').click();
  await expect(item).toHaveAttribute('data-state', 'approved');
  await operator.locator('[data-action="markPaid"]').click();
  await expect(item).toHaveAttribute('data-state', 'paid');
  await expect(item.getByTestId('claim-approved')).toHaveText(formatMoney(30000, 'HUF', 'hu'));
  await operator.context().close();

  // The patient sees paid, the amount and every step in the history, on the page and under My care.
  await page.reload();
  await expect(mine).toHaveAttribute('data-state', 'paid');
  await expect(mine.getByTestId('care-state')).toHaveText(text(b, 'hu', 'care.state.paid'));
  await expect(mine.getByTestId('claim-approved')).toHaveText(formatMoney(30000, 'HUF', 'hu'));
  await mine.locator('summary').click();
  const history = mine.getByTestId('care-history').locator('li');
  await expect(history).toHaveCount(5);
  for (const [index, action] of ['create', 'requestInformation', 'answerInformation', 'approve', 'markPaid'].entries()) {
    await expect(history.nth(index)).toContainText(text(b, 'hu', `care.event.${action}`));
  }
  expect(await axeFindings(page, 'the paid claim', 'main')).toEqual([]);
  await page.goto(urlOf(b, '/care'));
  await expect(card(page, id)).toHaveAttribute('data-state', 'paid');
  await expect(card(page, id).getByTestId('claim-approved')).toHaveText(formatMoney(30000, 'HUF', 'hu'));
});

test('a claim with a 24-digit account, rejected by the operator with a reason the patient reads', async ({ page }) => {
  test.setTimeout(90_000);
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  await page.goto(urlOf(b, PATH));
  const form = page.getByTestId('care-request');
  await attach(form, [{ name: `szamla-24-${Date.now().toString(36)}.png`, buffer: PNG, mimeType: 'image/png' }]);
  await fill(form, { whatHappened: unique('szemészet'), providerName: 'Látás Klinika', amount: '12500', account: ACCOUNT_24 });
  const id = await send(page);

  const operatorApi = new BrandApi(page.context().request, b);
  await operatorApi.login(OPERATOR.email, OPERATOR.password);
  const reason = 'A szemüveg ára nem tartozik a biztosítás körébe.';
  const rejected = await operatorApi.post<{ state: string }>(`/api/operator/care-items/${id}/actions/reject`, { reason });
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);

  await page.reload();
  const mine = card(page, id);
  await expect(mine).toHaveAttribute('data-state', 'rejected');
  await expect(mine.getByTestId('care-state')).toHaveText(text(b, 'hu', 'care.state.rejected'));
  await expect(mine.getByTestId('claim-reason')).toHaveText(reason);
  await expect(mine.locator('[data-action="delete"]')).toBeVisible();
});

for (const locale of LOCALES) {
  test(`${locale}: the claim page, its form's error state and a claim's view have no serious or critical axe finding`, async ({ page }) => {
    test.setTimeout(90_000);
    await new PortalPage(page, b).chooseLocaleCookie(locale);
    await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
    await page.goto(urlOf(b, PATH));
    await expect(page.getByTestId('care-price')).toHaveAttribute('data-coverage', 'covered');
    await expect(page.locator('h1')).toHaveText(text(b, locale, 'routes.servicesClaimReporting'));
    expect(await axeFindings(page, `${locale} claim page`)).toEqual([]);

    const form = page.getByTestId('care-request');
    const claim = { whatHappened: unique(`claim ${locale}`), providerName: 'Clinica', amount: '9900', account: ACCOUNT_16 };
    await fill(form, claim);
    await form.locator('.portal-form button[type="submit"]').click();
    const summary = page.locator('main .error-summary');
    // No invoice: said in the summary, in this language; then a wrong checksum, with the answers kept.
    await expect(summary).toContainText(localeText(b.locales[locale], 'care.uploads.tooFew', { min: '1' })!);
    expect(await axeFindings(page, `${locale} claim form without invoices`, 'main')).toEqual([]);
    await attach(form, [{ name: `invoice-${locale}-${Date.now().toString(36)}.pdf`, buffer: PDF, mimeType: 'application/pdf' }]);
    await form.locator('#root_bankAccount').fill(WRONG_CHECKSUM);
    await form.locator('.portal-form button[type="submit"]').click();
    await expect(summary).toContainText(text(b, locale, 'validation.bankAccount'));
    await expect(form.locator('#root_whatHappened')).toHaveValue(claim.whatHappened);
    expect(await axeFindings(page, `${locale} claim form error state`, 'main')).toEqual([]);

    await form.locator('#root_bankAccount').fill(ACCOUNT_16);
    const id = await send(page);
    const mine = card(page, id);
    await expect(mine.getByTestId('care-state')).toHaveText(text(b, locale, 'care.state.submitted'));
    await expect(mine.getByTestId('care-next-step')).toContainText(text(b, locale, 'care.nextStep.submitted'));
    await mine.locator('summary').click();
    expect(await axeFindings(page, `${locale} claim view`, 'main')).toEqual([]);
  });
}
