/**
 * Issue 10, item 5: `npm run dev` works. The development server, started as a developer starts
 * it (e2e/support/devServer.ts), serves a brand's home whose React root renders in Chromium:
 * Vite answers the renderer's modules, /api/baseApi.ts among them, while the API under the same
 * /api/ prefix still answers. A brand edit the validator rejects is printed at once and as text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { PortalPage } from '../pages/PortalPage';
import { brand, hostOf, text } from '../support/brands';
import { startDevServer, type DevServer } from '../support/devServer';

// One dev server for the file: the second test breaks its brands, after the first has drawn one.
test.describe.configure({ mode: 'serial' });

let dev: DevServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dev = await startDevServer();
});

test.afterAll(async () => {
  await dev?.stop();
});

test('a brand home served by npm run dev renders its root', async ({ page }) => {
  // The first page load has Vite transform a few hundred modules.
  test.setTimeout(120_000);
  const b = brand('aipderm');
  const origin = `http://${hostOf(b)}:${dev.port}`;
  const pageErrors: string[] = [];
  const failedModules: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType()) && response.status() >= 400) {
      failedModules.push(`${response.status()} ${response.url()}`);
    }
  });

  await page.goto(`${origin}/`);
  const portal = new PortalPage(page, b);
  await expect(portal.heading).toHaveText(text(b, b.brand.defaultLocale, b.routes.routes['/']!.title), { timeout: 60_000 });
  await portal.screenShown();
  await expect(portal.currentNavLink()).toBeVisible();
  expect(pageErrors).toEqual([]);
  expect(failedModules).toEqual([]);

  // The module that shares the API's prefix is Vite's; the API and its not-found answer are the
  // server's. Fetched by the page, as Node does not resolve *.localhost.
  const answer = (url: string) =>
    page.evaluate(async (u) => {
      const response = await fetch(u);
      return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
    }, url);
  const module = await answer('/api/baseApi.ts');
  expect(module.status).toBe(200);
  expect(module.type).toContain('javascript');
  expect(module.body).toContain('portalBaseQuery');
  const config = await answer('/api/config');
  expect(config.status).toBe(200);
  expect(JSON.parse(config.body).theme).toBe(b.brand.theme);
  const missing = await answer('/api/no-such-resource');
  expect(missing.status).toBe(404);
  expect(JSON.parse(missing.body).code).toBe('#404');
});

test('a brand change the validator rejects is printed at once, as the report text', async () => {
  const file = path.join(dev.brandsDir, 'aipderm', 'brand.json');
  const good = fs.readFileSync(file, 'utf8');
  const broken = good.replace('"hasPublicCalendar": true', '"hasPublicCalendar": "yes"');
  expect(broken).not.toBe(good);
  const from = dev.output().length;
  fs.writeFileSync(file, broken);

  // Nothing else is logged meanwhile: a line held in a buffer would never arrive.
  const printed = await dev.waitForOutput(/brand change rejected[\s\S]*must be true or false.*\n/, from, 15_000);
  expect(printed).toMatch(/^\S*aipderm\/brand\.json:\d+:\d+ +\/hasPublicCalendar$/m);
  expect(printed).toMatch(/^ +"hasPublicCalendar" must be true or false, but it is text "yes"\.$/m);
  expect(printed).not.toContain('\\n');
  expect(printed).not.toContain('{"level"');

  const restored = dev.output().length;
  fs.writeFileSync(file, good);
  await dev.waitForOutput(/brands reloaded/, restored, 15_000);
});
