/**
 * One subscription as its screens show it: the package, whether it is active or awaiting payment,
 * its price per period in whole forints, the last day paid for, the next card charge of one that
 * renews by itself, and what it includes (how many
 * people it covers and who they are, the services they may use); a subscription awaiting payment
 * says nothing is active yet and leads to choosing a package again, as one whose payment expired
 * does; a cancelled one says until when it stays active, an ended one that it has ended — each
 * right under its status, where it is read first.
 */
import { useTranslation } from 'react-i18next';
import type { Med24Subscription } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { useBundle } from '../../app/bundle';
import { formatDate, formatMoney } from '../../domain/format/format';
import { includedServiceTitles } from '../../med24/includedServices';
import { PortalLink } from '../../routing/PortalLink';

export function SubscriptionCard({ subscription, headingLevel = 2 }: { subscription: Med24Subscription; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const Heading = `h${headingLevel}` as const;
  const services = includedServiceTitles(subscription.product.services, useBundle().services);
  const limit = subscription.product.beneficiaryLimit;
  return (
    <section className="panel med24-subscription" data-testid="subscription-card" data-status={subscription.status} aria-labelledby={`subscription-${subscription.uuid}`}>
      <Heading id={`subscription-${subscription.uuid}`}>{subscription.product.name}</Heading>
      <p>
        <span className={`badge med24-status med24-status--${subscription.status}`} data-testid="subscription-status">{t(`med24.status.${subscription.status}`)}</span>
      </p>
      {/* What became of it, beside the status, before the facts. */}
      {subscription.status === 'created' ? (
        <p>
          {t('med24.subscription.awaiting')} <PortalLink to="/med24/subscription/new">{t('med24.subscription.chooseAgain')}</PortalLink>
        </p>
      ) : null}
      {subscription.status === 'expired' ? (
        <p data-testid="subscription-expired">
          {t('med24.subscription.expired')} <PortalLink to="/med24/subscription/new">{t('med24.subscription.chooseAgain')}</PortalLink>
        </p>
      ) : null}
      {subscription.status === 'active' && subscription.cancelledAt ? (
        <p data-testid="subscription-cancelled">{t('med24.subscription.cancelled', { cancelled: formatDate(subscription.cancelledAt, locale), date: subscription.paidUntil ? formatDate(subscription.paidUntil, locale) : '' })}</p>
      ) : null}
      {subscription.status === 'ended' ? (
        <p data-testid="subscription-ended">
          {t('med24.subscription.ended', { date: subscription.paidUntil ? formatDate(subscription.paidUntil, locale) : '' })} <PortalLink to="/med24/subscription/new">{t('med24.subscription.subscribeAgain')}</PortalLink>
        </p>
      ) : null}
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
        {subscription.nextCharge ? (
          <>
            <dt>{t('med24.subscription.nextCharge')}</dt>
            <dd data-testid="subscription-next-charge">{t('med24.subscription.nextChargeValue', { amount: formatMoney(subscription.nextCharge.amountHuf, 'HUF', locale), date: formatDate(subscription.nextCharge.date, locale) })}</dd>
          </>
        ) : null}
        <dt>{t('med24.subscription.since')}</dt>
        <dd>{formatDate(subscription.createdAt, locale)}</dd>
        <dt>{t('med24.includes.coversLabel')}</dt>
        <dd data-testid="subscription-covers">{limit === 0 ? t('med24.includes.coversYou') : t('med24.includes.coversMore', { count: limit })}</dd>
        {subscription.beneficiaries.length > 0 ? (
          <>
            <dt>{t('med24.includes.people')}</dt>
            <dd data-testid="subscription-people">{subscription.beneficiaries.map((b) => b.name).join(', ')}</dd>
          </>
        ) : null}
        {services.length > 0 ? (
          <>
            <dt>{t('med24.includes.services')}</dt>
            <dd>
              <ul className="med24-includes" data-testid="subscription-services">
                {services.map((title) => <li key={title}>{t(title)}</li>)}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
