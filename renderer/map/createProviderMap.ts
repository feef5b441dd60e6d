/**
 * Builds the OpenLayers map behind ProviderMap, outside React so the component stays a thin
 * lifecycle wrapper. Layers, bottom to top: the basemap (XYZ tiles when the brand gives a tile
 * URL, the offline country outlines with counties and towns otherwise) and the clustered provider
 * markers.
 * Clicking one marker selects it; clicking a cluster zooms to its members, since a count cannot
 * be chosen and zooming is what a visitor tries next.
 */
import OlMap from 'ol/Map';
import { defaults as defaultControls } from 'ol/control/defaults';
import View from 'ol/View';
import { boundingExtent } from 'ol/extent';
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import type BaseLayer from 'ol/layer/Base';
import LayerGroup from 'ol/layer/Group';
import type Layer from 'ol/layer/Layer';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { loadBasemapLayer } from './basemapLayer';
import { isTownShown } from './basemapZoom';
import { clusterMembers, createClusterStyle } from './clusterStyle';
import { readMapColours } from './mapColours';
import { toMarkerFeatures, type MapMarker } from './mapMarker';

export interface ProviderMapOptions {
  center: [lon: number, lat: number];
  zoom: number;
  tileUrl?: string;
  onSelect(id: string): void;
}

export interface ProviderMapHandle {
  setMarkers(markers: readonly MapMarker[]): void;
  setView(center: [lon: number, lat: number], zoom: number): void;
  /** Frames all markers (no closer than maxZoom); nothing happens without markers. */
  fitMarkers(maxZoom: number): void;
  dispose(): void;
}

/** Pixels within which markers join a cluster: about a fingertip (UX.md, touch targets ≥ 44 px). */
const CLUSTER_DISTANCE = 44;

/**
 * Writes what the basemap draws at the current view onto the map element: data-basemap-layers
 * (the names of its visible layers) and data-basemap-towns (how many towns are drawn in view,
 * before decluttering hides some names). A canvas cannot be read by tests or by a person
 * debugging a brand's map; these can.
 */
function markBasemap(target: HTMLElement, basemap: BaseLayer, view: View): void {
  const layers = basemap instanceof LayerGroup ? basemap.getLayersArray() : [basemap as Layer];
  const visible = layers.filter((layer) => layer.isVisible(view));
  target.dataset.basemapLayers = visible.map((layer) => String(layer.get('name'))).join(' ');
  const towns = visible.find((layer) => layer.get('name') === 'towns');
  const source = towns?.getSource();
  const zoom = view.getZoom() ?? 0;
  const extent = view.calculateExtent();
  target.dataset.basemapTowns = source instanceof VectorSource
    ? String(source.getFeaturesInExtent(extent).filter((town) => isTownShown(Number(town.get('rank')), zoom)).length)
    : '0';
}

const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function createProviderMap(target: HTMLElement, options: ProviderMapOptions): ProviderMapHandle {
  let disposed = false;
  const colours = readMapColours();
  const markerSource = new VectorSource<Feature<Point>>();
  const markerLayer = new VectorLayer({
    source: new Cluster({ distance: CLUSTER_DISTANCE, source: markerSource }),
    style: createClusterStyle(colours),
  });
  const view = new View({ center: fromLonLat(options.center), zoom: options.zoom, maxZoom: 18 });
  // The credit line is always shown, not folded behind OL's 22 px "i" button (too small a target,
  // and GeoNames' licence asks for the credit).
  const map = new OlMap({ target, layers: [markerLayer], view, controls: defaultControls({ attributionOptions: { collapsible: false } }) });
  loadBasemapLayer(colours, getComputedStyle(target).fontFamily || 'sans-serif', options.tileUrl).then(
    (basemap) => {
      if (disposed) return;
      map.getLayers().insertAt(0, basemap);
      markBasemap(target, basemap, view);
      map.on('moveend', () => markBasemap(target, basemap, view));
    },
    // Markers and the accessible list still work without a basemap; say why the land is missing.
    (error: unknown) => console.warn('Provider map: the basemap could not be loaded', error),
  );

  map.on('singleclick', (event) => {
    const hit = map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l === markerLayer });
    const members = hit ? clusterMembers(hit) : [];
    if (members.length === 1) {
      const id = members[0]!.getId();
      if (id !== undefined) options.onSelect(String(id));
    } else if (members.length > 1) {
      const coordinates = members.map((m) => (m.getGeometry() as Point).getCoordinates());
      view.fit(boundingExtent(coordinates), { padding: [60, 60, 60, 60], maxZoom: 16, duration: prefersReducedMotion() ? 0 : 300 });
    }
  });
  // A pointer over a marker shows it can be clicked.
  map.on('pointermove', (event) => {
    if (event.dragging) return;
    const over = map.hasFeatureAtPixel(event.pixel, { layerFilter: (l) => l === markerLayer });
    target.style.cursor = over ? 'pointer' : '';
  });

  return {
    setMarkers(markers) {
      markerSource.clear(true);
      markerSource.addFeatures(toMarkerFeatures(markers));
    },
    setView(center, zoom) {
      view.setCenter(fromLonLat(center));
      view.setZoom(zoom);
    },
    fitMarkers(maxZoom) {
      const coordinates = markerSource.getFeatures().map((f) => f.getGeometry()!.getCoordinates());
      if (coordinates.length > 0) view.fit(boundingExtent(coordinates), { padding: [40, 40, 40, 40], maxZoom });
    },
    dispose() {
      disposed = true;
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
