import path from 'node:path';
import { createApp, type AppDeps, type AppMode } from '../../server/app';
import { BrandRegistry } from '../../server/config/brandRegistry';
import { openDatabase } from '../../server/db/openDatabase';
import { createLogger } from '../../server/http/requestLogging';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The renderer's template as the server fills it, with the tags a Vite build adds to its head; tests do not need a build. */
export const TEST_TEMPLATE =
  '<!doctype html><html lang="__PORTAL_LANG__"><head><title>__PORTAL_TITLE__</title><link rel="icon" href="__PORTAL_FAVICON__"><!--portal-head-->' +
  '<script type="module" crossorigin src="/assets/index-T3st.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/core-T3st.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-T3st.css">\n' +
  '</head><body><div id="root"></div></body></html>';

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-that-is-at-least-32-bytes-long');

let registry: BrandRegistry | undefined;

export function testBrands(): BrandRegistry {
  return (registry ??= BrandRegistry.load(path.join(ROOT, 'brands')));
}

/**
 * The app as tests run it. Tests of the accounts API pass a database from dbHarness; without one
 * the app gets an empty, unmigrated in-memory database, enough for tests that never reach it.
 */
export function testApp(mode: AppMode = 'test', overrides: Partial<AppDeps> = {}) {
  return createApp({
    brands: testBrands(),
    logger: createLogger('silent'),
    mode,
    distDir: path.join(ROOT, 'tests/fixtures/dist'),
    indexTemplate: async () => TEST_TEMPLATE,
    db: overrides.db ?? openDatabase({ file: ':memory:' }).db,
    jwtSecret: TEST_JWT_SECRET,
    demo: true,
    ...overrides,
  });
}
