/**
 * The subscriber's subscriptions (/med24/subscription/details, where a paid-variant subscriber
 * lands after logging in): the current subscription, the others with a link each, and the ways to
 * the payments and to a new subscription. Loading, an error with a retry and no subscription at all
 * each say so in place.
 */
import { useTranslation } from 'react-i18next';
import { useListSubscriptionsQuery } from '../../api/med24Api';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { Med24Texts } from './Med24Texts';
import { SubscriptionCard } from './SubscriptionCard';
import '../appointments/appointments.css';
import './med24.css';

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useListSubscriptionsQuery();
  const current = data?.subscriptions.find((s) => s.current) ?? data?.subscriptions[0];
  const others = data?.subscriptions.filter((s) => s !== current) ?? [];
  return (
    <div className="screen med24-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {isLoading ? <ListSkeleton testId="subscriptions-loading" /> : null}
      {error ? <RetryPanel title={t('med24.details.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="subscriptions-load-error" /> : null}
      {data && !current ? <p className="panel panel--notice" data-testid="subscriptions-empty">{t('med24.details.none')}</p> : null}
      {current ? <SubscriptionCard subscription={current} /> : null}
      {current ? (
        <p>
          <PortalLink className="standalone-link" to={`/med24/subscription/${current.uuid}`} data-testid="subscription-manage">{t('med24.details.manage')}</PortalLink>
        </p>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="med24-others">
          <h2 id="med24-others">{t('med24.details.others')}</h2>
          <ul className="med24-others" data-testid="subscriptions-others">
            {others.map((s) => (
              <li key={s.uuid}>
                <PortalLink to={`/med24/subscription/${s.uuid}`}>{s.product.name}</PortalLink> – {t(`med24.status.${s.status}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data ? (
        <p className="button-row">
          <PortalLink to="/med24/subscription/transactions" className="link-button link-button--secondary">{t('med24.details.toTransactions')}</PortalLink>
          <PortalLink to="/med24/subscription/new" className="link-button link-button--secondary">{t('med24.details.newSubscription')}</PortalLink>
        </p>
      ) : null}
    </div>
  );
}

export default function SubscriptionDetailsScreen(props: ScreenProps) {
  return (
    <Med24Texts>
      <Screen {...props} />
    </Med24Texts>
  );
}
