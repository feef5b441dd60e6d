// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle } from '../../../generated/config-types';
import ServicesHomeScreen from '../../../renderer/screens/services-home/ServicesHomeScreen';
import { computeTiles } from '../../../renderer/domain/brand/computeTiles';
import { groupTiles } from '../../../renderer/services/tileGroups';
import { buildRoutes } from '../../../renderer/routing/buildRoutes';
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
    // Shown group by group: the groups in the order of their first tile, the tiles in order within each.
    const expected = groupTiles(computeTiles({ services: bundle.services, brand: { ...bundle.config, rules: bundle.brand.rules }, user: null })).flatMap((g) => g.tiles);
    const container = await home(bundle);
    const tiles = [...container.querySelectorAll<HTMLElement>('[data-testid="service-tile"]')];

    expect(tiles.map((t) => t.dataset.service)).toEqual(expected.map((t) => t.name));
    // The partner offers pediatric (3) and gynecology (4) consultations: one specialist tile.
    expect(tiles.filter((t) => t.querySelector('a')?.getAttribute('href') === '/services/specialist-consultation')).toHaveLength(1);
    for (const [i, tile] of tiles.entries()) {
      const want = expected[i]!;
      expect(tile.querySelector('h4')?.textContent).toBe(lookup(bundle.locales.en, want.title));
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

describe('a task-first home', () => {
  it('shows the tiles under the headings of their groups, in the order of each group\'s first tile, with secondary buttons', async () => {
    const bundle = baseBundle();
    const groups = groupTiles(computeTiles({ services: bundle.services, brand: { ...bundle.config, rules: bundle.brand.rules }, user: null }));
    expect(groups.length).toBeGreaterThan(2);
    const container = await home(bundle);
    const sections = [...container.querySelectorAll<HTMLElement>('[data-tile-group]')];
    expect(sections.map((section) => section.dataset.tileGroup)).toEqual(groups.map((g) => g.group));
    for (const [i, section] of sections.entries()) {
      expect(section.querySelector('h3')?.textContent).toBe(lookup(bundle.locales.en, `ui.tiles.groups.${groups[i]!.group}`));
      expect(section.querySelectorAll('[data-testid="service-tile"]')).toHaveLength(groups[i]!.tiles.length);
    }
    for (const button of container.querySelectorAll('.tile__button')) expect(button.classList.contains('link-button--secondary')).toBe(true);
  });

  it('puts urgent-care guidance above the tiles: 112 and the doctor line, as numbers a phone can call', async () => {
    const bundle = baseBundle();
    const container = await home(bundle, 'hu');
    const urgent = container.querySelector<HTMLElement>('.urgent-care')!;
    expect(urgent.compareDocumentPosition(container.querySelector('.tiles')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const calls = [...urgent.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(calls).toEqual([
      ['112', 'tel:112'],
      ['+36 1 555 0199', 'tel:+3615550199'],
    ]);
  });

  it('offers a visitor who may not search the way to log in first, and says why', async () => {
    const bundle = baseBundle();
    // With the whole route table, so the guards of the search route are followed.
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    await settle();
    const container = rendered.container;
    const task = container.querySelector<HTMLElement>('.home-task')!;
    expect(task.dataset.mainTask).toBe('findDoctor');
    expect(task.textContent).toContain(lookup(bundle.locales.en, 'ui.home.task.needsLogin'));
    const login = task.querySelector('a')!;
    expect(login.textContent).toBe(lookup(bundle.locales.en, 'ui.home.task.logIn'));
    const href = new URL(login.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/login');
    expect(href.searchParams.get('next')).toBe(bundle.brand.rules.providerSearchPath);
  });

  it("searches by a doctor's name when the brand's search is public", async () => {
    const bundle = baseBundle();
    bundle.config = { ...bundle.config, hasPublicCalendar: true };
    const container = await home(bundle);
    const form = container.querySelector<HTMLFormElement>('.home-task form[role="search"]')!;
    expect(form.getAttribute('action')).toBe(bundle.brand.rules.providerSearchPath);
    const field = form.querySelector('input')!;
    expect(field.name).toBe('doctorName');
    expect(container.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(lookup(bundle.locales.en, 'ui.home.task.findDoctor.field.doctorName'));
  });

  it('offers the doctor line as the main task where the brand says so', async () => {
    const bundle = baseBundle();
    bundle.brand = { ...bundle.brand, home: { mainTask: 'callDoctorLine' } };
    const container = await home(bundle);
    const task = container.querySelector<HTMLElement>('.home-task')!;
    expect(task.querySelector('h2')?.textContent).toBe(lookup(bundle.locales.en, 'ui.home.task.callDoctorLine.title'));
    expect(task.querySelector('a')?.getAttribute('href')).toBe('tel:+3615550199');
    expect(task.querySelector('a')?.textContent).toBe('Call the doctor line: +36 1 555 0199');
  });
});
