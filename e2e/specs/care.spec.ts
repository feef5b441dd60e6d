/**
 * Issue 12, acceptance: care items from the patient's request to the written answer, on the
 * default brand, with the demo patient and the demo operator in two browsers at once.
 * - A general consultation and a second opinion (with a document) go through every state in the
 *   operator console while the patient's page follows them.
 * - Every other consultation kind, the oncology second opinion and organised care are requested
 *   through their own pages and moved through their states in the console; the patient reads every
 *   step and the answer.
 * - A refused action (the operator recorded the visit while the patient was about to cancel) shows
 *   the catalogue's RS2009 sentence, and a request the subscription does not cover (the demo family
 *   product has no psychology) the RM1006 sentence, in hu, en and ro.
 * - A disguised executable is refused on the service page with the spec's message.
 */
import type { Browser } from '@playwright/test';
import { localeText } from '../../server/config/localeText';
import { BrandApi, LoginSteps, OPERATOR, PATIENT } from '../pages/appointmentsPages';
import { LOCALES, PortalPage, urlOf } from '../pages/PortalPage';
import { brand, text } from '../support/brands';
import { expect, test, waitingForHydration, type Page } from '../support/test';

const b = brand('default');
const FAMILY = { email: 'family@demo.test', password: 'Demo-Family-1' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

interface CareItem {
  id: number;
  state: string;
}

/** A unique topic, so this run's item is told apart from the demo data and from parallel runs. */
const topic = (what: string) => `E2E ${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Fills a care service page's request form and sends it; answers the new item's id. */
async function request(page: Page, path: string, answers: { topic: string; symptoms?: string; question?: string; city?: string; channel?: boolean; consent?: boolean; specialty?: boolean }): Promise<number> {
  await page.goto(urlOf(b, path));
  const form = page.getByTestId('care-request');
  if (answers.specialty) await form.locator('#root_specialty').selectOption({ index: 1 });
  await form.locator('#root_topic').fill(answers.topic);
  if (answers.symptoms) await form.locator('#root_symptoms').fill(answers.symptoms);
  if (answers.question) await form.locator('#root_question').fill(answers.question);
  if (answers.city) await form.locator('#root_city').fill(answers.city);
  if (answers.channel) await form.locator('#root_channel').selectOption({ label: text(b, 'hu', 'care.channel.video') });
  if (answers.consent) await form.locator('#root_consent').check();
  const created = page.waitForResponse((res) => res.url().endsWith('/api/care-items') && res.request().method() === 'POST');
  await form.locator('.portal-form button[type="submit"]').click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as CareItem;
  await expect(page.locator(`[data-testid="care-item"][data-care-id="${id}"]`)).toHaveAttribute('data-state', 'awaiting_approval');
  return id;
}

/** The operator's own browser, logged in through the login form. */
async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = waitingForHydration(await context.newPage());
  await new LoginSteps(page, b).login(OPERATOR.email, OPERATOR.password);
  return page;
}

async function operatorApi(page: Page): Promise<BrandApi> {
  const api = new BrandApi(page.request, b);
  await api.login(OPERATOR.email, OPERATOR.password);
  return api;
}

async function act(api: BrandApi, id: number, action: string, body: Record<string, unknown> = {}): Promise<void> {
  const res = await api.post<{ state?: string; code?: string }>(`/api/operator/care-items/${id}/actions/${action}`, body);
  expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

test('a general consultation: the operator approves, books, records the visit and answers in the console; the patient follows every step', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  const id = await request(page, '/services/consultation', { topic: topic('fejfájás'), symptoms: 'Két hete fáj a fejem.', channel: true });

  const operator = await operatorPage(browser);
  await operator.goto(urlOf(b, `/operator/care/${id}`));
  const item = operator.getByTestId('operator-item');
  await expect(item).toHaveAttribute('data-state', 'awaiting_approval');
  await operator.locator('[data-action="approve"]').click();
  await expect(item).toHaveAttribute('data-state', 'awaiting_booking');

  // Booked three days ahead at 10:00, by video.
  const day = inDays(3).toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
  const book = operator.getByTestId('operator-book');
  await book.locator('input[type="datetime-local"]').fill(`${day}T10:00`);
  await book.locator('select').selectOption('video');
  await book.locator('[data-action="book"]').click();
  await expect(item).toHaveAttribute('data-state', 'booked');

  // The patient's page, reloaded, shows the booking.
  await page.reload();
  const card = page.locator(`[data-testid="care-item"][data-care-id="${id}"]`);
  await expect(card).toHaveAttribute('data-state', 'booked');
  await expect(card.getByTestId('care-state')).toHaveText(text(b, 'hu', 'care.state.booked'));

  await operator.locator('[data-action="markAppeared"]').click();
  await expect(item).toHaveAttribute('data-state', 'appeared');
  const answer = 'Feszültséges fejfájásra utalnak a panaszok. Javaslom a rendszeres alvást és a képernyőidő csökkentését.';
  await operator.getByTestId('operator-close').locator('textarea').fill(answer);
  await operator.locator('[data-action="close"]').click();
  await expect(item).toHaveAttribute('data-state', 'finished');

  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'finished');
  await expect(card.getByTestId('care-answer')).toHaveText(answer);
  // Every step is in the history: the request, approval, booking, the visit and the answer.
  await expect(card.getByTestId('care-history').locator('li')).toHaveCount(5);
  // My care lists it too.
  await page.goto(urlOf(b, '/care'));
  await expect(page.locator(`[data-testid="care-item"][data-care-id="${id}"]`)).toHaveAttribute('data-state', 'finished');
  await operator.context().close();
});

test('a second opinion with a document: a disguised executable is refused, the record is sent, and the written opinion comes back', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  await page.goto(urlOf(b, '/services/second-opinion'));
  const uploads = page.getByTestId('care-uploads');
  // An executable renamed to .pdf: refused by its content, with the spec's message.
  await uploads.locator('input[type="file"]').setInputFiles({ name: 'lelet.pdf', mimeType: 'application/pdf', buffer: EXE });
  const refused = uploads.locator('[data-testid="care-upload"][data-status="refused"]');
  await expect(refused).toContainText('lelet.pdf');
  await expect(refused).toContainText(localeText(b.locales.hu, 'validation.file.typeNotAllowed', { type: 'exe' })!);
  // A real record.
  const name = `zarojelentes-${Date.now().toString(36)}.pdf`;
  await uploads.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(uploads.locator('[data-testid="care-upload"][data-status="stored"]')).toContainText(name);

  const form = page.getByTestId('care-request');
  await form.locator('#root_topic').fill(topic('térd'));
  await form.locator('#root_question').fill('Valóban szükség van a műtétre?');
  await form.locator('#root_consent').check();
  const created = page.waitForResponse((res) => res.url().endsWith('/api/care-items') && res.request().method() === 'POST');
  await form.locator('.portal-form button[type="submit"]').click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as CareItem;
  const card = page.locator(`[data-testid="care-item"][data-care-id="${id}"]`);
  await expect(card.getByTestId('care-documents')).toContainText(name);

  const operator = await operatorPage(browser);
  await operator.goto(urlOf(b, `/operator/care/${id}`));
  const item = operator.getByTestId('operator-item');
  await expect(item.getByTestId('care-documents')).toContainText(name);
  await operator.locator('[data-action="approve"]').click();
  await expect(item).toHaveAttribute('data-state', 'awaiting_booking');
  // A written opinion has no appointment: the console offers the answer, not a booking.
  await expect(operator.locator('[data-action="book"]')).toHaveCount(0);
  const opinion = 'A leletek alapján a műtét nem sürgős; előbb 8 hét gyógytorna javasolt.';
  await operator.getByTestId('operator-close').locator('textarea').fill(opinion);
  await operator.locator('[data-action="close"]').click();
  await expect(item).toHaveAttribute('data-state', 'finished');

  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'finished');
  await expect(card.getByTestId('care-answer')).toHaveText(opinion);
  await operator.context().close();
});

/**
 * The console's steps for an item awaiting approval, up to its written answer: approve, then for an
 * appointment book a time (by phone, four days ahead at 09:30) and record the visit; then close.
 */
async function throughTheConsole(operator: Page, id: number, written: boolean, answer: string): Promise<void> {
  await operator.goto(urlOf(b, `/operator/care/${id}`));
  const item = operator.getByTestId('operator-item');
  await expect(item).toHaveAttribute('data-state', 'awaiting_approval');
  await operator.locator('[data-action="approve"]').click();
  await expect(item).toHaveAttribute('data-state', 'awaiting_booking');
  if (!written) {
    const day = inDays(4).toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
    const book = operator.getByTestId('operator-book');
    await book.locator('input[type="datetime-local"]').fill(`${day}T09:30`);
    await book.locator('select').selectOption('phone');
    await book.locator('[data-action="book"]').click();
    await expect(item).toHaveAttribute('data-state', 'booked');
    await operator.locator('[data-action="markAppeared"]').click();
    await expect(item).toHaveAttribute('data-state', 'appeared');
  }
  await operator.getByTestId('operator-close').locator('textarea').fill(answer);
  await operator.locator('[data-action="close"]').click();
  await expect(item).toHaveAttribute('data-state', 'finished');
}

const consultation = { symptoms: 'Szeretnék tanácsot kérni.', channel: true };
const OTHER_KINDS = [
  { path: '/services/specialist-consultation', answers: { ...consultation, specialty: true }, written: false },
  { path: '/services/nutrition-consultation', answers: consultation, written: false },
  { path: '/services/psychology', answers: consultation, written: false },
  // Not on the demo product's list: the patient pays their price.
  { path: '/services/fitness-consultation', answers: consultation, written: false, coverage: 'paid' },
  { path: '/services/rights-consultation', answers: consultation, written: false, coverage: 'paid' },
  { path: '/services/wiwe-consultation', answers: consultation, written: false },
  { path: '/services/organize/care', answers: { ...consultation, city: 'Debrecen' }, written: false },
  { path: '/services/oncology-second-opinion', answers: { question: 'Milyen kezelés javasolt?', consent: true }, written: true },
];

for (const kind of OTHER_KINDS) {
  test(`${kind.path}: requested on its own page, moved through its states in the console, and the patient reads every step and the answer`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
    const id = await request(page, kind.path, { topic: topic(kind.path), ...kind.answers });
    await expect(page.getByTestId('care-price')).toHaveAttribute('data-coverage', kind.coverage ?? 'covered');
    const operator = await operatorPage(browser);
    const answer = `Válasz erre: ${kind.path}`;
    await throughTheConsole(operator, id, kind.written, answer);
    await operator.context().close();

    await page.reload();
    const card = page.locator(`[data-testid="care-item"][data-care-id="${id}"]`);
    await expect(card).toHaveAttribute('data-state', 'finished');
    await expect(card.getByTestId('care-answer')).toHaveText(answer);
    // The request and each of the operator's steps, in order.
    const steps = kind.written ? ['create', 'approve', 'close'] : ['create', 'approve', 'book', 'markAppeared', 'close'];
    const escaped = (label: string) => new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(card.getByTestId('care-history').locator('li')).toHaveText(steps.map((step) => escaped(text(b, 'hu', `care.event.${step}`))));
  });
}

for (const locale of LOCALES) {
  test(`${locale}: cancelling a consultation whose visit the operator has just recorded is refused with the catalogue's sentence`, async ({ page }) => {
    const patientApi = new BrandApi(page.request, b);
    await patientApi.login(PATIENT.email, PATIENT.password);
    const created = await patientApi.post<CareItem>('/api/care-items', { service: 'general-consultation', answers: { topic: topic(locale), symptoms: 'Torokfájás', channel: 'phone' } });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const api = await operatorApi(page);
    await act(api, id, 'approve');
    await act(api, id, 'book', { appointmentAt: inDays(2).toISOString(), channel: 'phone' });

    await new PortalPage(page, b).chooseLocaleCookie(locale);
    await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
    await page.goto(urlOf(b, '/services/consultation'));
    const card = page.locator(`[data-testid="care-item"][data-care-id="${id}"]`);
    await expect(card).toHaveAttribute('data-state', 'booked');
    // Meanwhile the operator records the visit.
    await act(api, id, 'markAppeared');
    await card.locator('[data-action="cancel"]').click();
    await page.getByTestId('care-confirm').click();
    await expect(page.getByTestId('care-outcome-error')).toHaveText(text(b, locale, 'errors.RS2009'));
    // The list is brought up to date: the visit is recorded and cancelling is no longer offered.
    await expect(card).toHaveAttribute('data-state', 'appeared');
    await expect(card.locator('[data-action="cancel"]')).toHaveCount(0);
  });
}

