/**
 * One subscription as its screens show it: the package, whether it is active or awaiting payment,
 * its price per period in whole forints and the last day paid for; a subscription awaiting payment
 * says nothing is active yet and leads to choosing a package again.
 */
import { useTranslation } from 'react-i18next';
import type { Med24Subscription } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate, formatMoney } from '../../i18n/format';
import { PortalLink } from '../../routing/PortalLink';

export function SubscriptionCard({ subscription, headingLevel = 2 }: { subscription: Med24Subscription; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="panel med24-subscription" data-testid="subscription-card" data-status={subscription.status} aria-labelledby={`subscription-${subscription.uuid}`}>
      <Heading id={`subscription-${subscription.uuid}`}>{subscription.product.name}</Heading>
      <p>
        <span className={`badge med24-status med24-status--${subscription.status}`} data-testid="subscription-status">{t(`med24.status.${subscription.status}`)}</span>
      </p>
      <dl className="med24-facts">
        {subscription.billingPeriod && subscription.priceHuf !== undefined ? (
          <>
            <dt>{t('med24.subscription.price')}</dt>
            <dd>{t(`med24.new.pricePer.${subscription.billingPeriod}`, { price: formatMoney(subscription.priceHuf, 'HUF', locale) })}</dd>
          </>
        ) : null}
        {subscription.paidUntil ? (
          <>
            <dt>{t('med24.subscription.paidUntil')}</dt>
            <dd data-testid="subscription-paid-until">{formatDate(subscription.paidUntil, locale)}</dd>
          </>
        ) : null}
        <dt>{t('med24.subscription.since')}</dt>
        <dd>{formatDate(subscription.createdAt, locale)}</dd>
      </dl>
      {subscription.status === 'created' ? (
        <p>
          {t('med24.subscription.awaiting')} <PortalLink to="/med24/subscription/new">{t('med24.subscription.chooseAgain')}</PortalLink>
        </p>
      ) : null}
    </section>
  );
}
