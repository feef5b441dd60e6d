/**
 * The virtual clinic landing for logged-in patients (spec §2 /services/virtual-clinic): what a
 * video consultation is, how it goes, the way to the video search, and the patient's upcoming
 * video appointments from the same reservations list as the appointments screen.
 */
import { useTranslation } from 'react-i18next';
import { useListAppointmentsQuery } from '../../api/appointmentsApi';
import { useBundle } from '../../app/bundle';
import { upcomingVideoAppointments } from '../../appointments/groupAppointments';
import type { ScreenProps } from '../../routing/routeEntry';
import { PortalLink } from '../../routing/PortalLink';
import { routePathOfKind } from '../../routing/routePathOfKind';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { AppointmentCard } from '../appointments/AppointmentCard';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import '../appointments/appointments.css';
import './virtualClinic.css';

export const VIDEO_SEARCH_PATH = '/services/virtual-clinic/search';
const STEPS = ['choose', 'book', 'join'] as const;

export default function VirtualClinicScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const bundle = useBundle();
  const searchPath = routePathOfKind(bundle.routes, 'virtual-clinic-search', VIDEO_SEARCH_PATH);
  return (
    <div className="screen virtual-clinic" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <section className="virtual-clinic__intro" aria-labelledby="virtual-clinic-what">
        <h2 id="virtual-clinic-what">{t('appointments.virtualClinic.whatTitle')}</h2>
        <p>{t('appointments.virtualClinic.whatText')}</p>
      </section>
      <section aria-labelledby="virtual-clinic-how">
        <h2 id="virtual-clinic-how">{t('appointments.virtualClinic.howTitle')}</h2>
        <ol className="virtual-clinic__steps">
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`appointments.virtualClinic.steps.${step}.title`)}</strong>
              <p>{t(`appointments.virtualClinic.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <PortalLink to={searchPath} className="link-button" data-testid="virtual-clinic-search-link">
          {t('appointments.virtualClinic.searchLink')}
        </PortalLink>
      </section>
      <UpcomingVideo searchPath={searchPath} />
    </div>
  );
}

function UpcomingVideo({ searchPath }: { searchPath: string }) {
  const { t } = useTranslation();
  const { data, error, isError, isFetching, refetch } = useListAppointmentsQuery(undefined, { refetchOnMountOrArgChange: true });
  let body;
  if (isError && !data) {
    body = <RetryPanel title={t('appointments.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="video-appointments-error" />;
  } else if (!data) {
    body = <ListSkeleton rows={1} testId="video-appointments-loading" />;
  } else {
    const upcoming = upcomingVideoAppointments(data, Date.now());
    body =
      upcoming.length === 0 ? (
        <p className="panel" data-testid="video-appointments-empty">
          {t('appointments.virtualClinic.noUpcoming')} <PortalLink to={searchPath}>{t('appointments.virtualClinic.searchLink')}</PortalLink>
        </p>
      ) : (
        <ul className="appointments__list" data-testid="video-appointments">
          {upcoming.map((a) => (
            <AppointmentCard key={a.id} appointment={a} phase="upcoming" />
          ))}
        </ul>
      );
  }
  return (
    <section className="appointments__group" aria-labelledby="virtual-clinic-upcoming">
      <h2 id="virtual-clinic-upcoming">{t('appointments.virtualClinic.upcomingTitle')}</h2>
      {body}
    </section>
  );
}
