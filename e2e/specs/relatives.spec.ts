/**
 * Relatives (service type 23, hasRelatives), acceptance on the default brand with the demo patient:
 * - the seeded relatives show; the patient adds one, changes it and removes it (the removal asked
 *   first, by keyboard: the safe choice focused, Escape gives the focus back), each outcome
 *   announced, the list and the server agreeing; the edit form and the dialog have no serious or
 *   critical axe violation (the page itself is scanned by accessibilityLoggedIn.spec.ts);
 * - a birth date in the future is refused beside the field with the translated message, in hu, en
 *   and ro, nothing is sent and what was typed stays; the page in that state has no serious or
 *   critical axe violation in each language;
 * - in each language, an appointment is booked for a relative chosen in the booking form ("Who is
 *   this for?"), and the appointments list says for whom; the form has no serious or critical
 *   axe violation.
 * The demo patient is shared with parallel specs: each run adds relatives under names of its own
 * and removes what it added.
 */
import { fieldNameForms } from '../../renderer/domain/format/withArticle';
import { localeText } from '../../server/config/localeText';
import { axeFindings } from '../support/axe';
import { AppointmentsPage, BrandApi, LoginSteps, PATIENT } from '../pages/appointmentsPages';
import { LOCALES, PortalPage, urlOf, type Locale } from '../pages/PortalPage';
import { RelativesPage } from '../pages/relativesPages';
import { expectMemorableDate } from '../pages/memorableDate';
import { brand, text } from '../support/brands';
import { expect, test } from '../support/test';

const b = brand('default');

interface Relative {
  id: number;
  name: string;
  birthDate: string;
  relation: string;
}

/** A name no other run uses. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The validation message as the form shows it: the field named with its article where the language has one. */
function birthDateMessage(locale: Locale): string {
  const label = text(b, locale, 'fields.birthDate');
  return localeText(b.locales[locale], 'validation.birthDate', { ...fieldNameForms(label, locale) })!;
}

async function ownRelatives(api: BrandApi): Promise<Relative[]> {
  return (await api.get<{ relatives: Relative[] }>('/api/relatives')).relatives;
}

