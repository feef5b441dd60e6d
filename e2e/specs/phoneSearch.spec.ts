/**
 * Issue 33, "on a phone": the provider search at 390×844 shows the name field and folds the other
 * filters behind "Filters (n active)", so after Search the first result starts on the screen; a
 * search made with the filters open folds them again; the doctors/clinics toggle shows which list
 * is chosen, to the eye and to a screen reader. At 1280 px every filter stays in view. On a brand
 * with a public calendar (insurer, anonymous) and on one without (default, the demo patient).
 */
import { expect, test, type Page } from '../support/test';
import { urlOf } from '../pages/PortalPage';
import { DESKTOP, logIn, PATIENT, PHONE, PhoneSearch } from '../pages/phonePages';
import { brand, text } from '../support/brands';

/** At least this much of the first result is on the screen: its name and the top of its details. */
const VISIBLE_PART = 60;

async function expectFirstRowOnScreen(search: PhoneSearch, when: string): Promise<void> {
  // The page scrolls the results into view once they are drawn: the row's place once it settles
  // (while the new list replaces the old one the row has no box yet).
  const top = async () => (await search.rows.first().boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  await expect.poll(top, { message: `${when}: the first result starts on the first screen` }).toBeLessThan(PHONE.height - VISIBLE_PART);
  expect(await top(), `${when}: the first result starts below the top of the screen`).toBeGreaterThanOrEqual(0);
}

/** A word that names the first row's doctor or clinic: a search by it finds at least that row. */
async function nameWord(search: PhoneSearch): Promise<string> {
  const name = ((await search.rows.first().locator('h3').textContent()) ?? '').trim();
  return name.split(/\s+/).find((word) => word.length > 3 && !word.endsWith('.')) ?? name;
}

async function open(page: Page, id: string, withPatient: boolean): Promise<{ search: PhoneSearch; path: string }> {
  const b = brand(id);
  if (withPatient) await logIn(page, b, PATIENT);
  else await page.context().addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ consent: false, enabled: [] })), url: urlOf(b, '/') }]);
  const path = b.brand.rules.providerSearchPath;
  await page.goto(urlOf(b, path));
  const search = new PhoneSearch(page);
  await expect(search.rows.first()).toBeVisible();
  return { search, path };
}

for (const { id, withPatient } of [
  { id: 'insurer', withPatient: false },
  { id: 'default', withPatient: true },
]) {
  test(`${id}: on a phone the filters are folded and the first result is on the screen after Search`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const b = brand(id);
    const { search } = await open(page, id, withPatient);
    const nameField = page.locator(`input[name="${b.brand.rules.providerSearchListType === 'providers' ? 'providerName' : 'doctorName'}"]`);

    // Folded: the name field and the button that unfolds the rest, which says how many are set.
    await expect(search.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(search.toggle).toHaveText(new RegExp(`^${text(b, b.brand.defaultLocale, 'ui.providerSearch.filters')}`));
    await expect(search.service).toBeHidden();
    await expect(nameField).toBeVisible();

    // Search by a name: the first result on the first screen.
    await nameField.fill(await nameWord(search));
    await search.search();
    await expectFirstRowOnScreen(search, 'after Search');

    // With the filters open the form is longer than the screen; a search folds them again.
    await search.toggle.click();
    await expect(search.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(search.service).toBeVisible();
    await page.locator('input[name="speaksEnglish"]').check();
    await page.locator('input[name="speaksEnglish"]').uncheck();
    await nameField.fill('');
    await search.search();
    await expect(search.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(search.service).toBeHidden();
    await expectFirstRowOnScreen(search, 'after Search with the filters open');
    // The button keeps the focus, where the person is working (UX.md).
    await expect(search.submit).toBeFocused();
  });
}

test('the doctors/clinics toggle shows the chosen list by its pressed state, its look and a tick', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { search } = await open(page, 'insurer', false);
  const look = (type: 'doctors' | 'providers') =>
    search.listButton(type).evaluate((button) => {
      const style = getComputedStyle(button);
      return `${style.backgroundColor} ${style.color}`;
    });
  const chosen = async (type: 'doctors' | 'providers', other: 'doctors' | 'providers') => {
    await expect(search.listButton(type)).toHaveAttribute('aria-pressed', 'true');
    await expect(search.listButton(other)).toHaveAttribute('aria-pressed', 'false');
    await expect(search.listButton(type).locator('.provider-search__tab-mark')).toHaveText('✓');
    await expect(search.listButton(other).locator('.provider-search__tab-mark')).toHaveCount(0);
    expect(await look(type), 'the chosen list looks different from the other').not.toBe(await look(other));
  };
  const start = (await search.listButton('doctors').getAttribute('aria-pressed')) === 'true' ? 'doctors' : 'providers';
  const other = start === 'doctors' ? 'providers' : 'doctors';
  await chosen(start, other);
  await search.listButton(other).click();
  await chosen(other, start);
});

test('at 1280 px every filter stays in view, with no button to unfold them', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const { search } = await open(page, 'insurer', false);
  await expect(search.toggle).toBeHidden();
  for (const name of ['subfunction', 'location', 'providerName', 'doctorName', 'week', 'speaksEnglish', 'discountOnly']) {
    await expect(page.locator(`[name="${name}"]`).first()).toBeVisible();
  }
  await expect(search.rows.first()).toBeVisible();
});
