/**
 * The layer under the markers. Without a tile URL it is the offline basemap: country outlines
 * drawn as vector polygons, with county borders, county names and towns over them as the map
 * zooms in (detailLayers.ts), so the map works with no tile server and no third-party request (the
 * CSP and the privacy policy stay as they are). With a tile URL from the brand document it is an
 * XYZ tile layer instead.
 * Either kind is loaded by a dynamic import: a map pays only for the basemap it draws (the tile
 * stack is about 15 KB gzip, the outlines about 9 KB, the counties and towns about 16 KB), and the
 * markers show at once while the basemap arrives.
 */
import type BaseLayer from 'ol/layer/Base';
import LayerGroup from 'ol/layer/Group';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import type { MapColours } from './mapColours';

async function offlineLayers(colours: MapColours, fontFamily: string): Promise<BaseLayer> {
  const [{ countryOutlines }, { detailLayers }] = await Promise.all([import('./countryOutlines'), import('./detailLayers')]);
  const outlines = new VectorLayer({
    properties: { name: 'outlines' },
    source: new VectorSource({ features: countryOutlines() }),
    style: new Style({ fill: new Fill({ color: colours.land }), stroke: new Stroke({ color: colours.border, width: 1 }) }),
  });
  return new LayerGroup({ layers: [outlines, ...detailLayers(colours, fontFamily)] });
}

async function tileLayer(url: string): Promise<BaseLayer> {
  const [{ default: TileLayer }, { default: XYZ }] = await Promise.all([import('ol/layer/Tile'), import('ol/source/XYZ')]);
  return new TileLayer({ properties: { name: 'tiles' }, source: new XYZ({ url, crossOrigin: 'anonymous' }) });
}

/** The basemap layer for these settings; the caller puts it under the markers when it arrives. */
export function loadBasemapLayer(colours: MapColours, fontFamily: string, tileUrl: string | undefined): Promise<BaseLayer> {
  return tileUrl ? tileLayer(tileUrl) : offlineLayers(colours, fontFamily);
}
