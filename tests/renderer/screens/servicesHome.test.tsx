// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle } from '../../../generated/config-types';
import ServicesHomeScreen from '../../../renderer/screens/services-home/ServicesHomeScreen';
import { computeTiles } from '../../../renderer/services/computeTiles';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, type Rendered } from '../helpers/renderPortal';

const lookup = (tree: unknown, key: string): string => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree) as string;
let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

async function home(bundle: BrandBundle, locale: 'hu' | 'en' | 'ro' = 'en') {
  rendered = await renderPortal({ bundle, locale, element: <ServicesHomeScreen route={{ path: '/', meta: bundle.routes['/']! }} /> });
  await settle();
  return rendered.container;
}

describe('services home from the base documents', () => {
  it('draws one tile per computed tile, in order, with translated texts, icon and link', async () => {
    const bundle = baseBundle();
    const expected = computeTiles({ services: bundle.services, brand: { ...bundle.config, rules: bundle.brand.rules }, user: null });
    const container = await home(bundle);
    const tiles = [...container.querySelectorAll<HTMLElement>('[data-testid="service-tile"]')];

    expect(tiles.map((t) => t.dataset.service)).toEqual(expected.map((t) => t.name));
    // The partner offers pediatric (3) and gynecology (4) consultations: one specialist tile.
    expect(tiles.filter((t) => t.querySelector('a')?.getAttribute('href') === '/services/specialist-consultation')).toHaveLength(1);
    for (const [i, tile] of tiles.entries()) {
      const want = expected[i]!;
      expect(tile.querySelector('h3')?.textContent).toBe(lookup(bundle.locales.en, want.title));
      expect(tile.textContent).toContain(lookup(bundle.locales.en, want.lead));
      const link = tile.querySelector('a');
      expect(link?.getAttribute('href')).toBe(want.url);
      expect(link?.textContent).toBe(lookup(bundle.locales.en, want.button));
      expect(tile.querySelector('.icon svg path')?.getAttribute('d')).toBe(bundle.iconSet.icons[want.image]);
    }
  });

  it('has exactly one h1, the route title', async () => {
    const bundle = baseBundle();
    const container = await home(bundle, 'hu');
    const headings = container.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe(lookup(bundle.locales.hu, bundle.routes['/']!.title));
  });

  it('marks public tiles with the public badge (map tile with a public calendar)', async () => {
    const bundle = baseBundle();
    bundle.config = { ...bundle.config, hasPublicCalendar: true };
    const container = await home(bundle);
    const publicTiles = [...container.querySelectorAll<HTMLElement>('[data-testid="service-tile"]')].filter((t) =>
      t.textContent?.includes(lookup(bundle.locales.en, 'services.publicBadge')),
    );
    expect(publicTiles.length).toBeGreaterThan(0);
    expect(publicTiles.map((t) => t.querySelector('a')?.getAttribute('href'))).toContain('/landing/provider-search');
  });

  it('says so when the partner offers nothing, instead of an empty area', async () => {
    const bundle = baseBundle();
    bundle.config = { ...bundle.config, partner: { services: [], servicesSortingOrder: {} } };
    const container = await home(bundle);
    expect(container.querySelectorAll('[data-testid="service-tile"]')).toHaveLength(0);
    expect(container.textContent).toContain(lookup(bundle.locales.en, 'ui.tiles.empty'));
  });
});
