/**
 * The tiles of services home (spec section 6): which services a visitor sees, which tiles merge,
 * and in what order. Pure, so the screen only renders the result and the rules are unit tested.
 */
import type { BrandDocument, ServiceTile, ServiceType } from '../../../generated/config-types';
import { tileOrder, toTile } from './toTile';
import type { TiledService } from './toTile';

/** title, label, lead and button are translation keys. */
export interface Tile {
  value: number;
  name: string;
  title: string;
  label?: string;
  lead: string;
  button: string;
  url: string;
  image: string;
  order: number;
  isPublic: boolean;
  /** The heading the tile is shown under (tileGroups.ts). */
  group: ServiceTile['group'];
}

export interface TileUser {
  services: number[];
  servicesSortingOrder?: Record<string, number>;
  hasCardNetwork?: boolean;
}

export interface TileInput {
  // Without the catalogues' entries, which the shell does not carry (bundleParts.ts).
  services: Record<string, Omit<ServiceType, 'catalogue'>>;
  brand: Pick<BrandDocument, 'partner' | 'hasPublicCalendar' | 'rules'>;
  user: TileUser | null;
}

const tiled = (services: Record<string, Omit<ServiceType, 'catalogue'>>): TiledService[] =>
  Object.entries(services).flatMap(([name, service]) => (service.tile ? [{ name, service, tile: service.tile }] : []));

/**
 * Card network is granted by the user's hasCardNetwork flag, not by the service list (the me call
 * reports it separately); anonymous visitors see it when the partner's list offers it.
 */
function listedServices(catalogue: TiledService[], values: number[], user: TileUser | null): TiledService[] {
  const listed = catalogue.filter((entry) => values.includes(entry.service.value));
  if (!user) return listed;
  const withoutCard = listed.filter((entry) => entry.tile.role !== 'cardNetwork');
  const card = user.hasCardNetwork ? catalogue.filter((entry) => entry.tile.role === 'cardNetwork').slice(0, 1) : [];
  return [...withoutCard, ...card];
}

/** A public variant in the list (health check v2 public, 34) replaces the private one of the same page (13). */
const dropReplacedPrivate = (listed: TiledService[]): TiledService[] =>
  listed.filter((entry) => entry.tile.isPublic || !listed.some((other) => other.tile.isPublic && other.service.page === entry.service.page && other.service.page !== undefined));

/**
 * Services that open the same route show one tile (the specialist consultations share one page;
 * the health check and its webview variant, 1 and 41, one route), and map types share one provider
 * search: the lowest service value speaks for the group, placed where its earliest member is.
 */
const groupOf = (entry: TiledService): string => (entry.tile.role === 'map' ? 'map' : (entry.tile.url ?? entry.service.route ?? entry.name));

export function computeTiles({ services, brand, user }: TileInput): Tile[] {
  const values = user ? user.services : brand.partner.services;
  const sortingOrder = (user ? user.servicesSortingOrder : brand.partner.servicesSortingOrder) ?? {};
  const groups = new Map<string, { entry: TiledService; order: number }>();
  for (const entry of dropReplacedPrivate(listedServices(tiled(services), values, user))) {
    const order = tileOrder(entry, sortingOrder);
    const held = groups.get(groupOf(entry));
    const lead = held && held.entry.service.value < entry.service.value ? held.entry : entry;
    groups.set(groupOf(entry), { entry: lead, order: Math.min(order, held?.order ?? order) });
  }
  return [...groups.values()]
    .flatMap(({ entry, order }) => toTile(entry, brand, order) ?? [])
    .sort((a, b) => a.order - b.order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
