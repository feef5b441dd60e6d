/**
 * The card payment's return page (/med24/simplepay/simplepay-return): the gateway sends the
 * customer here with its signed r and s, which the server verifies before anything is shown
 * (GET /api/med24/payments/return). A successful payment is final only when the gateway's
 * notification has arrived: until then the page says the confirmation is on its way and asks
 * again every two seconds. A failed card payment, a cancelled payment and one that ran out of time
 * each get the spec's message (errors.payment.*) and what happens next: nothing was charged, the
 * subscription waits for payment, and the way to try again. An answer that cannot be verified says
 * so (RP400) without showing an outcome.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describeApiError } from '../../api/apiError';
import { usePaymentReturnQuery } from '../../api/med24Api';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate, formatMoney } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton } from '../appointments/ListStates';
import { Med24Texts } from './Med24Texts';
import { modificationPath } from './ModificationsList';
import './med24.css';

const NEW_SUBSCRIPTION = '/med24/subscription/new';
const FAILURE_MESSAGE = { FAIL: 'errors.payment.cardFailed', CANCEL: 'errors.payment.cancelled', TIMEOUT: 'errors.payment.timedOut' } as const;

function Outcome({ kind, testId, children }: { kind: 'success' | 'waiting' | 'failed'; testId: string; children: ReactNode }) {
  return (
    <section className={`panel med24-outcome med24-outcome--${kind}`} role={kind === 'failed' ? 'alert' : 'status'} data-testid={testId} data-outcome={kind}>
      {children}
    </section>
  );
}

function TryAgain({ to = NEW_SUBSCRIPTION }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <PortalLink to={to} className="link-button" data-testid="payment-try-again">
        {t('med24.return.tryAgain')}
      </PortalLink>
    </p>
  );
}

function Screen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const query = new URLSearchParams(useLocation().search);
  const r = query.get('r');
  const s = query.get('s');
  const args = r && s ? { r, s } : undefined;
  const first = usePaymentReturnQuery(args ?? { r: '', s: '' }, { skip: !args });
  const waiting = first.data?.event === 'SUCCESS' && first.data.payment.status === 'started';
  // Polls while the confirmation is on its way; stops by itself once the answer changes.
  const { data, error, isLoading } = usePaymentReturnQuery(args ?? { r: '', s: '' }, { skip: !args, pollingInterval: waiting ? 2000 : 0 });

  let body: ReactNode;
  if (!args) {
    body = <Outcome kind="failed" testId="payment-outcome"><p>{t('errors.payment.unknown')}</p><TryAgain /></Outcome>;
  } else if (isLoading) {
    body = <ListSkeleton rows={2} testId="payment-return-loading" />;
  } else if (error || !data) {
    body = <Outcome kind="failed" testId="payment-outcome"><p>{describeApiError(error, i18n).message}</p></Outcome>;
  } else if (data.event === 'SUCCESS' && data.payment.status === 'succeeded') {
    body = (
      <Outcome kind="success" testId="payment-outcome">
        <h2>{t('med24.return.successTitle')}</h2>
        <p>{t('med24.return.successAmount', { amount: formatMoney(data.payment.amountHuf, 'HUF', locale) })}</p>
        {data.modification ? (
          <>
            <p data-testid="payment-modification">{t('med24.returnModification.paid', { amount: formatMoney(data.payment.amountHuf, 'HUF', locale), name: data.modification.toProduct.name, date: formatDate(data.modification.effectiveDate, locale) })}</p>
            <p>
              <PortalLink to={modificationPath(data.subscription.uuid, data.modification.uuid)} className="link-button">{t('med24.returnModification.toChange')}</PortalLink>
            </p>
          </>
        ) : (
          <>
            {data.subscription.paidUntil ? <p data-testid="payment-paid-until">{t('med24.return.activeUntil', { date: formatDate(data.subscription.paidUntil, locale) })}</p> : null}
            <p>
              <PortalLink to="/" className="link-button">{t('med24.return.toServices')}</PortalLink>
            </p>
          </>
        )}
      </Outcome>
    );
  } else if (data.event === 'SUCCESS') {
    body = (
      <Outcome kind="waiting" testId="payment-outcome">
        <h2>{t('med24.return.waitingTitle')}</h2>
        <p>{t('med24.return.waiting')}</p>
      </Outcome>
    );
  } else {
    body = (
      <Outcome kind="failed" testId="payment-outcome">
        <h2>{t('med24.return.failedTitle')}</h2>
        <p>{t(FAILURE_MESSAGE[data.event])}</p>
        <p>{t(data.modification ? 'med24.returnModification.nothingCharged' : 'med24.return.nothingCharged')}</p>
        <TryAgain to={data.modification ? `/med24/subscription/${data.subscription.uuid}/modification/new` : undefined} />
      </Outcome>
    );
  }
  return (
    <div className="screen med24-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {body}
    </div>
  );
}

export default function PaymentReturnScreen(props: ScreenProps) {
  return (
    <Med24Texts>
      <Screen {...props} />
    </Med24Texts>
  );
}
