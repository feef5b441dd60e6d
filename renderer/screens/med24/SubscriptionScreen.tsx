/**
 * One subscription (/med24/subscription/{uuid}): the subscription with what it includes, the
 * people it covers, its changes of package (and the way to ask for one), cancelling it, and its card payments. Another
 * customer's or an unknown uuid reads as not found; loading and an error with a retry say so.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetSubscriptionQuery, useListTransactionsQuery } from '../../api/med24Api';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { Beneficiaries } from './Beneficiaries';
import { CancelSubscription } from './CancelSubscription';
import { Med24Texts } from './Med24Texts';
import { ModificationsList } from './ModificationsList';
import { SubscriptionCard } from './SubscriptionCard';
import { TransactionsList } from './TransactionsList';
import '../appointments/appointments.css';
import './med24.css';

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const uuid = useParams().uuid ?? '';
  const subscription = useGetSubscriptionQuery(uuid, { skip: !uuid });
  const payments = useListTransactionsQuery(uuid, { skip: !uuid || !subscription.data });
  return (
    <div className="screen med24-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {subscription.isLoading ? <ListSkeleton testId="subscription-loading" /> : null}
      {subscription.error ? <RetryPanel title={t('med24.subscription.loadError')} error={subscription.error} onRetry={() => void subscription.refetch()} retrying={subscription.isFetching} testId="subscription-load-error" /> : null}
      {subscription.data ? <SubscriptionCard subscription={subscription.data} /> : null}
      {subscription.data ? <Beneficiaries subscription={subscription.data} /> : null}
      {subscription.data ? <ModificationsList subscription={subscription.data} /> : null}
      {subscription.data ? <CancelSubscription subscription={subscription.data} /> : null}
      {subscription.data ? (
        <section className="med24-section" aria-labelledby="med24-payments">
          <h2 id="med24-payments">{t('med24.subscription.payments')}</h2>
          {payments.isLoading ? <ListSkeleton rows={2} testId="subscription-payments-loading" /> : null}
          {payments.error ? <RetryPanel error={payments.error} onRetry={() => void payments.refetch()} retrying={payments.isFetching} testId="subscription-payments-error" /> : null}
          {payments.data ? <TransactionsList transactions={payments.data.transactions} /> : null}
        </section>
      ) : null}
      <p>
        <PortalLink className="standalone-link" to="/med24/subscription/details">{t('med24.subscription.back')}</PortalLink>
      </p>
    </div>
  );
}

export default function SubscriptionScreen(props: ScreenProps) {
  return (
    <Med24Texts>
      <Screen {...props} />
    </Med24Texts>
  );
}
