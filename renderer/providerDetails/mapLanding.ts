/**
 * The map landing's logic: which clinics the chosen place keeps, as markers, and the link to the
 * brand's provider search with that place (spec §3 provider search filter `location`).
 */
import type { MapProvider } from '../../generated/config-types';
import type { MapMarker } from '../map/mapMarker';

export function markersOf(providers: readonly MapProvider[], location: number | null): MapMarker[] {
  return providers
    .filter((p) => location === null || p.locationId === location)
    .map((p) => ({ id: String(p.id), lon: p.lon, lat: p.lat, label: `${p.name} (${p.city})`, href: `/providers/${p.id}` }));
}

/** The brand's provider search path, with ?location= when a place is chosen. */
export function searchLink(providerSearchPath: string, location: number | null): string {
  return location === null ? providerSearchPath : `${providerSearchPath}?${new URLSearchParams({ location: String(location) }).toString()}`;
}
