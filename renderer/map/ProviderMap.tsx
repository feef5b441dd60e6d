/**
 * Provider map: the current results as clustered markers on an offline basemap (or the brand's
 * tile server), plus the same markers as a list of links for keyboard and screen-reader users.
 * Default export on purpose: the app loads it with lazyChunk (map/lazyProviderMap.ts)
 * so OpenLayers and the outlines stay in their own chunk, never loaded by the home route.
 */
import 'ol/ol.css';
import './providerMap.css';
import { useEffect, useRef } from 'react';
import { createProviderMap, type ProviderMapHandle } from './createProviderMap';
import type { MapMarker } from './mapMarker';
import { MarkerList } from './MarkerList';

export type { MapMarker };

export interface ProviderMapProps {
  markers: MapMarker[];
  center: [lon: number, lat: number];
  zoom: number;
  /** XYZ tile URL template from the brand document; without it the offline basemap is drawn. */
  tileUrl?: string;
  onSelect?(id: string): void;
  /** Accessible name of the map. */
  ariaLabel: string;
  /** Accessible name of the marker list; the map's name when not given. */
  listLabel?: string;
  /**
   * Frame the markers whenever they change instead of keeping center and zoom (the map landing:
   * all clinics, or a place's). center and zoom are then only where the map starts.
   */
  fitMarkers?: boolean;
}

/** A framed view never comes closer than a few streets, even for one clinic. */
const FIT_MAX_ZOOM = 14;

export default function ProviderMap({ markers, center, zoom, tileUrl, onSelect, ariaLabel, listLabel, fitMarkers = false }: ProviderMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<ProviderMapHandle | null>(null);
  // The map is built once per tile source; the latest callback is read through a ref so a new
  // onSelect on every render does not tear the map down.
  const onSelectRef = useRef(onSelect);
  const markersRef = useRef(markers);
  const viewRef = useRef({ center, zoom });
  const fitRef = useRef(fitMarkers);
  useEffect(() => {
    onSelectRef.current = onSelect;
    markersRef.current = markers;
    viewRef.current = { center, zoom };
    fitRef.current = fitMarkers;
  });

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    try {
      const handle = createProviderMap(target, {
        ...viewRef.current,
        tileUrl,
        onSelect: (id) => onSelectRef.current?.(id),
      });
      handle.setMarkers(markersRef.current);
      if (fitRef.current) handle.fitMarkers(FIT_MAX_ZOOM);
      mapRef.current = handle;
      return () => {
        handle.dispose();
        mapRef.current = null;
      };
    } catch (error: unknown) {
      // No canvas (an old WebView, a locked-down browser): the marker list below still works.
      console.warn('Provider map could not be drawn', error);
      return undefined;
    }
  }, [tileUrl]);

  useEffect(() => {
    mapRef.current?.setMarkers(markers);
    if (fitRef.current) mapRef.current?.fitMarkers(FIT_MAX_ZOOM);
  }, [markers]);

  const [lon, lat] = center;
  useEffect(() => {
    if (!fitRef.current) mapRef.current?.setView([lon, lat], zoom);
  }, [lon, lat, zoom]);

  return (
    <div className="provider-map">
      <div
        ref={targetRef}
        className="provider-map__canvas"
        // Focusable so OpenLayers' arrow-key panning and +/- zoom work from the keyboard.
        tabIndex={0}
        role="region"
        aria-label={ariaLabel}
        style={{ position: 'relative', width: '100%', height: '100%', minHeight: 320, background: 'var(--color-background)' }}
      />
      <MarkerList markers={markers} label={listLabel ?? ariaLabel} onSelect={onSelect} />
    </div>
  );
}
