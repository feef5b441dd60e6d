/**
 * Full-auth selection (spec section 4, /require-full-auth): a user with several subscriptions
 * and none current chooses one; it becomes current (server and X-Subscription-Id) and the
 * visitor goes home (or to the privacy statement when that subscription still needs it). While
 * one is being chosen the buttons keep the focus and ignore clicks (BusyButton).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { useGetSubscriptionsQuery } from '../../api/accountsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { chooseSubscription, landingOf } from '../../app/loginFlow';
import { selectSessionUser } from '../../app/sessionSlice';
import { PortalNavigate, usePortalNavigate } from '../../routing/PortalLink';
import { useOnwardTarget } from '../../routing/useOnwardTarget';
import type { ScreenProps } from '../../routing/routeEntry';
import { BusyButton } from '../../ui/BusyButton';
import { LoadingPanel } from '../../ui/LoadingPanel';
import { ScreenHeading } from '../../ui/ScreenHeading';

export default function FullAuthSelectionScreen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = usePortalNavigate();
  const onward = useOnwardTarget();
  const user = useAppSelector(selectSessionUser);
  const { data: subscriptions, isLoading } = useGetSubscriptionsQuery(undefined, { skip: !user });
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!user) return <PortalNavigate to="/login" replace />;

  const choose = async (id: number) => {
    setBusy(id);
    setError(null);
    try {
      const chosen = await chooseSubscription(dispatch, id);
      navigate(onward(chosen ? landingOf(chosen) : '/'));
    } catch (caught) {
      setError(describeApiError(caught as never, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) }).message);
      setBusy(null);
    }
  };

  return (
    <section className="screen" aria-labelledby="page-title">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p>{t('ui.account.chooseSubscription')}</p>
      {error ? (
        <p className="panel panel--error" role="alert">
          {error}
        </p>
      ) : null}
      {isLoading ? <LoadingPanel /> : null}
      {subscriptions && subscriptions.length === 0 ? <p className="panel">{t('ui.account.noSubscriptions')}</p> : null}
      <ul className="subscription-choice">
        {(subscriptions ?? []).map((subscription) => (
          <li key={subscription.id}>
            <BusyButton
              className="link-button"
              data-testid="subscription-choice"
              aria-pressed={user.currentSubscriptionId === subscription.id}
              busy={busy === subscription.id}
              unavailable={busy !== null}
              onClick={() => void choose(subscription.id)}
            >
              {subscription.product?.name ?? t('ui.account.subscriptionLabel', { id: subscription.id })}
              {subscription.phone ? ` (${t('ui.account.subscriptionPhone', { phone: subscription.phone })})` : null}
            </BusyButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
