/**
 * Turns one catalogue service into the tile services home draws: where the tile links, its
 * position, and the public-map swap for brands whose provider calendars are public (spec section 6).
 */
import type { BrandDocument, ServiceTile, ServiceType } from '../../../generated/config-types';
import type { Tile } from './computeTiles';

/** A service of the catalogue that has a tile, with the name it is keyed by. */
export interface TiledService {
  name: string;
  service: ServiceType;
  tile: ServiceTile;
}

export const DEFAULT_TILE_ORDER = 99;
export const PUBLIC_MAP_URL = '/landing/provider-search';

/** The sorting order map (user's or partner's) wins over the catalogue's own order (spec section 9: default 99). */
export const tileOrder = (entry: TiledService, sortingOrder: Record<string, number>): number =>
  sortingOrder[String(entry.service.value)] ?? entry.tile.order ?? DEFAULT_TILE_ORDER;

/**
 * Provider search lives at a brand-specific path (the index for some brands), so a provider-search
 * page follows rules.providerSearchPath rather than any route written in the catalogue.
 */
function tileUrl({ service, tile }: TiledService, brand: Pick<BrandDocument, 'rules'>): string | undefined {
  if (tile.url) return tile.url;
  return service.page === 'provider-search' ? brand.rules.providerSearchPath : service.route;
}

/** Returns undefined for a tile that has nowhere to link to, which services home cannot show. */
export function toTile(entry: TiledService, brand: Pick<BrandDocument, 'rules' | 'hasPublicCalendar'>, order: number): Tile | undefined {
  const { name, service, tile } = entry;
  if (tile.role === 'map' && brand.hasPublicCalendar) {
    // With public calendars anyone may search, so the map tile becomes the public map landing page.
    return {
      value: service.value,
      name,
      title: 'services.publicMap.title',
      lead: 'services.publicMap.lead',
      button: 'services.publicMap.button',
      url: PUBLIC_MAP_URL,
      image: tile.image,
      order,
      isPublic: true,
      group: tile.group,
    };
  }
  const url = tileUrl(entry, brand);
  if (!url) return undefined;
  return {
    value: service.value,
    name,
    title: tile.title,
    ...(tile.label ? { label: tile.label } : {}),
    lead: tile.lead,
    button: tile.button,
    url,
    image: tile.image,
    order,
    isPublic: tile.isPublic ?? false,
    group: tile.group,
  };
}
