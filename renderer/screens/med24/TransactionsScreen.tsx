/**
 * The subscriber's card payments (/med24/subscription/transactions): every payment with its date,
 * package, amount in whole forints, state and the card's masked number, newest first.
 */
import { useTranslation } from 'react-i18next';
import { useListTransactionsQuery } from '../../api/med24Api';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { Med24Texts } from './Med24Texts';
import { TransactionsList } from './TransactionsList';
import '../appointments/appointments.css';
import './med24.css';

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useListTransactionsQuery(undefined);
  return (
    <div className="screen med24-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {isLoading ? <ListSkeleton testId="transactions-loading" /> : null}
      {error ? <RetryPanel title={t('med24.transactions.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="transactions-load-error" /> : null}
      {data ? <TransactionsList transactions={data.transactions} /> : null}
      <p>
        <PortalLink className="standalone-link" to="/med24/subscription/details">{t('med24.subscription.back')}</PortalLink>
      </p>
    </div>
  );
}

export default function TransactionsScreen(props: ScreenProps) {
  return (
    <Med24Texts>
      <Screen {...props} />
    </Med24Texts>
  );
}
