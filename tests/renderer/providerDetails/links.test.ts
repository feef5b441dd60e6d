/** Where the detail pages and the map landing link to: photos, clinics, the brand's search. */
import { describe, expect, it } from 'vitest';
import type { MapProvider } from '../../../generated/config-types';
import { markersOf, searchLink } from '../../../renderer/providerDetails/mapLanding';
import { photoUrl } from '../../../renderer/providerDetails/photoUrl';

describe('photoUrl', () => {
  it("joins the brand's photo directory and the file name", () => {
    expect(photoUrl('/brand/providers', 'provider-3-1.svg')).toBe('/brand/providers/provider-3-1.svg');
    expect(photoUrl('/media/', 'a b.jpg')).toBe('/media/a%20b.jpg');
  });
});

describe('map landing', () => {
  const providers: MapProvider[] = [
    { id: 1, name: 'Alfa Rendelő', city: 'Budapest', locationId: 10, lon: 19.04, lat: 47.5 },
    { id: 2, name: 'Béta Klinika', city: 'Debrecen', locationId: 20, lon: 21.6, lat: 47.5 },
    { id: 3, name: 'Gamma', city: 'Budapest', locationId: 10, lon: 19.06, lat: 47.7 },
  ];

  it('shows every clinic, or those of the chosen place, as markers linking to their pages', () => {
    expect(markersOf(providers, null).map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(markersOf(providers, 10)).toEqual([
      { id: '1', lon: 19.04, lat: 47.5, label: 'Alfa Rendelő (Budapest)', href: '/providers/1' },
      { id: '3', lon: 19.06, lat: 47.7, label: 'Gamma (Budapest)', href: '/providers/3' },
    ]);
    expect(markersOf(providers, 99)).toEqual([]);
  });

  it("links to the brand's provider search with the place", () => {
    expect(searchLink('/', null)).toBe('/');
    expect(searchLink('/', 10)).toBe('/?location=10');
    expect(searchLink('/services/provider-search', 20)).toBe('/services/provider-search?location=20');
  });
});
