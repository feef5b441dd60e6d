/**
 * Issue 10, items 1 and 2, in Chromium against the production build: everything a first visit
 * receives as text of 1 KB or more comes compressed (the build's brotli files for the hashed
 * assets), and a content page reached by a click loads its part, in the visitor's language,
 * after the switch to another language.
 */
import { expect, test, type Response } from '../support/test';
import { urlOf } from '../pages/PortalPage';
import { brand, BRANDS, text } from '../support/brands';

const TEXT_TYPES = /^(text\/|application\/(json|javascript)|image\/svg)/;

test('every text answer of 1 KB or more on a first visit of each brand comes compressed', async ({ page }) => {
  test.setTimeout(90_000);
  const answers: Response[] = [];
  page.on('response', (res) => answers.push(res));
  for (const b of BRANDS) {
    await page.goto(urlOf(b, '/'), { waitUntil: 'networkidle' });
  }
  const seen: string[] = [];
  for (const res of answers) {
    const type = res.headers()['content-type'] ?? '';
    if (!TEXT_TYPES.test(type) || res.status() !== 200) continue;
    const body = await res.body().catch(() => undefined);
    if (!body || body.length < 1024) continue;
    const path = new URL(res.url()).pathname;
    expect(res.headers()['content-encoding'], `${res.url()} (${body.length} bytes)`).toBe('br');
    seen.push(path);
  }
  // The page itself, the hashed scripts and style sheets.
  expect(seen.some((path) => path === '/')).toBe(true);
  expect(seen.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
  expect(seen.some((path) => /^\/assets\/.+\.css$/.test(path))).toBe(true);
});

test('a content page reached after switching language loads its part in that language', async ({ page }) => {
  const b = brand('default');
  const parts: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/brand-bundle/')) parts.push(path.replace(/^\/api\/brand-bundle\/[^/]+\//, ''));
  });
  await page.goto(urlOf(b, '/'));
  await page.locator('.language-switcher button[lang="en"]').click();
  await expect(page.locator('.language-switcher button[lang="en"]')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('a[href="/about-us"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(b, 'en', b.routes.routes['/about-us']!.title));
  const intro = text(b, 'en', 'content.aboutUs.intro');
  await expect(page.locator('[data-content-page="about-us"]')).toContainText(intro.slice(0, 40));
  expect(parts).toEqual(['locale/en.json', 'content/about-us/en.json']);
});
