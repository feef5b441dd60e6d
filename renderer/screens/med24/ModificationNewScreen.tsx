/**
 * Changing a subscription's package (/med24/subscription/{uuid}/modification/new): the packages on
 * sale other than the current one, with their price for the subscription's billing period, and for
 * the chosen one what the change costs now and from when it applies, worked out by the same terms
 * the server charges by (modificationTerms.ts). A change with something to pay goes on to the card
 * payment page; one with nothing to pay to its own page. A package that covers fewer people than
 * are recorded says so and cannot be chosen until some are removed. A change already under way, a
 * subscription awaiting payment, one cancelled, expired or ended (which can no longer be changed,
 * RP016), loading and errors each say so in place; the choice stays. The button keeps the focus
 * while the change is asked for (BusyButton), so a refusal leaves the person where they were.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Med24Products, Med24Subscription } from '../../../generated/config-types';
import { describeApiError } from '../../api/apiError';
import { useGetSubscriptionQuery, useListProductsQuery, useRequestModificationMutation } from '../../api/med24Api';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate, formatMoney } from '../../domain/format/format';
import { modificationTerms, todayInBudapest } from '../../domain/med24/modificationTerms';
import { PortalLink, usePortalNavigate } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { BusyButton } from '../../ui/BusyButton';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { Med24Texts } from './Med24Texts';
import { modificationPath } from './ModificationsList';
import '../appointments/appointments.css';
import './med24.css';
import { isModificationOpen } from '../../domain/payments/paymentMachine';

function Choice({ subscription, products }: { subscription: Med24Subscription; products: Med24Products['products'] }) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const navigate = usePortalNavigate();
  const period = subscription.billingPeriod ?? 'month';
  const offers = products.filter((p) => p.code !== subscription.product.code).flatMap((p) => {
    const price = p.prices.find((x) => x.billingPeriod === period);
    return price ? [{ ...p, priceHuf: price.priceHuf }] : [];
  });
  const [code, setCode] = useState(offers[0]?.code ?? '');
  const [request, { isLoading, error }] = useRequestModificationMutation();
  const money = (amount: number) => formatMoney(amount, 'HUF', locale);
  if (offers.length === 0) return <p className="panel panel--notice" data-testid="modification-no-other">{t('med24.modification.noOther')}</p>;
  const chosen = offers.find((o) => o.code === code) ?? offers[0]!;
  const terms = modificationTerms({ fromPriceHuf: subscription.priceHuf ?? 0, toPriceHuf: chosen.priceHuf, period, paidUntil: subscription.paidUntil ?? todayInBudapest(Date.now()), today: todayInBudapest(Date.now()) });
  const dearer = chosen.priceHuf > (subscription.priceHuf ?? 0);
  const values = {
    name: chosen.name, current: subscription.product.name, price: t(`med24.new.pricePer.${period}`, { price: money(chosen.priceHuf) }),
    date: formatDate(terms.effectiveDate, locale), amount: money(terms.amountDueHuf), paidUntil: subscription.paidUntil ? formatDate(subscription.paidUntil, locale) : '',
  };
  const explanation = !dearer ? 'cheaper' : terms.amountDueHuf > 0 ? 'dearer' : 'dearerNothingDue';
  // The server refuses a package that covers fewer people than are recorded (RP013): said before asking.
  const tooMany = subscription.beneficiaries.length > chosen.beneficiaryLimit;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const answer = await request({ subscription: subscription.uuid, body: { product: chosen.code } }).unwrap().catch(() => undefined);
    if (!answer) return;
    // The card page is the gateway's, on its own address: a full navigation.
    if (answer.paymentUrl) window.location.assign(answer.paymentUrl);
    else navigate(modificationPath(subscription.uuid, answer.modification.uuid));
  };

  return (
    <form className="med24-new" onSubmit={(e) => void submit(e)} data-testid="modification-new-form">
      <p>{t('med24.modification.current', { name: subscription.product.name, price: t(`med24.new.pricePer.${period}`, { price: money(subscription.priceHuf ?? 0) }) })}</p>
      <fieldset className="med24-choice">
        <legend>{t('med24.modification.choose')}</legend>
        {offers.map((o) => (
          <label key={o.code} className="med24-choice__option panel" data-product={o.code}>
            <input type="radio" name="product" value={o.code} checked={chosen.code === o.code} onChange={() => setCode(o.code)} />
            <span className="med24-choice__name">{o.name}</span>
            <span className="med24-choice__prices">{t(`med24.new.pricePer.${period}`, { price: money(o.priceHuf) })}</span>
          </label>
        ))}
      </fieldset>
      <p className="panel med24-terms" data-testid="modification-terms" aria-live="polite">{t(`med24.modification.${explanation}`, values)}</p>
      {tooMany ? (
        <p className="panel panel--notice" data-testid="modification-too-many">
          {t('errors.RP013')} <PortalLink to={`/med24/subscription/${subscription.uuid}`}>{t('med24.modification.back')}</PortalLink>
        </p>
      ) : null}
      {error ? <p className="panel panel--error" role="alert" data-testid="modification-new-error">{describeApiError(error, i18n).message}</p> : null}
      <p className="button-row">
        <BusyButton type="submit" className="button" busy={isLoading} disabled={tooMany}>
          {t(terms.amountDueHuf > 0 ? 'med24.modification.continuePay' : 'med24.modification.confirm')}
        </BusyButton>
        <PortalLink to={`/med24/subscription/${subscription.uuid}`} className="link-button link-button--secondary">{t('med24.modification.back')}</PortalLink>
      </p>
    </form>
  );
}

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const uuid = useParams().uuid ?? '';
  const subscription = useGetSubscriptionQuery(uuid, { skip: !uuid });
  const products = useListProductsQuery();
  const data = subscription.data;
  const open = data?.modifications.find((m) => isModificationOpen(m.status));
  const failed = subscription.error ?? products.error;
  return (
    <div className="screen med24-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {data ? <p className="med24-lead">{t('med24.modification.lead', { current: data.product.name, period: t(`med24.modification.period.${data.billingPeriod ?? 'month'}`) })}</p> : null}
      {subscription.isLoading || products.isLoading ? <ListSkeleton testId="modification-new-loading" /> : null}
      {failed ? <RetryPanel title={t('med24.modification.loadError')} error={failed} onRetry={() => { void subscription.refetch(); void products.refetch(); }} retrying={subscription.isFetching || products.isFetching} testId="modification-new-load-error" /> : null}
      {data && data.status === 'created' ? <p className="panel panel--notice" data-testid="modification-awaiting">{t('errors.RP011')}</p> : null}
      {data && (data.status === 'expired' || data.status === 'ended' || data.cancelledAt) ? <p className="panel panel--notice" data-testid="modification-closed">{t('errors.RP016')}</p> : null}
      {data && open ? (
        <p className="panel panel--notice" data-testid="modification-under-way">
          {t('med24.modification.underWay')} <PortalLink to={modificationPath(data.uuid, open.uuid)}>{t('med24.modification.see')}</PortalLink>
        </p>
      ) : null}
      {data && data.status === 'active' && !data.cancelledAt && !open && products.data ? <Choice subscription={data} products={products.data.products} /> : null}
    </div>
  );
}

export default function ModificationNewScreen(props: ScreenProps) {
  return (
    <Med24Texts>
      <Screen {...props} />
    </Med24Texts>
  );
}
