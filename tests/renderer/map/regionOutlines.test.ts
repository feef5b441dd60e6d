/**
 * renderer/map/regionOutlines.json is a file snapshot of world-atlas countries-50m cut to the
 * basemap's countries: it fails when the package or the country list changes, and
 * `npx vitest run tests/renderer/map -u` writes the new cut.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toLonLat } from 'ol/proj';
import type { Topology } from 'topojson-specification';
import { BASEMAP_COUNTRY_IDS } from '../../../renderer/map/basemapCountries';
import { countryOutlines } from '../../../renderer/map/countryOutlines';
import { cutTopology } from '../../../renderer/map/cutTopology';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PACKAGE = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/world-atlas/package.json'), 'utf8')) as { version: string };
const WORLD = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/world-atlas/countries-50m.json'), 'utf8')) as Topology;
const SOURCE = `world-atlas@${PACKAGE.version} countries-50m.json (Natural Earth, public domain), cut by renderer/map/cutTopology.ts; regenerate with: npx vitest run tests/renderer/map -u`;

describe('regionOutlines.json', () => {
  it('is world-atlas countries-50m cut to the basemap countries', async () => {
    const cut = cutTopology(WORLD, 'countries', (id) => BASEMAP_COUNTRY_IDS.has(id), SOURCE);
    await expect(`${JSON.stringify(cut)}\n`).toMatchFileSnapshot(path.join(ROOT, 'renderer/map/regionOutlines.json'));
  });

  it('decodes to one feature per basemap country, Hungary where Hungary is', () => {
    const features = countryOutlines();
    expect(features.map((f) => Number(f.getId())).sort((a, b) => a - b)).toEqual([...BASEMAP_COUNTRY_IDS].sort((a, b) => a - b));
    const [minX, minY, maxX, maxY] = features.find((f) => f.getId() === 348)!.getGeometry()!.getExtent();
    const [west, south] = toLonLat([minX!, minY!]);
    const [east, north] = toLonLat([maxX!, maxY!]);
    expect(west).toBeCloseTo(16.1, 0);
    expect(east).toBeCloseTo(22.9, 0);
    expect(south).toBeCloseTo(45.75, 0);
    expect(north).toBeCloseTo(48.6, 0);
  });
});

describe('cutTopology', () => {
  const tiny: Topology = {
    type: 'Topology',
    objects: {
      countries: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', id: '001', arcs: [[0, 1]] },
          { type: 'Polygon', id: '002', arcs: [[2, ~1]] },
        ],
      },
    },
    arcs: [[[0, 0], [1, 0]], [[1, 0], [1, 1]], [[1, 1], [2, 2]]],
  };

  it('keeps the arcs the kept geometries use, re-numbered, reversed arcs still reversed', () => {
    const cut = cutTopology(tiny, 'countries', (id) => id === 2, 'test');
    expect(cut.objects.countries.geometries).toEqual([{ type: 'Polygon', id: '002', arcs: [[0, ~1]] }]);
    expect(cut.arcs).toEqual([[[1, 1], [2, 2]], [[1, 0], [1, 1]]]);
    expect(cut.source).toBe('test');
  });

  it('rejects an object that is not a geometry collection', () => {
    expect(() => cutTopology(tiny, 'land', () => true, 'test')).toThrow(/land/);
  });
});
