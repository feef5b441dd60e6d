/**
 * Issue 3, acceptance 3: the portal's responses carry the brand's frame-ancestors and no
 * 'unsafe-eval'; embedded from an allowed parent origin it loads, from any other origin Chromium
 * refuses it (CSP frame-ancestors).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type Response } from '../support/test';
import { E2E_PORT } from '../../playwright.config';
import { originOf, urlOf } from '../pages/PortalPage';
import { brand, text } from '../support/brands';

const insurer = brand('insurer');
const ALLOWED_PORT = 8181;
const DISALLOWED_PORT = 8182;
const ALLOWED_PARENT = `http://partner.localhost:${ALLOWED_PORT}`;
const DISALLOWED_PARENT = `http://evil.localhost:${DISALLOWED_PORT}`;
const PORTAL_IN_FRAME = `${originOf(insurer)}/?iframe=1`;

const parentPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner site</title></head>
<body><h1>Partner site</h1><iframe src="http://${new URL(originOf(insurer)).hostname}:${E2E_PORT}/?iframe=1" title="portal" width="1000" height="700"></iframe></body></html>`;

const servers: http.Server[] = [];

function serveParent(port: number): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(parentPage);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // No host: listens on every address, IPv4 and IPv6, whichever *.localhost resolves to.
    server.listen(port, () => resolve(server));
  });
}

/** The frame-ancestors sources of a CSP header. */
function frameAncestors(csp: string): string[] {
  const directive = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors'));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

function expectInsurerCsp(response: Response | null, what: string): void {
  expect(response, what).not.toBeNull();
  const csp = response!.headers()['content-security-policy'];
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  expect(csp, what).not.toContain('unsafe-eval');
  const ancestors = frameAncestors(csp!);
  expect(ancestors, what).toContain(ALLOWED_PARENT);
  expect(ancestors, what).toEqual(expect.arrayContaining(insurer.brand.embed!.allowedParentOrigins));
  expect(ancestors, what).not.toContain(DISALLOWED_PARENT);
  expect(ancestors, what).not.toContain('*');
}

/** Opens a parent page and waits until Chromium has fetched the portal document into its frame. */
async function openParent(page: Page, parentOrigin: string): Promise<Response> {
  const portalResponse = page.waitForResponse((r) => r.url() === PORTAL_IN_FRAME);
  await page.goto(`${parentOrigin}/`);
  await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();
  return portalResponse;
}

test.describe('embedding the insurer portal', () => {
  // One worker for the whole group: the parent servers own fixed ports.
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    servers.push(await serveParent(ALLOWED_PORT), await serveParent(DISALLOWED_PORT));
    for (const s of servers) expect((s.address() as AddressInfo).port).toBeGreaterThan(0);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  test('every response carries the brand frame-ancestors and no unsafe-eval', async ({ page }) => {
    for (const path of ['/', '/?iframe=1', '/about-us', '/no/such/page', '/api/config', '/api/no-such-endpoint']) {
      expectInsurerCsp(await page.goto(urlOf(insurer, path)), path);
    }
    // A hashed asset of the built renderer (the entry script of the page just loaded).
    await page.goto(urlOf(insurer, '/'));
    const entry = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    expect(entry).toBeTruthy();
    expectInsurerCsp(await page.goto(urlOf(insurer, entry!)), `asset ${entry}`);
    // A brand without embed origins may be framed by itself only.
    const other = brand('telekom-health');
    expect(other.brand.embed?.allowedParentOrigins ?? []).toEqual([]);
    const own = await page.goto(urlOf(other, '/'));
    const ownCsp = own!.headers()['content-security-policy']!;
    expect(frameAncestors(ownCsp)).toEqual(["'self'"]);
    expect(ownCsp).not.toContain('unsafe-eval');
  });

  test('from the allowed partner origin the portal loads in the frame', async ({ page }) => {
    const response = await openParent(page, ALLOWED_PARENT);
    expectInsurerCsp(response, 'framed document');
    const frame = page.frameLocator('iframe[title="portal"]');
    await expect(frame.locator('main#main')).toBeVisible();
    await expect(frame.locator('h1')).toBeVisible();
    // The portal itself, not its error page (which also has a main and an h1).
    await expect(frame.locator('[data-layout]')).toHaveAttribute('data-layout', 'embed');
    await expect(frame.locator('h1')).toHaveText(text(insurer, 'hu', 'routes.home'));
    await expect(frame.getByTestId('service-tile').first()).toBeVisible();
  });

  test('from another origin Chromium does not load the portal', async ({ page }) => {
    const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
    const response = await openParent(page, DISALLOWED_PARENT);
    // The server answered; the browser refused to show it.
    expect(response.status()).toBe(200);
    expectInsurerCsp(response, 'framed document');
    await refused;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    await expect.poll(() => frame!.url()).not.toBe(PORTAL_IN_FRAME);
    await expect(page.frameLocator('iframe[title="portal"]').locator('main#main')).toHaveCount(0);
    await expect(page.frameLocator('iframe[title="portal"]').locator('[data-layout]')).toHaveCount(0);
  });
});
