/**
 * A small map with one clinic's marker. OpenLayers stays in the lazy map chunk that the search
 * screen also uses; nothing of it loads before a detail page is opened.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import type { MapMarker } from '../../map/mapMarker';
import { ClientSuspense } from '../../ui/ClientSuspense';
import { ProviderMap } from '../../map/lazyProviderMap';


/** Close enough to see the streets around the clinic on the offline basemap's outlines. */
const DETAIL_ZOOM = 12;

export function ProviderLocationMap({ id, name, lon, lat }: { id: number; name: string; lon: number; lat: number }) {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const markers = useMemo<MapMarker[]>(() => [{ id: String(id), lon, lat, label: name }], [id, name, lon, lat]);
  return (
    <section className="details__map" aria-label={t('providers.details.map')}>
      <ClientSuspense fallback={<div className="details__skeleton details__skeleton--map" aria-hidden="true" />}>
        <ProviderMap markers={markers} center={[lon, lat]} zoom={DETAIL_ZOOM} tileUrl={brand.map.tileUrl} ariaLabel={t('providers.details.mapOf', { name })} />
      </ClientSuspense>
    </section>
  );
}
