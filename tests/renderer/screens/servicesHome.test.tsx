// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle } from '../../../generated/config-types';
import ServicesHomeScreen from '../../../renderer/screens/services-home/ServicesHomeScreen';
import { computeTiles } from '../../../renderer/domain/brand/computeTiles';
import { groupTiles } from '../../../renderer/services/tileGroups';
import { buildRoutes } from '../../../renderer/routing/buildRoutes';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, typeInto, type Rendered } from '../helpers/renderPortal';
import { userLoaded } from '../../../renderer/app/sessionSlice';

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

  it('shows a visitor who must log in to search the field its text speaks of, says login comes first, and keeps what they typed', async () => {
    const bundle = baseBundle();
    // With the whole route table, so the guards of the search route are followed.
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    await settle();
    const container = rendered.container;
    const task = container.querySelector<HTMLElement>('.home-task')!;
    expect(task.dataset.mainTask).toBe('findDoctor');
    // The lead asks to type a name or leave the field empty: the field is there (issue 33).
    expect(task.textContent).toContain(lookup(bundle.locales.en, 'ui.home.task.findDoctor.lead'));
    const field = task.querySelector<HTMLInputElement>('form[role="search"] input[name="doctorName"]')!;
    expect(field).not.toBeNull();
    expect(task.textContent).toContain(lookup(bundle.locales.en, 'ui.home.task.needsLogin'));
    typeInto(field, ' Kovács ');
    act(() => task.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!.click());
    await settle();
    const { pathname, search } = rendered.router.state.location;
    expect(pathname).toBe('/login');
    expect(new URLSearchParams(search).get('next')).toBe(`${bundle.brand.rules.providerSearchPath}?doctorName=Kov%C3%A1cs`);
  });

  it('leads a visitor with what they can do now: the search, the doctor line, logging in and registering, before any service', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    await settle();
    const container = rendered.container;
    const tiles = container.querySelector('.tiles')!;
    const before = (selector: string) => {
      const found = container.querySelector(selector);
      expect(found, selector).not.toBeNull();
      expect(found!.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING, selector).toBeTruthy();
    };
    before('[data-testid="home-search-entry"]');
    before('a[href="tel:+3615550199"]');
    before('[data-testid="home-login"][href="/login"]');
    before('[data-testid="home-register"][href="/registration"]');
  });

  it('offers the search beside the doctor line where the doctor line is the main task', async () => {
    const bundle = baseBundle();
    bundle.brand = { ...bundle.brand, home: { mainTask: 'callDoctorLine' } };
    bundle.config = { ...bundle.config, hasPublicCalendar: true };
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    await settle();
    const task = rendered.container.querySelector<HTMLElement>('.home-task')!;
    expect(task.querySelector('.home-task__call')?.getAttribute('href')).toBe('tel:+3615550199');
    const search = task.querySelector<HTMLAnchorElement>('[data-testid="home-search-entry"]')!;
    expect([search.getAttribute('href'), search.textContent]).toEqual([bundle.brand.rules.providerSearchPath, lookup(bundle.locales.en, 'ui.home.wayIn.search')]);
  });

  it('says what a brand that opens no search offers instead, not a search task above a call button', async () => {
    const bundle = baseBundle();
    // A brand that shows its offer only: the search leads nowhere, and so does logging in.
    bundle.brand.rules.exclusiveRoutes = ['/'];
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    await settle();
    const task = rendered.container.querySelector<HTMLElement>('.home-task')!;
    expect(task.dataset.mainTask).toBe('callDoctorLine');
    expect(task.querySelector('h2')?.textContent).toBe(lookup(bundle.locales.en, 'ui.home.task.callDoctorLine.title'));
    expect(task.textContent).not.toContain(lookup(bundle.locales.en, 'ui.home.task.findDoctor.lead'));
    expect(task.querySelector('.home-way-in')).toBeNull();
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

describe('the services a visitor can use only after logging in', () => {
  it('are one compact list of names under one sentence, each leading to login and then to the service; no card says "login needed"', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    await settle();
    const container = rendered.container;
    const panels = container.querySelectorAll<HTMLElement>('[data-testid="login-only-services"]');
    expect(panels).toHaveLength(1);
    const panel = panels[0]!;
    expect(panel.querySelector('#tiles-login-note')?.textContent).toBe(lookup(bundle.locales.en, 'ui.tiles.loginOnly'));
    const names = [...panel.querySelectorAll<HTMLElement>('[data-testid="service-tile"]')];
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      // A name and its icon: no lead, no badge, no button of its own.
      expect(name.querySelector('.tile__lead, .badge, .tile__button'), name.dataset.service).toBeNull();
      const link = new URL(name.querySelector<HTMLAnchorElement>('a')!.getAttribute('href')!, 'http://x');
      expect([link.pathname, link.searchParams.get('notice')]).toEqual(['/login', 'auth']);
      expect(link.searchParams.get('next')).toMatch(/^\/services\//);
    }
    // Under the headings of their groups, as the brand groups them.
    expect(panel.querySelectorAll('[data-tile-group] h3').length).toBeGreaterThan(1);
    // Every card outside the panel opens now: none leads to login.
    for (const card of container.querySelectorAll<HTMLElement>('.tile')) {
      expect(new URL(card.querySelector<HTMLAnchorElement>('a.tile__button')!.getAttribute('href')!, 'http://x').pathname, card.dataset.service).not.toBe('/login');
    }
    // Every tile is shown once, as a card or as a name.
    const expected = computeTiles({ services: bundle.services, brand: { ...bundle.config, rules: bundle.brand.rules }, user: null }).map((t) => t.name);
    expect([...container.querySelectorAll<HTMLElement>('[data-testid="service-tile"]')].map((t) => t.dataset.service).sort()).toEqual([...expected].sort());
  });
});

describe("the staff's home", () => {
  const staff = (roles: string[], services: number[] = []) =>
    userLoaded({ id: 9, name: 'Olga Operátor', flags: {}, needsPrivacyStatement: false, isImpersonator: false, hasFreeProduct: false, services, roles });

  for (const [role, path] of [
    ['operator', '/operator/care'],
    ['doctor', '/doctor/video'],
  ] as const) {
    it(`leads ${role === 'operator' ? 'an operator' : 'a doctor'} to their work, not to an empty patient home`, async () => {
      const bundle = baseBundle();
      rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
      act(() => void rendered!.store.dispatch(staff([role])));
      await settle();
      const container = rendered.container;
      const work = container.querySelector<HTMLElement>('[data-testid="staff-work"]')!;
      expect(work.querySelector('h2')?.textContent).toBe(lookup(bundle.locales.en, 'ui.home.work.heading'));
      const links = [...work.querySelectorAll<HTMLAnchorElement>('[data-testid="staff-work-link"]')];
      expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([[path, lookup(bundle.locales.en, bundle.routes[path]!.title)]]);
      expect(work.textContent).toContain(lookup(bundle.locales.en, `ui.home.work.lead.${role}`));
      expect(container.querySelector('.home-task')).toBeNull();
      expect(container.textContent).not.toContain(lookup(bundle.locales.en, 'ui.tiles.empty'));
      expect(container.textContent).not.toContain(lookup(bundle.locales.en, 'ui.home.task.findDoctor.lead'));
    });
  }

  it('shows a member of staff who is a patient too their work first and their services after it', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    act(() => void rendered!.store.dispatch(staff(['operator', 'doctor'], [2, 12])));
    await settle();
    const container = rendered.container;
    const work = container.querySelector('[data-testid="staff-work"]')!;
    expect([...work.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/operator/care', '/doctor/video']);
    expect(work.compareDocumentPosition(container.querySelector('.tiles')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('[data-testid="service-tile"]').length).toBeGreaterThan(0);
  });

  it("puts the same pages in an operator's user menu, under their page titles", async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    act(() => void rendered!.store.dispatch(staff(['operator'], [2])));
    await settle();
    const toggle = rendered.container.querySelector<HTMLButtonElement>('.user-menu__toggle')!;
    await act(async () => toggle.click());
    const menu = [...rendered.container.querySelectorAll<HTMLAnchorElement>('.user-menu__list a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(menu).toContainEqual(['/operator/care', lookup(bundle.locales.en, bundle.routes['/operator/care']!.title)]);
    expect(menu.map(([href]) => href)).not.toContain('/doctor/video');
  });

  it('is not shown to a patient', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    act(() => void rendered!.store.dispatch(staff([], [2])));
    await settle();
    expect(rendered.container.querySelector('[data-testid="staff-work"]')).toBeNull();
    expect(rendered.container.querySelector('.home-task')).not.toBeNull();
  });
});
