/**
 * Pay for prevention (/services/p4p, hasP4P; see ServiceScreen.tsx): from GET /api/p4p, the points
 * earned this year, each reward of the service's `p4p` document (health check, screening,
 * vaccination, examination) as done, booked or still open with what it earns and a way to find
 * one, and the appointments that count, done or booked. Loading, an error with a retry, and a year
 * with nothing yet each say so in place. The texts are the catalogue's part (NamespaceTexts).
 */
import { useTranslation } from 'react-i18next';
import { useGetP4pQuery, type P4PActivity, type P4PResponse, type P4PRewardStatus } from '../../api/p4pApi';
import { useBundle } from '../../app/bundle';
import { CATALOGUE_NAMESPACE } from '../../domain/brand/bundleParts';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import type { P4PService } from '../../domain/brand/catalogueOfService';
import { formatDateTime } from '../../domain/format/format';
import type { ScreenProps } from '../../routing/routeEntry';
import { PortalLink } from '../../routing/PortalLink';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import '../appointments/appointments.css';
import './catalogue.css';

export interface P4pPageProps extends ScreenProps {
  serviceKey: string;
  p4p: P4PService;
}

/** The sentence under a reward: no record kept, booked and waiting for the visit, nothing yet, or how far it is. */
export function rewardHintKey(reward: P4PRewardStatus): string {
  if (!reward.recorded) return 'catalogue.p4p.noRecord';
  if (reward.status === 'booked') return 'catalogue.p4p.bookedHint';
  if (reward.status === 'open') return 'catalogue.p4p.openHint';
  return 'catalogue.p4p.progress';
}

function Reward({ reward }: { reward: P4PRewardStatus }) {
  const { t } = useTranslation();
  const bundle = useBundle();
  const activity = t(`catalogue.p4p.activity.${reward.activity}`);
  const route = reward.search ? bundle.services[reward.search]?.route : undefined;
  const findable = route !== undefined && bundle.routes[route] !== undefined && (reward.yearlyMax === null || reward.done < reward.yearlyMax);
  return (
    <li className="p4p-reward panel" data-testid="p4p-reward" data-activity={reward.activity} data-status={reward.status}>
      <div className="p4p-reward__head">
        <h3>{activity}</h3>
        <span className={`badge p4p-status p4p-status--${reward.status}`}>{t(`catalogue.p4p.status.${reward.status}`)}</span>
      </div>
      <p className="p4p-reward__points">
        {reward.yearlyMax === null ? t('catalogue.p4p.reward', { points: reward.points }) : t('catalogue.p4p.rewardMax', { points: reward.points, max: reward.yearlyMax })}
      </p>
      <p data-testid="p4p-reward-hint">{t(rewardHintKey(reward), { done: reward.done, earned: reward.earned })}</p>
      {findable ? (
        <PortalLink to={route} className="link-button link-button--secondary">
          {t('catalogue.p4p.find', { activity })}
        </PortalLink>
      ) : null}
    </li>
  );
}

function Activity({ activity }: { activity: P4PActivity }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const when = formatDateTime(activity.at, locale);
  const done = activity.status === 'done';
  return (
    <li className="p4p-activity panel" data-testid="p4p-activity" data-status={activity.status} data-entry={activity.entry}>
      <div className="p4p-reward__head">
        <h3>{activity.name}</h3>
        <span className={`badge p4p-status p4p-status--${activity.status}`}>{t(`catalogue.p4p.status.${activity.status}`)}</span>
      </div>
      <p>{t(`catalogue.p4p.activity.${activity.activity}`)} · {activity.provider}</p>
      <p>{done ? t('catalogue.p4p.doneOn', { date: when }) : t('catalogue.p4p.bookedFor', { date: when })}</p>
      <p className="p4p-activity__points" data-testid="p4p-activity-points">
        {activity.points === 0 ? t('catalogue.p4p.beyondMax') : done ? t('catalogue.p4p.earned', { points: activity.points }) : t('catalogue.p4p.pending', { points: activity.points })}
      </p>
    </li>
  );
}

function Answer({ data }: { data: P4PResponse }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="p4p-total panel" data-testid="p4p-total">
        <span>{t('catalogue.p4p.total', { year: data.year })}</span>
        <strong className="p4p-total__points">{data.total}</strong>
      </p>
      <section aria-labelledby="p4p-goals-title">
        <h2 id="p4p-goals-title">{t('catalogue.p4p.goalsTitle')}</h2>
        <ul className="p4p-list">
          {data.rewards.map((reward) => <Reward key={reward.activity} reward={reward} />)}
        </ul>
      </section>
      <section aria-labelledby="p4p-activities-title">
        <h2 id="p4p-activities-title">{t('catalogue.p4p.activitiesTitle')}</h2>
        {data.activities.length === 0 ? (
          <p className="panel" data-testid="p4p-empty">{t('catalogue.p4p.noActivities')}</p>
        ) : (
          <ul className="p4p-list">
            {data.activities.map((activity) => <Activity key={activity.reservationId} activity={activity} />)}
          </ul>
        )}
      </section>
    </>
  );
}

function Page({ route, serviceKey, p4p }: P4pPageProps) {
  const { t } = useTranslation();
  // Refetched on every visit: a visit may have been recorded since.
  const { data, error, isError, isFetching, refetch } = useGetP4pQuery(undefined, { refetchOnMountOrArgChange: true });
  let body;
  if (data) body = <Answer data={data} />;
  else if (isError) body = <RetryPanel title={t('catalogue.p4p.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="p4p-error" />;
  else body = <ListSkeleton testId="p4p-loading" />;
  return (
    <div className="screen p4p" data-screen-kind={route.meta.screen} data-service={serviceKey}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p className="catalogue__lead">{t(p4p.description)}</p>
      {body}
    </div>
  );
}

export default function P4pPage(props: P4pPageProps) {
  return (
    <NamespaceTexts namespace={CATALOGUE_NAMESPACE}>
      <Page {...props} />
    </NamespaceTexts>
  );
}
