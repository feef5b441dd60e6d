/**
 * The layer under the markers. Without a tile URL it is the offline basemap: country outlines
 * drawn as vector polygons, so the map works with no tile server and no third-party request (the
 * CSP and the privacy policy stay as they are). With a tile URL from the brand document it is an
 * XYZ tile layer instead.
 * Either kind is loaded by a dynamic import: a map pays only for the basemap it draws (the tile
 * stack is about 15 KB gzip, the outlines about 9 KB), and the markers show at once while
 * the basemap arrives.
 */
import type BaseLayer from 'ol/layer/Base';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import type { MapColours } from './mapColours';

async function outlineLayer(colours: MapColours): Promise<BaseLayer> {
  const { countryOutlines } = await import('./countryOutlines');
  return new VectorLayer({
    source: new VectorSource({ features: countryOutlines() }),
    style: new Style({ fill: new Fill({ color: colours.land }), stroke: new Stroke({ color: colours.border, width: 1 }) }),
  });
}

async function tileLayer(url: string): Promise<BaseLayer> {
  const [{ default: TileLayer }, { default: XYZ }] = await Promise.all([import('ol/layer/Tile'), import('ol/source/XYZ')]);
  return new TileLayer({ source: new XYZ({ url, crossOrigin: 'anonymous' }) });
}

/** The basemap layer for these settings; the caller puts it under the markers when it arrives. */
export function loadBasemapLayer(colours: MapColours, tileUrl: string | undefined): Promise<BaseLayer> {
  return tileUrl ? tileLayer(tileUrl) : outlineLayer(colours);
}
