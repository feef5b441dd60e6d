/**
 * A clinic's page (/providers/:providerId, spec §2): name, address, photos, a small map, ratings
 * per category, specializations sorted by name (links to their pages), doctors (links to their
 * pages) and the next bookable slots. defaultServiceId from the query is passed on to the API
 * (spec §7); when the clinic offers that service, the slots shown are that service's.
 */
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import type { Locale } from '../../../generated/config-types';
import { useGetProviderQuery, type ProviderDetails } from '../../api/providerDetailsApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { sortByName } from '../../providerDetails/sortByName';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { usePageHead, type PageHead } from '../../shell/pageHead';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { DetailSkeleton, PageError } from './DetailStates';
import { ProviderLocationMap } from './ProviderLocationMap';
import { ProviderPhotos } from './ProviderPhotos';
import { RatingBars } from './RatingBars';
import { UpcomingSlots } from './UpcomingSlots';
import './providerDetails.css';

/** The clinic's name as the page title, and a description a search engine can show under it. */
function providerHead(provider: ProviderDetails, t: TFunction, locale: Locale): PageHead {
  const { address } = provider;
  const values = {
    name: provider.name,
    address: `${address.postalCode} ${address.city}, ${address.street}`,
    specializations: sortByName(provider.specializations, locale).map((s) => s.name).join(', '),
  };
  const key = provider.specializations.length > 0 ? 'providers.details.metaDescription' : 'providers.details.metaDescriptionNoSpecializations';
  return { title: provider.name, description: t(key, values) };
}

export default function ProviderDetailsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { providerId = '' } = useParams();
  const { search } = useLocation();
  const defaultServiceId = new URLSearchParams(search).get('defaultServiceId') ?? undefined;
  const { currentData: data, error, isError, isFetching, refetch } = useGetProviderQuery({ providerId, defaultServiceId });
  const locale = useAppSelector(selectLocale);
  usePageHead(data ? providerHead(data, t, locale) : null);

  if (isError) return <PageError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) {
    return (
      <section className="screen details" data-screen-kind={route.meta.screen}>
        <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
        <DetailSkeleton lines={5} />
      </section>
    );
  }
  return <ProviderPage provider={data} kindTitle={t(route.meta.title)} screenKind={route.meta.screen} />;
}

function ProviderPage({ provider, kindTitle, screenKind }: { provider: ProviderDetails; kindTitle: string; screenKind: string }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const specializations = useMemo(() => sortByName(provider.specializations, locale), [provider.specializations, locale]);
  const names = useMemo(() => new Map(provider.specializations.map((s) => [s.id, s.name])), [provider.specializations]);
  const service = provider.defaultService;
  const { address } = provider;
  return (
    <article className="screen details" data-screen-kind={screenKind} data-provider-id={provider.id}>
      <p className="details__kind">{kindTitle}</p>
      <ScreenHeading>{provider.name}</ScreenHeading>
      <p className="details__address">
        {address.postalCode} {address.city}, {address.street}
      </p>
      <ProviderPhotos name={provider.name} photos={provider.photos} />
      <div className="details__columns">
        <div>
          <section className="details__section" aria-labelledby="ratings-title">
            <h2 id="ratings-title">{t('providers.ratings.title')}</h2>
            <RatingBars ratings={provider.ratings} />
          </section>
          <section className="details__section" aria-labelledby="specializations-title">
            <h2 id="specializations-title">{t('providers.details.specializations')}</h2>
            {specializations.length === 0 ? (
              <p>{t('providers.details.noSpecializations')}</p>
            ) : (
              <ul className="details__links" data-testid="specializations">
                {specializations.map((s) => (
                  <li key={s.id}>
                    <PortalLink to={`/providers/${provider.id}/specializations/${s.id}`}>{s.name}</PortalLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="details__section" aria-labelledby="doctors-title">
            <h2 id="doctors-title">{t('providers.details.doctors')}</h2>
            {provider.doctors.length === 0 ? (
              <p>{t('providers.details.noDoctors')}</p>
            ) : (
              <ul className="details__links" data-testid="doctors">
                {provider.doctors.map((d) => (
                  <li key={d.id}>
                    <PortalLink to={`/providers/${provider.id}/doctors/${d.id}`}>{d.name}</PortalLink>
                    <span className="details__muted">
                      {' '}
                      {d.specializationIds.map((id) => names.get(id)).filter((name) => name !== undefined).join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div>
          <ProviderLocationMap id={provider.id} name={provider.name} lon={provider.lon} lat={provider.lat} />
          {service && (
            <p className="panel" data-testid="default-service">
              {t('providers.details.defaultService', { service: service.name, minutes: service.durationMinutes })}
            </p>
          )}
          <UpcomingSlots
            query={{ providerId: provider.id, subfunctionId: service?.id }}
            title={service ? t('providers.slots.titleOfService', { service: service.name }) : t('providers.slots.title')}
          />
        </div>
      </div>
    </article>
  );
}
