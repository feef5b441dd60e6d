// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle, ContentPage } from '../../../generated/config-types';
import ContentScreen from '../../../renderer/screens/content/ContentScreen';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, type Rendered } from '../helpers/renderPortal';

const PAGE: ContentPage = {
  blocks: [
    { type: 'paragraph', text: 'test.intro' },
    { type: 'heading', level: 2, text: 'test.section' },
    { type: 'heading', level: 3, text: 'test.subsection' },
    { type: 'list', items: ['test.one', 'test.two'] },
    { type: 'link', text: 'test.more', href: '/about-us' },
    { type: 'link', text: 'test.outside', href: 'https://example.org/x' },
    { type: 'image', src: '/brand/picture.svg', alt: 'test.picture' },
    { type: 'cta', text: 'test.start', href: '/registration' },
  ],
};
const TEXTS = { intro: 'Intro text', section: 'Section', subsection: 'Sub', one: 'First', two: 'Second', more: 'More about us', outside: 'Elsewhere', picture: 'A picture', start: 'Start now' };

function bundleWithPage(): BrandBundle {
  const bundle = baseBundle();
  bundle.content = { ...bundle.content, 'test-page': PAGE };
  bundle.locales.en = { ...bundle.locales.en, test: TEXTS };
  bundle.routes = { ...bundle.routes, '/test-page': { screen: 'content', params: { page: 'test-page' }, title: 'routes.aboutUs', auth: false } };
  return bundle;
}

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

async function show(bundle: BrandBundle, path: string, url = path) {
  rendered = await renderPortal({ bundle, url, element: <ContentScreen route={{ path, meta: bundle.routes[path]! }} /> });
  await settle();
  return rendered.container;
}

describe('content screen', () => {
  it('renders every block kind in order under one h1', async () => {
    const bundle = bundleWithPage();
    const c = await show(bundle, '/test-page');
    expect([...c.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([(bundle.locales.en.routes as Record<string, string>).aboutUs]);
    expect(c.querySelector('h2')?.textContent).toBe('Section');
    expect(c.querySelector('h3')?.textContent).toBe('Sub');
    expect([...c.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['First', 'Second']);
    const links = [...c.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['More about us', '/about-us'],
      ['Elsewhere', 'https://example.org/x'],
      ['Start now', '/registration'],
    ]);
    expect(links[1]!.getAttribute('rel')).toContain('noopener');
    expect(links[2]!.className).toContain('link-button');
    expect(c.querySelector('img')?.getAttribute('alt')).toBe('A picture');
    expect(c.textContent?.indexOf('Intro text')).toBeLessThan(c.textContent!.indexOf('Section'));
  });

  it('keeps iframe=1 on its internal links when embedded, not on external ones', async () => {
    const c = await show(bundleWithPage(), '/test-page', '/test-page?iframe=1');
    const hrefs = [...c.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/about-us?iframe=1', 'https://example.org/x', '/registration?iframe=1']);
  });

  it('renders a real base content page', async () => {
    const bundle = baseBundle();
    const c = await show(bundle, '/about-us');
    expect(c.querySelector('[data-content-page="about-us"]')).not.toBeNull();
    expect(c.querySelectorAll('h1')).toHaveLength(1);
    expect(c.querySelectorAll('p, h2, ul').length).toBeGreaterThanOrEqual(bundle.content['about-us']!.blocks.length);
  });

  it('states on each legal document the version and effective date of the brand’s policy it shows', async () => {
    const bundle = baseBundle();
    bundle.config.termsAndConditions = { route: '/terms-and-conditions', version: '3.1', effectiveFrom: '2026-02-01' };
    for (const [path, policy, line] of [
      ['/terms-and-conditions', 'termsAndConditions', 'Version 3.1 · in force from 01/02/2026'],
      ['/privacy-policy', 'privacyPolicy', 'Version 1.0 · in force from 01/01/2026'],
    ] as const) {
      const c = await show(bundle, path);
      const version = c.querySelector('[data-testid="policy-version"]');
      expect(version?.getAttribute('data-policy'), path).toBe(policy);
      expect(version?.textContent, path).toBe(line);
      rendered?.unmount();
      rendered = undefined;
    }
  });

  it('shows the not-found page for a page the brand does not have', async () => {
    const bundle = bundleWithPage();
    bundle.content = {};
    const c = await show(bundle, '/test-page');
    expect(c.querySelector('h1')?.textContent).toBe((bundle.locales.en.ui as { notFound: { title: string } }).notFound.title);
  });
});
