/**
 * Issue 30 in the browser: while the server cannot reach its database it answers 503 #503. A
 * signed-in patient who reloads then is neither logged out nor sent to the login page: the page
 * says, in the patient's language, that the service is away for a moment, keeps the session, and
 * carries on by itself once the server answers again. (The server side of the 503 is tested
 * against real processes in tests/server/process/faults.test.ts; here the browser meets it.)
 */
import { expect, test } from '../support/test';
import { logIn } from '../pages/videoPages';
import { urlOf } from '../pages/PortalPage';
import { brand, text } from '../support/brands';

const PATIENT = { email: 'patient@demo.test', password: 'Demo-Patient-1' };

for (const locale of ['hu', 'en'] as const) {
  test(`a reload while the database is away keeps the session and says why (${locale})`, async ({ page, context }) => {
    const b = brand('default');
    await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ consent: false, enabled: [] })), url: urlOf(b, '/') }, { name: 'locale', value: locale, url: urlOf(b, '/') }]);
    await logIn(page, b, PATIENT);
    await page.goto(urlOf(b, '/care'));
    const heading = page.locator('main h1');
    await expect(heading).toHaveText(text(b, locale, 'routes.myCare'));

    // The database goes away: the session's refresh answers as the server then does.
    const message = text(b, locale, 'errors.#503');
    let refusals = 0;
    await page.route('**/api/token/refresh', async (route) => {
      refusals += 1;
      await route.fulfill({ status: 503, headers: { 'Retry-After': '5', 'Content-Type': 'application/json' }, body: JSON.stringify({ code: '#503', message, requestId: '' }) });
    });
    await page.reload();
    await expect(page.getByTestId('global-notice')).toContainText(message);
    expect(page.url()).toBe(urlOf(b, '/care'));
    expect(refusals).toBe(1);

    // It is back: the page asks again by itself and the patient is where they were.
    await page.unroute('**/api/token/refresh');
    await expect(heading).toHaveText(text(b, locale, 'routes.myCare'), { timeout: 15_000 });
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page.getByTestId('global-notice')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/care');
  });
}
