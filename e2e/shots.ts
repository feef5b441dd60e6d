/**
 * npm run shots: screenshots of home and the provider search of every brand at 390 and 1280 px,
 * in Hungarian, into shots/ (ignored by git), named <brand>-<page>-<width>.png so a person can
 * lay the brands side by side. It starts the portal on the embedded default (a fresh SQLite
 * database with the demo data in a temporary folder). A search that needs login is shown as the
 * demo patient sees it; the cookie banner is answered first so it does not hide the page.
 *
 * SHOTS_BRANDS=default,izys narrows the brands; SHOTS_LOCALE=en changes the language.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildRendererIfNeeded } from '../server/cli/buildRenderer';
import { loadBrands } from '../server/config/loadBrands';
import { ROOT, startServer } from '../tests/bench/serverProcess';

const OUT = path.join(ROOT, 'shots');
const WIDTHS = [390, 1280] as const;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1280: 900 };
const LOCALE = process.env.SHOTS_LOCALE ?? 'hu';
const ONLY = process.env.SHOTS_BRANDS?.split(',');
const DEMO_PATIENT = { email: 'patient@demo.test', password: 'Demo-Patient-1' };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Waits until the server-rendered page has started its scripts, the screen has left its loading state and the network is quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.getElementById('portal-state') || document.documentElement.dataset.app === 'ready');
  await page.waitForFunction(() => !document.querySelector('.loading-panel, [class*="__skeleton"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

async function logInIfAsked(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') return;
  await page.locator('#root_username').fill(DEMO_PATIENT.email);
  await page.locator('#root_password').fill(DEMO_PATIENT.password);
  await page.locator('#root_password').press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 }).catch(() => undefined);
  await settled(page);
}

async function main(): Promise<void> {
  await buildRendererIfNeeded();
  const brands = loadBrands(path.join(ROOT, 'brands')).brands.filter((b) => b.brand.hosts?.length && (!ONLY || ONLY.includes(b.id)));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shots-'));
  const server = await startServer('server/cli/start.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_LIMIT_FACTOR: '1000' }, '/api/config');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  fs.mkdirSync(OUT, { recursive: true });
  const written: string[] = [];
  try {
    for (const b of brands) {
      const origin = `http://${b.brand.hosts![0]}:${server.port}`;
      // The mobile app always opens the portal with a token; without one it would show password recovery.
      const appToken = b.brand.rules.tokenlessRedirect ? '?token=shots-app-token' : '';
      const pages = [
        { name: 'home', path: `/${appToken}` },
        { name: 'search', path: `${b.brand.rules.providerSearchPath}${appToken}` },
      ];
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: HEIGHT[width] } });
        await context.addCookies([
          { name: 'locale', value: LOCALE, url: origin },
          { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ consent: false, enabled: [] })), url: origin },
        ]);
        const page = await context.newPage();
        for (const shot of pages) {
          await page.goto(`${origin}${shot.path}`);
          await settled(page);
          await logInIfAsked(page);
          const file = path.join(OUT, `${b.id}-${shot.name}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          written.push(`${path.relative(ROOT, file)} (${new URL(page.url()).pathname})`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${written.length} screenshots in ${path.relative(ROOT, OUT)}/:\n${written.map((line) => `  ${line}`).join('\n')}`);
}

await main();
