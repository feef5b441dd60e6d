/**
 * A doctor's page (/providers/:providerId/doctors/:doctorId, spec §2): name, clinic,
 * specializations, English, price, discount, video and the doctor's next bookable slots. A doctor
 * of another clinic than the one in the address has no page there: the not-found panel.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetDoctorQuery } from '../../api/providerDetailsApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { sortByName } from '../../providerDetails/sortByName';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { NotFoundPanel } from '../../ui/NotFoundPanel';
import { usePageHead } from '../../shell/pageHead';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { DetailSkeleton, PageError } from './DetailStates';
import { DoctorFacts } from './DoctorFacts';
import { UpcomingSlots } from './UpcomingSlots';
import './providerDetails.css';

export default function DoctorDetailsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { providerId = '', doctorId = '' } = useParams();
  const { currentData: doctor, error, isError, isFetching, refetch } = useGetDoctorQuery(doctorId);
  const specializations = useMemo(() => sortByName(doctor?.specializations ?? [], locale), [doctor?.specializations, locale]);
  const ownPage = doctor !== undefined && String(doctor.providerId) === providerId;
  usePageHead(
    ownPage
      ? {
          title: doctor.name,
          description: t(specializations.length > 0 ? 'providers.doctor.metaDescription' : 'providers.doctor.metaDescriptionNoSpecializations', {
            name: doctor.name,
            clinic: doctor.provider.name,
            address: `${doctor.provider.address.postalCode} ${doctor.provider.address.city}, ${doctor.provider.address.street}`,
            specializations: specializations.map((s) => s.name).join(', '),
          }),
        }
      : null,
  );

  if (isError) return <PageError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!doctor) {
    return (
      <section className="screen details" data-screen-kind={route.meta.screen}>
        <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
        <DetailSkeleton lines={4} />
      </section>
    );
  }
  if (String(doctor.providerId) !== providerId) return <NotFoundPanel />;
  const clinic = doctor.provider;
  return (
    <article className="screen details" data-screen-kind={route.meta.screen} data-doctor-id={doctor.id}>
      <p className="details__kind">{t(route.meta.title)}</p>
      <ScreenHeading>{doctor.name}</ScreenHeading>
      <p className="details__address">
        <PortalLink to={`/providers/${clinic.id}`} data-testid="doctor-clinic">
          {clinic.name}
        </PortalLink>
        {' · '}
        {clinic.address.postalCode} {clinic.address.city}, {clinic.address.street}
      </p>
      <div className="details__columns">
        <div>
          <section className="details__section" aria-labelledby="doctor-specializations-title">
            <h2 id="doctor-specializations-title">{t('providers.details.specializations')}</h2>
            <ul className="details__links" data-testid="doctor-specializations">
              {specializations.map((s) => (
                <li key={s.id}>
                  <PortalLink to={`/providers/${clinic.id}/specializations/${s.id}`}>{s.name}</PortalLink>
                </li>
              ))}
            </ul>
          </section>
          <section className="details__section" aria-labelledby="doctor-facts-title">
            <h2 id="doctor-facts-title">{t('providers.doctor.facts')}</h2>
            <DoctorFacts doctor={doctor} />
          </section>
        </div>
        <UpcomingSlots query={{ providerId: clinic.id, doctorId: doctor.id }} title={t('providers.slots.titleOfDoctor')} showDoctor={false} />
      </div>
    </article>
  );
}
