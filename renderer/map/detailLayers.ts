/**
 * The offline basemap's details over the country outlines: county borders past the country view,
 * county names one step closer, and towns by size as the map zooms in (basemapZoom.ts). Names have
 * a halo in the land colour so they stay readable over borders and each other, and are
 * decluttered: where two would overlap, the bigger town keeps its name.
 * Colours are the brand's (mapColours.ts); the font is the page's.
 */
import type Feature from 'ol/Feature';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { FeatureLike } from 'ol/Feature';
import { COUNTY_BORDER_MIN_ZOOM, COUNTY_NAME_MIN_ZOOM, isTownShown, zoomForResolution } from './basemapZoom';
import type { MapColours } from './mapColours';
import { countyBorders, countyLabels, towns } from './regionDetails';

/** GeoNames asks for credit (CC BY 4.0); Natural Earth does not, but naming it costs nothing. */
const ATTRIBUTION = 'Counties: Natural Earth · Towns: GeoNames (CC BY 4.0)';

const source = (features: Feature[], withAttribution = false) =>
  new VectorSource({ features, ...(withAttribution ? { attributions: ATTRIBUTION } : {}) });

const halo = (colours: MapColours) => new Stroke({ color: colours.land, width: 3 });

function townStyle(colours: MapColours, fontFamily: string): (feature: FeatureLike, resolution: number) => Style | undefined {
  const cache = new Map<number, Style>();
  return (feature, resolution) => {
    const rank = Number(feature.get('rank'));
    if (!isTownShown(rank, zoomForResolution(resolution))) return undefined;
    let style = cache.get(rank);
    if (!style) {
      style = new Style({
        // Bigger towns first when names compete for room.
        zIndex: 10 - rank,
        image: new CircleStyle({ radius: rank === 0 ? 4 : 3, fill: new Fill({ color: colours.text }), stroke: new Stroke({ color: colours.land, width: 1.5 }) }),
        text: new Text({
          font: `${rank <= 1 ? '600 ' : ''}${rank === 0 ? 14 : 13}px ${fontFamily}`,
          fill: new Fill({ color: colours.text }),
          stroke: halo(colours),
          offsetY: -12,
        }),
      });
      cache.set(rank, style);
    }
    style.getText()!.setText(String(feature.get('name')));
    return style;
  };
}

export function detailLayers(colours: MapColours, fontFamily: string): VectorLayer[] {
  const countyName = new Style({
    text: new Text({ font: `italic 13px ${fontFamily}`, fill: new Fill({ color: colours.text }), stroke: halo(colours) }),
  });
  return [
    new VectorLayer({
      properties: { name: 'counties' },
      source: source(countyBorders(), true),
      minZoom: COUNTY_BORDER_MIN_ZOOM,
      style: new Style({ stroke: new Stroke({ color: colours.border, width: 1, lineDash: [4, 3] }) }),
    }),
    new VectorLayer({
      properties: { name: 'county-names' },
      source: source(countyLabels()),
      minZoom: COUNTY_NAME_MIN_ZOOM,
      declutter: true,
      style: (feature) => {
        countyName.getText()!.setText(String(feature.get('name')));
        return countyName;
      },
    }),
    new VectorLayer({ properties: { name: 'towns' }, source: source(towns()), declutter: true, style: townStyle(colours, fontFamily) }),
  ];
}
