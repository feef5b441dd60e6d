/**
 * The public map landing (/landing/provider-search, spec §2): every clinic as a clustered marker
 * on the offline basemap, a place filter (GET /api/map/locations) with a link to the brand's
 * provider search for that place, and, for the marker chosen, the clinic's name and a link to its
 * page. The map and its marker list are in the lazy map chunk; the list of links under the map
 * (MarkerList) makes every clinic reachable by keyboard.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapProvider } from '../../../generated/config-types';
import { useGetMapProvidersQuery } from '../../api/providerDetailsApi';
import { useGetLocationsQuery } from '../../api/providersApi';
import { useBundle } from '../../app/bundle';
import { markersOf, searchLink } from '../../providerDetails/mapLanding';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { DetailError, DetailSkeleton } from '../provider-details/DetailStates';
import '../provider-details/providerDetails.css';
import { ClientSuspense } from '../../ui/ClientSuspense';
import { ProviderMap } from '../../map/lazyProviderMap';


export default function ProviderMapScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const { data, error, isError, isFetching, refetch } = useGetMapProvidersQuery();
  const [location, setLocation] = useState<number | null>(null);
  const [selected, setSelected] = useState<MapProvider | null>(null);

  const shown = useMemo(() => (data?.providers ?? []).filter((p) => location === null || p.locationId === location), [data, location]);
  const markers = useMemo(() => markersOf(data?.providers ?? [], location), [data, location]);

  let body;
  if (isError) body = <DetailError error={error} onRetry={() => void refetch()} retrying={isFetching} withHomeLink testId="map-error" />;
  else if (!data) body = <DetailSkeleton lines={1} testId="map-loading" />;
  else {
    body = (
      <div className="provider-map-landing__body">
        {shown.length === 0 && (
          <p className="panel" data-testid="map-empty">
            {t('providers.map.empty')}
          </p>
        )}
        <section className="provider-map-landing__map" aria-label={t('providers.map.mapLabel')}>
          <ClientSuspense fallback={<div className="details__skeleton details__skeleton--map" aria-hidden="true" />}>
            <ProviderMap
              markers={markers}
              // The view frames the clinics shown: all of them, or the chosen place's.
              center={brand.map.center}
              zoom={brand.map.zoom}
              fitMarkers
              tileUrl={brand.map.tileUrl}
              ariaLabel={t('providers.map.mapLabel')}
              listLabel={t('providers.map.listLabel')}
              onSelect={(id) => setSelected(shown.find((p) => String(p.id) === id) ?? null)}
            />
          </ClientSuspense>
        </section>
        {selected && (
          <aside className="panel provider-map-landing__selected" aria-live="polite" data-testid="map-selected">
            <h2>{selected.name}</h2>
            <p>{selected.city}</p>
            <p className="button-row">
              <PortalLink className="link-button" to={`/providers/${selected.id}`}>
                {t('providers.map.details')}
              </PortalLink>
              <button type="button" className="button button--secondary" onClick={() => setSelected(null)}>
                {t('providers.map.close')}
              </button>
            </p>
          </aside>
        )}
      </div>
    );
  }

  return (
    <div className="screen provider-map-landing" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p>{t('providers.map.intro')}</p>
      <LocationFilter
        location={location}
        onChange={(next) => {
          setLocation(next);
          setSelected(null);
        }}
        searchPath={searchLink(brand.rules.providerSearchPath, location)}
      />
      {body}
    </div>
  );
}

interface LocationFilterProps {
  location: number | null;
  onChange(location: number | null): void;
  searchPath: string;
}

function LocationFilter({ location, onChange, searchPath }: LocationFilterProps) {
  const { t } = useTranslation();
  const { data: groups, isError } = useGetLocationsQuery();
  const placeName = (place: { text: string; transKey: string | null }) =>
    place.transKey ? t(`ui.locations.${place.transKey}`, { defaultValue: place.text }) : place.text;
  return (
    <div className="provider-map-landing__filter panel">
      <label className="field">
        <span>{t('providers.map.location')}</span>
        <select
          name="location"
          value={location ?? ''}
          disabled={!groups}
          aria-describedby={isError ? 'map-locations-error' : undefined}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('ui.providerSearch.anyLocation')}</option>
          {(groups ?? []).map((group) => (
            <optgroup key={group.id} label={placeName(group)}>
              {group.children.map((place) => (
                <option key={place.id} value={place.id}>
                  {placeName(place)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {isError && (
        <p id="map-locations-error" className="details__muted">
          {t('providers.map.locationsUnavailable')}
        </p>
      )}
      <PortalLink className="link-button" to={searchPath} data-testid="map-search-link">
        {location === null ? t('providers.map.searchAll') : t('providers.map.searchHere')}
      </PortalLink>
    </div>
  );
}