test('the demo patient adds a relative, changes the details and removes the relative', async ({ page }) => {
  const api = new BrandApi(page.request, b);
  await api.login(PATIENT.email, PATIENT.password);
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  const relatives = new RelativesPage(page, b);
  await relatives.open();
  await expect(page.locator('h1')).toHaveText(text(b, 'hu', 'routes.servicesRelatives'));
  // The seeded ones.
  await expect(relatives.card('Minta Anna').getByTestId('relative-relation')).toHaveText(text(b, 'hu', 'relatives.relation.spouse'));
  await expect(relatives.card('Minta Anna').getByTestId('relative-birth-date')).toHaveText('1982.09.14');
  await expect(relatives.card('Minta Bence')).toBeVisible();

  // Add.
  const name = unique('E2E Kiss Emma');
  await relatives.fill(relatives.addForm, { name: `  ${name} `, birthDate: '2018-04-09', relation: text(b, 'hu', 'relatives.relation.child') });
  await relatives.submit(relatives.addForm);
  await expect(relatives.success).toHaveText(localeText(b.locales.hu, 'relatives.outcome.added', { name })!);
  await expect(relatives.success).toBeFocused();
  const card = relatives.card(name);
  await expect(card.getByTestId('relative-birth-date')).toHaveText('2018.04.09');
  await expect(card.getByTestId('relative-relation')).toHaveText(text(b, 'hu', 'relatives.relation.child'));
  await expect(relatives.addForm.locator('#root_name')).toHaveValue('');
  const added = (await ownRelatives(api)).find((r) => r.name === name);
  expect(added).toMatchObject({ birthDate: '2018-04-09', relation: 'child' });

  // Change.
  const renamed = `${name} Mária`;
  const form = await relatives.edit(name);
  await expectMemorableDate(form, 'root_birthDate', '2018-04-09');
  expect(await axeFindings(page, 'the edit form', 'main')).toEqual([]);
  await relatives.fill(form, { name: renamed, birthDate: '2018-04-10', relation: text(b, 'hu', 'relatives.relation.grandchild') });
  await relatives.submit(form);
  await expect(relatives.success).toHaveText(localeText(b.locales.hu, 'relatives.outcome.saved', { name: renamed })!);
  const changed = relatives.card(renamed);
  await expect(changed.getByTestId('relative-relation')).toHaveText(text(b, 'hu', 'relatives.relation.grandchild'));
  await expect(changed.getByTestId('relative-birth-date')).toHaveText('2018.04.10');
  expect((await ownRelatives(api)).find((r) => r.id === added!.id)).toMatchObject({ name: renamed, birthDate: '2018-04-10', relation: 'grandchild' });

  // Remove, by keyboard: asked first, the safe choice focused, Escape keeps the relative.
  const remove = changed.getByTestId('relative-remove');
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(relatives.dialog).toBeVisible();
  await expect(relatives.dialog.getByTestId('confirm-keep')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(relatives.dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(relatives.dialog).toContainText(renamed);
  expect(await axeFindings(page, 'the removal dialog', '.modal')).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(relatives.dialog.getByTestId('relative-remove-confirm')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(relatives.success).toHaveText(localeText(b.locales.hu, 'relatives.outcome.removed', { name: renamed })!);
  await expect(relatives.success).toBeFocused();
  await expect(relatives.card(renamed)).toHaveCount(0);
  expect((await ownRelatives(api)).some((r) => r.id === added!.id)).toBe(false);
});

for (const locale of LOCALES) {
  test(`${locale}: a birth date in the future is refused with the translated message, and what was typed stays`, async ({ page }) => {
    await new PortalPage(page, b).chooseLocaleCookie(locale);
    await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
    const relatives = new RelativesPage(page, b);
    await relatives.open();
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/relatives')) posts.push(req.url());
    });
    const name = unique(`E2E Jövő ${locale}`);
    const relation = text(b, locale, 'relatives.relation.sibling');
    await relatives.fill(relatives.addForm, { name, birthDate: '2999-01-01', relation });
    await relatives.submit(relatives.addForm);
    await expect(relatives.addForm.locator('#root_birthDate__error')).toHaveText(birthDateMessage(locale));
    await expect(relatives.addForm.locator('#root_birthDate')).toHaveAttribute('aria-invalid', 'true');
    await expect(relatives.addForm.locator('.error-summary')).toBeFocused();
    await expect(relatives.addForm.locator('#root_name')).toHaveValue(name);
    await expectMemorableDate(relatives.addForm, 'root_birthDate', '2999-01-01');
    await expect(relatives.addForm.locator('#root_relation option:checked')).toHaveText(relation);
    expect(posts).toEqual([]);
    await expect(relatives.card(name)).toHaveCount(0);
    // The page in this language, with the list and the form's error state.
    expect(await axeFindings(page, `/services/relatives with a refused birth date (${locale})`, 'main')).toEqual([]);
  });
}

test('hu, 390 px: a birth date is asked year, month, day; a day that cannot be is kept as typed, refused, and its box marked', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new PortalPage(page, b).chooseLocaleCookie('hu');
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  const relatives = new RelativesPage(page, b);
  await relatives.open();
  const group = relatives.addForm.getByRole('group', { name: text(b, 'hu', 'fields.birthDate') });
  const boxes = group.getByRole('textbox');
  await expect(boxes).toHaveCount(3);
  expect(await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent))).toEqual(['Év', 'Hónap', 'Nap']);
  await expect(boxes.first()).toHaveAttribute('inputmode', 'numeric');
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/relatives')) posts.push(req.url());
  });
  await relatives.fill(relatives.addForm, { name: unique('E2E Február'), birthDate: '1990-2-31', relation: text(b, 'hu', 'relatives.relation.sibling') });
  await relatives.submit(relatives.addForm);
  await expect(relatives.addForm.locator('#root_birthDate__error')).toHaveText(birthDateMessage('hu'));
  await expect(relatives.addForm.locator('input[name="root_birthDate-day"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(relatives.addForm.locator('input[name="root_birthDate-year"]')).not.toHaveAttribute('aria-invalid', 'true');
  await expectMemorableDate(relatives.addForm, 'root_birthDate', '1990-2-31');
  expect(posts).toEqual([]);
  // No sideways scrolling at phone width with the three boxes.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await group.screenshot({ path: testInfo.outputPath('birth-date-390.png') });
  expect(await axeFindings(page, '/services/relatives with a day that cannot be (hu, 390 px)', 'main')).toEqual([]);
});

