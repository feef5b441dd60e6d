/**
 * Cuts a TopoJSON topology down to some geometries of one object, keeping only the arcs they use
 * (re-numbered) and the original quantisation, so the result is still valid TopoJSON and shared
 * borders are still stored once.
 *
 * Why the offline basemap is pre-cut: world-atlas countries-50m is about 230 KB gzip and even
 * countries-110m is about 40 KB, while OpenLayers alone takes about 80 KB of the map's 100 KB
 * gzip budget, and nothing may run at build time to cut the file then. The cut of the ten
 * countries at 50m detail is about 6 KB gzip. It is committed as regionOutlines.json and
 * tests/renderer/map/regionOutlines.test.ts checks it against world-atlas as a file snapshot,
 * so it cannot drift from the package: `npx vitest run tests/renderer/map -u` regenerates it.
 */
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';

type ArcIndexes = number | ArcIndexes[];

export interface CutTopology extends Topology<{ countries: GeometryCollection }> {
  /** Where the outlines come from and how to regenerate them (a TopoJSON foreign member). */
  source: string;
}

export function cutTopology(topology: Topology, objectName: string, keep: (id: number) => boolean, source: string): CutTopology {
  const object = topology.objects[objectName];
  if (object?.type !== 'GeometryCollection') throw new Error(`TopoJSON object "${objectName}" is not a GeometryCollection`);
  const renumbered = new Map<number, number>();
  const arcs: Topology['arcs'] = [];
  // A negative index ~i means arc i walked backwards; the direction survives the re-numbering.
  const arcIndex = (index: number): number => {
    const original = index < 0 ? ~index : index;
    let next = renumbered.get(original);
    if (next === undefined) {
      next = arcs.length;
      renumbered.set(original, next);
      arcs.push(topology.arcs[original]!);
    }
    return index < 0 ? ~next : next;
  };
  const walk = (value: ArcIndexes): ArcIndexes => (typeof value === 'number' ? arcIndex(value) : value.map(walk));
  const geometries = object.geometries
    .filter((g) => keep(Number(g.id)))
    .map((g) => ({ type: g.type, id: g.id, ...('arcs' in g ? { arcs: walk(g.arcs as ArcIndexes) } : {}) }) as GeometryObject);
  return {
    type: 'Topology',
    source,
    ...(topology.transform ? { transform: topology.transform } : {}),
    objects: { countries: { type: 'GeometryCollection', geometries } },
    arcs,
  };
}
