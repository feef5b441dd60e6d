/**
 * Issue 5, acceptance 1 (search part): on two brands with a public calendar — aipderm at '/' and
 * insurer at its provider-search path — an anonymous visitor searches: the query string follows
 * the filters, the back button does not step through each filter change (they replace the entry,
 * so history.length stays put), results appear with the slot display, and the lazy map draws a
 * canvas and lists one marker link per provider row.
 */
import { expect, test, type Page } from '../support/test';
import { urlOf } from '../pages/PortalPage';
import { brand, text } from '../support/brands';

const CASES = [
  { id: 'aipderm', path: '/' },
  { id: 'insurer', path: brand('insurer').brand.rules.providerSearchPath },
] as const;

const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const query = (page: Page) => new URL(page.url()).searchParams;

for (const { id, path } of CASES) {
  test(`${id}: provider search at ${path} keeps its state in the query string, by replace, and maps the results`, async ({ page }) => {
    const b = brand(id);
    const route = b.routes.routes[path]!;
    expect(route.screen).toBe('provider-search');

    // An earlier page of the same site, so "back" has somewhere to go.
    await page.goto(urlOf(b, '/404'));
    await page.goto(urlOf(b, path));
    await expect(page.locator('h1')).toHaveText(text(b, b.brand.defaultLocale, route.title));
    const rows = page.getByTestId('search-row');
    // Rows of the clinics' answer: the doctors' rows may stay on screen for a moment after the switch.
    const clinicRows = page.locator('[data-testid="search-row"][data-list-type="providers"]');
    await expect(rows.first()).toBeVisible();
    const entries = await historyLength(page);

    // The providers tab: a new search from page 1, written into the query by replace.
    await page.locator('button[data-list-type="providers"]').click();
    if (b.brand.rules.providerSearchListType !== 'providers') await expect.poll(() => query(page).get('listType')).toBe('providers');
    await expect(page.locator('button[data-list-type="providers"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(clinicRows.first()).toBeVisible();
    // Every row shows the slot display of spec §2: a nearest date or the no-free-slot message, and the seven-day count.
    await expect(clinicRows.first().locator('[data-testid="nearest-date"], [data-testid="no-free-slot"]')).toHaveCount(1);
    await expect(clinicRows.first().getByTestId('seven-days')).toBeVisible();
    await expect(clinicRows.first().locator('h3 a')).toHaveAttribute('href', /^\/providers\/\d+$/);

    // A search by a filter: a word of the first clinic's name. The rows shown are the API's answer
    // to the filtered search (the unfiltered page may be named by the word as well, so its rows,
    // still on screen for a moment, must not pass for the answer).
    const word = ((await clinicRows.first().locator('h3').textContent()) ?? '').trim().split(/\s+/)[0]!;
    await page.locator('input[name="providerName"]').fill(word);
    const answer = page.waitForResponse((response) => response.url().includes('/api/search/providers') && new URL(response.url()).searchParams.get('providerName') === word);
    await page.locator('form[role="search"] button[type="submit"]').click();
    const names = ((await (await answer).json()) as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.toLocaleLowerCase('hu').includes(word.toLocaleLowerCase('hu')))).toBe(true);
    await expect.poll(() => query(page).get('providerName')).toBe(word);
    await expect(clinicRows.locator('h3')).toHaveText(names);

    // A second filter on top: speaks English. The name filter stays.
    await page.locator('input[name="speaksEnglish"]').check();
    await page.locator('form[role="search"] button[type="submit"]').click();
    await expect.poll(() => query(page).get('speaksEnglish')).toBe('1');
    expect(query(page).get('providerName')).toBe(word);
    await expect(page.locator('[data-testid="search-row"], [data-testid="results-empty"]').first()).toBeVisible();

    // Back to the providers named by the word, for the map.
    await page.locator('input[name="speaksEnglish"]').uncheck();
    await page.locator('form[role="search"] button[type="submit"]').click();
    await expect.poll(() => query(page).get('speaksEnglish')).toBeNull();
    await expect(clinicRows.locator('h3')).toHaveText(names);

    // The map: a canvas, and one accessible marker link per provider row, to its page.
    await expect(page.locator('.provider-map canvas').first()).toBeAttached();
    const markers = page.locator('.provider-map ul a');
    await expect(markers).toHaveCount(names.length);
    // Retried: the rows of the previous filter may have had the same count for a moment.
    await expect.poll(async () => (await markers.allTextContents()).sort()).toEqual([...names].map((n) => n.trim()).sort());
    await expect(markers.first()).toHaveAttribute('href', /^\/providers\/\d+$/);

    // Every change replaced the entry: nothing to step back through.
    expect(await historyLength(page)).toBe(entries);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
  });
}

/*
 * Issue 11, "search that informs", in English on insurer: names of services and places are
 * English, doctor rows say specialty, clinic, town and fee, slots of a clinic name their doctor
 * and service, a result set is announced, focus stays on the search button, and an empty result
 * offers "clear filters" that clears them.
 */
test('insurer in English: doctor rows inform, slots are told apart, results are announced, and clear filters clears', async ({ page }) => {
  const b = brand('insurer');
  const path = b.brand.rules.providerSearchPath;
  await page.context().addCookies([{ name: 'locale', value: 'en', url: urlOf(b, '/') }]);
  await page.goto(urlOf(b, `${path}?listType=doctors`));
  const en = (key: string) => text(b, 'en', key);

  // Translated reference data: the service filter is grouped by specialty, places by country – county.
  await expect(page.locator('select[name="subfunction"] optgroup[label="Cardiology"] option').first()).toHaveText('Cardiology examination');
  await expect(page.locator('select[name="location"] optgroup[label="Hungary – Pest County"]')).toHaveCount(1);
  await expect(page.locator('select[name="location"] optgroup[label="Romania – Cluj County"] option', { hasText: 'Cluj-Napoca' })).toHaveCount(1);
  // The filter box narrows the list.
  await page.locator('[data-filter-for="subfunction"] input[type="search"]').fill('echocardio');
  await expect(page.locator('select[name="subfunction"] option:not([value=""])')).toHaveText(['Echocardiography']);

  // Doctor rows: specialty, clinic and town, fee; the name links to the doctor's page.
  const doctorRows = page.locator('[data-testid="search-row"][data-list-type="doctors"]');
  await expect(doctorRows.first()).toBeVisible();
  await expect(doctorRows.first().getByTestId('doctor-specialties')).not.toBeEmpty();
  await expect(doctorRows.first().getByTestId('doctor-clinic')).toContainText(',');
  await expect(doctorRows.first().getByTestId('doctor-price')).toHaveText(/\d\u00a0(Ft|lei)/);
  await expect(doctorRows.first().getByTestId('doctor-link')).toHaveAttribute('href', /^\/providers\/\d+\/doctors\/\d+$/);
  await expect(page.getByTestId('results-announcement')).toHaveText(/^\d+ results? found$/);

  // The week in the English format.
  await expect(page.locator('input[name="week"]')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);

  // Clinic rows: each slot names its doctor and service, visibly and in its accessible name.
  await page.locator('button[data-list-type="providers"]').click();
  const slot = page.locator('[data-testid="search-row"][data-list-type="providers"] [data-testid="slot-link"]').first();
  await expect(slot).toBeVisible();
  await expect(slot).toHaveAttribute('aria-label', /^Book an appointment: .+ with Dr\. .+, .+, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(slot.locator('.slot-who')).toHaveText(/^Dr\. .+ · .+$/);

  // A search that finds nothing: announced, focus on the search button, and clear filters clears.
  await page.locator('input[name="doctorName"]').fill('Zzzqx');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('results-empty')).toBeVisible();
  await expect(page.getByTestId('results-announcement')).toHaveText('0 results found');
  await expect(page.getByTestId('search-submit')).toBeFocused();
  await page.getByRole('button', { name: en('ui.providerSearch.clearFilters') }).click();
  await expect.poll(() => query(page).get('doctorName')).toBeNull();
  await expect(page.getByTestId('search-row').first()).toBeVisible();
  await expect(page.locator('input[name="doctorName"]')).toHaveValue('');
});