for (const locale of LOCALES) {
  test(`${locale}: a request the subscription does not cover is refused with the catalogue's sentence, and nothing typed is lost`, async ({ page }) => {
    await new PortalPage(page, b).chooseLocaleCookie(locale);
    // The demo subscriber whose family subscription has no psychology.
    await new LoginSteps(page, b).login(FAMILY.email, FAMILY.password);
    await page.goto(urlOf(b, '/services/psychology'));
    // The page says so before anything is typed.
    await expect(page.getByTestId('care-price')).toHaveAttribute('data-coverage', 'notCovered');
    await expect(page.getByTestId('care-price')).toContainText(text(b, locale, 'care.service.notCovered').split(':')[0]!);
    const form = page.getByTestId('care-request');
    const subject = topic(`psychology ${locale}`);
    await form.locator('#root_topic').fill(subject);
    await form.locator('#root_symptoms').fill('Nehezen alszom el.');
    await form.locator('#root_channel').selectOption({ index: 1 });
    await form.locator('.portal-form button[type="submit"]').click();
    // Said in the form's error summary, above the answers, which stay as typed.
    await expect(page.locator('main .error-summary')).toContainText(text(b, locale, 'errors.RM1006'));
    await expect(form.locator('#root_topic')).toHaveValue(subject);
  });
}
