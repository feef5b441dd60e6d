/**
 * Country outlines of the offline basemap: Natural Earth 1:50m boundaries from the world-atlas
 * package, cut to BASEMAP_COUNTRY_IDS (see cutTopology.ts for why the cut is committed rather than
 * made at build time). This module is only ever imported dynamically (see basemapLayer.ts), so a
 * map with a tile server never downloads it.
 * The outlines become OL geometries directly rather than through ol/format/GeoJSON, which would
 * bring every geometry type and the feature-format machinery for two shapes.
 */
import { feature } from 'topojson-client';
import Feature from 'ol/Feature';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Polygon from 'ol/geom/Polygon';
import type { CutTopology } from './cutTopology';
import outlines from './regionOutlines.json';

/** The outlines as map features in Web Mercator, id = numeric ISO code. */
export function countryOutlines(): Feature[] {
  const topology = outlines as unknown as CutTopology;
  const features: Feature[] = [];
  for (const country of feature(topology, topology.objects.countries).features) {
    const { geometry } = country;
    const shape = geometry.type === 'Polygon' ? new Polygon(geometry.coordinates)
      : geometry.type === 'MultiPolygon' ? new MultiPolygon(geometry.coordinates)
      : undefined;
    if (!shape) continue;
    const outline = new Feature(shape.transform('EPSG:4326', 'EPSG:3857'));
    outline.setId(Number(country.id));
    features.push(outline);
  }
  return features;
}
