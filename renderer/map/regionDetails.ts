/**
 * Counties and towns of the offline basemap, decoded from regionDetails.json (written by
 * server/cli/generateRegionDetails.cjs from Natural Earth and GeoNames; see there for sources and
 * licences). Imported only by detailLayers.ts, which basemapLayer.ts loads dynamically.
 * County borders are drawn as one line mesh per country, each shared border once, without the
 * country's outer border (the country outlines draw that, from another source that would not
 * line up exactly).
 */
import { mesh } from 'topojson-client';
import type { GeometryCollection, Point as TopoPoint, Polygon, MultiPolygon, Topology } from 'topojson-specification';
import Feature from 'ol/Feature';
import MultiLineString from 'ol/geom/MultiLineString';
import Point from 'ol/geom/Point';
import { fromLonLat } from 'ol/proj';
import details from './regionDetails.json';

export interface CountyProperties {
  name: string;
  /** Where the name goes: [lon, lat] deep inside the county. */
  label: [number, number];
}

export interface TownProperties {
  name: string;
  /** 0 (capitals, big cities) to 3 (towns of 10,000), see basemapZoom.ts. */
  rank: number;
  /** 1 for a county seat. */
  seat?: 1;
}

type CountyGeometry = (Polygon<CountyProperties> | MultiPolygon<CountyProperties>) & { id: string };

export interface RegionDetailsTopology extends Topology<{
  counties: GeometryCollection<CountyProperties>;
  towns: GeometryCollection<TownProperties>;
}> {
  source: string;
}

export const regionDetails = details as unknown as RegionDetailsTopology;

const counties = (): CountyGeometry[] => regionDetails.objects.counties.geometries as CountyGeometry[];

/** The country of a county, from its HASC id ("HU.VA" is in Hungary). */
const countryOf = (county: CountyGeometry): string => county.id.slice(0, 2);

/** The borders between counties, one multi-line per country, in Web Mercator. */
export function countyBorders(): Feature<MultiLineString>[] {
  return [...new Set(counties().map(countryOf))].map((country) => {
    const inCountry: GeometryCollection<CountyProperties> = { type: 'GeometryCollection', geometries: counties().filter((c) => countryOf(c) === country) };
    // a !== b: arcs between two counties; an arc used by one county only is the country border.
    const lines = mesh(regionDetails, inCountry, (a, b) => a !== b);
    const feature = new Feature(new MultiLineString(lines.coordinates).transform('EPSG:4326', 'EPSG:3857'));
    feature.setId(country);
    return feature;
  });
}

/** One point per county at its label position, with its name. */
export function countyLabels(): Feature<Point>[] {
  return counties().map((county) => {
    const { name, label } = county.properties!;
    const feature = new Feature({ geometry: new Point(fromLonLat(label)), name });
    feature.setId(county.id);
    return feature;
  });
}

/** The towns, biggest first, with name, rank and seat, in Web Mercator. */
export function towns(): Feature<Point>[] {
  const [sx, sy] = regionDetails.transform!.scale;
  const [tx, ty] = regionDetails.transform!.translate;
  return (regionDetails.objects.towns.geometries as TopoPoint<TownProperties>[]).map((town) => {
    const [x, y] = town.coordinates as [number, number];
    return new Feature({ geometry: new Point(fromLonLat([x * sx + tx, y * sy + ty])), ...town.properties! });
  });
}
