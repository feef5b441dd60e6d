/**
 * A specialization at one clinic (/providers/:providerId/specializations/:specializationId,
 * spec §2): its services with their length, the clinic's doctors who offer it, and its next
 * bookable slots. A specialization the clinic does not offer answers 404: the not-found panel.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetProviderSpecializationQuery } from '../../api/providerDetailsApi';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { DetailSkeleton, PageError } from './DetailStates';
import { DoctorFacts } from './DoctorFacts';
import { UpcomingSlots } from './UpcomingSlots';
import './providerDetails.css';

export default function SpecializationDetailsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { providerId = '', specializationId = '' } = useParams();
  const { currentData: data, error, isError, isFetching, refetch } = useGetProviderSpecializationQuery({ providerId, specializationId });

  if (isError) return <PageError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) {
    return (
      <section className="screen details" data-screen-kind={route.meta.screen}>
        <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
        <DetailSkeleton lines={4} />
      </section>
    );
  }
  const { provider, specialization, subfunctions, doctors } = data;
  return (
    <article className="screen details" data-screen-kind={route.meta.screen} data-specialization-id={specialization.id}>
      <p className="details__kind">{t(route.meta.title)}</p>
      <ScreenHeading>{specialization.name}</ScreenHeading>
      <p className="details__address">
        <PortalLink to={`/providers/${provider.id}`} data-testid="specialization-clinic">
          {provider.name}
        </PortalLink>
        {' · '}
        {provider.city}
      </p>
      <div className="details__columns">
        <div>
          <section className="details__section" aria-labelledby="subfunctions-title">
            <h2 id="subfunctions-title">{t('providers.specialization.services')}</h2>
            <ul className="details__links" data-testid="subfunctions">
              {subfunctions.map((s) => (
                <li key={s.id}>
                  {s.name} <span className="details__muted">{t('providers.specialization.duration', { minutes: s.durationMinutes })}</span>
                  {s.video && <span className="badge badge--neutral">{t('providers.video')}</span>}
                </li>
              ))}
            </ul>
          </section>
          <section className="details__section" aria-labelledby="specialization-doctors-title">
            <h2 id="specialization-doctors-title">{t('providers.details.doctors')}</h2>
            {doctors.length === 0 ? (
              <p>{t('providers.specialization.noDoctors')}</p>
            ) : (
              <ul className="details__cards" data-testid="specialization-doctors">
                {doctors.map((d) => (
                  <li key={d.id} className="panel">
                    <h3>
                      <PortalLink to={`/providers/${provider.id}/doctors/${d.id}`}>{d.name}</PortalLink>
                    </h3>
                    <DoctorFacts doctor={d} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <UpcomingSlots query={{ providerId: provider.id, specializationId: specialization.id }} title={t('providers.slots.title')} />
      </div>
    </article>
  );
}
