/**
 * Services home tiles (spec section 6) computed from the real base service catalogue.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeTiles } from '../../../../renderer/domain/brand/computeTiles';
import type { TileInput, TileUser } from '../../../../renderer/domain/brand/computeTiles';
import type { BrandDocument, ServiceCatalogue, ServiceType } from '../../../../generated/config-types';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = <T>(...p: string[]): T => JSON.parse(fs.readFileSync(path.join(ROOT, ...p), 'utf8')) as T;
const services = read<ServiceCatalogue>('brands/_base/services.json').services;
const baseBrand = read<BrandDocument>('brands/_base/brand.json');

type Brand = TileInput['brand'];
const brand = (over: Partial<Brand> = {}): Brand => ({ partner: baseBrand.partner, hasPublicCalendar: false, rules: baseBrand.rules, ...over });
const partner = (values: number[], servicesSortingOrder: Record<string, number> = {}): Pick<Brand, 'partner'> => ({ partner: { services: values, servicesSortingOrder } });
const user = (values: number[], over: Partial<TileUser> = {}): TileUser => ({ services: values, ...over });

const tiles = (input: Partial<TileInput>) => computeTiles({ services, brand: brand(), user: null, ...input });
const names = (input: Partial<TileInput>) => tiles(input).map((t) => t.name);
const values = (input: Partial<TileInput>) => tiles(input).map((t) => t.value);

describe('computeTiles', () => {
  it('shows the partner services to anonymous visitors, sorted by order then name', () => {
    expect(names({})).toEqual([
      'map-v2', 'appointments', 'health-check', 'virtual-clinic', 'general-consultation', 'pediatric-consultation',
      'nutrition-consultation', 'psychology', 'second-opinion', 'diagnostics', 'vaccination', 'cardiovascular-risk', 'workplace-stress-quiz', 'work-life-balance-quiz', 'lifestyle-questionnaire',
    ]);
  });

  it('builds every field of a tile from the catalogue', () => {
    expect(tiles({ user: user([1]) })).toEqual([{
      value: 1, name: 'health-check', title: 'services.healthCheck.title', lead: 'services.healthCheck.lead',
      button: 'services.healthCheck.button', url: '/services/health-check', image: 'heart-pulse', order: 10, isPublic: false, group: 'prevention',
    }]);
    expect(tiles({ user: user([35]) })[0]).toMatchObject({ isPublic: true, order: 95 });
  });

  it("shows a logged-in user's own services, not the partner's", () => {
    expect(values({ user: user([28, 1]) })).toEqual([1, 28]);
    expect(values({ user: user([]) })).toEqual([]);
  });

  it('orders by the sorting order map of the user or, when anonymous, of the partner', () => {
    expect(values({ user: user([1, 28], { servicesSortingOrder: { 28: 1 } }) })).toEqual([28, 1]);
    expect(values({ brand: brand(partner([1, 28], { 28: 1 })) })).toEqual([28, 1]);
    expect(values({ brand: brand(partner([1, 28], { 28: 1 })), user: user([1, 28]) })).toEqual([1, 28]);
  });

  it('orders tiles without an order at 99, after 95', () => {
    const plain: ServiceType = { value: 90, route: '/about-us', tile: { title: 't', lead: 'l', button: 'b', image: 'i', group: 'more', label: 'services.new' } };
    const result = computeTiles({ services: { ...services, plain }, brand: brand(), user: user([90, 35]) });
    expect(result.map((t) => [t.name, t.order])).toEqual([['mobile-application', 95], ['plain', 99]]);
    expect(result[1]).toMatchObject({ label: 'services.new', url: '/about-us' });
  });

  it('breaks order ties by name', () => {
    expect(names({ user: user([13, 1]) })).toEqual(['health-check', 'health-check-v2']);
  });

  it('skips services without a tile and values not in the catalogue', () => {
    expect(values({ user: user([11, 24, 999, 2]) })).toEqual([2]);
  });

  it('lets a public variant replace the private one of the same page', () => {
    expect(tiles({ user: user([13, 34]) }).map((t) => [t.value, t.isPublic])).toEqual([[34, true]]);
    expect(values({ brand: brand(partner([34, 13])) })).toEqual([34]);
    expect(values({ user: user([13]) })).toEqual([13]);
  });

  it('shows the health check and its webview variant (41), which open the same route, as one tile', () => {
    expect(tiles({ user: user([41, 2, 1]) }).map((t) => [t.value, t.url])).toEqual([[1, '/services/health-check'], [2, '/services/consultation']]);
    expect(tiles({ user: user([41]) }).map((t) => [t.name, t.url, t.title])).toEqual([['health-check-webview', '/services/health-check', 'services.healthCheck.title']]);
  });

  it('collapses specialist consultations into one tile: lowest value, smallest order', () => {
    expect(tiles({ user: user([38, 4, 40, 2]) }).map((t) => [t.name, t.order])).toEqual([
      ['general-consultation', 20], ['gynecology-consultation', 21],
    ]);
    expect(tiles({ user: user([38, 4, 40], { servicesSortingOrder: { 40: 3 } }) }).map((t) => [t.value, t.order])).toEqual([[4, 3]]);
  });

  it('makes the map tile the public map when the brand has a public calendar', () => {
    expect(tiles({ brand: brand({ ...partner([10]), hasPublicCalendar: true }) })).toEqual([{
      value: 10, name: 'map-v2', title: 'services.publicMap.title', lead: 'services.publicMap.lead',
      button: 'services.publicMap.button', url: '/landing/provider-search', image: 'map-pin', order: 5, isPublic: true, group: 'findAndBook',
    }]);
  });

  it("links the map tile to the brand's provider search, or the map service's own route", () => {
    expect(tiles({ user: user([10]) })[0]).toMatchObject({ url: '/services/provider-search', isPublic: false, title: 'services.map.title' });
    expect(tiles({ user: user([10]), brand: brand({ rules: { ...baseBrand.rules, providerSearchPath: '/' } }) })[0]?.url).toBe('/');
    expect(tiles({ user: user([9]), brand: brand({ rules: { ...baseBrand.rules, providerSearchPath: '/' } }) })[0]?.url).toBe('/services/provider-search');
  });

  it('shows at most one map tile', () => {
    expect(values({ user: user([10, 9, 1]) })).toEqual([9, 1]);
    expect(values({ user: user([10, 9]), brand: brand({ hasPublicCalendar: true }) })).toEqual([9]);
  });

  it('shows the card network tile to users with hasCardNetwork, or anonymous visitors offered 20', () => {
    expect(values({ user: user([1], { hasCardNetwork: true }) })).toEqual([1, 20]);
    expect(values({ user: user([1, 20], { hasCardNetwork: true }) })).toEqual([1, 20]);
    expect(values({ user: user([1, 20]) })).toEqual([1]);
    expect(values({ brand: brand(partner([20, 1])) })).toEqual([1, 20]);
    expect(values({ brand: brand(partner([1])) })).toEqual([1]);
  });

  it('prefers the tile url, and drops a tile that links nowhere', () => {
    const linked: ServiceType = { value: 91, page: 'provider-search', route: '/clinics', tile: { title: 't', lead: 'l', button: 'b', image: 'i', group: 'more', url: '/about-us' } };
    const nowhere: ServiceType = { value: 92, tile: { title: 't', lead: 'l', button: 'b', image: 'i', group: 'more' } };
    const result = computeTiles({ services: { ...services, linked, nowhere }, brand: brand(), user: user([91, 92]) });
    expect(result.map((t) => [t.value, t.url])).toEqual([[91, '/about-us']]);
  });
});
