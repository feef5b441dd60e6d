/**
 * Issue 33, the form fields as a patient sees them on a 390 px phone, on the default brand with
 * the demo patient:
 * - the pre-authorisation wizard's fields (drawn in a dialog, outside <main>) have the portal's
 *   form look: at least 44 px tall (UX.md's target size) with text of at least 16 px, below which
 *   a phone zooms into the field;
 * - its clinic is a combobox: typing part of a name or a town lists the matching clinics, a text
 *   nothing matches says so, and picking one puts it in the box and in the review;
 * - on the consultation request the select says "Choose…" while nothing is chosen, the long
 *   example of "suitable times" is a hint under the box rather than a cut-off placeholder, and each
 *   "Who is this for?" radio button is centred on its text, its row a 44 px target.
 */
import type { Locator } from '@playwright/test';
import { BrandApi, LoginSteps, PATIENT } from '../pages/appointmentsPages';
import { urlOf } from '../pages/PortalPage';
import { PreauthorizationPage } from '../pages/preauthorizationPages';
import { brand, text } from '../support/brands';
import { expect, test, type Page } from '../support/test';

const b = brand('default');
const PHONE = { width: 390, height: 844 };

interface MapProvider {
  id: number;
  name: string;
  city: string;
}

/** The box's rendered height and its text's size, in CSS pixels. */
const sizeOf = (field: Locator) => field.evaluate((el) => ({ height: el.getBoundingClientRect().height, fontSize: parseFloat(getComputedStyle(el).fontSize) }));

/** Logs in (the user menu is checked at a desktop width, where it shows), then turns the page into a phone. */
async function loggedInOnPhone(page: Page): Promise<void> {
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  await page.setViewportSize(PHONE);
}

test('the wizard\'s fields have the portal\'s size on a phone, and its clinic is found by typing part of a name or a town', async ({ page }) => {
  test.setTimeout(120_000);
  const api = new BrandApi(page.request, b);
  await api.login(PATIENT.email, PATIENT.password);
  const providers = (await api.get<{ providers: MapProvider[] }>('/api/map/providers')).providers;
  // A clinic whose name has a word long enough to type part of.
  const chosen = providers.find((p) => p.city && /\p{L}{6,}/u.test(p.name)) ?? providers[0]!;
  const part = /\p{L}{6,}/u.exec(chosen.name)![0].slice(1, 5);
  const label = `${chosen.name} (${chosen.city})`;

  await loggedInOnPhone(page);
  const wizard = new PreauthorizationPage(page, b);
  await wizard.open();
  await wizard.opener.click();
  await wizard.at('medicalRecommendation');
  for (const name of ['issuedBy', 'issuedOn']) {
    const { height, fontSize } = await sizeOf(wizard.field(name));
    expect(height, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(fontSize, `${name} text size`).toBeGreaterThanOrEqual(16);
  }
  for (const step of ['medicalRecommendation', 'historyQuestions', 'appointment', 'appointmentAndExamination', 'requestedCare', 'personalData'] as const) {
    await wizard.fill(step);
    await wizard.next.click();
  }
  await wizard.at('bookAppointment');
  const box = wizard.field('providerId');
  await expect(box).toHaveRole('combobox');
  await expect(box).toBeEnabled();
  for (const name of ['providerId', 'callMe']) {
    const { height, fontSize } = await sizeOf(wizard.field(name));
    expect(height, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(fontSize, `${name} text size`).toBeGreaterThanOrEqual(16);
  }

  // Part of a name: every clinic listed has it in its name or town, the one we want among them.
  const options = wizard.providerOptions();
  await box.pressSequentially(part);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(options.filter({ hasText: chosen.name }).first()).toBeVisible();
  const listed = await options.allTextContents();
  expect(listed.length).toBeLessThan(providers.length);
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (const option of listed) expect(fold(option)).toContain(fold(part));
  const optionSize = await options.first().evaluate((el) => el.getBoundingClientRect().height);
  expect(optionSize, 'an option\'s height').toBeGreaterThanOrEqual(44);

  // A text no clinic has: said so, in the page's language.
  await box.fill('qxzqxz');
  await expect(wizard.wizard.getByTestId('combobox-empty')).toHaveText(text(b, 'hu', 'care.providerSelect.noMatch'));
  await expect(wizard.wizard.getByRole('status').filter({ hasText: text(b, 'hu', 'care.providerSelect.noMatch') })).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // The town finds it too; Down and Enter pick it from the keyboard.
  await box.fill(`${chosen.city} ${part}`);
  const target = wizard.wizard.getByRole('option', { name: label, exact: true });
  await expect(target).toBeVisible();
  const index = (await options.allTextContents()).indexOf(label);
  for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
  await expect(target).toHaveClass(/combobox__option--active/);
  await box.press('Enter');
  await expect(box).toHaveValue(label);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(wizard.dialog).toBeVisible();

  await wizard.field('callMe').selectOption({ index: 1 });
  await wizard.next.click();
  await wizard.fill('bookByPhone');
  await wizard.next.click();
  await wizard.fill('specialistStatement');
  await wizard.next.click();
  await wizard.at('review');
  await expect(page.getByTestId('wizard-review').locator('section[data-step="bookAppointment"]')).toContainText(chosen.name);
  await wizard.cancel.click();
  await page.getByTestId('wizard-discard').click();
  await expect(wizard.dialog).toBeHidden();
});

test('the consultation request on a phone: the select says what to do, the long example fits, the radio buttons sit on their text', async ({ page }) => {
  await loggedInOnPhone(page);
  await page.goto(urlOf(b, '/services/consultation'));
  const form = page.getByTestId('care-request');
  await expect(form).toBeVisible();

  const channel = form.locator('#root_channel');
  await expect(channel).toHaveValue('');
  await expect(channel.locator('option').first()).toHaveText(text(b, 'hu', 'ui.form.choose'));
  const { height, fontSize } = await sizeOf(channel);
  expect(height).toBeGreaterThanOrEqual(44);
  expect(fontSize).toBeGreaterThanOrEqual(16);

  // No placeholder is wider than its box; the long example is a hint the box names.
  const cutOff = await form.locator('input[placeholder]').evaluateAll((inputs) =>
    (inputs as HTMLInputElement[]).flatMap((input) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width > room ? [input.id] : [];
    }),
  );
  expect(cutOff).toEqual([]);
  const hint = form.locator('#root_preferredTimes__placeholder');
  await expect(hint).toHaveText(text(b, 'hu', 'care.form.preferredTimesHint'));
  await expect(form.locator('#root_preferredTimes')).toHaveAttribute('aria-describedby', /root_preferredTimes__placeholder/);

  // "Who is this for?": the demo patient has two relatives, so three radio buttons.
  const rows = form.getByTestId('for-whom').locator('label');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    const geometry = await row.evaluate((label) => {
      const centre = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.top + r.height / 2;
      };
      return { radio: centre(label.querySelector('input')!), text: centre(label.querySelector('span')!), row: label.getBoundingClientRect().height };
    });
    expect(Math.abs(geometry.radio - geometry.text), 'radio centred on its text').toBeLessThanOrEqual(3);
    expect(geometry.row, 'row height').toBeGreaterThanOrEqual(44);
  }
});
