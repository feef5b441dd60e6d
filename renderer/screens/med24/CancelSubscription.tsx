/**
 * Cancelling a subscription bought by card, in two steps from its page (as easy as subscribing):
 * "Cancel subscription" opens what cancelling means (it stays active to its last paid day, nothing
 * more is charged, the card is no longer kept), then "Yes, cancel" or "Keep it". The safe choice
 * comes first and takes the focus; the outcome is announced and takes the focus when the step
 * disappears. A subscription that cannot be cancelled (awaiting payment, cancelled, ended) shows nothing.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Med24Subscription } from '../../../generated/config-types';
import { describeApiError } from '../../api/apiError';
import { useCancelSubscriptionMutation } from '../../api/med24Api';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate } from '../../domain/format/format';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import { ConfirmChoice } from '../../ui/ConfirmChoice';

export const canCancel = (subscription: Med24Subscription): boolean =>
  subscription.status === 'active' && subscription.billingPeriod !== undefined && subscription.cancelledAt === undefined;

export function CancelSubscription({ subscription }: { subscription: Med24Subscription }) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  const keepRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  if (!canCancel(subscription) && !outcome) return null;
  const endDate = subscription.paidUntil ? formatDate(subscription.paidUntil, locale) : '';

  const confirm = async () => {
    const answer = await cancel(subscription.uuid).unwrap().then((fresh) => ({ ok: true as const, fresh }), (error: unknown) => ({ ok: false as const, error }));
    setAsking(false);
    if (answer.ok) {
      setOutcome({ kind: 'success', message: t('med24.cancel.done', { date: answer.fresh.paidUntil ? formatDate(answer.fresh.paidUntil, locale) : endDate }), at: Date.now() });
    } else {
      setOutcome({ kind: 'error', message: describeApiError(answer.error as FetchBaseQueryError | SerializedError, i18n).message, at: Date.now() });
    }
  };

  return (
    <section className="med24-section" aria-labelledby="med24-cancel" data-testid="subscription-cancel">
      <h2 id="med24-cancel">{t('med24.cancel.heading')}</h2>
      <ActionOutcome outcome={outcome} testId="subscription-cancel-outcome" />
      {canCancel(subscription) && !asking ? (
        <>
          <p>{t('med24.cancel.lead', { date: endDate })}</p>
          <p>
            <button ref={openRef} type="button" className="button button--secondary" onClick={() => { setAsking(true); requestAnimationFrame(() => keepRef.current?.focus()); }} data-testid="subscription-cancel-open">
              {t('med24.cancel.open')}
            </button>
          </p>
        </>
      ) : null}
      {canCancel(subscription) && asking ? (
        <div className="panel panel--notice med24-cancel__confirm" role="group" aria-labelledby="med24-cancel-confirm" data-testid="subscription-cancel-confirm">
          <p id="med24-cancel-confirm"><strong>{t('med24.cancel.confirmTitle', { product: subscription.product.name })}</strong></p>
          <ul>
            <li>{t('med24.cancel.untilDate', { date: endDate })}</li>
            <li>{t('med24.cancel.noCharge')}</li>
            <li>{t('med24.cancel.cardRemoved')}</li>
            <li>{t('med24.cancel.mail')}</li>
          </ul>
          <ConfirmChoice
            keep={<button ref={keepRef} type="button" className="button button--secondary" onClick={() => { setAsking(false); requestAnimationFrame(() => openRef.current?.focus()); }} data-testid="subscription-cancel-keep">{t('med24.cancel.keep')}</button>}
            confirmLabel={t('med24.cancel.confirm')} busyLabel={t('med24.cancel.busy')} busy={isLoading} onConfirm={() => void confirm()} testId="subscription-cancel-yes"
          />
        </div>
      ) : null}
    </section>
  );
}
