/**
 * What the map shows: one marker per provider of the current results. Coordinates are WGS 84
 * longitude/latitude as the API answers them; projection to Web Mercator happens inside the map.
 */
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import { fromLonLat } from 'ol/proj';

export interface MapMarker {
  id: string;
  lon: number;
  lat: number;
  /** Provider name: the link text in the accessible list. */
  label: string;
  /** Detail page of the provider, for the accessible list. */
  href?: string;
}

/** Markers as OL point features; markers with impossible coordinates are left off the canvas only. */
export function toMarkerFeatures(markers: readonly MapMarker[]): Feature<Point>[] {
  return markers
    .filter((m) => Number.isFinite(m.lon) && Number.isFinite(m.lat) && Math.abs(m.lat) <= 85 && Math.abs(m.lon) <= 180)
    .map((m) => {
      const feature = new Feature({ geometry: new Point(fromLonLat([m.lon, m.lat])), label: m.label });
      feature.setId(m.id);
      return feature;
    });
}
