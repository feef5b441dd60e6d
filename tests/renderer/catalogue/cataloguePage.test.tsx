// @vitest-environment happy-dom
/**
 * The catalogue pages (diagnostics, screening, vaccination) with the base documents: each route
 * renders its catalogue (not the fallback panel) and names its texts part; the entries in order,
 * narrowed by name (accents aside) with a sentence and a way back when nothing matches; an entry's
 * details with who it is for, preparation and source, and "book" leading to provider search limited
 * to its subfunction, named by the search's own service names once they load; an unknown entry id;
 * a catalogue without entries; the texts in Hungarian and Romanian.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle } from '../../../generated/config-types';
import { cataloguePartKey, routeParts, shellBundle, textsPartKey } from '../../../renderer/domain/brand/bundleParts';
import { bookingHref, matchesQuery } from '../../../renderer/catalogue/bookingLinks';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';

const { default: ServiceScreen } = await import('../../../renderer/screens/service/ServiceScreen');

const SPECIALIZATIONS = { 41: { id: 41, key: 'vaccination', name: 'Vaccinations', subfunctions: [{ id: 4101, name: 'Flu vaccination', durationMinutes: 15, video: false }] } };

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(path: string, search = '', options: { bundle?: BrandBundle; locale?: 'hu' | 'en' | 'ro'; handlers?: Record<string, Handler> } = {}) {
  const bundle = options.bundle ?? baseBundle();
  const calls: Call[] = [];
  const route = { path, meta: bundle.routes[path]! };
  const handlers = options.handlers ?? { 'GET /api/specializations': () => json(SPECIALIZATIONS) };
  rendered = await renderPortal({ bundle, url: `${path}${search}`, path, element: <ServiceScreen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls), locale: options.locale ?? 'en' });
  return { container: rendered.container, calls, bundle };
}

const cards = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid="catalogue-card"]')];

describe('the catalogue pages', () => {
  it('each of diagnostics, screening and vaccination shows its catalogue, with its entries and texts as the route\'s parts', async () => {
    const bundle = baseBundle();
    for (const [path, first] of [['/services/vaccination', 'Flu vaccine'], ['/services/screening', 'Cervical screening'], ['/services/diagnostics', 'Full blood panel']] as const) {
      const service = path.slice('/services/'.length);
      expect(routeParts(bundle.routes[path]!, 'ro', bundle.services)).toEqual([cataloguePartKey(service), textsPartKey('catalogue', 'ro')]);
      // Every page's shell carries the catalogue's description only; its page reads the entries as a part.
      expect(shellBundle(bundle, 'hu', []).services[service]!.catalogue).toEqual({ activity: bundle.services[service]!.catalogue!.activity, description: `catalogue.${service}.description` });
      const { container } = await open(path);
      await waitFor(() => cards(container).length > 0, 20_000);
      expect(container.querySelector('[data-testid="unknown-screen"]')).toBeNull();
      expect(container.querySelectorAll('h1')).toHaveLength(1);
      expect(cards(container)[0]!.querySelector('h2')?.textContent).toBe(first);
      rendered?.unmount();
      rendered = undefined;
    }
  });

  it('lists the vaccines in order, each with a link to its details named after it', async () => {
    const { container } = await open('/services/vaccination');
    await waitFor(() => cards(container).length === 7);
    expect(cards(container).map((c) => c.getAttribute('data-entry'))).toEqual(['influenza', 'pneumococcal', 'hpv', 'tick-borne-encephalitis', 'hepatitis-a-b', 'tdap', 'travel']);
    const link = cards(container)[0]!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/services/vaccination?entry=influenza');
    expect(link.getAttribute('aria-label')).toBe('Details and booking: Flu vaccine');
    expect(container.querySelector('[data-testid="catalogue-count"]')?.textContent).toBe('Entries: 7');
  });

  it('narrows the list by name, says so when nothing matches and clears the search', async () => {
    const { container } = await open('/services/vaccination');
    const filter = await waitFor(() => container.querySelector<HTMLInputElement>('[data-testid="catalogue-filter"]'));
    expect(container.querySelector(`label[for="${filter.id}"]`)?.textContent).toBe('Search by name');
    typeInto(filter, 'hepatitis');
    await waitFor(() => cards(container).length === 1);
    expect(cards(container)[0]!.getAttribute('data-entry')).toBe('hepatitis-a-b');
    typeInto(filter, 'cholera');
    const none = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="catalogue-no-match"]'));
    expect(none.textContent).toContain('Nothing is called “cholera”.');
    act(() => none.querySelector('button')!.click());
    await waitFor(() => cards(container).length === 7);
    expect(filter.value).toBe('');
  });

  it('shows an entry\'s details, and "book" leads to provider search limited to its subfunction', async () => {
    const { container, bundle } = await open('/services/vaccination', '?entry=influenza');
    const entry = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="catalogue-entry"]'));
    expect(container.querySelector('h1')?.textContent).toBe('Flu vaccine');
    expect(entry.querySelector('[data-testid="catalogue-audience"]')?.textContent).toContain('people over 60');
    expect(entry.querySelector('[data-testid="catalogue-preparation"]')?.textContent).toContain('No special preparation');
    expect(entry.querySelector('[data-testid="catalogue-source"]')?.textContent).toContain('WHO');
    const book = await waitFor(() => {
      const link = entry.querySelector<HTMLAnchorElement>('[data-testid="catalogue-book"]');
      return link?.textContent === 'Book: Flu vaccination' ? link : null;
    });
    expect(book.getAttribute('href')).toBe(bookingHref(bundle.brand.rules.providerSearchPath, 4101));
    expect(book.getAttribute('href')).toBe('/services/provider-search?subfunction=4101');
    expect(entry.querySelector('a')?.getAttribute('href')).toBe('/services/vaccination');
  });

  it('still offers "book", named after the entry, when the search\'s service names cannot be loaded', async () => {
    const { container } = await open('/services/screening', '?entry=colorectal', { handlers: { 'GET /api/specializations': () => json({ code: '#500' }, 503) } });
    const book = await waitFor(() => container.querySelector<HTMLAnchorElement>('[data-testid="catalogue-book"]'));
    expect(book.textContent).toBe('Book: Colorectal screening');
    expect(book.getAttribute('href')).toBe('/services/provider-search?subfunction=4201');
  });

  it('says so for an entry that does not exist, and shows the list', async () => {
    const { container } = await open('/services/diagnostics', '?entry=no-such-thing');
    const notFound = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="catalogue-not-found"]'));
    expect(notFound.getAttribute('role')).toBe('alert');
    expect(cards(container).length).toBeGreaterThan(0);
  });

  it('says so when a brand\'s catalogue has no entries', async () => {
    const bundle = baseBundle();
    const diagnostics = bundle.services.diagnostics!;
    bundle.services.diagnostics = { ...diagnostics, catalogue: { ...diagnostics.catalogue!, entries: {} } };
    const { container } = await open('/services/diagnostics', '', { bundle });
    const empty = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="catalogue-empty"]'));
    expect(empty.textContent).toBe('This catalogue has no entries yet. Please ask our call centre.');
  });

  it('speaks Hungarian and Romanian', async () => {
    let { container } = await open('/services/screening', '?entry=breast', { locale: 'hu' });
    await waitFor(() => container.querySelector('h1')?.textContent === 'Emlőszűrés (mammográfia)');
    expect(container.textContent).toContain('45–65 éves nőket');
    rendered?.unmount();
    ({ container } = await open('/services/screening', '', { locale: 'ro' }));
    await waitFor(() => cards(container).length === 5);
    expect(cards(container)[0]!.querySelector('h2')?.textContent).toBe('Screening pentru cancerul de col uterin');
  });
});

describe('finding by name', () => {
  it('ignores case and accents', () => {
    expect(matchesQuery('Influenza elleni védőoltás', 'VEDOOLTAS')).toBe(true);
    expect(matchesQuery('Vaccinare antigripală', 'antigripala')).toBe(true);
    expect(matchesQuery('Flu vaccine', '  ')).toBe(true);
    expect(matchesQuery('Flu vaccine', 'hpv')).toBe(false);
  });
});
