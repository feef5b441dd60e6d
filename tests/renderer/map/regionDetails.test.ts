/**
 * renderer/map/regionDetails.json (written by server/cli/generateRegionDetails.cjs): every
 * county of Hungary and Romania with its name and a label inside the country, towns with names
 * and coordinates inside the two countries, and the zoom at which each appears.
 */
import { describe, expect, it } from 'vitest';
import { toLonLat } from 'ol/proj';
import { COUNTY_BORDER_MIN_ZOOM, COUNTY_NAME_MIN_ZOOM, isTownShown, zoomForResolution } from '../../../renderer/map/basemapZoom';
import { countryOutlines } from '../../../renderer/map/countryOutlines';
import { countyBorders, countyLabels, regionDetails, towns } from '../../../renderer/map/regionDetails';

const HUNGARY = 348;
const ROMANIA = 642;
const outlines = countryOutlines();
const outlineOf = (id: number) => outlines.find((f) => f.getId() === id)!.getGeometry()!;
/** Whether a Web Mercator point lies in the country: 1:50m outlines cut corners (Oltenița on the Danube falls just outside), so 5 Mercator km of slack. */
const inCountry = (point: number[], id: number): boolean => {
  const outline = outlineOf(id);
  if (outline.intersectsCoordinate(point)) return true;
  const nearest = outline.getClosestPoint(point);
  return Math.hypot(nearest[0]! - point[0]!, nearest[1]! - point[1]!) < 5000;
};
const inHuOrRo = (point: number[]): boolean => inCountry(point, HUNGARY) || inCountry(point, ROMANIA);

const HU_COUNTIES = ['Bács-Kiskun', 'Baranya', 'Békés', 'Borsod-Abaúj-Zemplén', 'Budapest', 'Csongrád-Csanád', 'Fejér', 'Győr-Moson-Sopron',
  'Hajdú-Bihar', 'Heves', 'Jász-Nagykun-Szolnok', 'Komárom-Esztergom', 'Nógrád', 'Pest', 'Somogy', 'Szabolcs-Szatmár-Bereg', 'Tolna', 'Vas',
  'Veszprém', 'Zala'];

describe('counties', () => {
  const labels = countyLabels();
  const names = (prefix: string) => labels.filter((f) => String(f.getId()).startsWith(prefix)).map((f) => String(f.get('name')));

  it('Hungary: 19 counties and Budapest, by their current names', () => {
    expect(names('HU.').sort((a, b) => a.localeCompare(b, 'hu'))).toEqual([...HU_COUNTIES].sort((a, b) => a.localeCompare(b, 'hu')));
  });

  it('Romania: 41 counties and Bucharest, in Romanian spelling', () => {
    const ro = names('RO.');
    expect(ro).toHaveLength(42);
    expect(new Set(ro).size).toBe(42);
    expect(ro).toEqual(expect.arrayContaining(['București', 'Ilfov', 'Cluj', 'Timiș', 'Argeș', 'Iași', 'Bistrița-Năsăud', 'Constanța', 'Maramureș']));
    // Comma-below ș and ț, never the cedilla forms.
    expect(ro.join('')).not.toMatch(/[şţŞŢ]/);
  });

  it('every name sits inside its own country', () => {
    for (const label of labels) {
      const country = String(label.getId()).startsWith('HU.') ? HUNGARY : ROMANIA;
      expect(inCountry(label.getGeometry()!.getCoordinates(), country), String(label.get('name'))).toBe(true);
    }
  });

  it('Pest county is named outside Budapest, which it surrounds', () => {
    const [lon, lat] = toLonLat(labels.find((f) => f.getId() === 'HU.PE')!.getGeometry()!.getCoordinates());
    expect(Math.hypot(lon! - 19.04, lat! - 47.5)).toBeGreaterThan(0.25);
  });

  it('borders are one line mesh per country, inside it', () => {
    const borders = countyBorders();
    expect(borders.map((f) => f.getId()).sort()).toEqual(['HU', 'RO']);
    for (const border of borders) {
      const country = border.getId() === 'HU' ? HUNGARY : ROMANIA;
      const lines = border.getGeometry()!.getLineStrings();
      expect(lines.length).toBeGreaterThan(10);
      for (const line of lines) expect(inCountry(line.getCoordinateAt(0.5), country)).toBe(true);
    }
  });
});

describe('towns', () => {
  const all = towns();
  const named = (name: string) => all.find((t) => t.get('name') === name);

  it('have names, ranks 0–3 and coordinates in Hungary or Romania', () => {
    expect(all.length).toBeGreaterThan(300);
    for (const town of all) {
      expect(String(town.get('name')).trim()).not.toBe('');
      expect([0, 1, 2, 3]).toContain(town.get('rank'));
      expect(inHuOrRo(town.getGeometry()!.getCoordinates()), String(town.get('name'))).toBe(true);
    }
  });

  it('the capitals are rank 0 where they are, and every county has a seat (Budapest is also Pest county’s)', () => {
    const [lon, lat] = toLonLat(named('Budapest')!.getGeometry()!.getCoordinates());
    expect(lon).toBeCloseTo(19.04, 1);
    expect(lat).toBeCloseTo(47.5, 1);
    expect(named('București')?.get('rank')).toBe(0);
    expect(all.filter((t) => t.get('seat') === 1)).toHaveLength(61);
    expect(named('Deva')?.get('seat')).toBe(1);
    expect(named('Buftea')?.get('seat')).toBe(1);
    expect(named('Hunedoara')?.get('seat')).toBeUndefined();
    expect(named('Kecskemét')?.get('seat')).toBe(1);
  });

  it('the file names its sources', () => {
    expect(regionDetails.source).toMatch(/Natural Earth/);
    expect(regionDetails.source).toMatch(/GeoNames \(CC BY 4\.0\)/);
  });
});

describe('zoom', () => {
  it('resolution converts to the zoom of OpenLayers’ default view', () => {
    expect(zoomForResolution(156543.03392804097)).toBeCloseTo(0, 6);
    expect(zoomForResolution(156543.03392804097 / 2 ** 8)).toBeCloseTo(8, 6);
  });

  it('towns appear by size as the map zooms in', () => {
    const shownAt = (zoom: number) => [0, 1, 2, 3].filter((rank) => isTownShown(rank, zoom));
    expect(shownAt(5)).toEqual([]);
    expect(shownAt(7)).toEqual([0]);
    expect(shownAt(8)).toEqual([0, 1]);
    expect(shownAt(9)).toEqual([0, 1, 2]);
    expect(shownAt(10)).toEqual([0, 1, 2, 3]);
    expect(isTownShown(4, 18)).toBe(false);
  });

  it('counties come after the country view (brands start at zoom 7 to 8), their names a step later', () => {
    expect(COUNTY_BORDER_MIN_ZOOM).toBeGreaterThanOrEqual(7.5);
    expect(COUNTY_NAME_MIN_ZOOM).toBeGreaterThan(COUNTY_BORDER_MIN_ZOOM);
  });
});
