/**
 * Playwright's `test` with a page that, after each load (goto, reload), waits until a page the
 * server rendered is hydrated (<html data-app="ready">, renderer/app/PortalApp.tsx): its HTML is
 * on screen before its code runs, and a click or a keystroke before hydration would be a user's
 * lost input, not the behaviour under test. Pages rendered in the browser alone are ready when
 * their elements appear, as before.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page, Response } from '@playwright/test';

export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('portal-state') || document.documentElement.dataset.app === 'ready', undefined, { timeout: 20_000 });
}

/** Makes `page` wait, after each load (goto, reload), until a page the server rendered is hydrated. */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});
