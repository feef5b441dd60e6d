/**
 * Detail pages and the public map landing on aipderm (provider search at '/'): a visitor opens a
 * clinic from the search results and sees its ratings per category, its specializations in
 * alphabetical order, its doctors, photos, map and slots; goes on to a doctor's page and to a
 * specialization's page; the map landing draws every clinic and narrows them by place; unknown
 * ids show the not-found panel.
 */
import { expect, test, type Page } from '../support/test';
import { DetailPage, MapLanding, notFoundTitle } from '../pages/providerDetailsPages';
import { urlOf } from '../pages/PortalPage';
import { brand, text } from '../support/brands';

const b = brand('aipderm');
const locale = b.brand.defaultLocale;
const SLOT_HREF = /^\/services\/provider-search\/reservation\?slotId=\d+&subfunctionId=\d+$/;

test('aipderm: from the search results to a clinic, one of its doctors and one of its specializations', async ({ page }) => {
  await page.goto(urlOf(b, b.brand.rules.providerSearchPath));
  await page.locator('button[data-list-type="providers"]').click();
  // The clinics' answer, not the doctors' rows still on screen for a moment.
  const firstClinic = page.locator('[data-testid="search-row"][data-list-type="providers"]').first().locator('h3 a');
  await expect(firstClinic).toBeVisible();
  const clinicName = ((await firstClinic.textContent()) ?? '').trim();
  await firstClinic.click();

  const details = new DetailPage(page);
  await expect(page).toHaveURL(/\/providers\/\d+$/);
  await expect(details.heading).toHaveText(clinicName);

  // Ratings per category, each with its value written out (not colour only).
  await expect(details.ratings).toHaveCount(5);
  for (const category of ['overall', 'waiting', 'careConditions', 'staffPreparedness', 'behaviour']) {
    const row = page.locator(`.rating-bars__row[data-rating="${category}"]`);
    await expect(row.locator('dt')).toHaveText(text(b, locale, `providers.ratings.${category}`));
    await expect(row.locator('.rating-bars__value')).toHaveText(/^\d,\d \/ 5 \(\d+ /);
  }

  // Specializations in Hungarian alphabetical order, each linking to its page.
  const specNames = (await details.specializations.allTextContents()).map((s) => s.trim());
  expect(specNames.length).toBeGreaterThan(0);
  expect(specNames).toEqual([...specNames].sort(new Intl.Collator('hu-HU', { sensitivity: 'base', numeric: true }).compare));
  await expect(details.doctors.first()).toBeVisible();
  await details.expectSlotsShown();
  if (await details.slots.count()) await expect(details.slots.first()).toHaveAttribute('href', SLOT_HREF);
  await expect(details.mapCanvas.first()).toBeAttached();
  await details.expectPhotosDecoded();

  // A doctor of the clinic: name, clinic, price in forints or lei, slots.
  const doctorName = ((await details.doctors.first().textContent()) ?? '').trim();
  await details.doctors.first().click();
  await expect(page).toHaveURL(/\/providers\/\d+\/doctors\/\d+$/);
  await expect(details.heading).toHaveText(doctorName);
  await expect(page.getByTestId('doctor-clinic')).toHaveText(clinicName);
  await expect(page.getByTestId('doctor-price')).toHaveText(/^[\d\s\u00a0,]+\u00a0(Ft|lei)$/);
  await expect(page.getByTestId('doctor-english')).toHaveText(new RegExp(`^(${text(b, locale, 'providers.yes')}|${text(b, locale, 'providers.no')})$`));
  await details.expectSlotsShown();
  if (await details.slots.count()) await expect(details.slots.first()).toHaveAttribute('href', SLOT_HREF);

  // Back to the clinic, then its first specialization: services with their length, doctors, slots.
  await page.getByTestId('doctor-clinic').click();
  await expect(details.heading).toHaveText(clinicName);
  await details.specializations.first().click();
  await expect(page).toHaveURL(/\/providers\/\d+\/specializations\/\d+$/);
  await expect(details.heading).toHaveText(specNames[0]!);
  await expect(page.getByTestId('specialization-clinic')).toHaveText(clinicName);
  await expect(page.getByTestId('subfunctions').locator('li').first()).toContainText(/\d+ perc/);
  await expect(page.locator('[data-testid="specialization-doctors"], .details__section p').first()).toBeVisible();
  await details.expectSlotsShown();
});

/** An API answer as the page gets it (Node cannot resolve the brands' *.localhost hosts, Chromium can). */
const fetchJson = <T>(page: Page, path: string): Promise<T> => page.evaluate(async (url) => (await fetch(url)).json() as Promise<T>, path);

test('aipderm: the map landing shows every clinic, narrows them by place and opens a clinic', async ({ page }) => {
  // Offline: the basemap is bundled, so nothing is fetched from another host.
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.host !== new URL(urlOf(b, '/')).host) foreign.push(req.url());
  });
  await page.goto(urlOf(b, '/landing/provider-search'));
  const all = (await fetchJson<{ providers: Array<{ id: number; name: string; locationId: number }> }>(page, '/api/map/providers')).providers;
  expect(all.length).toBeGreaterThan(0);
  const map = new MapLanding(page);
  await expect(page.locator('h1')).toHaveText(text(b, locale, b.routes.routes['/landing/provider-search']!.title));
  await expect(map.canvas.first()).toBeAttached();
  await expect(map.markerLinks).toHaveCount(all.length);
  await expect(map.searchLink).toHaveAttribute('href', b.brand.rules.providerSearchPath);
  expect(foreign).toEqual([]);

  // A place: only its clinics remain, and the search link carries it.
  const place = all[0]!.locationId;
  await expect(map.location).toBeEnabled();
  await map.location.selectOption(String(place));
  await expect(map.markerLinks).toHaveCount(all.filter((p) => p.locationId === place).length);
  await expect(map.searchLink).toHaveAttribute('href', `${b.brand.rules.providerSearchPath}?location=${place}`);

  // Choosing a marker shows the clinic's name and a link to its page.
  const marker = map.markerLinks.first();
  await marker.focus();
  await marker.click();
  await expect(map.selected.locator('h2')).toHaveText(all.find((p) => p.locationId === place)!.name);
  await map.selected.locator('a').click();
  await expect(page).toHaveURL(new RegExp(`/providers/${all.find((p) => p.locationId === place)!.id}$`));
  await expect(page.locator('h1')).toHaveText(all.find((p) => p.locationId === place)!.name);
});

