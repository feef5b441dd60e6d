/**
 * Issue 3, acceptance 2: axe-core finds no serious or critical WCAG 2.1 A/AA violation on every
 * brand's home and content pages (every route whose screen is "content" in
 * brands/_base/routes.json that the brand serves) in hu, en and ro. One test per brand × locale walks its pages in one
 * browser page. A content page the brand does not serve (its guards redirect, e.g. the wedding
 * brand allows only "/") lands on a page already checked; that page is not scanned twice and the
 * redirect is recorded as an annotation. The first page of a test is a full page load (with the
 * `locale` cookie set); the others are in-app navigations. axe runs in legacy mode (axe.run in
 * the page itself): the portal's pages have no frames, and the default mode opens an extra blank
 * page for every scan, which nearly doubles the time of 27 × 23 scans. The first page of a test is
 * scanned whole; the later ones only in <main>, as the frame around it is the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { LOCALES, PortalPage, titleOrSuffix, withAppToken } from '../pages/PortalPage';
import { BRANDS } from '../support/brands';

const baseRoutes = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../brands/_base/routes.json'), 'utf8')) as {
  routes: Record<string, { screen: string }>;
};
const CONTENT_PATHS = Object.entries(baseRoutes.routes)
  .filter(([, route]) => route.screen === 'content')
  .map(([routePath]) => routePath);
/** Home and the content pages the brand serves (another partner's own pages are not its routes). */
const pagesOf = (b: (typeof BRANDS)[number]): string[] => ['/', ...CONTENT_PATHS.filter((routePath) => routePath in b.routes.routes)];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What the test reads of axe-core's own global in the page. */
interface AxeGlobal {
  run(context: string, options: object): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }>;
}
const BLOCKING = new Set(['serious', 'critical']);

test('the content routes are found', () => {
  expect(CONTENT_PATHS.length).toBeGreaterThan(10);
});

for (const b of BRANDS) {
  for (const locale of LOCALES) {
    test(`${b.id} (${locale}): home and content pages have no serious or critical axe violation`, async ({ page }) => {
      test.setTimeout(180_000);
      const portal = new PortalPage(page, b);
      await portal.chooseLocaleCookie(locale);
      const scanned = new Set<string>();
      const failures: string[] = [];
      const redirected: string[] = [];

      for (const [index, pagePath] of pagesOf(b).entries()) {
        // The first page is a full load; the others are in-app navigations, as a visitor's clicks would be.
        let landed: string;
        if (index === 0) {
          await portal.open(withAppToken(b, pagePath));
          expect(await portal.htmlLang()).toBe(locale);
          landed = portal.pathname();
        } else {
          const contentPage = b.routes.routes[pagePath]?.params?.page;
          landed = await portal.navigateInApp(withAppToken(b, pagePath), { title: titleOrSuffix(b, locale, pagePath), contentPage });
        }
        if (landed !== pagePath) redirected.push(`${pagePath} → ${landed}`);
        if (scanned.has(landed)) continue;
        scanned.add(landed);

        // The whole page once per test, through AxeBuilder, which also puts axe into the page; the
        // later pages (in-app navigations: axe is still there) only in <main>, as the frame around
        // it is the one already scanned, and asking axe for violations alone.
        const results =
          scanned.size === 1
            ? await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze()
            : await page.evaluate(
                (tags) => (window as unknown as { axe: AxeGlobal }).axe.run('main', { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
                WCAG_TAGS,
              );
        for (const violation of results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))) {
          const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
          failures.push(`${landed}: [${violation.impact}] ${violation.id} — ${violation.help} (${violation.nodes.length}×: ${targets})`);
        }
      }

      if (redirected.length) test.info().annotations.push({ type: 'redirected (not this brand’s page)', description: redirected.join(', ') });
      test.info().annotations.push({ type: 'pages scanned', description: [...scanned].join(', ') });
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}
