/**
 * One change of package (/med24/subscription/{uuid}/modification/{modificationUuid}): from which
 * package to which, its state with what it means (awaiting payment, paid and waiting for its day,
 * in effect, given up), what was paid, the new price and the day it applies. While its payment is
 * confirmed it asks again every 2 s; another customer's or an unknown one reads as not found.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetModificationQuery } from '../../api/med24Api';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate, formatMoney } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { Med24Texts } from './Med24Texts';
import '../appointments/appointments.css';
import './med24.css';

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { uuid = '', modificationUuid = '' } = useParams();
  const args = { subscription: uuid, modification: modificationUuid };
  const first = useGetModificationQuery(args, { skip: !uuid || !modificationUuid });
  const paying = first.data?.status === 'created' && first.data.paymentStatus === 'started';
  const { data, error, isLoading, isFetching, refetch } = useGetModificationQuery(args, { skip: !uuid || !modificationUuid, pollingInterval: paying ? 2000 : 0 });
  return (
    <div className="screen med24-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {isLoading ? <ListSkeleton testId="modification-loading" /> : null}
      {error ? <RetryPanel title={t('med24.modification.loadOneError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="modification-load-error" /> : null}
      {data ? (
        <section className="panel med24-subscription" data-testid="modification-card" data-status={data.status} aria-labelledby="modification-title">
          <h2 id="modification-title">{t('med24.modification.title', { from: data.fromProduct.name, to: data.toProduct.name })}</h2>
          <p>
            <span className={`badge med24-status med24-status--${data.status === 'active' ? 'active' : 'created'}`} data-testid="modification-status">{t(`med24.modification.status.${data.status}`)}</span>
          </p>
          <p role="status" data-testid="modification-explain">{t(`med24.modification.explain.${data.status}`, { name: data.toProduct.name, date: formatDate(data.effectiveDate, locale) })}</p>
          <dl className="med24-facts">
            <dt>{t('med24.modification.from')}</dt>
            <dd>{data.fromProduct.name}</dd>
            <dt>{t('med24.modification.to')}</dt>
            <dd>{data.toProduct.name}</dd>
            <dt>{t('med24.modification.effective')}</dt>
            <dd data-testid="modification-effective">{formatDate(data.effectiveDate, locale)}</dd>
            <dt>{t('med24.modification.amountDue')}</dt>
            <dd data-testid="modification-amount">{data.amountDueHuf > 0 ? formatMoney(data.amountDueHuf, 'HUF', locale) : t('med24.modification.nothing')}</dd>
            <dt>{t('med24.modification.newPrice')}</dt>
            <dd>{formatMoney(data.priceHuf, 'HUF', locale)}</dd>
          </dl>
        </section>
      ) : null}
      <p>
        <PortalLink className="standalone-link" to={`/med24/subscription/${uuid}`}>{t('med24.modification.back')}</PortalLink>
      </p>
    </div>
  );
}

export default function ModificationScreen(props: ScreenProps) {
  return (
    <Med24Texts>
      <Screen {...props} />
    </Med24Texts>
  );
}
