/**
 * A subscription's changes of package, newest first, each linked to its own page with its state,
 * and the way to ask for one while the subscription is active and not cancelled.
 */
import { useTranslation } from 'react-i18next';
import type { Med24Subscription } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import { isModificationOpen } from '../../domain/payments/paymentMachine';

export const modificationPath = (subscription: string, modification: string) => `/med24/subscription/${subscription}/modification/${modification}`;

export function ModificationsList({ subscription }: { subscription: Med24Subscription }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const open = subscription.modifications.find((m) => isModificationOpen(m.status));
  return (
    <section className="med24-section" aria-labelledby="med24-modifications" data-testid="modifications">
      <h2 id="med24-modifications">{t('med24.modification.changes')}</h2>
      {subscription.modifications.length === 0 ? <p>{t('med24.modification.none')}</p> : (
        <ul className="med24-others">
          {subscription.modifications.map((m) => (
            <li key={m.uuid} data-testid="modification" data-status={m.status}>
              <PortalLink to={modificationPath(subscription.uuid, m.uuid)}>{t('med24.modification.title', { from: m.fromProduct.name, to: m.toProduct.name })}</PortalLink>
              {' – '}{t(`med24.modification.status.${m.status}`)}, {formatDate(m.effectiveDate, locale)}
            </li>
          ))}
        </ul>
      )}
      {/* A cancelled subscription can no longer be changed (RP016). */}
      {subscription.status === 'active' && !subscription.cancelledAt && !open ? (
        <p>
          <PortalLink to={`/med24/subscription/${subscription.uuid}/modification/new`} className="link-button" data-testid="modification-new-link">{t('med24.modification.change')}</PortalLink>
        </p>
      ) : null}
    </section>
  );
}