interface FreeSlot { id: number; start: string; subfunctionId: number; customerBookable: boolean }

/** Online-bookable slots from two days ahead, the last of each clinic's listed ones (other specs take the first). */
async function freeSlots(api: BrandApi): Promise<FreeSlot[]> {
  const week = new Date(Date.now() + 9 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
  const answer = await api.get<{ rows: { slots: FreeSlot[] }[] }>(`/api/search/providers?week=${week}`);
  return answer.rows.flatMap((r) => r.slots.filter((s) => s.customerBookable).slice(-1));
}

for (const locale of LOCALES) {
  test(`${locale}: an appointment booked for a relative says for whom in the appointments list`, async ({ page }) => {
    test.setTimeout(90_000);
    const api = new BrandApi(page.request, b);
    await api.login(PATIENT.email, PATIENT.password);
    const name = unique(`E2E Foglalt ${locale}`);
    const added = await api.post<Relative>('/api/relatives', { name, birthDate: '2012-05-05', relation: 'child' });
    expect(added.status).toBe(201);
    await new PortalPage(page, b).chooseLocaleCookie(locale);
    await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);

    let reservationId: number | undefined;
    for (const slot of await freeSlots(api)) {
      await page.goto(urlOf(b, `/services/provider-search/reservation?slotId=${slot.id}&subfunctionId=${slot.subfunctionId}`));
      const form = page.getByTestId('booking-form');
      const problem = page.locator('[data-testid="reservation-problem"], [data-testid="reservation-invalid"]');
      await expect(form.or(problem).first()).toBeVisible();
      if (!(await form.isVisible())) continue;
      const forWhom = form.getByRole('group', { name: text(b, locale, 'relatives.forWhom.legend') });
      await expect(forWhom.getByRole('radio', { name: text(b, locale, 'relatives.forWhom.myself') })).toBeChecked();
      await forWhom.getByRole('radio', { name }).check();
      const failures = await axeFindings(page, `booking form for a relative (${locale})`, 'main');
      expect(failures, failures.join('\n')).toEqual([]);
      await form.locator('textarea#root_patientComment').fill('E2E: for a relative');
      const answer = page.waitForResponse((res) => res.url().endsWith('/api/reservations') && res.request().method() === 'POST');
      await form.locator('button[type="submit"]').click();
      const res = await answer;
      if (res.status() !== 201) continue; // taken meanwhile by a parallel spec
      reservationId = ((await res.json()) as { id: number }).id;
      break;
    }
    expect(reservationId, 'a free slot to book').toBeDefined();
    await expect(page.getByTestId('reservation-finished')).toBeVisible();

    const appointments = new AppointmentsPage(page, b);
    await appointments.open();
    const card = appointments.card(appointments.upcoming, reservationId!);
    await expect(card.getByTestId('for-whom-name')).toHaveText(name);
    await expect(card.locator('dt').first()).toHaveText(text(b, locale, 'ui.forWhomTerm'));

    expect((await api.cancel(reservationId!)).status).toBe(200);
    expect(await api.delete(`/api/relatives/${added.body.id}`)).toBeLessThan(300);
  });
}
