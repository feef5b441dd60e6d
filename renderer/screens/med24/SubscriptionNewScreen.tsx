/**
 * A new subscription (/med24/subscription/new): the products on sale with their monthly and yearly
 * prices in whole forints and what each includes (who it covers, its services), one chosen with its billing period, and "Continue to payment", which
 * keeps the subscription as awaiting payment and sends the customer to the card payment page.
 * Loading, an error with a retry, no product on sale, a portal that cannot take payments (RP001)
 * and a payment that could not start (RP502) each say so in place; the choice stays. A customer
 * who already has an active subscription bought by card is led to changing its package instead
 * (buying a second would be refused, RP015); one they have cancelled cannot be changed, so they are
 * told until when it runs and that they can subscribe again once it has ended. A profile
 * without the name, phone or billing address the invoice needs (RP003) leads to completing it
 * first, and back here. The button keeps the focus while the payment starts (BusyButton), so a
 * refusal leaves the person where they were.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Med24Products } from '../../../generated/config-types';
import { describeApiError } from '../../api/apiError';
import { useGetProfileQuery, useListProductsQuery, useListSubscriptionsQuery, useSubscribeMutation } from '../../api/med24Api';
import { PortalLink } from '../../routing/PortalLink';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { useBundle } from '../../app/bundle';
import { formatDate, formatMoney } from '../../domain/format/format';
import { includedServiceTitles } from '../../med24/includedServices';
import type { ScreenProps } from '../../routing/routeEntry';
import { BusyButton } from '../../ui/BusyButton';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { Med24Texts } from './Med24Texts';
import '../appointments/appointments.css';
import './med24.css';

type Period = 'month' | 'year';

function Choice({ products }: { products: Med24Products['products'] }) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { services } = useBundle();
  const [product, setProduct] = useState(products[0]!.code);
  const [period, setPeriod] = useState<Period>('month');
  const [subscribe, { isLoading, error }] = useSubscribeMutation();
  const chosen = products.find((p) => p.code === product);
  const price = chosen?.prices.find((p) => p.billingPeriod === period);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const answer = await subscribe({ product, billingPeriod: period }).unwrap().catch(() => undefined);
    // The card page is the gateway's, on its own address: a full navigation, not a route change.
    if (answer) window.location.assign(answer.paymentUrl);
  };

  return (
    <form className="med24-new" onSubmit={(e) => void submit(e)} data-testid="subscription-new-form">
      <fieldset className="med24-choice">
        <legend>{t('med24.new.productLegend')}</legend>
        {products.map((p) => (
          <label key={p.code} className="med24-choice__option panel" data-product={p.code}>
            <input type="radio" name="product" value={p.code} checked={product === p.code} onChange={() => setProduct(p.code)} />
            <span className="med24-choice__name">{p.name}</span>
            <span className="med24-choice__prices">
              {p.prices.map((price) => t(`med24.new.pricePer.${price.billingPeriod}`, { price: formatMoney(price.priceHuf, 'HUF', locale) })).join(' · ')}
            </span>
            <span className="med24-choice__includes" data-testid="product-includes">
              {[p.beneficiaryLimit === 0 ? t('med24.includes.coversYou') : t('med24.includes.coversMore', { count: p.beneficiaryLimit }), ...includedServiceTitles(p.services, services).map((title) => t(title))].join(' · ')}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="med24-choice med24-choice--period">
        <legend>{t('med24.new.periodLegend')}</legend>
        {(['month', 'year'] as const).filter((p) => chosen?.prices.some((price) => price.billingPeriod === p)).map((p) => (
          <label key={p} className="med24-choice__inline">
            <input type="radio" name="billingPeriod" value={p} checked={period === p} onChange={() => setPeriod(p)} /> {t(`med24.new.period.${p}`)}
          </label>
        ))}
      </fieldset>
      {price ? <p className="med24-new__total" data-testid="subscription-new-total">{t(`med24.new.total.${period}`, { price: formatMoney(price.priceHuf, 'HUF', locale) })}</p> : null}
      <p className="med24-new__next">{t('med24.new.next')}</p>
      {error ? (
        <p className="panel panel--error" role="alert" data-testid="subscription-new-error">
          {describeApiError(error, i18n).message}
        </p>
      ) : null}
      <BusyButton type="submit" className="button" busy={isLoading} disabled={!price}>
        {t('med24.new.continue')}
      </BusyButton>
    </form>
  );
}

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { data, error, isLoading, isFetching, refetch } = useListProductsQuery();
  const profile = useGetProfileQuery();
  // One subscription bought by card at a time: with one active, another package is a change of it.
  // The form waits for the list, so it does not show and then give way to the notice.
  const subscriptions = useListSubscriptionsQuery();
  const held = subscriptions.data?.subscriptions.find((s) => s.status === 'active' && s.billingPeriod !== undefined);
  return (
    <div className="screen med24-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p className="med24-lead">{t('med24.new.lead')}</p>
      {isLoading || subscriptions.isLoading ? <ListSkeleton testId="subscription-new-loading" /> : null}
      {error ? <RetryPanel title={t('med24.new.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="subscription-new-load-error" /> : null}
      {data && data.products.length === 0 ? <p className="panel panel--notice" data-testid="subscription-new-empty">{t('med24.new.empty')}</p> : null}
      {profile.data && !profile.data.complete ? (
        <p className="panel panel--notice" data-testid="subscription-new-profile">
          {t('med24.profile.incomplete')} <PortalLink to="/med24/profile/edit?next=/med24/subscription/new">{t('med24.profile.complete')}</PortalLink>
        </p>
      ) : null}
      {held && !held.cancelledAt ? (
        <p className="panel panel--notice" data-testid="subscription-new-held">
          {t('med24.new.held', { product: held.product.name })}{' '}
          <PortalLink to={`/med24/subscription/${held.uuid}/modification/new`}>{t('med24.new.changeHeld')}</PortalLink>
        </p>
      ) : null}
      {held?.cancelledAt ? (
        <p className="panel panel--notice" data-testid="subscription-new-held" data-cancelled="true">
          {t('med24.new.heldCancelled', { product: held.product.name, date: held.paidUntil ? formatDate(held.paidUntil, locale) : '' })}{' '}
          <PortalLink to={`/med24/subscription/${held.uuid}`}>{t('med24.new.seeHeld')}</PortalLink>
        </p>
      ) : null}
      {data && data.products.length > 0 && !subscriptions.isLoading && !held ? <Choice products={data.products} /> : null}
    </div>
  );
}

export default function SubscriptionNewScreen(props: ScreenProps) {
  return (
    <Med24Texts>
      <Screen {...props} />
    </Med24Texts>
  );
}
