/**
 * Issue 13, coverage: the demo family subscriber's product pays dermatology appointments once a
 * year and no andrology. The coverage page says so from the server's count, a booking beyond the
 * yearly quantity is refused with RM1011 and one of a specialty the product does not pay with
 * RM1005, each in the page's language, and provider search tells both before a booking is tried;
 * the pages have no serious or critical axe violation.
 */
import { localeText } from '../../server/config/localeText';
import { BrandApi, LoginSteps } from '../pages/appointmentsPages';
import { LOCALES, PortalPage, urlOf } from '../pages/PortalPage';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { expect, test, type Page } from '../support/test';

const b = brand('default');
const FAMILY = { email: 'family@demo.test', password: 'Demo-Family-1' };
/** Dermatology examination (specialization 5, paid once a year) and andrology examination (2, not paid). */
const DERMATOLOGY = 501;
const ANDROLOGY = 201;

interface Slot { id: number; start: string; subfunctionId: number; customerBookable: boolean }
interface Quantity { id: number; used: number; limit: number | null; remaining: number | null }

const thisYear = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' }).slice(0, 4);
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });

/** Online-bookable slots of a service in the current calendar year, from today on, a week at a time. */
async function slotsOf(api: BrandApi, subfunction: number): Promise<Slot[]> {
  const found: Slot[] = [];
  for (let week = 0; week < 4 && found.length < 6; week += 1) {
    const day = dayAhead(1 + week * 7);
    if (day.slice(0, 4) !== thisYear()) break;
    const answer = await api.get<{ rows: { slots: Slot[] }[] }>(`/api/search/providers?subfunction=${subfunction}&week=${day}`);
    found.push(...answer.rows.flatMap((r) => r.slots).filter((s) => s.customerBookable && s.subfunctionId === subfunction && s.start.slice(0, 4) === thisYear() && Date.parse(s.start) > Date.now() + 86_400_000));
  }
  return found;
}

const dermatologyOf = async (api: BrandApi): Promise<Quantity> =>
  (await api.get<{ specializations: Quantity[] }>('/api/coverage')).specializations.find((s) => s.id === 5)!;

/** The family subscriber's dermatology quantity used up this year (booked through the API when something is left). */
async function useUpDermatology(api: BrandApi, slots: Slot[]): Promise<void> {
  for (const slot of slots) {
    if ((await dermatologyOf(api)).remaining === 0) return;
    await api.post('/api/reservations', { slotId: slot.id, subfunctionId: slot.subfunctionId });
  }
  expect((await dermatologyOf(api)).remaining).toBe(0);
}

async function tryToBook(page: Page, slot: Slot): Promise<void> {
  await page.goto(urlOf(b, `/services/provider-search/reservation?slotId=${slot.id}&subfunctionId=${slot.subfunctionId}`));
  const form = page.getByTestId('booking-form');
  await form.locator('textarea#root_patientComment').fill('E2E: coverage');
  await form.locator('button[type="submit"]').click();
}

for (const locale of LOCALES) {
  test(`${locale}: the coverage page shows a used-up quantity, and a booking beyond it or of a specialty the product does not pay is refused with its sentence`, async ({ page }) => {
    test.setTimeout(90_000);
    const api = new BrandApi(page.request, b);
    await api.login(FAMILY.email, FAMILY.password);
    const dermatology = await slotsOf(api, DERMATOLOGY);
    test.skip(dermatology.length < 3, 'fewer than three dermatology slots left in this calendar year');
    await useUpDermatology(api, dermatology.slice(0, 2));

    await new PortalPage(page, b).chooseLocaleCookie(locale);
    await new LoginSteps(page, b).login(FAMILY.email, FAMILY.password);
    await page.goto(urlOf(b, '/services/coverage'));
    const card = page.locator('[data-testid="coverage-specialization"][data-specialization="5"]');
    await expect(card.getByTestId('coverage-quantity')).toHaveAttribute('data-state', 'usedUp');
    const { used, limit } = await dermatologyOf(api);
    await expect(card.getByTestId('coverage-quantity')).toHaveText(localeText(b.locales[locale], 'care.coverage.usedUp', { used: String(used), limit: String(limit) })!);
    // Psychology is not on the family product at all.
    await expect(page.locator('[data-testid="coverage-service"][data-service="psychology"]')).toContainText(text(b, locale, 'care.coverage.notCovered'));
    const failures = await axeFindings(page, `/services/coverage (${locale})`, 'main');
    expect(failures, failures.join('\n')).toEqual([]);

    // Provider search says the same before a booking is tried: used up for dermatology, not paid for andrology.
    await page.goto(urlOf(b, `/services/provider-search?subfunction=${DERMATOLOGY}`));
    const standing = page.getByTestId('coverage-standing');
    await expect(standing).toHaveAttribute('data-standing', 'usedUp');
    await expect(standing).toContainText(thisYear());
    await page.goto(urlOf(b, `/services/provider-search?subfunction=${ANDROLOGY}`));
    await expect(standing).toHaveAttribute('data-standing', 'notCovered');
    await expect(standing).toContainText(text(b, locale, 'care.coverage.search.specializationLimit').split('$t(')[0]!.trim());
    const searchFailures = await axeFindings(page, `/services/provider-search, not covered (${locale})`, 'main');
    expect(searchFailures, searchFailures.join('\n')).toEqual([]);

    await tryToBook(page, dermatology[2]!);
    await expect(page.locator('[data-testid="booking-form"] .error-summary, [data-testid="reservation-problem"]').first()).toContainText(text(b, locale, 'errors.RM1011'));
    // What was typed stays.
    await expect(page.getByTestId('booking-form').locator('textarea#root_patientComment')).toHaveValue('E2E: coverage');

    const andrology = await slotsOf(api, ANDROLOGY);
    test.skip(andrology.length === 0, 'no andrology slot left in this calendar year');
    await tryToBook(page, andrology[0]!);
    await expect(page.locator('[data-testid="booking-form"] .error-summary, [data-testid="reservation-problem"]').first()).toContainText(text(b, locale, 'errors.RM1005'));
  });
}
