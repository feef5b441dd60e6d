/**
 * Issue 33, item 3: a brand that opens in Hungarian, and a visitor who switches to Romanian (then
 * English) on the provider search. The week field follows the language (2026.11.23 becomes
 * 23.11.2026, then 23/11/2026) and the search goes through without the date being typed again.
 * The seven days it searches start today in Budapest (spec section 4: a weekend search still
 * shows the week ahead), and the Hungarian label says so ("a hétnapos időszak első napja", not
 * "the first day of the week", which read wrong beside a Friday). The expected day comes from Intl
 * with Budapest's zone, not from the portal's code.
 */
import { urlOf } from '../pages/PortalPage';
import { brand, text } from '../support/brands';
import { expect, test, type Page } from '../support/test';

const b = brand('aipderm');

/** Today on the Budapest calendar, as YYYY-MM-DD. */
function budapestToday(now = Date.now()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(now)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const shown = (day: string, locale: 'hu' | 'en' | 'ro'): string => {
  const [y, m, d] = day.split('-');
  return { hu: `${y}.${m}.${d}`, en: `${d}/${m}/${y}`, ro: `${d}.${m}.${y}` }[locale];
};

/** Ticks a filter and searches; resolves with the week the search asked the API for. */
async function searchWith(page: Page, filter: 'speaksEnglish' | 'discountOnly'): Promise<string | null> {
  await page.locator(`input[name="${filter}"]`).check();
  const answer = page.waitForResponse((r) => r.url().includes('/api/search/') && new URL(r.url()).searchParams.get(filter) === '1');
  await page.getByTestId('search-submit').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect.poll(() => new URL(page.url()).searchParams.get(filter)).toBe('1');
  return new URL(response.url()).searchParams.get('week');
}

test('after a switch from Hungarian to Romanian and English the week field follows, and the search goes through', async ({ page }) => {
  const today = budapestToday();
  await page.goto(urlOf(b, '/'));
  const week = page.locator('input[name="week"]');
  // The seven days start today, and the label says so.
  await expect(week).toHaveValue(shown(today, 'hu'));
  await expect(week).toHaveAccessibleName(new RegExp(`^${text(b, 'hu', 'ui.providerSearch.week')}`));

  await page.locator('.language-switcher__button[lang="ro"]').click();
  await expect(page.getByTestId('search-submit')).toHaveText(text(b, 'ro', 'ui.providerSearch.submit'));
  await expect(week).toHaveValue(shown(today, 'ro'));
  await expect(week).not.toHaveAttribute('aria-invalid', 'true');
  expect(await searchWith(page, 'speaksEnglish')).toBe(today);

  await page.locator('.language-switcher__button[lang="en"]').click();
  await expect(page.getByTestId('search-submit')).toHaveText(text(b, 'en', 'ui.providerSearch.submit'));
  await expect(week).toHaveValue(shown(today, 'en'));
  expect(await searchWith(page, 'discountOnly')).toBe(today);
});
