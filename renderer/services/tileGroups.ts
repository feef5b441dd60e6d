/**
 * Services home shows its tiles in groups (finding and booking care, consultations, …), each
 * under its own heading, instead of one wall of equal tiles. A group is named by the catalogue's
 * tile (services.json `tile.group`); groups keep the tiles' order and come in the order of their
 * first tile, so a partner's sorting order moves whole groups as well as tiles within them.
 */
import type { ServiceTile } from '../../generated/config-types';
import type { Tile } from '../domain/brand/computeTiles';

export type TileGroupName = ServiceTile['group'];

export interface TileGroup {
  group: TileGroupName;
  tiles: Tile[];
}

/** `tiles` as computeTiles returns them: sorted by order. */
export function groupTiles(tiles: Tile[]): TileGroup[] {
  const groups = new Map<TileGroupName, Tile[]>();
  for (const tile of tiles) groups.set(tile.group, [...(groups.get(tile.group) ?? []), tile]);
  return [...groups].map(([group, members]) => ({ group, tiles: members }));
}
