/**
 * Issue 38, item 3: on a 390 px phone, with the browser's text at 200 %, no page scrolls sideways,
 * and at the usual text size every standalone link and button is at least 44 × 44 px. Every public
 * route (as accessibility.spec.ts walks them) and every logged-in route (as
 * accessibilityLoggedIn.spec.ts does) of three brands of different shapes: the default brand, the
 * dermatology brand (its own service set) and the retail brand (its own frame and colours). Each
 * page is measured twice in place: text at 200 % for the sideways scroll, then at 100 % for the
 * targets; the failures name the elements, the pages measured are reported.
 */
import { expect, test, type Page } from '../support/test';
import { PortalPage, titleOrSuffix, withAppToken } from '../pages/PortalPage';
import { LoginSteps, PATIENT } from '../pages/appointmentsPages';
import { concretePath, demoIds, LOGGED_IN_PATHS, publicPatternsOf, visitInApp } from '../pages/publicRoutes';
import { brand } from '../support/brands';
import { sidewaysCulprits, smallTargets, textSize } from '../support/phoneFit';

const PHONE = { width: 390, height: 844 };
const BRAND_IDS = ['default', 'aipderm', 'retail'];

/** Both measures of the page on screen, added to `failures` under its path. */
async function measure(page: Page, where: string, failures: string[]): Promise<void> {
  await textSize(page, 32);
  const sideways = await sidewaysCulprits(page);
  if (sideways.length) failures.push(`${where} scrolls sideways at 200 % text: ${sideways.join(', ')}`);
  await textSize(page, 16);
  const small = await smallTargets(page);
  if (small.length) failures.push(`${where} has targets under 44 px: ${small.join(', ')}`);
}

for (const id of BRAND_IDS) {
  test(`${id}: every public page fits a 390 px phone at 200 % text, with 44 px targets`, async ({ page }) => {
    test.setTimeout(240_000);
    const b = brand(id);
    await page.setViewportSize(PHONE);
    const portal = new PortalPage(page, b);
    await portal.answerCookieConsentInAdvance();
    await portal.open(withAppToken(b, '/'));
    const ids = await demoIds(page);
    const measured = new Set<string>();
    const failures: string[] = [];
    for (const [index, pattern] of publicPatternsOf(b).entries()) {
      const address = concretePath(b, pattern, ids);
      const landed = index === 0 ? portal.pathname() : await visitInApp(page, b, 'hu', withAppToken(b, address), pattern);
      if (measured.has(landed)) continue;
      measured.add(landed);
      await measure(page, landed, failures);
    }
    test.info().annotations.push({ type: `pages measured (${measured.size})`, description: [...measured].join(', ') });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test(`${id}: every logged-in page fits a 390 px phone at 200 % text, with 44 px targets`, async ({ page }) => {
    test.setTimeout(180_000);
    const b = brand(id);
    await page.setViewportSize(PHONE);
    const portal = new PortalPage(page, b);
    await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
    await portal.screenShown();
    const measured = new Set<string>();
    const failures: string[] = [];
    await measure(page, portal.pathname(), failures);
    measured.add(portal.pathname());
    for (const routePath of LOGGED_IN_PATHS.filter((p) => p in b.routes.routes)) {
      const landed = await portal.navigateInApp(routePath, { title: titleOrSuffix(b, 'hu', routePath) });
      if (measured.has(landed)) continue;
      measured.add(landed);
      await measure(page, landed, failures);
    }
    test.info().annotations.push({ type: `pages measured (${measured.size})`, description: [...measured].join(', ') });
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