test('aipderm: defaultServiceId in the address is passed on: the page shows that service and its slots', async ({ page }) => {
  await page.goto(urlOf(b, '/providers/1'));
  const clinic = await fetchJson<{ specializations: Array<{ subfunctions: Array<{ id: number; name: string }> }> }>(page, '/api/providers/1');
  const service = clinic.specializations[0]!.subfunctions[0]!;
  // The server renders the page with the API's answer for that service, and the page carries it.
  await page.goto(urlOf(b, `/providers/1?defaultServiceId=${service.id}`));
  const carried = await page.locator('#portal-state').textContent();
  expect(carried).toContain(`getProvider({\\"defaultServiceId\\":\\"${service.id}\\"`);
  await expect(page.getByTestId('default-service')).toContainText(service.name);
  const details = new DetailPage(page);
  await details.expectSlotsShown();
  for (const href of await details.slots.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(new URLSearchParams(href.split('?')[1]).get('subfunctionId')).toBe(String(service.id));
  }
  // A service the clinic does not offer is ignored: the page opens without a preselection.
  await page.goto(urlOf(b, '/providers/1?defaultServiceId=999999'));
  await expect(page.locator('h1')).not.toHaveText(notFoundTitle(b));
  await expect(details.ratings).toHaveCount(5);
  await expect(page.getByTestId('default-service')).toHaveCount(0);

  // Embedded (iframe=1): every link of the page keeps the flag, the reservation links too.
  await page.goto(urlOf(b, '/providers/1?iframe=1'));
  await expect(details.doctors.first()).toHaveAttribute('href', /\/providers\/1\/doctors\/\d+\?iframe=1$/);
  await details.expectSlotsShown();
  if (await details.slots.count()) await expect(details.slots.first()).toHaveAttribute('href', /[?&]slotId=\d+&subfunctionId=\d+&iframe=1$/);
});

test('aipderm: unknown ids, and a doctor under another clinic, show the not-found panel', async ({ page }) => {
  await page.goto(urlOf(b, '/providers/1'));
  const clinic = await fetchJson<{ doctors: Array<{ id: number }> }>(page, '/api/providers/1');
  const strangerId = clinic.doctors[0]!.id;
  for (const path of ['/providers/999999', '/providers/abc', `/providers/2/doctors/${strangerId}`, '/providers/1/doctors/99999999', '/providers/1/specializations/99999']) {
    await page.goto(urlOf(b, path));
    await expect(page.locator('h1'), path).toHaveText(notFoundTitle(b));
  }
});
