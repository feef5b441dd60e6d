/**
 * Issue 34 in the browser, "Who accessed my data": the demo operator opens one of the demo
 * patient's care requests (through the API, as the console does); the patient reaches the page
 * from the settings page and finds that read with the operator's name, role and what was read
 * (the care request named by its service),
 * in Hungarian, English and Romanian; axe finds nothing serious on it.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEFAULT_HOST, E2E_ORIGIN_PORT } from '../pages/accountsPages';
import { urlOf } from '../pages/PortalPage';
import { logIn, PATIENT, STAFF } from '../pages/phonePages';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';

const b = brand('default');
const LOCALES = ['hu', 'en', 'ro'] as const;

/** The operator's console, as its API: the queue, then one of the demo patient's items opened. */
async function operatorOpensPatientsItem(request: APIRequestContext): Promise<string> {
  const api = (path: string) => `http://localhost:${E2E_ORIGIN_PORT}${path}`;
  const headers = { Host: `${DEFAULT_HOST}:${E2E_ORIGIN_PORT}` };
  const login = await request.post(api('/api/login'), { headers, data: { username: STAFF.operator.email, password: STAFF.operator.password } });
  expect(login.status()).toBe(200);
  const auth = { ...headers, Authorization: `Bearer ${(await login.json()).token as string}` };
  const queue = (await (await request.get(api('/api/operator/care-items?state=awaiting_approval'), { headers: auth })).json()) as { items: { id: number; service: string; specialty: string | null; patient: { email: string } }[] };
  const item = queue.items.find((i) => i.patient.email === PATIENT.email);
  expect(item, 'the demo patient has a care request awaiting approval').toBeDefined();
  expect((await request.get(api(`/api/operator/care-items/${item!.id}`), { headers: auth })).status()).toBe(200);
  return item!.specialty ?? item!.service;
}

for (const locale of LOCALES) {
  test(`${locale}: the patient finds the operator's read of a care request on "Who accessed my data"`, async ({ page, request }) => {
    const service = await operatorOpensPatientsItem(request);
    await page.context().addCookies([{ name: 'locale', value: locale, url: urlOf(b, '/') }]);
    await logIn(page, b, PATIENT);
    await page.goto(urlOf(b, '/profile'));
    await page.getByTestId('settings-data-access').click();
    await expect(page).toHaveURL(/\/profile\/data-access$/);
    await expect(page.locator('main h1')).toHaveText(text(b, locale, 'routes.dataAccess'));
    const serviceName = text(b, locale, `care.serviceNames.${service}`);
    const read = page.locator('[data-testid="data-access-entry"][data-role="operator"][data-action="read"][data-subject="care_item"]').filter({ hasText: serviceName }).first();
    await expect(page.getByTestId('data-access-list').first()).toBeVisible();
    // A read repeated within the hour is written once: while other specs act on the demo patient's
    // care requests, that entry may be older than the newest 50, so look further as a patient would.
    for (let page_ = 0; page_ < 20 && (await read.count()) === 0; page_ += 1) {
      const more = page.getByTestId('data-access-more');
      if ((await more.count()) === 0) break;
      const lists = await page.getByTestId('data-access-list').count();
      await more.click();
      await expect(page.getByTestId('data-access-list')).toHaveCount(lists + 1);
    }
    await expect(read).toContainText('Operátor Olga');
    await expect(read).toContainText(text(b, locale, 'account.dataAccess.role.operator'));
    await expect(read).toContainText(text(b, locale, 'account.dataAccess.read.care_item'));
    await expect(read.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByText(text(b, locale, 'account.dataAccess.note'))).toBeVisible();
    expect(await axeFindings(page, `${locale}: who accessed my data`, 'main')).toEqual([]);
  });
}
