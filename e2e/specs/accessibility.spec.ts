/**
 * Issue 11, acceptance: axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) finds no serious or critical
 * violation on every public route of every brand (every route of its routes.json with
 * `auth: false`: home, content pages, provider search and map, clinic, doctor and specialization
 * pages, login, registration, password recovery, the token links, the 404 page) in hu, en and ro.
 * Path parameters get real ids of the demo data (provider 1, one of its doctors and
 * specializations; the reservation screen one of its free slots); token links a made-up token, so
 * they show their "link problem" state. A form is scanned again after an empty submit, in its
 * error state (error summary, fields marked invalid).
 *
 * One test per brand × locale walks its pages in one browser page: the first is a full page load
 * (with the `locale` cookie set) and is scanned whole; the others are in-app navigations, scanned
 * in <main> only, as the frame around it is the same. A route the brand's guards refuse to an
 * anonymous visitor (a blocked route, the wedding brand's pages other than "/", a provider search
 * without a public calendar) lands on another page: that one is scanned once, under its own path,
 * and the redirect is recorded as an annotation.
 *
 * By default each brand is scanned in one of the three locales, each locale on three brands
 * (`E2E_SWEEP=full` scans every brand in every locale; e2e/support/sweep.ts).
 */
import { expect, test } from '../support/test';
import { axeFindings } from '../support/axe';
import { LOCALES, PortalPage, withAppToken } from '../pages/PortalPage';
import { concretePath, demoIds, publicPatternsOf, UNBUILT, visitInApp } from '../pages/publicRoutes';
import { BRANDS } from '../support/brands';
import { brandsInLocales } from '../support/sweep';

test('the public routes are found', () => {
  for (const b of BRANDS) expect(publicPatternsOf(b).length, b.id).toBeGreaterThan(30);
});

for (const [b, locale] of brandsInLocales(BRANDS, LOCALES)) {
  test(`${b.id} (${locale}): every public page has no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(240_000);
    const portal = new PortalPage(page, b);
    await portal.chooseLocaleCookie(locale);
    const scanned = new Set<string>();
    const failures: string[] = [];
    const redirected: string[] = [];
    const unbuilt: string[] = [];
    const forms: string[] = [];

    await portal.open(withAppToken(b, '/'));
    expect(await portal.htmlLang()).toBe(locale);
    const ids = await demoIds(page);

    for (const [index, pattern] of publicPatternsOf(b).entries()) {
      const address = concretePath(b, pattern, ids);
      const pagePath = new URL(address, 'http://x').pathname;
      let landed: string;
      if (index === 0) {
        landed = portal.pathname();
      } else {
        landed = await visitInApp(page, b, locale, withAppToken(b, address), pattern);
      }
      if (landed !== pagePath) redirected.push(`${pagePath} → ${landed}`);
      if (scanned.has(landed)) continue;
      scanned.add(landed);
      // Screen kinds not built yet show the "unknown screen" panel: scanned all the same, and noted.
      if (landed === pagePath && UNBUILT(b.routes.routes[pattern]) && (await portal.unknownScreen.count()) > 0) unbuilt.push(pagePath);
      failures.push(...(await axeFindings(page, landed, scanned.size === 1 ? undefined : 'main')));
      // A form again in its error state: the summary on top, the fields marked invalid.
      const submit = page.locator('main .portal-form button[type="submit"]');
      if ((await submit.count()) === 1) {
        await submit.click();
        await expect(page.locator('main .error-summary')).toBeFocused();
        forms.push(landed);
        failures.push(...(await axeFindings(page, `${landed} (after an empty submit)`, 'main')));
      }
    }

    if (redirected.length) test.info().annotations.push({ type: 'redirected (not this brand’s page for an anonymous visitor)', description: redirected.join(', ') });
    if (unbuilt.length) test.info().annotations.push({ type: 'screen kind not built yet', description: unbuilt.join(', ') });
    test.info().annotations.push({ type: 'forms scanned again after an empty submit', description: forms.join(', ') });
    test.info().annotations.push({ type: `pages scanned (${scanned.size})`, description: [...scanned].join(', ') });
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
