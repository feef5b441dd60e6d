// @vitest-environment happy-dom
/**
 * The insurance terms (/insurance-terms, screen kind insurance-terms): the brand's assistance
 * policy as a content document, like the terms and conditions, drawn through the screen registry.
 * What a patient sees: the translated title, the version and effective date of brand.json's
 * assistancePolicy in their own date format, and the document's sections under headings in order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle, Locale } from '../../../generated/config-types';
import { bundlePart, contentPartKey, localePartKey } from '../../../renderer/domain/brand/bundleParts';
import { RouteScreen } from '../../../renderer/routing/RouteScreen';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const PATH = '/insurance-terms';
let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

/** A text of the bundle by key, with nothing nested or interpolated. */
const raw = (bundle: BrandBundle, locale: Locale, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle.locales[locale]) as string;

async function show(bundle: BrandBundle, locale: Locale, inlined?: string[]): Promise<HTMLElement> {
  rendered = await renderPortal({ bundle, locale, url: PATH, element: <RouteScreen route={{ path: PATH, meta: bundle.routes[PATH]! }} />, inlined });
  await waitFor(() => rendered!.container.querySelector('[data-testid="policy-version"]'));
  return rendered.container;
}

describe('the insurance terms', () => {
  it.each<[Locale, string]>([
    ['hu', 'Változat: 1.0 · Hatálybalépés: 2026.01.01'],
    ['en', 'Version 1.0 · in force from 01/01/2026'],
    ['ro', 'Versiunea 1.0 · în vigoare de la 01.01.2026'],
  ])('show the version and effective date of the brand’s assistance policy in %s', async (locale, line) => {
    const bundle = baseBundle();
    const c = await show(bundle, locale);
    expect([...c.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([raw(bundle, locale, 'routes.insuranceTerms')]);
    const version = c.querySelector('[data-testid="policy-version"]')!;
    expect(version.textContent).toBe(line);
    expect(version.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-01');
    // The version line comes first, under the title.
    expect(c.querySelector('h1')!.nextElementSibling).toBe(version);
  });

  it('follow the brand document: another version and date are what the page says', async () => {
    const bundle = baseBundle();
    bundle.config.assistancePolicy = { route: PATH, version: '2.3', effectiveFrom: '2026-07-15' };
    const c = await show(bundle, 'en');
    expect(c.querySelector('[data-testid="policy-version"]')?.textContent).toBe('Version 2.3 · in force from 15/07/2026');
  });

  it('are a real document: every section under an h2 after the one h1, with the brand’s name and phone, and no raw key', async () => {
    const bundle = baseBundle();
    const c = await show(bundle, 'hu');
    expect(c.querySelector('[data-content-page="insurance-terms"]')).not.toBeNull();
    const headings = [...c.querySelectorAll('h1, h2, h3')];
    expect(headings[0]!.tagName).toBe('H1');
    expect(headings.slice(1).every((h) => h.tagName === 'H2')).toBe(true);
    expect(headings.slice(1).map((h) => h.textContent)).toEqual(
      ['insured', 'covered', 'limits', 'exclusions', 'howToClaim', 'dataProtection', 'complaints', 'changes'].map((k) => raw(bundle, 'hu', `content.insuranceTerms.${k}`)),
    );
    const text = c.textContent ?? '';
    // What is covered and what is not, item by item.
    for (const key of ['consultations', 'secondOpinion', 'organisedCare', 'reimbursement']) expect(text).toContain(raw(bundle, 'hu', `content.insuranceTerms.coveredList.${key}`));
    expect(c.querySelectorAll('ul.content__list li').length).toBeGreaterThanOrEqual(15);
    // The brand's name with its Hungarian article, and its call centre, nested from the brand's own texts.
    expect(text).toContain(`${raw(bundle, 'hu', 'brand.theName')} előfizetéséhez`);
    expect(text).toContain(`a ${raw(bundle, 'hu', 'brand.callCentrePhone')} telefonszámon`);
    expect(text).not.toMatch(/content\.|\$t\(|\{\{/);
    const links = [...c.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/privacy-policy', '/terms-and-conditions']);
  });

  it('load their document before they show it, with the loading state meanwhile, when the page did not carry it', async () => {
    const bundle = baseBundle();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const part = `/api/brand-bundle/${bundle.version}/${contentPartKey('insurance-terms', 'en')}.json`;
    rendered = await renderPortal({
      bundle,
      url: PATH,
      element: <RouteScreen route={{ path: PATH, meta: bundle.routes[PATH]! }} />,
      inlined: [localePartKey('en')],
      fetchImpl: async (input) => {
        const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
        if (url.pathname === part) {
          await held;
          return new Response(JSON.stringify(bundlePart(bundle, contentPartKey('insurance-terms', 'en'))), { headers: { 'Content-Type': 'application/json' } });
        }
        return new Response(JSON.stringify(bundle.config), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    await waitFor(() => rendered!.container.querySelector('.loading-panel[role="status"]'));
    release();
    await waitFor(() => rendered!.container.querySelector('[data-testid="policy-version"]'));
    expect(rendered.container.querySelector('.loading-panel')).toBeNull();
  });

  it('show the catalogue error with a retry when their document cannot be loaded', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({
      bundle,
      url: PATH,
      element: <RouteScreen route={{ path: PATH, meta: bundle.routes[PATH]! }} />,
      inlined: [localePartKey('en')],
      fetchImpl: async (input) => {
        const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
        if (url.pathname.startsWith('/api/brand-bundle/')) return new Response(JSON.stringify({ code: '500', message: 'down' }), { status: 500, headers: { 'Content-Type': 'application/json' } });
        return new Response(JSON.stringify(bundle.config), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const error = await waitFor(() => rendered!.container.querySelector('[data-testid="document-error"]'));
    expect(error.textContent).toContain(raw(bundle, 'en', 'errors.500'));
    expect(error.querySelector('button')?.textContent).toBe(raw(bundle, 'en', 'ui.retry'));
  });
});
